/** Companies and representatives: GET/POST /companies, PATCH/DELETE /company/{id}, POST /company_admins, GET /get_company/{user}. */
import { SEED_ACCOUNTS, SEED_PASSWORD } from '../src/seed';
import {
  expectError,
  newPerson,
  signIn,
  startTestServer,
  task,
  tasksOf,
  type Actors,
  type SeedIds,
  type TestServer,
  serverPerTest,
} from './helpers';
import { departmentsOfCompany } from '../src/departments/queries';
import { logsOfCompanyJson } from '../src/logs/queries';
import { liveProjectsOfCompany } from '../src/projects/queries';

let server: TestServer;
let who: Actors;
let ids: SeedIds;

serverPerTest((seeded) => ({ server, who, ids } = seeded));

const COMPANY_KEYS = [
  'address',
  'admin',
  'admin_contact',
  'admin_email',
  'admin_first_name',
  'admin_last_name',
  'created_at',
  'currency',
  'id',
  'invoice_next_number',
  'invoice_prefix',
  'is_active',
  'locale',
  'name',
  'tax_rate',
  'time_zone',
];
const USER_KEYS = [
  'company',
  'contact',
  'date_joined',
  'department',
  'email',
  'first_name',
  'id',
  'is_active',
  'last_name',
  'role',
];

async function newRepresentative(person = newPerson('rep')) {
  const res = await server.api('POST', '/company_admins', { token: who.admin.access, body: person });
  expect(res.status).toBe(201);
  return res.body;
}

test('GET /companies lists every company with its representative embedded', async () => {
  const res = await server.api('GET', '/companies', { token: who.admin.access });
  expect(res.status).toBe(200);
  const northwind = res.body.find((c: { id: number }) => c.id === ids.northwind);
  expect(Object.keys(northwind).sort()).toEqual(COMPANY_KEYS);
  expect(northwind).toMatchObject({
    name: 'Northwind Consulting',
    admin_email: SEED_ACCOUNTS.representative.email,
    admin_first_name: 'Rita',
    admin_last_name: 'Representative',
    is_active: true,
  });
  expect(res.body.map((c: { name: string }) => c.name)).toContain('Globex Advisory');
});

test('two-step creation: POST /company_admins (201, no company) then POST /companies (201, admin attached)', async () => {
  const person = newPerson('rep');
  const admin = await newRepresentative(person);
  expect(Object.keys(admin).sort()).toEqual(USER_KEYS);
  expect(admin).toMatchObject({ role: 'company_admin', company: null, email: person.email, is_active: true });

  const res = await server.api('POST', '/companies', {
    token: who.admin.access,
    body: { name: '  Initech Partners ', admin: admin.id },
  });
  expect(res.status).toBe(201);
  expect(res.body).toMatchObject({
    name: 'Initech Partners',
    admin: admin.id,
    admin_email: person.email,
    admin_contact: person.contact,
    is_active: true,
  });
  expect(res.body.id).toBeGreaterThan(admin.id);

  // the representative now belongs to it, and cannot take a second company
  const again = await server.api('POST', '/companies', {
    token: who.admin.access,
    body: { name: 'Second One', admin: admin.id },
  });
  expectError(again, 400, 'invalid', 'admin');
});

test('POST /companies refuses a bad admin (unknown, wrong role) and a short name, naming the field', async () => {
  const admin = await newRepresentative();
  expectError(
    await server.api('POST', '/companies', {
      token: who.admin.access,
      body: { name: 'Valid Name', admin: 999999 },
    }),
    400,
    'invalid',
    'admin',
  );
  expectError(
    await server.api('POST', '/companies', {
      token: who.admin.access,
      body: { name: 'Valid Name', admin: ids.cora },
    }),
    400,
    'invalid',
    'admin',
  );
  expectError(
    await server.api('POST', '/companies', {
      token: who.admin.access,
      body: { name: 'Abc', admin: admin.id },
    }),
    400,
    'invalid',
    'name',
  );
  expectError(
    await server.api('POST', '/companies', { token: who.admin.access, body: { name: 'Good name' } }),
    400,
    'invalid',
    'admin',
  );
  expectError(
    await server.api('POST', '/companies', {
      token: who.admin.access,
      body: { name: 12345, admin: admin.id },
    }),
    400,
    'invalid',
    'name',
  );
});

test('POST /company_admins validates every field and refuses duplicate emails case-insensitively', async () => {
  const base = newPerson('rep');
  const cases: [Record<string, unknown>, string][] = [
    [{ ...base, email: 'not-an-email' }, 'email'],
    [{ ...base, password: 'alllowercase1!' }, 'password'],
    [{ ...base, password: 'NoDigits!!' }, 'password'],
    [{ ...base, password: 'NoSpecial123' }, 'password'],
    [{ ...base, first_name: '   ' }, 'first_name'],
    [{ ...base, last_name: undefined }, 'last_name'],
    [{ ...base, contact: '555-CALL-NOW' }, 'contact'],
    [{ ...base, contact: '' }, 'contact'],
  ];
  for (const [body, field] of cases) {
    expectError(
      await server.api('POST', '/company_admins', { token: who.admin.access, body }),
      400,
      'invalid',
      field,
    );
  }
  // the strength rule has no minimum length
  expect(
    (
      await server.api('POST', '/company_admins', {
        token: who.admin.access,
        body: { ...newPerson('short'), password: 'aA1!' },
      })
    ).status,
  ).toBe(201);
  const dup = await server.api('POST', '/company_admins', {
    token: who.admin.access,
    body: { ...base, email: SEED_ACCOUNTS.consultant.email.toUpperCase() },
  });
  expectError(dup, 400, 'duplicate_email', 'email');
  // numeric contact is accepted and stored as text
  const numeric = await server.api('POST', '/company_admins', {
    token: who.admin.access,
    body: { ...newPerson('num'), contact: 5550100 },
  });
  expect(numeric.status).toBe(201);
  expect(numeric.body.contact).toBe('5550100');
});

test('PATCH /company/{id} renames, reassigns the representative (the old one stays, detached) and toggles is_active: 202', async () => {
  const first = await newRepresentative();
  const created = (
    await server.api('POST', '/companies', {
      token: who.admin.access,
      body: { name: 'Umbrella Works', admin: first.id },
    })
  ).body;

  const renamed = await server.api('PATCH', `/company/${created.id}`, {
    token: who.admin.access,
    body: { name: 'Umbrella Holdings' },
  });
  expect(renamed.status).toBe(202);
  expect(renamed.body.name).toBe('Umbrella Holdings');

  const second = await newRepresentative();
  const moved = await server.api('PATCH', `/company/${created.id}`, {
    token: who.admin.access,
    body: { admin: second.id },
  });
  expect(moved.status).toBe(202);
  expect(moved.body).toMatchObject({
    admin: second.id,
    admin_email: second.email,
    name: 'Umbrella Holdings',
  });

  // the previous representative can be given a company again
  const reuse = await server.api('POST', '/companies', {
    token: who.admin.access,
    body: { name: 'Umbrella Spin-off', admin: first.id },
  });
  expect(reuse.status).toBe(201);

  const off = await server.api('PATCH', `/company/${created.id}`, {
    token: who.admin.access,
    body: { is_active: false },
  });
  expect(off.status).toBe(202);
  expect(off.body.is_active).toBe(false);

  expectError(
    await server.api('PATCH', `/company/${created.id}`, { token: who.admin.access, body: {} }),
    400,
    'invalid',
  );
  expectError(
    await server.api('PATCH', `/company/${created.id}`, { token: who.admin.access, body: { name: 'Abc' } }),
    400,
    'invalid',
    'name',
  );
  expectError(
    await server.api('PATCH', `/company/${created.id}`, {
      token: who.admin.access,
      body: { admin: ids.cora },
    }),
    400,
    'invalid',
    'admin',
  );
  expectError(
    await server.api('PATCH', `/company/${created.id}`, {
      token: who.admin.access,
      body: { is_active: 'no' },
    }),
    400,
    'invalid',
    'is_active',
  );
  expectError(
    await server.api('PATCH', '/company/999999', { token: who.admin.access, body: { name: 'Whatever' } }),
    404,
    'not_found',
  );
});

test('users of a deactivated company cannot sign in', async () => {
  const off = await server.api('PATCH', `/company/${ids.globex}`, {
    token: who.admin.access,
    body: { is_active: false },
  });
  expect(off.status).toBe(202);
  expectError(
    await server.api('POST', '/token/', {
      body: { email: 'gina.consultant@globex.example', password: SEED_PASSWORD },
    }),
    401,
    'inactive',
  );
  expectError(await server.api('GET', `/tasks/${ids.gina}`, { token: who.gina.access }), 401);
  await server.api('PATCH', `/company/${ids.globex}`, { token: who.admin.access, body: { is_active: true } });
  expect((await server.api('GET', `/tasks/${ids.gina}`, { token: who.gina.access })).status).toBe(200);
});

test('DELETE /company/{id} removes the company and everything in it (202)', async () => {
  const repPerson = newPerson('gone');
  const rep = await newRepresentative(repPerson);
  const company = (
    await server.api('POST', '/companies', {
      token: who.admin.access,
      body: { name: 'Doomed Ltd', admin: rep.id },
    })
  ).body;
  const res = await server.api('DELETE', `/company/${company.id}`, { token: who.admin.access });
  expect(res.status).toBe(202);
  expect(res.body).toEqual({ deleted: company.id });
  expectError(await server.api('GET', `/departments/${company.id}`, { token: who.admin.access }), 404);
  expectError(await server.api('GET', `/get_company/${rep.id}`, { token: who.admin.access }), 404);
  const names = (await server.api('GET', '/companies', { token: who.admin.access })).body.map(
    (c: { name: string }) => c.name,
  );
  expect(names).not.toContain('Doomed Ltd');
  // the representative's email is free again
  expect(
    (await server.api('POST', '/company_admins', { token: who.admin.access, body: repPerson })).status,
  ).toBe(201);
  expectError(await server.api('DELETE', `/company/${company.id}`, { token: who.admin.access }), 404);
});

test('DELETE /company/{id} cascades to people, departments, projects, tasks, drafts and logs', async () => {
  // a throw-away server so the shared demo data stays intact
  const local = await startTestServer();
  try {
    const admin = await signIn(local.api, SEED_ACCOUNTS.admin.email);
    const gxAdmin = await signIn(local.api, 'globex.admin@globex.example');
    const globex = gxAdmin.claims.company as number;
    const db = local.store.db;
    const gina = (await db.userByEmail('gina.consultant@globex.example'))!;
    const research = (await departmentsOfCompany(db, globex))[0];
    expect((await tasksOf(db, gina.id)).length).toBeGreaterThan(0);
    expect(
      (await local.api('POST', `/tasks/${gina.id}`, { token: gxAdmin.access, body: task() })).status,
    ).toBe(201);
    expect((await local.api('DELETE', `/company/${globex}`, { token: admin.access })).status).toBe(202);
    for (const email of [
      'gina.consultant@globex.example',
      'globex.admin@globex.example',
      'research.lead@globex.example',
    ]) {
      expect(await db.userByEmail(email)).toBeUndefined();
    }
    expect(await tasksOf(db, gina.id)).toEqual([]);
    expect(await departmentsOfCompany(db, globex)).toEqual([]);
    expect(await db.departments.get(research.id)).toBeUndefined();
    expect(await liveProjectsOfCompany(db, globex)).toEqual([]);
    expect(JSON.parse(await logsOfCompanyJson(db, globex))).toEqual([]);
    expect(await db.companies.get(globex)).toBeUndefined();
    // Northwind is untouched
    const northwind = (await signIn(local.api, SEED_ACCOUNTS.representative.email)).claims.company as number;
    expect((await db.usersOfCompany(northwind)).length).toBeGreaterThan(5);
  } finally {
    await local.stop();
  }
});

test('only the platform admin manages companies (403 for every other role)', async () => {
  for (const s of [who.rep, who.lead, who.board, who.cora, who.gxAdmin]) {
    expectError(await server.api('GET', '/companies', { token: s.access }), 403, 'forbidden');
    expectError(
      await server.api('POST', '/companies', {
        token: s.access,
        body: { name: 'Sneaky Co', admin: s.claims.user_id },
      }),
      403,
      'forbidden',
    );
    expectError(
      await server.api('PATCH', `/company/${ids.northwind}`, { token: s.access, body: { name: 'Hijacked' } }),
      403,
      'forbidden',
    );
    expectError(await server.api('DELETE', `/company/${ids.globex}`, { token: s.access }), 403, 'forbidden');
    expectError(
      await server.api('POST', '/company_admins', { token: s.access, body: newPerson('sneaky') }),
      403,
      'forbidden',
    );
  }
});

test('GET /get_company/{user}: 200 for oneself and colleagues, 403 across companies, 404 when none', async () => {
  for (const s of [who.rep, who.lead, who.board, who.cora]) {
    const res = await server.api('GET', `/get_company/${s.claims.user_id}`, { token: s.access });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: ids.northwind, name: 'Northwind Consulting' });
  }
  expect((await server.api('GET', `/get_company/${ids.cora}`, { token: who.admin.access })).status).toBe(200);
  expectError(
    await server.api('GET', `/get_company/${ids.gina}`, { token: who.rep.access }),
    403,
    'forbidden',
  );
  expectError(
    await server.api('GET', `/get_company/${ids.cora}`, { token: who.gxAdmin.access }),
    403,
    'forbidden',
  );
  expectError(
    await server.api('GET', `/get_company/${who.admin.claims.user_id}`, { token: who.admin.access }),
    404,
    'not_found',
  );
  expectError(await server.api('GET', '/get_company/999999', { token: who.admin.access }), 404, 'not_found');
  expectError(await server.api('GET', '/get_company/abc', { token: who.admin.access }), 404, 'not_found');
});
