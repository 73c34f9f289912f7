/**
 * Invoices: drafts of a client's approved billable hours in a period, lines by project, consultant
 * or task (each at one rate), fixed lines, tax, issue with the company's next number, void, paid,
 * the PDF (its text read back), who may do what, every refusal naming its rule, and the races:
 * two drafts at once, two issues at once, a week reopened while a draft is made (ROUNDS rounds).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { addDays, todayIn, weekOf } from '@app/contract/days';
import {
  expectError,
  expectOk,
  serverPerTest,
  task,
  type Actors,
  type SeedIds,
  type TestServer,
} from './helpers';

const ROUNDS = 20;

let server: TestServer;
let who: Actors;
let ids: SeedIds;
serverPerTest((seeded) => ({ server, who, ids } = seeded));

const post = (path: string, body: unknown, token = who.rep.access) =>
  server.api('POST', path, { token, body });
const get = (path: string, token = who.rep.access) => server.api('GET', path, { token });

interface World {
  monday: string;
  day: (n: number) => string;
  client: { id: number; name: string };
  billed: { id: number };
}

/**
 * A client with a billable project, a company rate of 120.00 an hour (a project rate of 150.00
 * from day 7), and Cora's hours in two weeks twenty weeks back (before the demo's), both approved.
 */
async function world(name = 'Müller & Søn Łódź 株式会社'): Promise<World> {
  const zone = expectOk(await get(`/get_company/${ids.cora}`, who.cora.access)).time_zone;
  const monday = addDays(weekOf(todayIn(zone)).from, -140);
  const day = (n: number) => addDays(monday, n);
  const client = expectOk(
    await post(`/clients/${ids.northwind}`, {
      name,
      address: 'Hauptstraße 5\n10115 Berlin',
      vat_id: 'DE123',
    }),
    201,
  );
  const billed = expectOk(
    await post(`/projects/${ids.northwind}`, { name: 'Billed work', client: client.id }),
    201,
  );
  const internal = expectOk(
    await post(`/projects/${ids.northwind}`, { name: 'Internal work', client: client.id, billable: false }),
    201,
  );
  expectOk(
    await post(`/rates/${ids.northwind}`, { level: 'company', hourly_rate: 12000, from: day(-30) }),
    201,
  );
  expectOk(
    await post(`/rates/${ids.northwind}`, {
      level: 'project',
      project: billed.id,
      hourly_rate: 15000,
      from: day(7),
    }),
    201,
  );
  for (const [n, duration, project] of [
    [1, 60, billed.id],
    [2, 30, billed.id],
    [3, 45, internal.id],
    [8, 90, billed.id],
  ] as const)
    expectOk(
      await post(`/tasks/${ids.cora}`, task({ worked_on: day(n), duration, project }), who.cora.access),
      201,
    );
  for (const week of [monday, day(7)]) {
    expectOk(await post(`/timesheet/${ids.cora}/submit`, { week }, who.cora.access));
    expectOk(await post(`/timesheet/${ids.cora}/approve`, { week }));
  }
  return { monday, day, client, billed };
}

const draft = (w: World, more: Record<string, unknown> = {}, token = who.rep.access) =>
  post(
    `/invoices/${ids.northwind}`,
    { client: w.client.id, from: w.day(0), to: w.day(13), group_by: 'project', ...more },
    token,
  );

test('a draft bills the approved billable minutes at their rates, a line per group and rate; tax and totals exact', async () => {
  const w = await world();
  expectOk(
    await server.api('PATCH', `/company/${ids.northwind}`, {
      token: who.rep.access,
      body: { tax_rate: 2500 },
    }),
    202,
  );
  const made = expectOk(await draft(w), 201);
  expect(made).toMatchObject({
    status: 'draft',
    number: null,
    client: w.client.id,
    client_name: w.client.name,
    period_from: w.day(0),
    period_to: w.day(13),
    currency: 'EUR',
    tax_rate: 2500,
    group_by: 'project',
  });
  // 90 minutes at 120.00 (days 1 and 2), 90 minutes at 150.00 (day 8); the internal project never
  expect(
    made.lines.map((l: Record<string, unknown>) => [l.description, l.minutes, l.hourly_rate, l.amount]),
  ).toEqual([
    ['Billed work', 90, 12000, 18000],
    ['Billed work', 90, 15000, 22500],
  ]);
  expect([made.subtotal, made.tax, made.total]).toEqual([40500, 10125, 50625]);
  const byTask = expectOk(await draft(w, { group_by: 'task' }), 201);
  // every task is on one draft only: the second draft found them taken
  expect(byTask.lines).toEqual([]);
  expectOk(await server.api('DELETE', `/invoice/${made.id}`, { token: who.rep.access }), 202);
  const again = expectOk(await draft(w, { group_by: 'consultant' }), 201);
  expect(again.lines.map((l: { minutes: number; user: number }) => [l.user, l.minutes])).toEqual([
    [ids.cora, 90],
    [ids.cora, 90],
  ]);
});

test('only approved weeks: a week not approved is not billed, and a week a draft holds is not reopened', async () => {
  const w = await world();
  expectOk(await post(`/timesheet/${ids.cora}/reopen`, { week: w.day(7), reason: 'fix' }));
  const made = expectOk(await draft(w), 201);
  expect(made.lines.map((l: { minutes: number }) => l.minutes)).toEqual([90]);
  expectError(
    await post(`/timesheet/${ids.cora}/reopen`, { week: w.monday, reason: 'fix' }),
    409,
    'week_invoiced',
  );
  // dropping the line frees the hours: the week can be reopened
  expectOk(
    await server.api('PATCH', `/invoice/${made.id}`, {
      token: who.rep.access,
      body: { remove_lines: [made.lines[0].id] },
    }),
    202,
  );
  expectOk(await post(`/timesheet/${ids.cora}/reopen`, { week: w.monday, reason: 'fix' }));
});

test('a draft: fixed lines, notes, tax and due day change; issue numbers it and freezes it; void keeps the number and frees the hours; paid', async () => {
  const w = await world();
  expectOk(
    await server.api('PATCH', `/company/${ids.northwind}`, {
      token: who.rep.access,
      body: { invoice_prefix: '2026-', invoice_next_number: 7 },
    }),
    202,
  );
  const made = expectOk(await draft(w), 201);
  const patched = expectOk(
    await server.api('PATCH', `/invoice/${made.id}`, {
      token: who.rep.access,
      body: { add_lines: [{ description: 'Travel', amount: 4999 }], notes: 'Thank you', tax_rate: 1000 },
    }),
    202,
  );
  expect(patched.lines.at(-1)).toMatchObject({
    kind: 'fixed',
    description: 'Travel',
    amount: 4999,
    minutes: 0,
  });
  expect([patched.subtotal, patched.tax, patched.total]).toEqual([45499, 4550, 50049]);
  expectError(await post(`/invoice/${made.id}/paid`, { paid_on: w.day(20) }), 409, 'invoice_state');
  const issued = expectOk(await post(`/invoice/${made.id}/issue`, { issued_on: w.day(20) }));
  // the client's payment terms (30 days) from the issue day
  expect(issued).toMatchObject({
    status: 'issued',
    number: '2026-0007',
    issued_on: w.day(20),
    due_on: w.day(50),
  });
  expectError(
    await server.api('PATCH', `/invoice/${made.id}`, { token: who.rep.access, body: { notes: 'late' } }),
    409,
    'invoice_not_draft',
  );
  expectError(
    await server.api('DELETE', `/invoice/${made.id}`, { token: who.rep.access }),
    409,
    'invoice_not_draft',
  );
  expectError(await post(`/invoice/${made.id}/issue`, {}), 409, 'invoice_not_draft');
  // numbering has started: it is not set again
  expectError(
    await server.api('PATCH', `/company/${ids.northwind}`, {
      token: who.rep.access,
      body: { invoice_next_number: 1 },
    }),
    409,
    'numbering_started',
  );
  expectError(
    await post(`/timesheet/${ids.cora}/reopen`, { week: w.monday, reason: 'x' }),
    409,
    'week_invoiced',
  );
  expectError(await post(`/invoice/${made.id}/void`, {}), 400, 'invalid', 'reason');
  const voided = expectOk(await post(`/invoice/${made.id}/void`, { reason: 'Wrong client' }));
  expect(voided).toMatchObject({
    status: 'void',
    number: '2026-0007',
    void_reason: 'Wrong client',
    total: 50049,
  });
  expectOk(await post(`/timesheet/${ids.cora}/reopen`, { week: w.monday, reason: 'x' }));
  // the next one gets the next number
  const second = expectOk(await draft(w), 201);
  expect(second.lines.map((l: { minutes: number }) => l.minutes)).toEqual([90]);
  const numbered = expectOk(await post(`/invoice/${second.id}/issue`, { issued_on: w.day(21) }));
  expect(numbered.number).toBe('2026-0008');
  expectError(await post(`/invoice/${second.id}/paid`, { paid_on: w.day(20) }), 400, 'invalid', 'paid_on');
  const paid = expectOk(await post(`/invoice/${second.id}/paid`, { paid_on: w.day(25) }));
  expect(paid).toMatchObject({ status: 'paid', paid_on: w.day(25) });
  expectError(await post(`/invoice/${second.id}/void`, { reason: 'x' }), 409, 'invoice_state');
  const listed = expectOk(await get(`/invoices/${ids.northwind}`));
  expect(listed.map((i: { number: string; status: string }) => [i.number, i.status])).toEqual([
    ['2026-0008', 'paid'],
    ['2026-0007', 'void'],
  ]);
  const events = expectOk(await get(`/audit/${ids.northwind}?entity=invoice&entity_id=${made.id}`)).events;
  expect(events.map((e: { action: string }) => e.action).sort()).toEqual([
    'created',
    'issued',
    'updated',
    'voided',
  ]);
});

test('who may: board members and the admin read invoices; leads and consultants never; only the representative writes', async () => {
  const w = await world();
  const made = expectOk(await draft(w), 201);
  for (const s of [who.board, who.admin]) {
    expectOk(await get(`/invoices/${ids.northwind}`, s.access));
    expectOk(await get(`/invoice/${made.id}`, s.access));
  }
  for (const s of [who.lead, who.cora, who.gxAdmin, who.gina]) {
    expectError(await get(`/invoices/${ids.northwind}`, s.access), 403);
    expectError(await get(`/invoice/${made.id}`, s.access), 403);
    expectError(await get(`/invoice/${made.id}/pdf`, s.access), 403);
  }
  for (const s of [who.board, who.admin, who.lead, who.cora, who.gxAdmin]) {
    expectError(await draft(w, {}, s.access), 403);
    expectError(await post(`/invoice/${made.id}/issue`, {}, s.access), 403);
  }
  expectError(await get('/invoice/999999'), 404);
});

test('bad input is 400 naming the field', async () => {
  const w = await world();
  const gxClient = expectOk(
    await post(`/clients/${ids.globex}`, { name: 'Initech' }, who.gxAdmin.access),
    201,
  );
  expectError(await draft(w, { client: gxClient.id }), 400, 'invalid', 'client');
  expectError(await draft(w, { group_by: 'planet' }), 400, 'invalid', 'group_by');
  expectError(await draft(w, { from: w.day(5), to: w.day(1) }), 400, 'invalid', 'to');
  expectError(await draft(w, { from: '2024-01-01', to: '2025-06-01' }), 400, 'invalid', 'to');
  expectError(await draft(w, { from: '9999-12-31' }), 400, 'invalid', 'from');
  expectError(await draft(w, { tax_rate: 10001 }), 400, 'invalid', 'tax_rate');
  expectError(await draft(w, { tax_rate: -1 }), 400, 'invalid', 'tax_rate');
  const made = expectOk(await draft(w), 201);
  const patch = (body: unknown) =>
    server.api('PATCH', `/invoice/${made.id}`, { token: who.rep.access, body });
  expectError(await patch({ add_lines: [{ description: '', amount: 1 }] }), 400, 'invalid');
  expectError(await patch({ add_lines: [{ description: 'Huge', amount: 2 ** 53 }] }), 400, 'invalid');
  expectError(await patch({ add_lines: [{ description: 'Half', amount: 1.5 }] }), 400, 'invalid');
  expectError(await patch({ remove_lines: [999999] }), 400, 'invalid', 'remove_lines');
  expectError(await patch({ remove_lines: [2147483648] }), 400, 'invalid');
  expectError(await patch({}), 400);
  // the largest fixed lines stay exact
  const big = expectOk(
    await patch({
      add_lines: [
        { description: 'Max', amount: 10_000_000_000_000 },
        { description: 'Max again', amount: 10_000_000_000_000 },
      ],
      tax_rate: 10000,
    }),
    202,
  );
  expect(big.subtotal).toBe(20_000_000_000_000 + 40500);
  expect(big.total).toBe(2 * big.subtotal);
  expectError(
    await post(`/invoice/${made.id}/issue`, { issued_on: '2026-02-30' }),
    400,
    'invalid',
    'issued_on',
  );
  const empty = expectOk(await draft(w, { from: w.day(-20), to: w.day(-10) }), 201);
  expectError(await post(`/invoice/${empty.id}/issue`, {}), 409, 'invoice_empty');
});

test('the PDF: its text read back has the names (ü, ł, ø, CJK), the number, the lines and the totals to the minor unit', async () => {
  const w = await world();
  expectOk(
    await server.api('PATCH', `/company/${ids.northwind}`, {
      token: who.rep.access,
      body: { invoice_prefix: 'NW-', locale: 'de-DE', address: 'Storgata 1\n0155 Oslo', tax_rate: 2500 },
    }),
    202,
  );
  const made = expectOk(await draft(w), 201);
  const issued = expectOk(await post(`/invoice/${made.id}/issue`, { issued_on: w.day(20) }));
  const res = await server.api('GET', `/invoice/${made.id}/pdf`, { token: who.board.access });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const bytes = res.bytes;
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  const pages: string[] = JSON.parse(
    execFileSync(process.execPath, [path.join(__dirname, 'support/pdfText.mjs')], {
      input: bytes,
    }).toString(),
  );
  const flat = pages.join(' ').replace(/\s+/g, ' ');
  expect(flat).toContain(`Invoice ${issued.number}`);
  expect(flat).toContain('Müller & Søn Łódź');
  expect(flat).toContain('株式会社');
  expect(flat).toContain('Northwind Consulting');
  // amounts as the company's locale writes them: 180,00 €, 225,00 €, tax 101,25 €, total 506,25 €
  for (const amount of ['180,00', '225,00', '405,00', '101,25', '506,25']) expect(flat).toContain(amount);
  expect(issued.total).toBe(50625);
});

test(`two drafts at once for one client and period: each task lands on one only (${ROUNDS} rounds)`, async () => {
  const w = await world();
  for (let round = 0; round < ROUNDS; round += 1) {
    const both = await Promise.all([draft(w), draft(w)]);
    const made = both.map((r) => expectOk(r, 201));
    const minutes = made.map((m) => m.lines.reduce((s: number, l: { minutes: number }) => s + l.minutes, 0));
    expect({ round, minutes: minutes.sort((a, b) => a - b) }).toEqual({ round, minutes: [0, 180] });
    for (const m of made)
      expectOk(await server.api('DELETE', `/invoice/${m.id}`, { token: who.rep.access }), 202);
  }
});

test(`two issues at once: two numbers, in turn, no gap, no duplicate (${ROUNDS} rounds)`, async () => {
  const w = await world();
  const numbers: string[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const drafts = [
      expectOk(await draft(w, { from: w.day(-20), to: w.day(-10) }), 201),
      expectOk(await draft(w, { from: w.day(-20), to: w.day(-10) }), 201),
    ];
    for (const d of drafts)
      expectOk(
        await server.api('PATCH', `/invoice/${d.id}`, {
          token: who.rep.access,
          body: { add_lines: [{ description: `Fee ${round}`, amount: 100 }] },
        }),
        202,
      );
    const issued = await Promise.all(drafts.map((d) => post(`/invoice/${d.id}/issue`, {})));
    numbers.push(...issued.map((r) => expectOk(r).number as string));
  }
  expect(numbers.sort()).toEqual(
    Array.from({ length: 2 * ROUNDS }, (_, n) => String(n + 1).padStart(4, '0')),
  );
});

test(`a week reopened while a draft is made over it: one wins, consistently (${ROUNDS} rounds)`, async () => {
  const w = await world();
  for (let round = 0; round < ROUNDS; round += 1) {
    const [made, reopened] = await Promise.all([
      draft(w, { from: w.day(0), to: w.day(6) }),
      post(`/timesheet/${ids.cora}/reopen`, { week: w.monday, reason: `round ${round}` }),
    ]);
    const invoice = expectOk(made, 201);
    const billed = invoice.lines.reduce((s: number, l: { minutes: number }) => s + l.minutes, 0);
    if (reopened.status === 200) expect({ round, billed }).toEqual({ round, billed: 0 });
    else {
      expectError(reopened, 409, 'week_invoiced');
      expect({ round, billed }).toEqual({ round, billed: 90 });
    }
    expectOk(await server.api('DELETE', `/invoice/${invoice.id}`, { token: who.rep.access }), 202);
    if (reopened.status === 200) {
      expectOk(await post(`/timesheet/${ids.cora}/submit`, { week: w.monday }, who.cora.access));
      expectOk(await post(`/timesheet/${ids.cora}/approve`, { week: w.monday }));
    }
  }
});

/** Cora's task of `w`'s day `n` (its first). */
async function taskOn(w: World, n: number): Promise<{ id: number; billable: boolean | null }> {
  const tasks = expectOk(await get(`/tasks/${ids.cora}`, who.cora.access));
  return tasks.find((t: { worked_on: string }) => t.worked_on === w.day(n));
}

const mark = (id: number, billable: boolean | null, token = who.rep.access, more: object = {}) =>
  server.api('PATCH', `/task/${id}`, { token, body: { billable, ...more } });

test('a task marked otherwise than its project: the representative marks it, in an approved week too, until an invoice bills it', async () => {
  const w = await world();
  const standup = await taskOn(w, 1); // 60 minutes on the billed project, in an approved week
  const internal = await taskOn(w, 3); // 45 minutes on the internal project
  expect(standup.billable).toBeNull();
  // the week is approved: the representative may change the mark and nothing else; the consultant
  // marks her tasks when she logs them, a lead never
  expectError(await mark(standup.id, false, who.cora.access), 403, 'forbidden');
  expectError(await mark(standup.id, false, who.rep.access, { duration: 5 }), 409, 'week_locked');
  expectError(await mark(standup.id, false, who.lead.access), 403, 'forbidden');
  expectError(await mark(standup.id, 'no' as never), 400, 'invalid', 'billable');
  expect(expectOk(await mark(standup.id, false), 202)).toMatchObject({ billable: false, duration: 60 });
  expect(expectOk(await mark(internal.id, true), 202)).toMatchObject({ billable: true });
  // the draft bills what is marked: the internal 45 minutes, not the standup's 60 (30 + 90 + 45)
  const made = expectOk(await draft(w, { group_by: 'task' }), 201);
  const minutes = made.lines.map((l: { minutes: number }) => l.minutes).sort((a: number, b: number) => a - b);
  expect(minutes).toEqual([30, 45, 90]);
  // billed: its mark stays, naming the invoice, until the draft lets it go
  const refused = await mark(internal.id, null);
  expectError(refused, 409, 'task_invoiced');
  expect(refused.body.detail).toContain(`draft invoice ${made.id}`);
  // a task not billed is free to be marked back
  expect(expectOk(await mark(standup.id, null), 202)).toMatchObject({ billable: null });
  expectOk(await server.api('DELETE', `/invoice/${made.id}`, { token: who.rep.access }), 202);
  expect(expectOk(await mark(internal.id, null), 202)).toMatchObject({ billable: null });
  // the trail records each mark
  const events = expectOk(
    await get(`/audit/${ids.northwind}?entity=task&entity_id=${internal.id}&action=updated`),
  ).events;
  expect(events.map((e: { before: object; after: object }) => [e.before, e.after])).toEqual([
    [{ billable: true }, { billable: null }],
    [{ billable: null }, { billable: true }],
  ]);
});

test(`a task marked not billable while a draft is made over it: never billed and marked not (${ROUNDS} rounds)`, async () => {
  const w = await world();
  const standup = await taskOn(w, 1);
  for (let round = 0; round < ROUNDS; round += 1) {
    const [made, marked] = await Promise.all([
      draft(w, { from: w.day(0), to: w.day(6), group_by: 'task' }),
      mark(standup.id, false),
    ]);
    const invoice = expectOk(made, 201);
    const billed = invoice.lines.some((l: { minutes: number }) => l.minutes === 60);
    if (marked.status === 202) expect({ round, billed }).toEqual({ round, billed: false });
    else {
      expectError(marked, 409, 'task_invoiced');
      expect({ round, billed }).toEqual({ round, billed: true });
    }
    expectOk(await server.api('DELETE', `/invoice/${invoice.id}`, { token: who.rep.access }), 202);
    expectOk(await mark(standup.id, null), 202);
  }
});

test(`a task marked while it is deleted: the mark lands before the delete or finds it gone, never on a deleted task (${ROUNDS} rounds)`, async () => {
  const w = await world();
  const outcomes = new Set<string>();
  for (let round = 0; round < ROUNDS; round += 1) {
    // a task of this week: open, so the representative may delete it too
    const logged = expectOk(
      await post(`/tasks/${ids.cora}`, task({ duration: 20, project: w.billed.id }), who.cora.access),
      201,
    );
    const [marked, deleted] = await Promise.all([
      mark(logged.id, false),
      server.api('DELETE', `/task/${logged.id}`, { token: who.rep.access }),
    ]);
    expectOk(deleted, 202);
    if (marked.status === 202) expect(marked.body).toMatchObject({ id: logged.id, billable: false });
    else expectError(marked, 404, 'not_found');
    outcomes.add(String(marked.status));
    // gone, and its trail ends with its delete (a mark after it would follow it)
    expectError(
      await server.api('PATCH', `/task/${logged.id}`, { token: who.rep.access, body: { billable: true } }),
      404,
      'not_found',
    );
    const events = expectOk(await get(`/audit/${ids.northwind}?entity=task&entity_id=${logged.id}`))
      .events as { action: string }[];
    // newest first
    expect({ round, last: events[0].action }).toEqual({ round, last: 'deleted' });
    expect(events.filter((e) => e.action === 'updated')).toHaveLength(marked.status === 202 ? 1 : 0);
  }
  expect([...outcomes].every((status) => ['202', '404'].includes(status))).toBe(true);
});

test('a rate is deleted only while no invoice bills hours from its first day on', async () => {
  const w = await world();
  const rates = expectOk(await get(`/rates/${ids.northwind}`));
  const projectRate = rates.find((r: { level: string }) => r.level === 'project');
  const made = expectOk(await draft(w), 201);
  expectError(
    await server.api('DELETE', `/rate/${projectRate.id}`, { token: who.rep.access }),
    409,
    'rate_invoiced',
  );
  expectOk(await server.api('DELETE', `/invoice/${made.id}`, { token: who.rep.access }), 202);
  expectOk(await server.api('DELETE', `/rate/${projectRate.id}`, { token: who.rep.access }), 202);
});

test("the company's invoicing settings: the representative or the admin sets them, each checked", async () => {
  const patch = (body: Record<string, unknown>, token = who.rep.access) =>
    server.api('PATCH', `/company/${ids.northwind}`, { token, body });
  const set = expectOk(
    await patch({
      invoice_prefix: 'NW/2026/',
      tax_rate: 1250,
      address: 'Storgata 1\n0155 Oslo',
      locale: 'nb-NO',
    }),
    202,
  );
  expect(set).toMatchObject({
    invoice_prefix: 'NW/2026/',
    tax_rate: 1250,
    address: 'Storgata 1\n0155 Oslo',
    locale: 'nb-NO',
  });
  expectOk(await patch({ locale: 'de' }, who.admin.access), 202);
  for (const [body, field] of [
    [{ locale: 'not a locale!' }, 'locale'],
    [{ locale: 'x'.repeat(36) }, 'locale'],
    [{ invoice_prefix: 'x'.repeat(21) }, 'invoice_prefix'],
    [{ invoice_prefix: 'NW\u202e' }, 'invoice_prefix'],
    [{ tax_rate: 10001 }, 'tax_rate'],
    [{ tax_rate: 12.5 }, 'tax_rate'],
    [{ invoice_next_number: 0 }, 'invoice_next_number'],
    [{ invoice_next_number: 100_000_000 }, 'invoice_next_number'],
  ] as const)
    expectError(await patch(body), 400, 'invalid', field);
  for (const s of [who.board, who.lead, who.cora, who.gxAdmin])
    expectError(await patch({ tax_rate: 0 }, s.access), 403);
});
