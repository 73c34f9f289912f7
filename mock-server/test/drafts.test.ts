/** Drafts: GET/POST/PATCH /drafts/{user} (PATCH publishes), PATCH/DELETE /draft/{id}; owner only. */
import { NORTHWIND } from '../src/seed';
import {
  expectError,
  serverPerTest,
  task,
  type Actors,
  type Json,
  type SeedIds,
  type TestServer,
} from './helpers';

let server: TestServer;
let who: Actors;
let ids: SeedIds;

serverPerTest((seeded) => ({ server, who, ids } = seeded));

const drafts = () => server.api('GET', `/drafts/${ids.cora}`, { token: who.cora.access });

test('GET /drafts/{self}: the seeded drafts, newest first, with the task fields and published=false', async () => {
  const res = await drafts();
  expect(res.status).toBe(200);
  expect(res.body.map((d: { title: string }) => d.title)).toEqual([...NORTHWIND.draftTitles]);
  expect(Object.keys(res.body[0]).sort()).toEqual([
    'body',
    'copied_from',
    'created_at',
    'duration',
    'id',
    'project',
    'project_name',
    'published',
    'title',
    'user',
    'worked_on',
  ]);
  expect(res.body[0]).toMatchObject({ published: false, user: ids.cora, project_name: expect.any(String) });
});

test('drafts are private to their owner', async () => {
  const [first] = (await drafts()).body;
  for (const s of [who.admin, who.rep, who.lead, who.board, who.gxAdmin, who.gina]) {
    expectError(await server.api('GET', `/drafts/${ids.cora}`, { token: s.access }), 403, 'forbidden');
    expectError(
      await server.api('POST', `/drafts/${ids.cora}`, { token: s.access, body: task() }),
      403,
      'forbidden',
    );
    expectError(await server.api('PATCH', `/drafts/${ids.cora}`, { token: s.access }), 403, 'forbidden');
    expectError(
      await server.api('PATCH', `/draft/${first.id}`, { token: s.access, body: { title: 'x' } }),
      403,
      'forbidden',
    );
    expectError(await server.api('DELETE', `/draft/${first.id}`, { token: s.access }), 403, 'forbidden');
  }
  expectError(await server.api('GET', '/drafts/999999', { token: who.cora.access }), 404);
  expectError(
    await server.api('PATCH', '/draft/999999', { token: who.cora.access, body: { title: 'x' } }),
    404,
  );
  expectError(await server.api('DELETE', '/draft/999999', { token: who.cora.access }), 404);
  // only consultants have drafts
  expectError(
    await server.api('POST', `/drafts/${who.rep.claims.user_id}`, { token: who.rep.access, body: task() }),
    400,
    'invalid',
  );
});

test('POST /drafts/{self} 201, PATCH /draft/{id} 202, DELETE /draft/{id} 202, with validation and sanitising', async () => {
  const created = await server.api('POST', `/drafts/${ids.cora}`, {
    token: who.cora.access,
    body: task({ title: 'New draft', body: '<p>a<img src=x onerror=alert(1)></p>' }),
  });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ title: 'New draft', body: '<p>a</p>', published: false });
  expectError(
    await server.api('POST', `/drafts/${ids.cora}`, { token: who.cora.access, body: task({ duration: 0 }) }),
    400,
    'invalid',
    'duration',
  );
  expectError(
    await server.api('POST', `/drafts/${ids.cora}`, {
      token: who.cora.access,
      body: task({ project: ids.globexProject }),
    }),
    400,
    'invalid',
    'project',
  );

  const edited = await server.api('PATCH', `/draft/${created.body.id}`, {
    token: who.cora.access,
    body: { title: 'Edited draft', duration: 25 },
  });
  expect(edited.status).toBe(202);
  expect(edited.body).toMatchObject({
    id: created.body.id,
    title: 'Edited draft',
    duration: 25,
    body: '<p>a</p>',
  });
  expectError(
    await server.api('PATCH', `/draft/${created.body.id}`, {
      token: who.cora.access,
      body: { title: 'y'.repeat(51) },
    }),
    400,
    'invalid',
    'title',
  );

  const removed = await server.api('DELETE', `/draft/${created.body.id}`, { token: who.cora.access });
  expect(removed.status).toBe(202);
  expect(removed.body).toEqual({ deleted: created.body.id });
  expect((await drafts()).body.some((d: { id: number }) => d.id === created.body.id)).toBe(false);
});

/** New drafts of `owner`, each titled uniquely; a test deletes those it leaves unpublished. */
let made = 0;
async function newDrafts(owner: number, token: string, count: number): Promise<Json[]> {
  const out: Json[] = [];
  for (let i = 0; i < count; i += 1) {
    made += 1;
    const res = await server.api('POST', `/drafts/${owner}`, {
      token,
      body: task({ title: `To publish ${made}`, duration: 10 + made }),
    });
    expect(res.status).toBe(201);
    out.push(res.body);
  }
  return out;
}

test('publish: PATCH /drafts/{self} {drafts} turns exactly those drafts into tasks, once (202), and logs it', async () => {
  const [kept, ...listed] = await newDrafts(ids.cora, who.cora.access, 3);
  const tasksBefore = (await server.api('GET', `/tasks/${ids.cora}`, { token: who.cora.access })).body;
  const res = await server.api('PATCH', `/drafts/${ids.cora}`, {
    token: who.cora.access,
    body: { drafts: listed.map((d) => d.id) },
  });
  expect(res.status).toBe(202);
  expect(res.body).toEqual({ published: listed.length, refused: [] });
  // the draft not listed stays a draft
  const left = (await drafts()).body.map((d: { id: number }) => d.id);
  expect(left).toContain(kept.id);
  for (const d of listed) expect(left).not.toContain(d.id);
  // a published draft is no longer editable
  expectError(
    await server.api('PATCH', `/draft/${listed[0].id}`, { token: who.cora.access, body: { title: 'late' } }),
    404,
  );

  const tasks = (await server.api('GET', `/tasks/${ids.cora}`, { token: who.cora.access })).body;
  expect(tasks).toHaveLength(tasksBefore.length + listed.length);
  for (const d of listed)
    expect(tasks.filter((t: { title: string }) => t.title === d.title)).toEqual([
      expect.objectContaining({ body: d.body, duration: d.duration, project: d.project }),
    ]);

  // each task's creation is logged as POST /tasks logs it, then the publishing
  const logs = (await server.api('GET', `/tasks_logs/${ids.northwind}`, { token: who.rep.access })).body;
  expect(logs[0]).toMatchObject({
    email: 'consultant@example.com',
    action: `published ${listed.length} tasks`,
  });
  expect(
    logs
      .slice(1, 1 + listed.length)
      .map((l: { action: string }) => l.action)
      .sort(),
  ).toEqual(listed.map((d) => `created task "${d.title}"`).sort());

  // the same list again publishes nothing and logs nothing
  const again = await server.api('PATCH', `/drafts/${ids.cora}`, {
    token: who.cora.access,
    body: { drafts: listed.map((d) => d.id) },
  });
  expect(again.status).toBe(202);
  expect(again.body).toEqual({ published: 0, refused: [] });
  const after = (await server.api('GET', `/tasks_logs/${ids.northwind}`, { token: who.rep.access })).body;
  expect(after[0].id).toBe(logs[0].id);

  expect((await server.api('DELETE', `/draft/${kept.id}`, { token: who.cora.access })).status).toBe(202);
});

test('publish without a body (the client sends the JSON content type even then): every unpublished draft', async () => {
  const mine = await newDrafts(ids.gina, who.gina.access, 2);
  const list = () => server.api('GET', `/drafts/${ids.gina}`, { token: who.gina.access });
  const pending = (await list()).body;
  expect(pending.map((d: { id: number }) => d.id)).toEqual(expect.arrayContaining(mine.map((d) => d.id)));
  const res = await server.api('PATCH', `/drafts/${ids.gina}`, {
    token: who.gina.access,
    headers: { 'content-type': 'application/json' },
  });
  expect(res.status).toBe(202);
  expect(res.body).toEqual({ published: pending.length, refused: [] });
  expect((await list()).body).toEqual([]);
  const tasks = (await server.api('GET', `/tasks/${ids.gina}`, { token: who.gina.access })).body;
  for (const d of pending)
    expect(tasks.filter((t: { title: string }) => t.title === d.title)).toHaveLength(1);
  const nothing = await server.api('PATCH', `/drafts/${ids.gina}`, { token: who.gina.access });
  expect(nothing.body).toEqual({ published: 0, refused: [] });
});

test("publish: an id that is not one of the owner's drafts is 400 naming drafts, and nothing is published", async () => {
  const [mine] = await newDrafts(ids.cora, who.cora.access, 1);
  const [theirs] = await newDrafts(ids.gina, who.gina.access, 1);
  for (const listed of [[mine.id, theirs.id], [mine.id, 999999], [ids.cora]])
    expectError(
      await server.api('PATCH', `/drafts/${ids.cora}`, { token: who.cora.access, body: { drafts: listed } }),
      400,
      'invalid',
      'drafts',
    );
  for (const body of [{ drafts: 'all' }, { drafts: [1.5] }, { drafts: [0] }, { drafts: Array(1001).fill(1) }])
    expectError(
      await server.api('PATCH', `/drafts/${ids.cora}`, { token: who.cora.access, body }),
      400,
      'invalid',
      'drafts',
    );
  expect((await drafts()).body.map((d: { id: number }) => d.id)).toContain(mine.id);
  // an empty list publishes nothing
  const none = await server.api('PATCH', `/drafts/${ids.cora}`, {
    token: who.cora.access,
    body: { drafts: [] },
  });
  expect(none.status).toBe(202);
  expect(none.body).toEqual({ published: 0, refused: [] });

  expect((await server.api('DELETE', `/draft/${mine.id}`, { token: who.cora.access })).status).toBe(202);
  expect((await server.api('DELETE', `/draft/${theirs.id}`, { token: who.gina.access })).status).toBe(202);
});
