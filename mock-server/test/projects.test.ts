/** Projects: GET/POST /projects/{company}, PATCH/DELETE /project/{id}. */
import { NORTHWIND } from '../src/seed';
import { expectError, serverPerTest, task, type Actors, type SeedIds, type TestServer } from './helpers';

let server: TestServer;
let who: Actors;
let ids: SeedIds;

serverPerTest((seeded) => ({ server, who, ids } = seeded));

test('GET /projects/{company}: id and name of each project, for the admin, the representative and consultants', async () => {
  for (const s of [who.admin, who.rep, who.cora]) {
    const res = await server.api('GET', `/projects/${ids.northwind}`, { token: s.access });
    expect(res.status).toBe(200);
    expect(res.body.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining([...NORTHWIND.projects]),
    );
    // a budget in money only for those who see money
    expect(Object.keys(res.body[0]).sort()).toEqual([
      'billable',
      ...(s === who.cora ? [] : ['budget_amount']),
      'budget_minutes',
      'client',
      'id',
      'name',
    ]);
  }
  for (const s of [who.board, who.lead, who.gxAdmin, who.gina])
    expectError(await server.api('GET', `/projects/${ids.northwind}`, { token: s.access }), 403);
  expectError(await server.api('GET', `/projects/${ids.globex}`, { token: who.cora.access }), 403);
  expectError(await server.api('GET', '/projects/999999', { token: who.admin.access }), 404);
});

test('POST /projects/{company} 201; names under 4 characters are refused', async () => {
  const res = await server.api('POST', `/projects/${ids.northwind}`, {
    token: who.rep.access,
    body: { name: '  Audit  ' },
  });
  expect(res.status).toBe(201);
  expect(res.body).toEqual({
    id: expect.any(Number),
    name: 'Audit',
    client: null,
    billable: true,
    budget_minutes: null,
    budget_amount: null,
  });
  expectError(
    await server.api('POST', `/projects/${ids.northwind}`, { token: who.rep.access, body: { name: 'Abc' } }),
    400,
    'invalid',
    'name',
  );
  expectError(
    await server.api('POST', `/projects/${ids.northwind}`, {
      token: who.rep.access,
      body: { name: '   abc   ' },
    }),
    400,
    'invalid',
    'name',
  );
  expectError(
    await server.api('POST', `/projects/${ids.northwind}`, { token: who.rep.access, body: {} }),
    400,
    'invalid',
    'name',
  );
  for (const s of [who.admin, who.lead, who.board, who.cora, who.gxAdmin]) {
    expectError(
      await server.api('POST', `/projects/${ids.northwind}`, { token: s.access, body: { name: 'Sneaky' } }),
      403,
    );
  }
});

test('PATCH /project/{id} renames (202) and task project_name follows', async () => {
  const project = (
    await server.api('POST', `/projects/${ids.northwind}`, {
      token: who.rep.access,
      body: { name: 'Old Name' },
    })
  ).body;
  const created = (
    await server.api('POST', `/tasks/${ids.cora}`, {
      token: who.cora.access,
      body: task({ project: project.id }),
    })
  ).body;
  expect(created.project_name).toBe('Old Name');
  const res = await server.api('PATCH', `/project/${project.id}`, {
    token: who.rep.access,
    body: { name: 'New Name' },
  });
  expect(res.status).toBe(202);
  expect(res.body).toEqual({
    id: project.id,
    name: 'New Name',
    client: null,
    billable: true,
    budget_minutes: null,
    budget_amount: null,
  });
  const tasks = (await server.api('GET', `/tasks/${ids.cora}`, { token: who.cora.access })).body;
  expect(tasks.find((t: { id: number }) => t.id === created.id).project_name).toBe('New Name');
  expectError(
    await server.api('PATCH', `/project/${project.id}`, { token: who.rep.access, body: { name: 'Ab' } }),
    400,
    'invalid',
    'name',
  );
  expectError(
    await server.api('PATCH', `/project/${ids.globexProject}`, {
      token: who.rep.access,
      body: { name: 'Hijacked' },
    }),
    403,
  );
  expectError(
    await server.api('PATCH', `/project/${project.id}`, {
      token: who.cora.access,
      body: { name: 'Hijacked' },
    }),
    403,
  );
  expectError(
    await server.api('PATCH', '/project/999999', { token: who.rep.access, body: { name: 'Whatever' } }),
    404,
  );
});

test('DELETE /project/{id}: 202; hidden from lists and new tasks, old tasks keep its name', async () => {
  const project = (
    await server.api('POST', `/projects/${ids.northwind}`, {
      token: who.rep.access,
      body: { name: 'Short Lived' },
    })
  ).body;
  const created = (
    await server.api('POST', `/tasks/${ids.cora}`, {
      token: who.cora.access,
      body: task({ project: project.id }),
    })
  ).body;
  expectError(await server.api('DELETE', `/project/${project.id}`, { token: who.cora.access }), 403);
  expectError(await server.api('DELETE', `/project/${project.id}`, { token: who.gxAdmin.access }), 403);
  const res = await server.api('DELETE', `/project/${project.id}`, { token: who.rep.access });
  expect(res.status).toBe(202);
  expect(res.body).toEqual({ deleted: project.id });
  const names = (await server.api('GET', `/projects/${ids.northwind}`, { token: who.rep.access })).body.map(
    (p: { name: string }) => p.name,
  );
  expect(names).not.toContain('Short Lived');
  const tasks = (await server.api('GET', `/tasks/${ids.cora}`, { token: who.cora.access })).body;
  expect(tasks.find((t: { id: number }) => t.id === created.id)).toMatchObject({
    project: project.id,
    project_name: 'Short Lived',
  });
  expectError(
    await server.api('POST', `/tasks/${ids.cora}`, {
      token: who.cora.access,
      body: task({ project: project.id }),
    }),
    400,
    'invalid',
    'project',
  );
  expectError(await server.api('DELETE', `/project/${project.id}`, { token: who.rep.access }), 404);
  expectError(
    await server.api('PATCH', `/project/${project.id}`, { token: who.rep.access, body: { name: 'Revived' } }),
    404,
  );
});

describe('names are unique among a company’s live projects, whatever the case', () => {
  const create = (name: string, company = ids.northwind, token = who.rep.access) =>
    server.api('POST', `/projects/${company}`, { token, body: { name } });

  test('a new or renamed project with another one’s name is 409 naming it; nothing is written', async () => {
    const existing = NORTHWIND.projects[0];
    const taken = await create(existing.toUpperCase());
    expectError(taken, 409, 'duplicate_name');
    expect(taken.body.detail).toContain(`'${existing}'`);
    const made = await create('Quarterly audit');
    expect(made.status).toBe(201);
    const renamed = await server.api('PATCH', `/project/${made.body.id}`, {
      token: who.rep.access,
      body: { name: ` ${existing.toLowerCase()} ` },
    });
    expectError(renamed, 409, 'duplicate_name');
    const listed = (await server.api('GET', `/projects/${ids.northwind}`, { token: who.rep.access })).body;
    expect(
      listed.filter((p: { name: string }) => p.name.toLowerCase() === existing.toLowerCase()),
    ).toHaveLength(1);
    expect(listed.find((p: { id: number }) => p.id === made.body.id).name).toBe('Quarterly audit');
    // its own name in another case is a rename, not a clash
    expect(
      (
        await server.api('PATCH', `/project/${made.body.id}`, {
          token: who.rep.access,
          body: { name: 'QUARTERLY AUDIT' },
        })
      ).status,
    ).toBe(202);
  });

  test('another company may use the name, and a deleted project’s name is free again', async () => {
    const existing = NORTHWIND.projects[0];
    expect((await create(existing, ids.globex, who.gxAdmin.access)).status).toBe(201);
    const made = await create('Short lived');
    expect((await server.api('DELETE', `/project/${made.body.id}`, { token: who.rep.access })).status).toBe(
      202,
    );
    expect((await create('short lived')).status).toBe(201);
  });

  test('two creates of one name at once (20 rounds): one is made, the other 409', async () => {
    for (let round = 0; round < 20; round += 1) {
      const name = `Race ${round}`;
      const answers = await Promise.all([create(name), create(name.toUpperCase())]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      expect(answers.find((a) => a.status === 409)!.body.error).toBe('duplicate_name');
    }
    const listed = (await server.api('GET', `/projects/${ids.northwind}`, { token: who.rep.access })).body;
    for (let round = 0; round < 20; round += 1)
      expect(listed.filter((p: { name: string }) => p.name.toLowerCase() === `race ${round}`)).toHaveLength(
        1,
      );
  });
});
