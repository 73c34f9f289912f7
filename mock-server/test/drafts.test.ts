/** Drafts: GET/POST/PATCH /drafts/{user} (PATCH publishes), PATCH/DELETE /draft/{id}; owner only. */
import { NORTHWIND } from '../src/seed';
import {
  expectError,
  seedIds,
  signInEveryone,
  startTestServer,
  task,
  type Actors,
  type SeedIds,
  type TestServer,
} from './helpers';

let server: TestServer;
let who: Actors;
let ids: SeedIds;

beforeAll(async () => {
  server = await startTestServer();
  who = await signInEveryone(server.api);
  ids = await seedIds(server.api, who);
});
afterAll(() => server.stop());

const drafts = () => server.api('GET', `/drafts/${ids.cora}`, { token: who.cora.access });

test('GET /drafts/{self}: the seeded drafts, newest first, with the task fields and published=false', async () => {
  const res = await drafts();
  expect(res.status).toBe(200);
  expect(res.body.map((d: { title: string }) => d.title)).toEqual([...NORTHWIND.draftTitles]);
  expect(Object.keys(res.body[0]).sort()).toEqual([
    'body',
    'created_at',
    'duration',
    'id',
    'project',
    'project_name',
    'published',
    'title',
    'user',
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

test('publish flow: each draft posted to /tasks, then PATCH /drafts marks them all published (202) and logs it', async () => {
  const pending = (await drafts()).body;
  expect(pending.length).toBeGreaterThan(0);
  for (const d of pending) {
    const posted = await server.api('POST', `/tasks/${ids.cora}`, {
      token: who.cora.access,
      body: { title: d.title, body: d.body, duration: d.duration, project: d.project },
    });
    expect(posted.status).toBe(201);
  }
  // the client sends the JSON content type even without a payload
  const res = await server.api('PATCH', `/drafts/${ids.cora}`, {
    token: who.cora.access,
    headers: { 'content-type': 'application/json' },
  });
  expect(res.status).toBe(202);
  expect(res.body).toEqual({ published: pending.length });
  expect((await drafts()).body).toEqual([]);
  // a published draft is no longer editable
  expectError(
    await server.api('PATCH', `/draft/${pending[0].id}`, { token: who.cora.access, body: { title: 'late' } }),
    404,
  );

  const tasks = (await server.api('GET', `/tasks/${ids.cora}`, { token: who.cora.access })).body;
  for (const d of pending) expect(tasks.some((t: { title: string }) => t.title === d.title)).toBe(true);

  const logs = (await server.api('GET', `/tasks_logs/${ids.northwind}`, { token: who.rep.access })).body;
  expect(logs[0]).toMatchObject({
    email: 'consultant@example.com',
    action: `published ${pending.length} tasks`,
  });
  expect(logs[1].action).toMatch(/^created task "/);

  // nothing left: publishing again reports 0 and logs nothing
  const again = await server.api('PATCH', `/drafts/${ids.cora}`, { token: who.cora.access });
  expect(again.body).toEqual({ published: 0 });
  const after = (await server.api('GET', `/tasks_logs/${ids.northwind}`, { token: who.rep.access })).body;
  expect(after[0].id).toBe(logs[0].id);
});
