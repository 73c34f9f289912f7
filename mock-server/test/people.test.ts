/** Board members, consultants and user updates: /members, /employees, /employee/{id}, /update_user/{id}. */
import { SEED_ACCOUNTS, SEED_PASSWORD } from '../src/seed';
import {
  expectError,
  newPerson,
  signIn,
  startTestServer,
  task,
  type Actors,
  type SeedIds,
  type TestServer,
  serverPerTest,
} from './helpers';

let server: TestServer;
let who: Actors;
let ids: SeedIds;

serverPerTest((seeded) => ({ server, who, ids } = seeded));

async function addConsultant(target = ids.engineering, token = who.rep.access, extra: object = {}) {
  const res = await server.api('POST', `/employees/${target}`, {
    token,
    body: { ...newPerson('consultant'), ...extra },
  });
  expect(res.status).toBe(201);
  return res.body;
}

describe('board members', () => {
  test('GET /members/{company} lists the company_members (admin, representative, department lead)', async () => {
    for (const s of [who.admin, who.rep, who.lead]) {
      const res = await server.api('GET', `/members/${ids.northwind}`, { token: s.access });
      expect(res.status).toBe(200);
      expect(
        res.body.every(
          (u: { role: string; company: number }) =>
            u.role === 'company_member' && u.company === ids.northwind,
        ),
      ).toBe(true);
      expect(res.body.map((u: { email: string }) => u.email)).toContain(SEED_ACCOUNTS.board.email);
    }
    for (const s of [who.board, who.cora, who.gxAdmin])
      expectError(
        await server.api('GET', `/members/${ids.northwind}`, { token: s.access }),
        403,
        'forbidden',
      );
  });

  test('POST /members/{company}: 201 for the representative only', async () => {
    const person = newPerson('member');
    const res = await server.api('POST', `/members/${ids.northwind}`, {
      token: who.rep.access,
      body: person,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      role: 'company_member',
      company: ids.northwind,
      department: null,
      email: person.email,
    });
    for (const s of [who.admin, who.lead, who.board, who.cora, who.gxAdmin]) {
      expectError(
        await server.api('POST', `/members/${ids.northwind}`, { token: s.access, body: newPerson('m') }),
        403,
        'forbidden',
      );
    }
    expectError(
      await server.api('POST', `/members/${ids.northwind}`, {
        token: who.rep.access,
        body: { ...newPerson('m'), email: 'x' },
      }),
      400,
      'invalid',
      'email',
    );
    expectError(
      await server.api('POST', `/members/${ids.northwind}`, { token: who.rep.access, body: person }),
      400,
      'duplicate_email',
      'email',
    );
    expectError(
      await server.api('POST', '/members/999999', { token: who.rep.access, body: newPerson('m') }),
      404,
    );
  });
});

describe('consultants', () => {
  test('GET /employees/{company} lists every consultant of the company; {department} only that department', async () => {
    const all = await server.api('GET', `/employees/${ids.northwind}`, { token: who.rep.access });
    expect(all.status).toBe(200);
    expect(all.body.length).toBeGreaterThanOrEqual(8);
    expect(all.body.every((u: { role: string }) => u.role === 'employee')).toBe(true);
    const engineering = await server.api('GET', `/employees/${ids.engineering}`, { token: who.lead.access });
    expect(engineering.status).toBe(200);
    expect(engineering.body.length).toBeGreaterThanOrEqual(3);
    expect(engineering.body.every((u: { department: number }) => u.department === ids.engineering)).toBe(
      true,
    );
    expect(engineering.body.map((u: { id: number }) => u.id)).toContain(ids.cora);
  });

  test('who may list consultants', async () => {
    for (const s of [who.admin, who.rep, who.board])
      expect((await server.api('GET', `/employees/${ids.northwind}`, { token: s.access })).status).toBe(200);
    for (const s of [who.admin, who.rep, who.lead])
      expect((await server.api('GET', `/employees/${ids.engineering}`, { token: s.access })).status).toBe(
        200,
      );
    // the department lead: own department only, not the whole company
    expectError(await server.api('GET', `/employees/${ids.northwind}`, { token: who.lead.access }), 403);
    expectError(await server.api('GET', `/employees/${ids.design}`, { token: who.lead.access }), 403);
    expectError(await server.api('GET', `/employees/${ids.engineering}`, { token: who.board.access }), 403);
    expectError(await server.api('GET', `/employees/${ids.northwind}`, { token: who.cora.access }), 403);
    expectError(await server.api('GET', `/employees/${ids.northwind}`, { token: who.gxAdmin.access }), 403);
    expectError(await server.api('GET', `/employees/${ids.research}`, { token: who.rep.access }), 403);
    expectError(await server.api('GET', `/employees/${ids.cora}`, { token: who.admin.access }), 404);
    expectError(await server.api('GET', '/employees/999999', { token: who.admin.access }), 404);
  });

  test('POST /employees/{department} puts the consultant there (representative or its lead)', async () => {
    const byRep = await addConsultant(ids.design);
    expect(byRep).toMatchObject({
      role: 'employee',
      company: ids.northwind,
      department: ids.design,
      is_active: true,
    });
    const byLead = await addConsultant(ids.engineering, who.lead.access);
    expect(byLead.department).toBe(ids.engineering);
    expectError(
      await server.api('POST', `/employees/${ids.design}`, { token: who.lead.access, body: newPerson('x') }),
      403,
    );
    expectError(
      await server.api('POST', `/employees/${ids.engineering}`, {
        token: who.rep.access,
        body: { ...newPerson('x'), department: ids.design },
      }),
      400,
      'invalid',
      'department',
    );
  });

  test('POST /employees/{company} requires a department of that company', async () => {
    const created = await addConsultant(ids.northwind, who.rep.access, { department: ids.operations });
    expect(created.department).toBe(ids.operations);
    const post = (body: object) =>
      server.api('POST', `/employees/${ids.northwind}`, { token: who.rep.access, body });
    expectError(await post(newPerson('x')), 400, 'invalid', 'department');
    expectError(await post({ ...newPerson('x'), department: ids.research }), 400, 'invalid', 'department');
    expectError(await post({ ...newPerson('x'), department: 'abc' }), 400, 'invalid', 'department');
    // string ids (as from a select) are accepted
    expect((await post({ ...newPerson('x'), department: String(ids.design) })).status).toBe(201);
    expectError(
      await server.api('POST', `/employees/${ids.northwind}`, {
        token: who.lead.access,
        body: { ...newPerson('x'), department: ids.engineering },
      }),
      403,
    );
    for (const s of [who.admin, who.board, who.cora, who.gxAdmin]) {
      expectError(
        await server.api('POST', `/employees/${ids.engineering}`, { token: s.access, body: newPerson('x') }),
        403,
      );
    }
    expectError(
      await server.api('POST', '/employees/999999', { token: who.rep.access, body: newPerson('x') }),
      404,
    );
  });

  test('DELETE /employee/{id}: 202 and the consultant with their tasks is gone', async () => {
    const consultant = await addConsultant(ids.engineering);
    const created = await server.api('POST', `/tasks/${consultant.id}`, {
      token: who.rep.access,
      body: task(),
    });
    expect(created.status).toBe(201);
    // the table delete action is the admin's and the representative's, not the lead's
    for (const s of [who.board, who.cora, who.gxAdmin, who.lead])
      expectError(await server.api('DELETE', `/employee/${consultant.id}`, { token: s.access }), 403);
    const res = await server.api('DELETE', `/employee/${consultant.id}`, { token: who.rep.access });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ deleted: consultant.id });
    expect(await server.store.db.tasks.get(created.body.id)).toBeUndefined();
    expectError(await server.api('GET', `/tasks/${consultant.id}`, { token: who.rep.access }), 404);
    expectError(await server.api('DELETE', `/employee/${consultant.id}`, { token: who.admin.access }), 404);
  });

  test('DELETE /employee/{id}: department leads only in their department; representatives stay until replaced', async () => {
    const designer = await addConsultant(ids.design);
    expectError(await server.api('DELETE', `/employee/${designer.id}`, { token: who.lead.access }), 403);
    expect((await server.api('DELETE', `/employee/${designer.id}`, { token: who.rep.access })).status).toBe(
      202,
    );
    expectError(
      await server.api('DELETE', `/employee/${who.lead.claims.user_id}`, { token: who.rep.access }),
      409,
      'in_use',
    );
    expectError(
      await server.api('DELETE', `/employee/${who.rep.claims.user_id}`, { token: who.admin.access }),
      409,
      'in_use',
    );
    expectError(
      await server.api('DELETE', `/employee/${who.rep.claims.user_id}`, { token: who.rep.access }),
      403,
    );
    expectError(
      await server.api('DELETE', `/employee/${who.admin.claims.user_id}`, { token: who.admin.access }),
      403,
    );
    const member = (
      await server.api('POST', `/members/${ids.northwind}`, { token: who.rep.access, body: newPerson('m') })
    ).body;
    expect((await server.api('DELETE', `/employee/${member.id}`, { token: who.rep.access })).status).toBe(
      202,
    );
  });
});

describe('PATCH /update_user/{id}', () => {
  test('a manager edits profile fields: 200 with the user', async () => {
    const consultant = await addConsultant(ids.engineering);
    const res = await server.api('PATCH', `/update_user/${consultant.id}`, {
      token: who.rep.access,
      body: {
        email: ' New.Address@Test.Example ',
        first_name: 'Renamed',
        last_name: 'Person',
        contact: '(020) 555-0199',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: 'new.address@test.example',
      first_name: 'Renamed',
      contact: '(020) 555-0199',
      role: 'employee',
    });
    // a role is no field of a person's change: refused by name, never silently dropped
    expectError(
      await server.api('PATCH', `/update_user/${consultant.id}`, {
        token: who.rep.access,
        body: { first_name: 'Again', last_name: 'Person', contact: '(020) 555-0199', role: 'admin' },
      }),
      400,
      'invalid',
      'role',
    );
    expectError(
      await server.api('PATCH', `/update_user/${consultant.id}`, {
        token: who.rep.access,
        body: { email: SEED_ACCOUNTS.board.email },
      }),
      400,
      'duplicate_email',
      'email',
    );
    expectError(
      await server.api('PATCH', `/update_user/${consultant.id}`, {
        token: who.rep.access,
        body: { first_name: '' },
      }),
      400,
      'invalid',
      'first_name',
    );
    expectError(
      await server.api('PATCH', `/update_user/${consultant.id}`, {
        token: who.rep.access,
        body: { contact: 'abc' },
      }),
      400,
      'invalid',
      'contact',
    );
    expectError(
      await server.api('PATCH', `/update_user/${consultant.id}`, {
        token: who.rep.access,
        body: { password: 'weak' },
      }),
      400,
      'invalid',
      'password',
    );
    expectError(
      await server.api('PATCH', `/update_user/${consultant.id}`, { token: who.rep.access, body: {} }),
      400,
      'invalid',
    );
    expectError(
      await server.api('PATCH', '/update_user/999999', { token: who.rep.access, body: { first_name: 'X' } }),
      404,
    );
  });

  test('everyone changes their own password ({password} or {email, password}) and nothing else', async () => {
    const local = await startTestServer({ seed: 'demo' });
    try {
      const board = await signIn(local.api, SEED_ACCOUNTS.board.email);
      const me = `/update_user/${board.claims.user_id}`;
      const changed = await local.api('PATCH', me, {
        token: board.access,
        body: { password: 'N3w!secret', current_password: SEED_PASSWORD },
      });
      expect(changed.status).toBe(200);
      expect(changed.body.email).toBe(SEED_ACCOUNTS.board.email);
      expectError(
        await local.api('POST', '/token/', {
          body: { email: SEED_ACCOUNTS.board.email, password: SEED_PASSWORD },
        }),
        401,
      );
      const again = await signIn(local.api, SEED_ACCOUNTS.board.email, 'N3w!secret');
      expect(
        (
          await local.api('PATCH', me, {
            token: again.access,
            body: {
              email: SEED_ACCOUNTS.board.email,
              password: SEED_PASSWORD,
              current_password: 'N3w!secret',
            },
          })
        ).status,
      ).toBe(200);
      expectError(
        await local.api('PATCH', me, { token: again.access, body: { password: 'weakpassword' } }),
        400,
        'invalid',
        'password',
      );
      expectError(
        await local.api('PATCH', me, { token: again.access, body: { first_name: 'Me' } }),
        403,
        'forbidden',
      );
      expectError(
        await local.api('PATCH', me, { token: again.access, body: { is_active: false } }),
        403,
        'forbidden',
      );
      expectError(
        await local.api('PATCH', me, {
          token: again.access,
          body: { email: 'other@example.com', password: 'N3w!secret' },
        }),
        403,
        'forbidden',
      );
      const cora = await signIn(local.api, SEED_ACCOUNTS.consultant.email);
      expectError(
        await local.api('PATCH', `/update_user/${cora.claims.user_id}`, {
          token: cora.access,
          body: { department: 1 },
        }),
        403,
      );
    } finally {
      await local.stop();
    }
  });

  test('the admin changes a company representative’s password (company edit form)', async () => {
    const rep = (
      await server.api('POST', '/company_admins', { token: who.admin.access, body: newPerson('rep') })
    ).body;
    const res = await server.api('PATCH', `/update_user/${rep.id}`, {
      token: who.admin.access,
      body: { email: rep.email, password: 'An0ther!pass' },
    });
    expect(res.status).toBe(200);
    expect((await server.store.db.users.get(rep.id))!.password_hash).toMatch(/^scrypt\$/);
    expectError(
      await server.api('PATCH', `/update_user/${who.rep.claims.user_id}`, {
        token: who.gxAdmin.access,
        body: { password: 'An0ther!pass' },
      }),
      403,
    );
  });

  test('activation: admin and representative may toggle is_active; department leads may not', async () => {
    const consultant = await addConsultant(ids.engineering);
    const off = await server.api('PATCH', `/update_user/${consultant.id}`, {
      token: who.rep.access,
      body: { is_active: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.is_active).toBe(false);
    const on = await server.api('PATCH', `/update_user/${consultant.id}`, {
      token: who.admin.access,
      body: { is_active: true },
    });
    expect(on.body.is_active).toBe(true);
    expectError(
      await server.api('PATCH', `/update_user/${consultant.id}`, {
        token: who.lead.access,
        body: { is_active: false },
      }),
      403,
    );
    expectError(
      await server.api('PATCH', `/update_user/${consultant.id}`, {
        token: who.board.access,
        body: { is_active: false },
      }),
      403,
    );
  });

  test('moving a consultant between departments of the same company', async () => {
    const consultant = await addConsultant(ids.engineering);
    const byLead = await server.api('PATCH', `/update_user/${consultant.id}`, {
      token: who.lead.access,
      body: { department: ids.design },
    });
    expect(byLead.status).toBe(200);
    expect(byLead.body.department).toBe(ids.design);
    // now outside Dan's department
    expectError(
      await server.api('PATCH', `/update_user/${consultant.id}`, {
        token: who.lead.access,
        body: { department: ids.engineering },
      }),
      403,
    );
    const byRep = await server.api('PATCH', `/update_user/${consultant.id}`, {
      token: who.rep.access,
      body: { department: ids.operations },
    });
    expect(byRep.body.department).toBe(ids.operations);
    expectError(
      await server.api('PATCH', `/update_user/${consultant.id}`, {
        token: who.rep.access,
        body: { department: ids.research },
      }),
      400,
      'invalid',
      'department',
    );
    expectError(
      await server.api('PATCH', `/update_user/${consultant.id}`, {
        token: who.rep.access,
        body: { department: 999999 },
      }),
      400,
      'invalid',
      'department',
    );
    expectError(
      await server.api('PATCH', `/update_user/${who.board.claims.user_id}`, {
        token: who.rep.access,
        body: { department: ids.design },
      }),
      400,
      'invalid',
      'department',
    );
  });

  test('nobody changes another company’s people, and leads only their own consultants', async () => {
    expectError(
      await server.api('PATCH', `/update_user/${ids.gina}`, {
        token: who.rep.access,
        body: { first_name: 'Hacked' },
      }),
      403,
    );
    expectError(
      await server.api('PATCH', `/update_user/${ids.cora}`, {
        token: who.gxAdmin.access,
        body: { first_name: 'Hacked' },
      }),
      403,
    );
    expectError(
      await server.api('PATCH', `/update_user/${ids.designer.id}`, {
        token: who.lead.access,
        body: { first_name: 'Hacked' },
      }),
      403,
    );
    expectError(
      await server.api('PATCH', `/update_user/${who.board.claims.user_id}`, {
        token: who.lead.access,
        body: { first_name: 'Hacked' },
      }),
      403,
    );
    expectError(
      await server.api('PATCH', `/update_user/${ids.cora}`, {
        token: who.board.access,
        body: { first_name: 'Hacked' },
      }),
      403,
    );
    expectError(
      await server.api('PATCH', `/update_user/${ids.engineer.id}`, {
        token: who.cora.access,
        body: { first_name: 'Hacked' },
      }),
      403,
    );
    expectError(
      await server.api('PATCH', `/update_user/${who.admin.claims.user_id}`, {
        token: who.rep.access,
        body: { password: 'Hack3d!!' },
      }),
      403,
    );
    // a lead moves their consultants and changes nothing else of theirs
    expectError(
      await server.api('PATCH', `/update_user/${ids.engineer.id}`, {
        token: who.lead.access,
        body: { contact: '12345' },
      }),
      403,
    );
    expect(
      (
        await server.api('PATCH', `/update_user/${ids.gina}`, {
          token: who.admin.access,
          body: { contact: '54321' },
        })
      ).status,
    ).toBe(200);
  });
});
