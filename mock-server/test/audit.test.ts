/**
 * The audit trail: every kind of write records its event (the fields that changed, before and
 * after, never a secret) in the write's own transaction; GET /audit/{company} answers each role's
 * scope, filters, pages and exports CSV; the table refuses UPDATE and DELETE; retention prunes and
 * records itself; concurrent edits each record what they changed. On the engine under test.
 */
import { sql } from 'drizzle-orm';
import { addDays, todayIn, weekOf } from '@app/contract/days';
import { AUDIT_PAGE_MAX } from '@app/contract/audit';
import type { AuditEvent } from '@app/contract';
import {
  expectError,
  expectOk,
  newPerson,
  serverPerTest,
  signIn,
  task,
  type Actors,
  type Json,
  type SeedIds,
  type TestServer,
} from './helpers';
import { recordEvent } from '../src/audit';
import { eventBatches, eventsWhere } from '../src/audit/queries';
import { withOrigin } from '../src/kernel/origin';
import { SEED_ACCOUNTS } from '../src/seed';

let server: TestServer;
let who: Actors;
let ids: SeedIds;
let clock: Date | null = null;
serverPerTest((seeded) => ({ server, who, ids } = seeded), { now: () => clock ?? new Date() });
beforeEach(() => {
  clock = null;
});

const ok = expectOk;
const ROUNDS = 20;

/** The events of Northwind (or `company`) the caller `token` reads, with `query`. */
async function events(token: string, query: Record<string, string | number> = {}, company = ids.northwind) {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return server.api('GET', `/audit/${company}${qs ? `?${qs}` : ''}`, { token });
}
const eventsOf = async (entity: string, id: number, token = who.rep.access) =>
  ok(await events(token, { entity, entity_id: id, limit: AUDIT_PAGE_MAX })).events as Json[];
/** The newest event of `entity` `id` with `action`. */
const newest = async (entity: string, id: number, action: string) =>
  (await eventsOf(entity, id)).find((e) => e.action === action);

const sqlRows = async (query: ReturnType<typeof sql>) =>
  (await server.store.engineDb.execute(query)) as unknown as { rows: Json[] };

/** A body with what JSON escapes (quotes, a backslash) and letters beyond ASCII. */
const RICH_BODY = '<p>“Ünïcode” \\ "quoted" <strong>API</strong></p>';

describe('what is recorded', () => {
  test("a body is kept as text beside its event's other fields, as its row stores it, and read back within its side; one kept inside the fields (an older event) reads the same", async () => {
    const t = ok(
      await server.api('POST', `/tasks/${ids.cora}`, {
        token: who.cora.access,
        body: task({ title: 'Kept apart', body: RICH_BODY }),
      }),
      201,
    );
    const rewritten = ok(
      await server.api('PATCH', `/task/${t.id}`, {
        token: who.rep.access,
        body: { body: `<p>Again: ${RICH_BODY}</p>` },
      }),
      202,
    );
    ok(await server.api('DELETE', `/task/${t.id}`, { token: who.rep.access }), 202);
    const { rows } = await sqlRows(sql`select action, before ? 'body' as before_inside,
        after ? 'body' as after_inside, before_body, after_body
      from audit_events where entity = 'task' and entity_id = ${t.id}::int order by id`);
    expect(rows).toEqual([
      {
        action: 'created',
        before_inside: null,
        after_inside: false,
        before_body: null,
        after_body: t.body,
      },
      {
        action: 'updated',
        before_inside: false,
        after_inside: false,
        before_body: t.body,
        after_body: rewritten.body,
      },
      {
        action: 'deleted',
        before_inside: false,
        after_inside: null,
        before_body: rewritten.body,
        after_body: null,
      },
    ]);
    // read back as one side each, by the page and by the export alike
    const [deleted, updated, created] = await eventsOf('task', t.id);
    expect(created.after).toMatchObject({ title: 'Kept apart', body: t.body });
    expect(updated).toMatchObject({ before: { body: t.body }, after: { body: rewritten.body } });
    expect(deleted.before).toMatchObject({ title: 'Kept apart', body: rewritten.body });
    const csv = (await events(who.rep.access, { entity: 'task', entity_id: t.id, format: 'csv' })).text;
    // the export's before and after cells hold each side's JSON, the body within it
    expect(csv).toContain('""body"":""<p>Again: ');

    // an event written before bodies were kept apart: its body inside its fields
    await sqlRows(sql`insert into audit_events (at, actor_email, company, entity, entity_id, action, after)
      values (now(), 'older@example.com', ${ids.northwind}::int, 'task', ${t.id}::int, 'updated',
        ${JSON.stringify({ title: 'Older', body: RICH_BODY })}::jsonb)`);
    const [older] = await eventsOf('task', t.id);
    expect(older.after).toEqual({ title: 'Older', body: RICH_BODY });
  });

  test('a task created, edited field by field and deleted: who, where from, which request, before and after', async () => {
    const created = await server.api('POST', `/tasks/${ids.cora}`, {
      token: who.cora.access,
      body: task({ title: 'Audited', duration: 30, body: RICH_BODY }),
    });
    const t = ok(created, 201);
    const first = await newest('task', t.id, 'created');
    // every field of the new task, its body as stored (read from the task's row when recorded)
    expect(first.after).toEqual({
      title: 'Audited',
      body: t.body,
      duration: 30,
      project: null,
      // none given: the task's day is the day it was written
      worked_on: null,
    });
    expect(t.body).toContain('“Ünïcode” \\ "quoted"');
    expect(first).toMatchObject({
      actor: { id: ids.cora, email: SEED_ACCOUNTS.consultant.email, role: 'employee' },
      company: ids.northwind,
      department: ids.engineering,
      entity: { type: 'task', id: t.id },
      before: null,
      after: { title: 'Audited', duration: 30, project: null },
      reason: null,
    });
    expect(first.request_id).toBe(created.headers.get('x-request-id'));
    expect(first.client_address).toMatch(/127\.0\.0\.1|::1/);
    expect(Date.parse(first.at)).not.toBeNaN();

    ok(
      await server.api('PATCH', `/task/${t.id}`, {
        token: who.rep.access,
        body: { duration: 50, title: 'Audited' },
      }),
      202,
    );
    const edit = await newest('task', t.id, 'updated');
    // only what changed: the title was sent unchanged
    expect(edit).toMatchObject({
      actor: { email: SEED_ACCOUNTS.representative.email, role: 'company_admin' },
      before: { duration: 30 },
      after: { duration: 50 },
    });
    expect(Object.keys(edit.after)).toEqual(['duration']);

    const rewritten = ok(
      await server.api('PATCH', `/task/${t.id}`, {
        token: who.rep.access,
        body: { body: `<p>Rewritten: ${RICH_BODY}</p>` },
      }),
      202,
    );
    // the new body as stored (taken from the task's row when recorded), the old one before it
    const bodyEdit = await newest('task', t.id, 'updated');
    expect(bodyEdit.before).toEqual({ body: t.body });
    expect(bodyEdit.after).toEqual({ body: rewritten.body });
    expect(rewritten.body).toContain('Rewritten: ');

    ok(await server.api('DELETE', `/task/${t.id}`, { token: who.rep.access }), 202);
    expect(await newest('task', t.id, 'deleted')).toMatchObject({
      before: { title: 'Audited', duration: 50 },
      after: null,
    });
  });

  test('drafts: created, edited, deleted, published (and the task it became)', async () => {
    const d = ok(
      await server.api('POST', `/drafts/${ids.cora}`, {
        token: who.cora.access,
        body: task({ title: 'Draft A', body: RICH_BODY }),
      }),
      201,
    );
    expect((await newest('draft', d.id, 'created')).after).toMatchObject({ title: 'Draft A', body: d.body });
    ok(
      await server.api('PATCH', `/draft/${d.id}`, { token: who.cora.access, body: { title: 'Draft B' } }),
      202,
    );
    expect(await newest('draft', d.id, 'created')).toMatchObject({ after: { title: 'Draft A' } });
    expect(await newest('draft', d.id, 'updated')).toMatchObject({
      before: { title: 'Draft A' },
      after: { title: 'Draft B' },
    });
    const redrafted = ok(
      await server.api('PATCH', `/draft/${d.id}`, {
        token: who.cora.access,
        body: { body: `<p>Again: ${RICH_BODY}</p>` },
      }),
      202,
    );
    expect((await newest('draft', d.id, 'updated')).after).toEqual({ body: redrafted.body });
    const published = ok(
      await server.api('PATCH', `/drafts/${ids.cora}`, { token: who.cora.access, body: { drafts: [d.id] } }),
      202,
    );
    expect(published.published).toBe(1);
    const pub = await newest('draft', d.id, 'published');
    expect(pub).toMatchObject({ before: { published: false }, after: { published: true } });
    expect(await newest('task', pub.after.task, 'created')).toMatchObject({
      after: { title: 'Draft B', body: redrafted.body },
    });

    const gone = ok(
      await server.api('POST', `/drafts/${ids.cora}`, {
        token: who.cora.access,
        body: task({ title: 'Gone' }),
      }),
      201,
    );
    ok(await server.api('DELETE', `/draft/${gone.id}`, { token: who.cora.access }), 202);
    expect(await newest('draft', gone.id, 'deleted')).toMatchObject({
      before: { title: 'Gone' },
      after: null,
    });
  });

  test('people: created, edited, moved, deactivated and activated, password changed (the fact only), deleted', async () => {
    const input = newPerson('audited');
    const p = ok(
      await server.api('POST', `/employees/${ids.northwind}`, {
        token: who.rep.access,
        body: { ...input, department: ids.engineering },
      }),
      201,
    );
    const created = await newest('person', p.id, 'created');
    expect(created.after).toMatchObject({
      email: input.email,
      role: 'employee',
      department: ids.engineering,
    });
    expect(JSON.stringify(created)).not.toMatch(/password|scrypt/i);

    const patch = (body: Json) =>
      server.api('PATCH', `/update_user/${p.id}`, { token: who.rep.access, body });
    ok(
      await patch({
        email: input.email,
        first_name: 'Renamed',
        last_name: input.last_name,
        contact: input.contact,
      }),
    );
    expect(await newest('person', p.id, 'updated')).toMatchObject({
      before: { first_name: input.first_name },
      after: { first_name: 'Renamed' },
    });
    ok(await patch({ department: ids.design }));
    expect(await newest('person', p.id, 'moved')).toMatchObject({
      department: ids.design,
      before: { department: ids.engineering },
      after: { department: ids.design },
    });
    ok(await patch({ is_active: false }));
    ok(await patch({ is_active: true }));
    expect(await newest('person', p.id, 'deactivated')).toMatchObject({ after: { is_active: false } });
    expect(await newest('person', p.id, 'activated')).toMatchObject({ after: { is_active: true } });

    ok(await patch({ password: 'An0ther!pass' }));
    expect(await newest('person', p.id, 'password_changed')).toMatchObject({ before: null, after: null });

    // a password change ends the person's other sessions: each recorded as revoked
    const own = await signIn(server.api, SEED_ACCOUNTS.consultant.email);
    ok(
      await server.api('PATCH', `/update_user/${ids.cora}`, {
        token: who.rep.access,
        body: { password: 'An0ther!pass' },
      }),
    );
    const revoked = (await eventsOf('session', own.claims.sid)).map((e) => [e.action, e.reason]);
    expect(revoked).toContainEqual(['session_revoked', 'password changed']);

    ok(await server.api('DELETE', `/employee/${p.id}`, { token: who.rep.access }), 202);
    expect(await newest('person', p.id, 'deleted')).toMatchObject({ before: { first_name: 'Renamed' } });
  });

  test('company, departments and projects: created, changed (the time zone too), deleted', async () => {
    const project = ok(
      await server.api('POST', `/projects/${ids.northwind}`, {
        token: who.rep.access,
        body: { name: 'Audit P' },
      }),
      201,
    );
    ok(
      await server.api('PATCH', `/project/${project.id}`, {
        token: who.rep.access,
        body: { name: 'Audit Q' },
      }),
      202,
    );
    ok(await server.api('DELETE', `/project/${project.id}`, { token: who.rep.access }), 202);
    expect((await eventsOf('project', project.id)).map((e) => [e.action, e.before, e.after])).toEqual([
      ['deleted', { name: 'Audit Q', client: null, billable: true }, null],
      ['updated', { name: 'Audit P' }, { name: 'Audit Q' }],
      ['created', null, { name: 'Audit P', client: null, billable: true }],
    ]);

    const lead = ok(
      await server.api('POST', `/department_admins/${ids.northwind}`, {
        token: who.rep.access,
        body: newPerson('lead'),
      }),
      201,
    );
    const dept = ok(
      await server.api('POST', `/departments/${ids.northwind}`, {
        token: who.rep.access,
        body: { name: 'Audit D', admin: lead.id },
      }),
      201,
    );
    ok(
      await server.api('PATCH', `/department/${dept.id}`, {
        token: who.rep.access,
        body: { name: 'Audit E' },
      }),
      202,
    );
    ok(await server.api('DELETE', `/department/${dept.id}`, { token: who.rep.access }), 202);
    expect((await eventsOf('department', dept.id)).map((e) => e.action)).toEqual([
      'deleted',
      'updated',
      'created',
    ]);

    const company = ok(await server.api('GET', `/get_company/${ids.cora}`, { token: who.rep.access }));
    const zone = company.time_zone === 'Asia/Tokyo' ? 'Europe/Paris' : 'Asia/Tokyo';
    ok(
      await server.api('PATCH', `/company/${ids.northwind}`, {
        token: who.admin.access,
        body: { time_zone: zone },
      }),
      202,
    );
    expect(await newest('company', ids.northwind, 'updated')).toMatchObject({
      actor: { role: 'admin' },
      before: { time_zone: company.time_zone },
      after: { time_zone: zone },
    });
    ok(
      await server.api('PATCH', `/company/${ids.northwind}`, {
        token: who.admin.access,
        body: { is_active: false },
      }),
      202,
    );
    // the representative is signed out with her company: the admin reads on
    const deactivated = (await eventsOf('company', ids.northwind, who.admin.access)).find(
      (e) => e.action === 'deactivated',
    );
    expect(deactivated).toMatchObject({ before: { is_active: true }, after: { is_active: false } });
  });

  test('a company created and deleted: its events outlive it (the database keeps them; its path is gone)', async () => {
    const rep = ok(
      await server.api('POST', '/company_admins', { token: who.admin.access, body: newPerson('rep') }),
      201,
    );
    const company = ok(
      await server.api('POST', '/companies', {
        token: who.admin.access,
        body: { name: 'Audited Ltd', admin: rep.id, time_zone: 'Europe/Oslo' },
      }),
      201,
    );
    const created = ok(await events(who.admin.access, { entity: 'company' }, company.id)).events;
    expect(created).toMatchObject([
      {
        action: 'created',
        actor: { role: 'admin' },
        after: { name: 'Audited Ltd', admin: rep.id, is_active: true, time_zone: 'Europe/Oslo' },
      },
    ]);
    ok(await server.api('DELETE', `/company/${company.id}`, { token: who.admin.access }), 202);
    expectError(await events(who.admin.access, {}, company.id), 404);
    const { rows } = await sqlRows(
      sql`select action, before->>'name' as name from audit_events
        where company = ${company.id}::int and entity = 'company' order by id`,
    );
    expect(rows).toEqual([
      { action: 'created', name: null },
      { action: 'deleted', name: 'Audited Ltd' },
    ]);
  });

  test("a week's transitions (with the comment and reason), targets and holidays", async () => {
    const today = todayIn(
      ok(await server.api('GET', `/get_company/${ids.cora}`, { token: who.cora.access })).time_zone,
    );
    const week = weekOf(addDays(today, -14)).from;
    for (const [token, action, body] of [
      [who.cora.access, 'submit', {}],
      [who.lead.access, 'reject', { comment: 'Missing Friday' }],
      [who.cora.access, 'submit', {}],
      [who.cora.access, 'withdraw', {}],
      [who.cora.access, 'submit', {}],
      [who.lead.access, 'approve', {}],
      [who.rep.access, 'reopen', { reason: 'Client dispute' }],
    ] as const)
      expect(
        (await server.api('POST', `/timesheet/${ids.cora}/${action}`, { token, body: { week, ...body } }))
          .status,
      ).toBe(200);
    const weekEvents = (await eventsOf('week', ids.cora)).reverse();
    expect(
      weekEvents.map((e) => [e.action, e.before.status, e.after.status, e.after.week_start, e.reason]),
    ).toEqual([
      ['submitted', 'open', 'submitted', week, null],
      ['rejected', 'submitted', 'rejected', week, 'Missing Friday'],
      ['submitted', 'rejected', 'submitted', week, null],
      ['withdrawn', 'submitted', 'open', week, null],
      ['submitted', 'open', 'submitted', week, null],
      ['approved', 'submitted', 'approved', week, null],
      ['reopened', 'approved', 'open', week, 'Client dispute'],
    ]);

    const from = weekOf(addDays(today, 7)).from;
    const days = [420, 420, 420, 420, 420, 0, 0];
    ok(
      await server.api('POST', `/targets/${ids.cora}`, {
        token: who.lead.access,
        body: { effective_from: from, days },
      }),
      201,
    );
    ok(
      await server.api('POST', `/targets/${ids.cora}`, {
        token: who.lead.access,
        body: { effective_from: from, days: [1, 2, 3, 4, 5, 6, 7] },
      }),
      201,
    );
    expect(
      (await eventsOf('target', ids.cora)).map((e) => [e.action, e.before?.days ?? null, e.after.days]),
    ).toEqual([
      ['updated', days, [1, 2, 3, 4, 5, 6, 7]],
      ['created', null, days],
    ]);

    const h = ok(
      await server.api('POST', `/holidays/${ids.northwind}`, {
        token: who.rep.access,
        body: { day: addDays(today, 30), name: 'Audit day' },
      }),
      201,
    );
    ok(await server.api('DELETE', `/holiday/${h.id}`, { token: who.rep.access }), 202);
    expect((await eventsOf('holiday', h.id)).map((e) => e.action)).toEqual(['deleted', 'created']);
  });

  test('sign-ins (refusals with their reason), sign-outs', async () => {
    const wrong = await server.api('POST', '/token/', {
      body: { email: SEED_ACCOUNTS.consultant.email, password: 'Wrong#pass1' },
    });
    expect(wrong.status).toBe(401);
    const session = await signIn(server.api, SEED_ACCOUNTS.consultant.email);
    ok(await server.api('POST', '/token/logout/', { token: session.access }));
    const mine = ok(await events(who.rep.access, { entity: 'session', actor: ids.cora, limit: 500 }))
      .events as Json[];
    const refused = mine.find((e) => e.action === 'sign_in_refused');
    expect(refused).toMatchObject({
      reason: 'invalid_credentials',
      actor: { email: SEED_ACCOUNTS.consultant.email },
    });
    expect(mine.find((e) => e.action === 'signed_in' && e.entity.id === session.claims.sid)).toBeDefined();
    expect(mine.find((e) => e.action === 'signed_out' && e.entity.id === session.claims.sid)).toBeDefined();
  });
});

describe('a body saved again unchanged', () => {
  test("is not written nor recorded: the editor's list markers are no change; a real change of it is", async () => {
    const list = '<ol><li data-list="bullet">one</li><li data-list="bullet">two</li></ol>';
    const created = ok(
      await server.api('POST', `/tasks/${ids.cora}`, { token: who.cora.access, body: task({ body: list }) }),
      201,
    );
    // the editor sends the same list back with its own markers in each item
    const fromEditor = list.replace(
      /<li data-list="bullet">/g,
      '<li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>',
    );
    const saved = ok(
      await server.api('PATCH', `/task/${created.id}`, {
        token: who.rep.access,
        body: { title: 'Renamed only', duration: 50, body: fromEditor },
      }),
      202,
    );
    expect(saved.body).toBe(list);
    const edit = await newest('task', created.id, 'updated');
    expect(Object.keys(edit.before).sort()).toEqual(['duration', 'title']);
    expect(Object.keys(edit.after).sort()).toEqual(['duration', 'title']);
    // a real change of the body is written and recorded
    ok(
      await server.api('PATCH', `/task/${created.id}`, {
        token: who.rep.access,
        body: { body: '<p>Now a paragraph</p>' },
      }),
      202,
    );
    const second = await newest('task', created.id, 'updated');
    expect(second.after).toMatchObject({ body: '<p>Now a paragraph</p>' });
  });
});

describe('a move between departments', () => {
  test("belongs to both departments' trails: the lead who moved a consultant out reads it, as does the lead of the department she joined", async () => {
    const moved = ok(
      await server.api('PATCH', `/update_user/${ids.engineer.id}`, {
        token: who.lead.access,
        body: { department: ids.design },
      }),
    );
    expect(moved.department).toBe(ids.design);
    const moves = (events: Json[]) =>
      events.filter((e) => e.entity.id === ids.engineer.id && e.action === 'moved');
    const lead = ok(await events(who.lead.access, { limit: 500 })).events as Json[];
    expect(moves(lead)).toEqual([
      expect.objectContaining({
        before: { department: ids.engineering },
        after: { department: ids.design },
        department: ids.design,
      }),
    ]);
    // filtered to that person, as her History reads it
    const filtered = ok(
      await events(who.lead.access, { entity: 'person', entity_id: ids.engineer.id, limit: 50 }),
    ).events as Json[];
    expect(moves(filtered)).toHaveLength(1);
    // the representative reads it once
    expect(moves(ok(await events(who.rep.access, { limit: 500 })).events as Json[])).toHaveLength(1);
  });
});

describe('names as they were then', () => {
  test('an event names the records it refers to by id, and its own record, as they were when it was written: a rename or a delete since changes nothing', async () => {
    const project = ok(
      await server.api('POST', `/projects/${ids.northwind}`, {
        token: who.rep.access,
        body: { name: 'Old name' },
      }),
      201,
    );
    const written = ok(
      await server.api('POST', `/tasks/${ids.cora}`, {
        token: who.cora.access,
        body: task({ project: project.id }),
      }),
      201,
    );
    ok(
      await server.api('PATCH', `/update_user/${ids.engineer.id}`, {
        token: who.lead.access,
        body: { department: ids.design },
      }),
    );
    const person = `${ids.engineer.first_name} ${ids.engineer.last_name}`;
    const moved = async () => (await eventsOf('person', ids.engineer.id)).find((e) => e.action === 'moved')!;
    const then = {
      [`department:${ids.engineering}`]: 'Engineering',
      [`department:${ids.design}`]: 'Design',
      [`person:${ids.engineer.id}`]: person,
    };
    expect((await moved()).names).toEqual(then);
    // since: the department and the person renamed, the project renamed then deleted
    ok(
      await server.api('PATCH', `/department/${ids.engineering}`, {
        token: who.rep.access,
        body: { name: 'Platform team' },
      }),
      202,
    );
    ok(
      await server.api('PATCH', `/update_user/${ids.engineer.id}`, {
        token: who.rep.access,
        body: { first_name: 'Renamed' },
      }),
    );
    ok(
      await server.api('PATCH', `/project/${project.id}`, {
        token: who.rep.access,
        body: { name: 'New name' },
      }),
      202,
    );
    ok(await server.api('DELETE', `/task/${written.id}`, { token: who.rep.access }), 202);
    ok(await server.api('DELETE', `/project/${project.id}`, { token: who.rep.access }), 202);
    expect((await moved()).names).toEqual(then);
    const created = (await eventsOf('task', written.id)).find((e) => e.action === 'created')!;
    expect(created.names).toEqual({ [`project:${project.id}`]: 'Old name' });
    // the project's own events: as it was named at each
    const own = await eventsOf('project', project.id);
    expect(own.find((e) => e.action === 'created')!.names).toEqual({ [`project:${project.id}`]: 'Old name' });
    expect(own.find((e) => e.action === 'updated')!.names).toEqual({ [`project:${project.id}`]: 'New name' });
    expect(own.find((e) => e.action === 'deleted')!.names).toEqual({ [`project:${project.id}`]: 'New name' });
    // the person's rename: named as renamed from then on
    const renamed = (await eventsOf('person', ids.engineer.id)).find(
      (e) => e.action === 'updated' && e.after?.first_name === 'Renamed',
    )!;
    expect(renamed.names).toEqual({ [`person:${ids.engineer.id}`]: `Renamed ${ids.engineer.last_name}` });
    // the export's events read the same names
    const where = eventsWhere(
      ids.northwind,
      { kind: 'company' },
      { entity: 'person', action: 'moved' },
      null,
    );
    const { value: batch } = await eventBatches(server.store.db, where).next();
    expect((batch as AuditEvent[]).find((e) => e.entity.id === ids.engineer.id)!.names).toEqual(then);
  });
});

describe('who reads what', () => {
  test("admin and representative everything of the company; the lead her department's people and weeks; the consultant her own; a board member and another company nothing", async () => {
    ok(
      await server.api('POST', `/tasks/${ids.cora}`, {
        token: who.cora.access,
        body: task({ title: 'Scoped' }),
      }),
      201,
    );
    ok(
      await server.api('PATCH', `/update_user/${ids.designer.id}`, {
        token: who.rep.access,
        body: {
          email: ids.designer.email,
          first_name: 'Des',
          last_name: ids.designer.last_name,
          contact: ids.designer.contact,
        },
      }),
    );
    ok(
      await server.api('PATCH', `/update_user/${ids.engineer.id}`, {
        token: who.rep.access,
        body: {
          email: ids.engineer.email,
          first_name: 'Eng',
          last_name: ids.engineer.last_name,
          contact: ids.engineer.contact,
        },
      }),
    );
    const all = (token: string) => events(token, { limit: 500 });
    const rep = ok(await all(who.rep.access)).events as Json[];
    const admin = ok(await all(who.admin.access)).events as Json[];
    expect(admin.map((e) => e.id)).toEqual(rep.map((e) => e.id));
    expect(rep.some((e) => e.entity.type === 'task')).toBe(true);
    expect(rep.every((e) => e.company === ids.northwind)).toBe(true);

    const lead = ok(await all(who.lead.access)).events as Json[];
    expect(lead.length).toBeGreaterThan(0);
    expect(
      lead.every(
        (e) => e.department === ids.engineering && ['person', 'week', 'target'].includes(e.entity.type),
      ),
    ).toBe(true);
    expect(lead.some((e) => e.entity.id === ids.engineer.id)).toBe(true);
    expect(lead.some((e) => e.entity.id === ids.designer.id)).toBe(false);

    const cora = ok(await all(who.cora.access)).events as Json[];
    expect(cora.length).toBeGreaterThan(0);
    expect(cora.every((e) => ['task', 'draft', 'week', 'session'].includes(e.entity.type))).toBe(true);
    expect(cora.some((e) => e.entity.type === 'task' && e.after?.title === 'Scoped')).toBe(true);
    // only events about her: not her colleague's task events
    const others = ok(await all(who.rep.access)).events.filter(
      (e: Json) => e.entity.type === 'person' && e.entity.id === ids.engineer.id,
    );
    expect(others.length).toBeGreaterThan(0);
    expect(cora.some((e) => others.some((o: Json) => o.id === e.id))).toBe(false);

    expectError(await all(who.board.access), 403);
    expectError(await all(who.gxAdmin.access), 403);
    expectError(await all(who.gina.access), 403);
    expectError(await events(who.rep.access, {}, ids.globex), 403);
    expect((await server.api('GET', `/audit/${ids.northwind}`)).status).toBe(401);
    expectError(await events(who.admin.access, {}, 999_999), 404);
    // the retention is the representative's and the admin's to set, and to read: a lead or a
    // consultant reads her part of the trail, not the company's settings
    expectError(
      await server.api('PATCH', `/audit_retention/${ids.northwind}`, {
        token: who.lead.access,
        body: { days: 30 },
      }),
      403,
    );
    for (const reader of [who.lead, who.cora, who.board, who.gxAdmin])
      expectError(
        await server.api('GET', `/audit_retention/${ids.northwind}`, { token: reader.access }),
        403,
        'forbidden',
      );
    for (const reader of [who.rep, who.admin])
      expect(
        (await server.api('GET', `/audit_retention/${ids.northwind}`, { token: reader.access })).status,
      ).toBe(200);
  });
});

describe('the query', () => {
  test('the actor and the record are found by name too: an email or a full name, any case; a project or department by its name', async () => {
    const cora = (
      ok(await server.api('GET', `/employees/${ids.northwind}`, { token: who.rep.access })) as Json[]
    ).find((person) => person.id === ids.cora)!;
    const made = ok(
      await server.api('POST', `/tasks/${ids.cora}`, {
        token: who.rep.access,
        body: task({ title: 'Found by name', project: ids.projects['Mobile App'] }),
      }),
      201,
    );
    const byActor = async (actor_name: string) =>
      (ok(await events(who.rep.access, { actor_name, limit: 500 })).events as Json[]).map(
        (e) => e.actor.email,
      );
    for (const name of ['REPRESENTATIVE@example.com', `${cora.first_name} ${cora.last_name}`.toUpperCase()]) {
      const emails = await byActor(name);
      expect(emails.length).toBeGreaterThan(0);
      expect(new Set(emails).size).toBe(1);
    }
    expect(await byActor('Nobody Of That Name')).toEqual([]);
    const aboutCora = ok(
      await events(who.rep.access, {
        record_name: ` ${cora.first_name} ${cora.last_name} `.toLowerCase(),
        limit: 500,
      }),
    ).events as Json[];
    expect(aboutCora.some((e) => e.entity.type === 'task' && e.entity.id === made.id)).toBe(true);
    const project = ok(
      await server.api('PATCH', `/project/${ids.projects['Mobile App']}`, {
        token: who.rep.access,
        body: { name: 'Mobile App 2' },
      }),
      202,
    );
    expect(project.name).toBe('Mobile App 2');
    const aboutProject = ok(await events(who.rep.access, { record_name: 'mobile app 2', limit: 50 }))
      .events as Json[];
    expect(aboutProject.map((e) => [e.entity.type, e.entity.id])).toContainEqual([
      'project',
      ids.projects['Mobile App'],
    ]);
    // a name too long or on two lines is refused naming it
    expectError(await events(who.rep.access, { actor_name: 'x'.repeat(201) }), 400, 'invalid', 'actor_name');
    expectError(await events(who.rep.access, { record_name: 'a\nb' }), 400, 'invalid', 'record_name');
  });

  test('the seeded trail, newest first, goes back in time too: the demo writes its records oldest first', async () => {
    const trail = ok(await events(who.rep.access, { limit: AUDIT_PAGE_MAX })).events as Json[];
    // The setup's sign-ins run at once: they are listed in the order they were recorded, and each
    // one's time was read when its request began its write, so two of them may cross by a
    // millisecond. The demo's records are written one after another.
    const seeded = trail.filter((e) => e.action !== 'signed_in');
    expect(trail.length - seeded.length).toBeGreaterThan(0);
    const times = seeded.map((e) => Date.parse(e.at));
    expect(times.length).toBeGreaterThan(100);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  test('newest first, paged by cursor without gaps or repeats, filtered; bad fields named', async () => {
    for (let i = 0; i < 7; i += 1)
      ok(
        await server.api('POST', `/tasks/${ids.cora}`, {
          token: who.cora.access,
          body: task({ title: `Paged ${i}` }),
        }),
        201,
      );
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: Json = ok(
        await events(who.rep.access, {
          entity: 'task',
          action: 'created',
          limit: 3,
          ...(cursor ? { cursor } : {}),
        }),
      );
      expect(page.events.length).toBeLessThanOrEqual(3);
      seen.push(...page.events.map((e: Json) => e.id));
      cursor = page.next_cursor;
    } while (cursor);
    const whole = ok(
      await events(who.rep.access, { entity: 'task', action: 'created', limit: 500 }),
    ).events.map((e: Json) => e.id);
    expect(seen).toEqual(whole);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
    expect(new Set(seen).size).toBe(seen.length);

    const byActor = ok(
      await events(who.rep.access, { actor: ids.cora, action: 'created', entity: 'task' }),
    ).events;
    expect(byActor.length).toBeGreaterThanOrEqual(7);
    expect(byActor.every((e: Json) => e.actor.id === ids.cora)).toBe(true);
    const zone = ok(
      await server.api('GET', `/get_company/${ids.cora}`, { token: who.cora.access }),
    ).time_zone;
    const today = todayIn(zone);
    expect(
      ok(await events(who.rep.access, { from: today, to: today, entity: 'task' })).events.length,
    ).toBeGreaterThanOrEqual(7);
    const old = ok(await events(who.rep.access, { to: addDays(today, -30), limit: 500 })).events;
    expect(old.every((e: Json) => todayIn(zone, new Date(e.at)) <= addDays(today, -30))).toBe(true);
    const todays = ok(await events(who.rep.access, { from: today, to: today, limit: 500 })).events;
    expect(todays.every((e: Json) => todayIn(zone, new Date(e.at)) === today)).toBe(true);

    for (const [query, field] of [
      [{ limit: AUDIT_PAGE_MAX + 1 }, 'limit'],
      [{ limit: 0 }, 'limit'],
      [{ entity: 'payslip' }, 'entity'],
      [{ action: 'hacked' }, 'action'],
      [{ from: '2026-02-30' }, 'from'],
      [{ from: today, to: addDays(today, -1) }, 'to'],
      [{ cursor: 'abc' }, 'cursor'],
      [{ actor: 'x' }, 'actor'],
      [{ entity_id: -1 }, 'entity_id'],
      [{ format: 'xml' }, 'format'],
    ] as const)
      expectError(await events(who.rep.access, query), 400, 'invalid', field);
  });

  test("a page's JSON is each event as stored: every field, text escaped, nulls as null, as the export reads it", async () => {
    const odd = 'a "quote", a \\ backslash, a\nnew line, a\ttab, \u0001, é 漢 😀 </script> {"not": "json"}';
    const at = new Date('2025-03-04T05:06:07.089Z');
    const origin = {
      actor: { id: null, email: `odd"${odd}@example.com`, role: null },
      address: `address ${odd}`,
      requestId: `request ${odd}`,
    };
    await withOrigin(origin, () =>
      server.store.write(async (tx) =>
        recordEvent(tx, at, {
          entity: 'project',
          entityId: null,
          action: 'updated',
          company: ids.northwind,
          before: { name: odd, hours: 1.5, list: [odd, null, { deep: true }] },
          reason: odd,
        }),
      ),
    );
    const page = ok(await events(who.rep.access, { entity: 'project', action: 'updated', limit: 1 }));
    expect(page.events[0]).toEqual({
      id: expect.any(Number),
      at: '2025-03-04T05:06:07.089Z',
      actor: { id: null, email: `odd"${odd}@example.com`, role: null },
      company: ids.northwind,
      department: null,
      entity: { type: 'project', id: null },
      action: 'updated',
      before: { name: odd, hours: 1.5, list: [odd, null, { deep: true }] },
      after: null,
      names: {},
      reason: odd,
      client_address: `address ${odd}`,
      request_id: `request ${odd}`,
    });
    // the export reads the events as rows: the same event
    const where = eventsWhere(
      ids.northwind,
      { kind: 'company' },
      { entity: 'project', action: 'updated' },
      null,
    );
    const { value: exported } = await eventBatches(server.store.db, where, 1).next();
    expect(exported).toEqual([page.events[0]]);
  });

  test('format=csv: every event of the query as a CSV file, spreadsheet formulas guarded', async () => {
    const zone = ok(
      await server.api('GET', `/get_company/${ids.cora}`, { token: who.cora.access }),
    ).time_zone;
    const week = weekOf(addDays(todayIn(zone), -21)).from;
    const act = (token: string, action: string, body: Json = {}) =>
      server.api('POST', `/timesheet/${ids.cora}/${action}`, { token, body: { week, ...body } });
    expect((await act(who.cora.access, 'submit')).status).toBe(200);
    expect((await act(who.lead.access, 'reject', { comment: '=HYPERLINK("http://evil")' })).status).toBe(200);
    const res = await events(who.rep.access, { format: 'csv', entity: 'week' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="audit-\d+\.csv"/);
    const lines = res.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,at,actor_email,actor_role,action,entity,entity_id,department,before,after,reason,client_address,request_id',
    );
    const json = ok(await events(who.rep.access, { entity: 'week', limit: 500 }));
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(
      json.events.map((e: Json) => e.id),
    );
    const rejected = lines.find((line) => line.includes(',rejected,'))!;
    // the comment's cell starts with an apostrophe: a spreadsheet shows it as text
    expect(rejected).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(res.text).not.toMatch(/(^|,)"?=HYPERLINK/m);
  });

  test('format=csv streams a trail longer than one batch, whole and in order', async () => {
    await sqlRows(sql`insert into audit_events (at, actor_email, company, entity, entity_id, action)
      select now(), 'bulk@example.com', ${ids.northwind}::int, 'task', n, 'created' from generate_series(1, 1200) n`);
    for (let i = 0; i < 3; i += 1)
      ok(
        await server.api('POST', `/tasks/${ids.cora}`, {
          token: who.cora.access,
          body: task({ title: `Streamed ${i}` }),
        }),
        201,
      );
    const res = await events(who.rep.access, { format: 'csv' });
    const ids_ = res.text
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.match(/^(\d+),\d{4}-/)?.[1])
      .filter(Boolean)
      .map(Number);
    const { rows } = await sqlRows(
      sql`select count(*)::int as n from audit_events where company = ${ids.northwind}::int`,
    );
    expect(rows[0].n).toBeGreaterThan(500);
    expect(ids_).toHaveLength(rows[0].n);
    expect([...ids_].sort((a, b) => b - a)).toEqual(ids_);
  });
});

describe('integrity', () => {
  test('the table refuses UPDATE, DELETE and TRUNCATE', async () => {
    ok(await server.api('POST', `/tasks/${ids.cora}`, { token: who.cora.access, body: task() }), 201);
    await expect(sqlRows(sql`update audit_events set action = 'created'`)).rejects.toThrow();
    await expect(sqlRows(sql`delete from audit_events`)).rejects.toThrow();
    await expect(sqlRows(sql`truncate audit_events`)).rejects.toThrow();
    const { rows } = await sqlRows(sql`select count(*)::int as n from audit_events`);
    expect(rows[0].n).toBeGreaterThan(0);
  });

  test('a write whose event cannot be recorded is not applied', async () => {
    const t = ok(
      await server.api('POST', `/tasks/${ids.cora}`, {
        token: who.cora.access,
        body: task({ duration: 30 }),
      }),
      201,
    );
    await sqlRows(
      sql`alter table audit_events add constraint refuse_updates check (action <> 'updated') not valid`,
    );
    const res = await server.api('PATCH', `/task/${t.id}`, { token: who.rep.access, body: { duration: 99 } });
    expect(res.status).toBeGreaterThanOrEqual(500);
    await sqlRows(sql`alter table audit_events drop constraint refuse_updates`);
    const tasks = ok(await server.api('GET', `/tasks/${ids.cora}`, { token: who.rep.access }));
    expect(tasks.find((x: Json) => x.id === t.id).duration).toBe(30);
    expect(await newest('task', t.id, 'updated')).toBeUndefined();
  });

  test('retention: events older than the days kept are pruned, and the pruning is recorded', async () => {
    ok(
      await server.api('POST', `/tasks/${ids.cora}`, {
        token: who.cora.access,
        body: task({ title: 'Old' }),
      }),
      201,
    );
    expect(
      ok(await server.api('GET', `/audit_retention/${ids.northwind}`, { token: who.rep.access })),
    ).toEqual({ days: null });
    clock = new Date(Date.now() + 40 * 86_400_000);
    const rep = await signIn(server.api, SEED_ACCOUNTS.representative.email);
    expectError(
      await server.api('PATCH', `/audit_retention/${ids.northwind}`, {
        token: rep.access,
        body: { days: 0 },
      }),
      400,
      'invalid',
      'days',
    );
    ok(
      await server.api('PATCH', `/audit_retention/${ids.northwind}`, {
        token: rep.access,
        body: { days: 30 },
      }),
      202,
    );
    const left = ok(await events(rep.access, { limit: 500 })).events as Json[];
    expect(left.some((e) => e.after?.title === 'Old')).toBe(false);
    expect(left.every((e) => Date.parse(e.at) >= clock!.getTime() - 30 * 86_400_000)).toBe(true);
    const pruned = left.find((e) => e.action === 'pruned');
    expect(pruned.after.removed).toBeGreaterThan(0);
    expect(left.find((e) => e.action === 'retention_changed')).toMatchObject({
      before: { retention_days: null },
      after: { retention_days: 30 },
    });
    expect(ok(await server.api('GET', `/audit_retention/${ids.northwind}`, { token: rep.access }))).toEqual({
      days: 30,
    });
  });
});

describe('races', () => {
  test(`two edits of one task at once (${ROUNDS} rounds): each applied edit recorded once, and the events chain`, async () => {
    const t = ok(
      await server.api('POST', `/tasks/${ids.cora}`, { token: who.cora.access, body: task({ duration: 1 }) }),
      201,
    );
    for (let round = 0; round < ROUNDS; round += 1) {
      const answers = await Promise.all(
        [who.rep, who.admin].map((s, i) =>
          server.api('PATCH', `/task/${t.id}`, { token: s.access, body: { duration: 100 + round * 2 + i } }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual([202, 202]);
    }
    const edits = (await eventsOf('task', t.id)).filter((e) => e.action === 'updated').reverse();
    expect(edits).toHaveLength(ROUNDS * 2);
    let value = 1;
    for (const e of edits) {
      expect(e.before.duration).toBe(value);
      value = e.after.duration;
    }
    const final = ok(await server.api('GET', `/tasks/${ids.cora}`, { token: who.rep.access })).find(
      (x: Json) => x.id === t.id,
    );
    expect(final.duration).toBe(value);
  });

  test(`two retention settings at once (${ROUNDS} rounds): one after the other, each change recorded from what the other left`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const answers = await Promise.all(
        [who.rep, who.admin].map((s, i) =>
          server.api('PATCH', `/audit_retention/${ids.northwind}`, {
            token: s.access,
            body: { days: 400 + round * 2 + i },
          }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual([202, 202]);
    }
    const changes = ok(
      await events(who.rep.access, { action: 'retention_changed', limit: 500 }),
    ).events.reverse();
    expect(changes).toHaveLength(ROUNDS * 2);
    let days: number | null = null;
    for (const e of changes) {
      expect(e.before.retention_days).toBe(days);
      days = e.after.retention_days;
    }
    expect(
      ok(await server.api('GET', `/audit_retention/${ids.northwind}`, { token: who.rep.access })).days,
    ).toBe(days);
  });

  test(`an edit and a delete of one task at once (${ROUNDS} rounds): the trail says what happened, nothing more`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const t = ok(
        await server.api('POST', `/tasks/${ids.cora}`, {
          token: who.cora.access,
          body: task({ duration: 5 }),
        }),
        201,
      );
      const [edit, del] = await Promise.all([
        server.api('PATCH', `/task/${t.id}`, { token: who.rep.access, body: { duration: 6 } }),
        server.api('DELETE', `/task/${t.id}`, { token: who.admin.access }),
      ]);
      expect(del.status).toBe(202);
      const actions = (await eventsOf('task', t.id)).map((e) => e.action);
      expect(actions).toEqual(
        edit.status === 202 ? ['deleted', 'updated', 'created'] : ['deleted', 'created'],
      );
      if (edit.status !== 202) expect(edit.status).toBe(404);
    }
  });
});
