/** Departments: GET/POST /departments/{company}, PATCH/DELETE /department/{id}, POST /department_admins/{company}, GET /get_department/{user}. */
import { NORTHWIND, SEED_ACCOUNTS } from '../src/seed';
import { expectError, newPerson, serverPerTest, type Actors, type SeedIds, type TestServer } from './helpers';

let server: TestServer;
let who: Actors;
let ids: SeedIds;

serverPerTest((seeded) => ({ server, who, ids } = seeded));

const DEPARTMENT_KEYS = [
  'admin',
  'admin_contact',
  'admin_email',
  'admin_first_name',
  'admin_last_name',
  'company',
  'id',
  'name',
];

async function newDepartmentAdmin(companyId = ids.northwind, token = who.rep.access) {
  const res = await server.api('POST', `/department_admins/${companyId}`, { token, body: newPerson('lead') });
  expect(res.status).toBe(201);
  return res.body;
}

test('GET /departments/{company}: the seeded departments with their representatives', async () => {
  for (const s of [who.admin, who.rep, who.lead]) {
    const res = await server.api('GET', `/departments/${ids.northwind}`, { token: s.access });
    expect(res.status).toBe(200);
    expect(res.body.map((d: { name: string }) => d.name)).toEqual(Object.values(NORTHWIND.departments));
    expect(Object.keys(res.body[0]).sort()).toEqual(DEPARTMENT_KEYS);
  }
  const engineering = (await server.api('GET', `/departments/${ids.northwind}`, { token: who.rep.access }))
    .body[0];
  expect(engineering).toMatchObject({
    company: ids.northwind,
    admin_email: SEED_ACCOUNTS.departmentLead.email,
    admin_first_name: 'Dan',
  });
});

test('two-step creation: POST /department_admins/{company} (201) then POST /departments/{company} (201)', async () => {
  const lead = await newDepartmentAdmin();
  expect(lead).toMatchObject({ role: 'department_admin', company: ids.northwind, department: null });
  const res = await server.api('POST', `/departments/${ids.northwind}`, {
    token: who.rep.access,
    body: { name: 'Research', admin: lead.id },
  });
  expect(res.status).toBe(201);
  expect(res.body).toMatchObject({
    name: 'Research',
    admin: lead.id,
    company: ids.northwind,
    admin_email: lead.email,
  });
  const reused = await server.api('POST', `/departments/${ids.northwind}`, {
    token: who.rep.access,
    body: { name: 'Second Dept', admin: lead.id },
  });
  expectError(reused, 400, 'invalid', 'admin');
});

test('POST /departments/{company} refuses admins of other companies or roles and short names', async () => {
  const lead = await newDepartmentAdmin();
  const globexLead = await newDepartmentAdmin(ids.globex, who.gxAdmin.access);
  const post = (body: object) =>
    server.api('POST', `/departments/${ids.northwind}`, { token: who.rep.access, body });
  expectError(await post({ name: 'Valid', admin: globexLead.id }), 400, 'invalid', 'admin');
  expectError(await post({ name: 'Valid', admin: ids.cora }), 400, 'invalid', 'admin');
  expectError(await post({ name: 'Abc', admin: lead.id }), 400, 'invalid', 'name');
  expectError(await post({ admin: lead.id }), 400, 'invalid', 'name');
  expectError(
    await server.api('POST', '/departments/999999', {
      token: who.rep.access,
      body: { name: 'Valid', admin: lead.id },
    }),
    404,
  );
});

test('PATCH /department/{id} renames and changes the representative: 202', async () => {
  const lead = await newDepartmentAdmin();
  const dept = (
    await server.api('POST', `/departments/${ids.northwind}`, {
      token: who.rep.access,
      body: { name: 'Finance', admin: lead.id },
    })
  ).body;
  const renamed = await server.api('PATCH', `/department/${dept.id}`, {
    token: who.rep.access,
    body: { name: 'Finance & Legal' },
  });
  expect(renamed.status).toBe(202);
  expect(renamed.body.name).toBe('Finance & Legal');
  const next = await newDepartmentAdmin();
  const moved = await server.api('PATCH', `/department/${dept.id}`, {
    token: who.rep.access,
    body: { admin: next.id },
  });
  expect(moved.status).toBe(202);
  expect(moved.body).toMatchObject({ admin: next.id, admin_email: next.email });
  // the previous lead is free to lead another department
  const other = await server.api('POST', `/departments/${ids.northwind}`, {
    token: who.rep.access,
    body: { name: 'Compliance', admin: lead.id },
  });
  expect(other.status).toBe(201);
  expectError(
    await server.api('PATCH', `/department/${dept.id}`, { token: who.rep.access, body: { name: 'Fin' } }),
    400,
    'invalid',
    'name',
  );
  expectError(
    await server.api('PATCH', '/department/999999', { token: who.rep.access, body: { name: 'Whatever' } }),
    404,
  );
});

test('DELETE /department/{id}: 409 not_empty while it has consultants, 202 once empty', async () => {
  const lead = await newDepartmentAdmin();
  const dept = (
    await server.api('POST', `/departments/${ids.northwind}`, {
      token: who.rep.access,
      body: { name: 'Temporary', admin: lead.id },
    })
  ).body;
  const consultant = (
    await server.api('POST', `/employees/${dept.id}`, { token: who.rep.access, body: newPerson('temp') })
  ).body;
  expectError(
    await server.api('DELETE', `/department/${dept.id}`, { token: who.rep.access }),
    409,
    'not_empty',
  );
  expect(
    (
      await server.api('PATCH', `/update_user/${consultant.id}`, {
        token: who.rep.access,
        body: { department: ids.design },
      })
    ).status,
  ).toBe(200);
  const res = await server.api('DELETE', `/department/${dept.id}`, { token: who.rep.access });
  expect(res.status).toBe(202);
  expect(res.body).toEqual({ deleted: dept.id });
  expectError(await server.api('GET', `/get_department/${lead.id}`, { token: who.rep.access }), 404);
  expectError(await server.api('DELETE', `/department/${dept.id}`, { token: who.rep.access }), 404);
});

test('department management is for the company representative only', async () => {
  const lead = await newDepartmentAdmin();
  for (const s of [who.admin, who.lead, who.board, who.cora, who.gxAdmin]) {
    expectError(
      await server.api('POST', `/department_admins/${ids.northwind}`, {
        token: s.access,
        body: newPerson('x'),
      }),
      403,
      'forbidden',
    );
    expectError(
      await server.api('POST', `/departments/${ids.northwind}`, {
        token: s.access,
        body: { name: 'Sneaky', admin: lead.id },
      }),
      403,
      'forbidden',
    );
    expectError(
      await server.api('PATCH', `/department/${ids.design}`, { token: s.access, body: { name: 'Hijacked' } }),
      403,
      'forbidden',
    );
    expectError(
      await server.api('DELETE', `/department/${ids.design}`, { token: s.access }),
      403,
      'forbidden',
    );
  }
  // reading: board members, consultants and other companies are refused
  for (const s of [who.board, who.cora, who.gxAdmin, who.gxLead]) {
    expectError(
      await server.api('GET', `/departments/${ids.northwind}`, { token: s.access }),
      403,
      'forbidden',
    );
  }
  expectError(
    await server.api('GET', `/departments/${ids.globex}`, { token: who.rep.access }),
    403,
    'forbidden',
  );
  expectError(
    await server.api('PATCH', `/department/${ids.research}`, {
      token: who.rep.access,
      body: { name: 'Hijacked' },
    }),
    403,
    'forbidden',
  );
  expectError(await server.api('GET', '/departments/999999', { token: who.admin.access }), 404);
  // a department id is not a company id
  expectError(await server.api('GET', `/departments/${ids.design}`, { token: who.admin.access }), 404);
});

test('GET /get_department/{user}: own department for leads and consultants; 403 across companies', async () => {
  const mine = await server.api('GET', `/get_department/${who.lead.claims.user_id}`, {
    token: who.lead.access,
  });
  expect(mine.status).toBe(200);
  expect(mine.body).toMatchObject({
    id: ids.engineering,
    name: 'Engineering',
    admin: who.lead.claims.user_id,
  });
  const cora = await server.api('GET', `/get_department/${ids.cora}`, { token: who.cora.access });
  expect(cora.status).toBe(200);
  expect(cora.body.id).toBe(ids.engineering);
  expect((await server.api('GET', `/get_department/${ids.cora}`, { token: who.rep.access })).status).toBe(
    200,
  );
  expectError(await server.api('GET', `/get_department/${ids.gina}`, { token: who.rep.access }), 403);
  expectError(await server.api('GET', `/get_department/${ids.cora}`, { token: who.gina.access }), 403);
  expectError(
    await server.api('GET', `/get_department/${who.rep.claims.user_id}`, { token: who.rep.access }),
    404,
  );
});
