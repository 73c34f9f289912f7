/** Tasks: GET/POST /tasks/{user}, PATCH/DELETE /task/{id}, with sanitised bodies and task-log entries. */
import { expectError, serverPerTest, task, type Actors, type SeedIds, type TestServer } from './helpers';

let server: TestServer;
let who: Actors;
let ids: SeedIds;

serverPerTest((seeded) => ({ server, who, ids } = seeded));

const TASK_KEYS = [
  'billable',
  'body',
  'created_at',
  'duration',
  'id',
  'project',
  'project_name',
  'title',
  'user',
  'worked_on',
];

describe('reading', () => {
  test('GET /tasks/{consultant}: newest first, with project names; plain-text tasks before 2025-02-23', async () => {
    const res = await server.api('GET', `/tasks/${ids.cora}`, { token: who.cora.access });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(5);
    expect(Object.keys(res.body[0]).sort()).toEqual(TASK_KEYS);
    const times = res.body.map((t: { created_at: string }) => t.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const old = res.body.filter((t: { created_at: string }) => t.created_at < '2025-02-23');
    expect(old.length).toBeGreaterThan(0);
    for (const t of old) expect(t.body).not.toMatch(/</);
    const recent = res.body.filter((t: { created_at: string }) => t.created_at >= '2025-02-24');
    expect(recent.every((t: { body: string }) => t.body.startsWith('<'))).toBe(true);
    const withProject = res.body.find((t: { project: number | null }) => t.project !== null);
    expect(withProject.project_name).toEqual(expect.any(String));
  });

  test('who may read a consultant’s tasks', async () => {
    for (const s of [who.cora, who.admin, who.rep, who.board, who.lead]) {
      expect((await server.api('GET', `/tasks/${ids.cora}`, { token: s.access })).status).toBe(200);
    }
    expectError(
      await server.api('GET', `/tasks/${ids.designer.id}`, { token: who.lead.access }),
      403,
      'forbidden',
    );
    expectError(
      await server.api('GET', `/tasks/${ids.engineer.id}`, { token: who.cora.access }),
      403,
      'forbidden',
    );
    expectError(
      await server.api('GET', `/tasks/${ids.cora}`, { token: who.gxAdmin.access }),
      403,
      'forbidden',
    );
    expectError(await server.api('GET', `/tasks/${ids.cora}`, { token: who.gina.access }), 403, 'forbidden');
    expectError(await server.api('GET', `/tasks/${ids.gina}`, { token: who.rep.access }), 403, 'forbidden');
    expectError(await server.api('GET', '/tasks/999999', { token: who.admin.access }), 404, 'not_found');
  });
});

describe('creating', () => {
  test('POST /tasks/{self} by a consultant: 201 with the derived project_name', async () => {
    const project = ids.projects['Mobile App'];
    const res = await server.api('POST', `/tasks/${ids.cora}`, {
      token: who.cora.access,
      body: {
        title: '  Fixed login bug  ',
        body: '<p>Fixed the <em>login</em> bug</p>',
        duration: 90,
        project,
      },
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(TASK_KEYS);
    expect(res.body).toMatchObject({
      title: 'Fixed login bug',
      duration: 90,
      project,
      project_name: 'Mobile App',
      user: ids.cora,
    });
    expect(Date.now() - Date.parse(res.body.created_at)).toBeLessThan(60_000);
    const list = (await server.api('GET', `/tasks/${ids.cora}`, { token: who.cora.access })).body;
    expect(list[0].id).toBe(res.body.id);
  });

  test('a task reads back exactly as its write answered it: characters JSON escapes, its time, its project', async () => {
    // the list is JSON written by the database, the write's answer JSON written by the process
    const written = await server.api('POST', `/tasks/${ids.cora}`, {
      token: who.cora.access,
      body: {
        title: 'Said "done" \\ back\\slash, café, 日本, 🚀',
        body: '<p>"Quoted" &amp; <strong>naïve</strong> 🚀 \\</p>',
        duration: 45,
        project: ids.projects['Mobile App'],
      },
    });
    expect(written.status).toBe(201);
    const list = (await server.api('GET', `/tasks/${ids.cora}`, { token: who.cora.access })).body;
    expect(list.find((t: { id: number }) => t.id === written.body.id)).toEqual(written.body);
    expect(written.body.created_at).toBe(new Date(written.body.created_at).toISOString());
    const logs = (await server.api('GET', `/tasks_logs/${ids.northwind}`, { token: who.rep.access })).body;
    expect(logs[0]).toEqual({
      id: expect.any(Number),
      email: 'consultant@example.com',
      action: `created task "${written.body.title}"`,
      created_at: written.body.created_at,
    });
  });

  test('a long body (handed to the embedded engine as its UTF-8 bytes) reads back exactly, characters of every width included, in the list and in its audit event', async () => {
    const paragraph = '<p>"Quoted" &amp; <strong>naïve café</strong> 日本語 🚀 \\ done</p>';
    const body = paragraph.repeat(Math.ceil(40_000 / paragraph.length));
    const title = `Long ${'é'.repeat(10)}`;
    const written = await server.api('POST', `/tasks/${ids.cora}`, {
      token: who.cora.access,
      body: { title, body, duration: 45, project: null },
    });
    expect(written.status).toBe(201);
    expect(written.body.body).toBe(body);
    const list = (await server.api('GET', `/tasks/${ids.cora}`, { token: who.cora.access })).body;
    expect(list.find((t: { id: number }) => t.id === written.body.id)).toEqual(written.body);
    const audit = await server.api(
      'GET',
      `/audit/${ids.northwind}?entity=task&entity_id=${written.body.id}&action=created`,
      { token: who.rep.access },
    );
    expect(audit.status).toBe(200);
    expect(audit.body.events).toHaveLength(1);
    expect(audit.body.events[0].after).toMatchObject({ title, body, duration: 45 });
  });

  test('the representative and the admin add tasks for a consultant; others may not', async () => {
    expect(
      (await server.api('POST', `/tasks/${ids.cora}`, { token: who.rep.access, body: task() })).status,
    ).toBe(201);
    expect(
      (await server.api('POST', `/tasks/${ids.cora}`, { token: who.admin.access, body: task() })).status,
    ).toBe(201);
    expect(
      (
        await server.api('POST', `/tasks/${ids.gina}`, {
          token: who.admin.access,
          body: task({ project: ids.globexProject }),
        })
      ).status,
    ).toBe(201);
    for (const s of [who.lead, who.board, who.gxAdmin, who.gina]) {
      expectError(
        await server.api('POST', `/tasks/${ids.cora}`, { token: s.access, body: task() }),
        403,
        'forbidden',
      );
    }
    expectError(
      await server.api('POST', `/tasks/${ids.engineer.id}`, { token: who.cora.access, body: task() }),
      403,
    );
    expectError(await server.api('POST', '/tasks/999999', { token: who.admin.access, body: task() }), 404);
  });

  test('tasks only for consultants, projects only of the consultant’s company', async () => {
    expectError(
      await server.api('POST', `/tasks/${who.rep.claims.user_id}`, { token: who.rep.access, body: task() }),
      400,
      'invalid',
    );
    expectError(
      await server.api('POST', `/tasks/${ids.cora}`, {
        token: who.cora.access,
        body: task({ project: ids.globexProject }),
      }),
      400,
      'invalid',
      'project',
    );
    expectError(
      await server.api('POST', `/tasks/${ids.cora}`, {
        token: who.cora.access,
        body: task({ project: 999999 }),
      }),
      400,
      'invalid',
      'project',
    );
  });

  test('payload validation names the first bad field', async () => {
    const post = (body: object) => server.api('POST', `/tasks/${ids.cora}`, { token: who.cora.access, body });
    const { title: _t, ...noTitle } = task();
    const { body: _b, ...noBody } = task();
    const { duration: _d, ...noDuration } = task();
    const cases: [object, string][] = [
      [noTitle, 'title'],
      [task({ title: '   ' }), 'title'],
      [task({ title: 'x'.repeat(51) }), 'title'],
      [noBody, 'body'],
      [task({ body: '  ' }), 'body'],
      [task({ body: 42 }), 'body'],
      [noDuration, 'duration'],
      [task({ duration: 0 }), 'duration'],
      [task({ duration: -5 }), 'duration'],
      [task({ duration: 1.5 }), 'duration'],
      [task({ duration: '30' }), 'duration'],
      [task({ project: 'abc' }), 'project'],
      [task({ project: -1 }), 'project'],
    ];
    for (const [body, field] of cases) expectError(await post(body), 400, 'invalid', field);
    expect((await post(task({ title: 'x'.repeat(50), duration: 1 }))).status).toBe(201);
    expect((await post(task({ project: undefined }))).body.project).toBeNull();
  });

  test('hostile bodies are sanitised; plain text is kept as text', async () => {
    const post = (body: string) =>
      server.api('POST', `/tasks/${ids.cora}`, { token: who.cora.access, body: task({ body }) });
    const img = await post('<p>Look<img src=x onerror=alert(1)></p>');
    expect(img.status).toBe(201);
    expect(img.body.body).toBe('<p>Look</p>');
    const script = await post('<p>Hi</p><script>alert(document.cookie)</script>');
    expect(script.body.body).toBe('<p>Hi</p>');
    const link = await post(
      '<p><a href="javascript:alert(1)">click</a> <a href="https://example.com" onclick="x()">ok</a></p>',
    );
    expect(link.body.body).not.toMatch(/javascript:|onclick/i);
    expect(link.body.body).toContain('href="https://example.com"');
    const svg = await post(
      '<svg><animate onbegin="alert(1)" /></svg><iframe src="https://evil.example"></iframe><p>text</p>',
    );
    expect(svg.body.body).toBe('<p>text</p>');
    const onlyHostile = await post('<script>alert(1)</script>');
    expectError(onlyHostile, 400, 'invalid', 'body');
    const quill =
      '<p class="ql-align-center"><strong>Bold</strong> <span style="color: rgb(230, 0, 0);">red</span></p><ol><li data-list="bullet">one</li></ol><p><img src="data:image/png;base64,iVBORw0KGgo="></p>';
    const kept = await post(quill);
    expect(kept.body.body).toContain('<strong>Bold</strong>');
    expect(kept.body.body).toContain('data-list="bullet"');
    expect(kept.body.body).toContain('src="data:image/png;base64,iVBORw0KGgo="');
    expect(kept.body.body).toContain('class="ql-align-center"');
    const plain = await post('Call Bob & check 3 > 2\n- first\n- second');
    expect(plain.body.body).toBe('Call Bob & check 3 > 2\n- first\n- second');
  });

  test('a task body may embed an image of a few hundred KiB', async () => {
    const image = `data:image/png;base64,${Buffer.alloc(600 * 1024, 7).toString('base64')}`;
    const res = await server.api('POST', `/tasks/${ids.cora}`, {
      token: who.cora.access,
      body: task({ body: `<p><img src="${image}"></p>` }),
    });
    expect(res.status).toBe(201);
    expect(res.body.body).toContain(image);
  });
});

describe('changing', () => {
  test('PATCH /task/{id}: 202 for the representative and the admin, with partial updates', async () => {
    const created = (
      await server.api('POST', `/tasks/${ids.cora}`, {
        token: who.cora.access,
        body: task({ title: 'Draft title' }),
      })
    ).body;
    const res = await server.api('PATCH', `/task/${created.id}`, {
      token: who.rep.access,
      body: { title: 'Final title', project: ids.projects['Data Platform'] },
    });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({
      id: created.id,
      title: 'Final title',
      duration: created.duration,
      body: created.body,
      project_name: 'Data Platform',
    });
    expect(res.body.created_at).toBe(created.created_at);
    const byAdmin = await server.api('PATCH', `/task/${created.id}`, {
      token: who.admin.access,
      body: { duration: 120, project: null, body: '<p>x<script>y</script></p>' },
    });
    expect(byAdmin.status).toBe(202);
    expect(byAdmin.body).toMatchObject({
      duration: 120,
      project: null,
      project_name: null,
      body: '<p>x</p>',
    });
    expectError(
      await server.api('PATCH', `/task/${created.id}`, { token: who.rep.access, body: { duration: 2.5 } }),
      400,
      'invalid',
      'duration',
    );
    expectError(
      await server.api('PATCH', `/task/${created.id}`, {
        token: who.rep.access,
        body: { project: ids.globexProject },
      }),
      400,
      'invalid',
      'project',
    );
    expectError(
      await server.api('PATCH', `/task/${created.id}`, { token: who.rep.access, body: {} }),
      400,
      'invalid',
    );
    expectError(
      await server.api('PATCH', '/task/999999', { token: who.rep.access, body: { title: 'x' } }),
      404,
    );
  });

  test('consultants, board members, department leads and other companies may not edit or delete tasks', async () => {
    const created = (await server.api('POST', `/tasks/${ids.cora}`, { token: who.cora.access, body: task() }))
      .body;
    for (const s of [who.cora, who.board, who.lead, who.gxAdmin, who.gina]) {
      expectError(
        await server.api('PATCH', `/task/${created.id}`, { token: s.access, body: { title: 'Nope' } }),
        403,
        'forbidden',
      );
      expectError(await server.api('DELETE', `/task/${created.id}`, { token: s.access }), 403, 'forbidden');
    }
  });

  test('DELETE /task/{id}: 202 and gone', async () => {
    const created = (
      await server.api('POST', `/tasks/${ids.cora}`, {
        token: who.cora.access,
        body: task({ title: 'To delete' }),
      })
    ).body;
    const res = await server.api('DELETE', `/task/${created.id}`, { token: who.rep.access });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ deleted: created.id });
    const list = (await server.api('GET', `/tasks/${ids.cora}`, { token: who.cora.access })).body;
    expect(list.some((t: { id: number }) => t.id === created.id)).toBe(false);
    expectError(await server.api('DELETE', `/task/${created.id}`, { token: who.rep.access }), 404);
    const byAdmin = (await server.api('POST', `/tasks/${ids.gina}`, { token: who.gina.access, body: task() }))
      .body;
    expect((await server.api('DELETE', `/task/${byAdmin.id}`, { token: who.admin.access })).status).toBe(202);
  });
});

test('the task log records create, update and delete with the actor, newest first', async () => {
  const created = (
    await server.api('POST', `/tasks/${ids.cora}`, {
      token: who.cora.access,
      body: task({ title: 'Logged task' }),
    })
  ).body;
  await server.api('PATCH', `/task/${created.id}`, {
    token: who.rep.access,
    body: { title: 'Logged task v2' },
  });
  await server.api('DELETE', `/task/${created.id}`, { token: who.admin.access });
  const logs = await server.api('GET', `/tasks_logs/${ids.northwind}`, { token: who.rep.access });
  expect(logs.status).toBe(200);
  expect(logs.body.slice(0, 3).map((l: { email: string; action: string }) => [l.email, l.action])).toEqual([
    ['admin@example.com', 'deleted task "Logged task v2"'],
    ['representative@example.com', 'updated task "Logged task v2"'],
    ['consultant@example.com', 'created task "Logged task"'],
  ]);
  expect(Object.keys(logs.body[0]).sort()).toEqual(['action', 'created_at', 'email', 'id']);
});
