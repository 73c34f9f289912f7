/**
 * Clients and rates: GET/POST /clients/{company}, PATCH/DELETE /client/{id}, a project's client and
 * whether it is billable, the company's currency, GET/POST /rates/{company} and DELETE /rate/{id}.
 * Who may do what, every refusal naming its rule, each write's audit event, and the races of each
 * write against its rivals (ROUNDS rounds each).
 */
import { MONEY_LIMITS } from '@app/contract/money';
import {
  expectError,
  expectOk,
  serverPerTest,
  type Actors,
  type Json,
  type SeedIds,
  type TestServer,
} from './helpers';

const ROUNDS = 20;

let server: TestServer;
let who: Actors;
let ids: SeedIds;

serverPerTest((seeded) => ({ server, who, ids } = seeded));

const addClient = (body: Record<string, unknown>, token = who.rep.access, company = ids.northwind) =>
  server.api('POST', `/clients/${company}`, { token, body });

const eventsOf = async (entity: string, id: number) =>
  expectOk(
    await server.api('GET', `/audit/${ids.northwind}?entity=${entity}&entity_id=${id}`, {
      token: who.rep.access,
    }),
  ).events as { action: string; before: unknown; after: unknown }[];

describe('clients', () => {
  test('the representative adds a client (defaults filled in); readers list it; others are refused', async () => {
    const made = expectOk(await addClient({ name: '  Contoso  ', vat_id: 'NO123456789MVA' }), 201);
    expect(made).toEqual({
      id: expect.any(Number),
      name: 'Contoso',
      address: '',
      vat_id: 'NO123456789MVA',
      payment_terms_days: 30,
      notes: '',
      archived: false,
      created_at: expect.any(String),
    });
    for (const s of [who.admin, who.rep, who.board, who.cora])
      expect(
        expectOk(await server.api('GET', `/clients/${ids.northwind}`, { token: s.access })).map(
          (c: { name: string }) => c.name,
        ),
      ).toEqual(['Contoso']);
    for (const s of [who.lead, who.gxAdmin, who.gina])
      expectError(await server.api('GET', `/clients/${ids.northwind}`, { token: s.access }), 403);
    for (const s of [who.admin, who.board, who.lead, who.cora, who.gxAdmin])
      expectError(await addClient({ name: 'Sneaky' }, s.access), 403);
    expect((await eventsOf('client', made.id)).map((e) => e.action)).toEqual(['created']);
  });

  test('bad input is 400 naming the field; a name taken whatever its case is 409', async () => {
    expectError(await addClient({}), 400, 'invalid', 'name');
    expectError(await addClient({ name: 'A', payment_terms_days: -1 }), 400, 'invalid', 'payment_terms_days');
    expectError(
      await addClient({ name: 'A', payment_terms_days: 366 }),
      400,
      'invalid',
      'payment_terms_days',
    );
    expectError(
      await addClient({ name: 'A', payment_terms_days: 2.5 }),
      400,
      'invalid',
      'payment_terms_days',
    );
    expectError(await addClient({ name: 'A', vat_id: 'x'.repeat(33) }), 400, 'invalid', 'vat_id');
    expectError(await addClient({ name: 'A', vat_id: 'a\u202eb' }), 400, 'invalid', 'vat_id');
    expectError(await addClient({ name: 'A', address: 'é'.repeat(501) }), 400, 'invalid', 'address');
    expectError(await addClient({ name: '💥'.repeat(101) }), 400, 'invalid', 'name');
    // 100 characters of four UTF-8 bytes and two UTF-16 units each: counted as 100
    expectOk(await addClient({ name: '💥'.repeat(100), address: 'Storgata 1\n0155 Oslo' }), 201);
    expectOk(await addClient({ name: 'Łódź Ærø Şirket 株式会社' }), 201);
    expectError(await addClient({ name: 'łódź ærø şirket 株式会社' }), 409, 'duplicate_name');
    // a path id no record can have names none
    expectError(
      await server.api('POST', '/clients/2147483648', { token: who.rep.access, body: { name: 'X' } }),
      404,
    );
  });

  test('PATCH changes only the fields sent; archive and restore; 404 for none', async () => {
    const made = expectOk(
      await addClient({ name: 'Fabrikam', notes: 'Net 45', payment_terms_days: 45 }),
      201,
    );
    const renamed = expectOk(
      await server.api('PATCH', `/client/${made.id}`, {
        token: who.rep.access,
        body: { name: 'Fabrikam AS' },
      }),
      202,
    );
    expect(renamed).toEqual({ ...made, name: 'Fabrikam AS' });
    const archived = expectOk(
      await server.api('PATCH', `/client/${made.id}`, { token: who.rep.access, body: { archived: true } }),
      202,
    );
    expect(archived).toEqual({ ...renamed, archived: true });
    expectError(await server.api('PATCH', `/client/${made.id}`, { token: who.rep.access, body: {} }), 400);
    expectError(
      await server.api('PATCH', `/client/${made.id}`, { token: who.board.access, body: { name: 'Nope' } }),
      403,
    );
    expectError(
      await server.api('PATCH', `/client/${made.id}`, { token: who.gxAdmin.access, body: { name: 'Nope' } }),
      403,
    );
    expectError(
      await server.api('PATCH', '/client/999999', { token: who.rep.access, body: { name: 'X' } }),
      404,
    );
    const events = await eventsOf('client', made.id);
    expect(events.map((e) => e.action)).toEqual(expect.arrayContaining(['created', 'updated', 'updated']));
  });

  test("a project's client and billable: set on create and patch, only the fields sent; another company's or an archived client refused", async () => {
    const contoso = expectOk(await addClient({ name: 'Contoso' }), 201);
    const globexClient = expectOk(await addClient({ name: 'Initech' }, who.gxAdmin.access, ids.globex), 201);
    const made = expectOk(
      await server.api('POST', `/projects/${ids.northwind}`, {
        token: who.rep.access,
        body: { name: 'Billing', client: contoso.id },
      }),
      201,
    );
    expect(made).toEqual({
      id: expect.any(Number),
      name: 'Billing',
      client: contoso.id,
      billable: true,
      budget_minutes: null,
      budget_amount: null,
    });
    const internal = expectOk(
      await server.api('PATCH', `/project/${made.id}`, { token: who.rep.access, body: { billable: false } }),
      202,
    );
    expect(internal).toEqual({ ...made, billable: false });
    expect(
      expectOk(
        await server.api('PATCH', `/project/${made.id}`, { token: who.rep.access, body: { client: null } }),
        202,
      ),
    ).toEqual({ ...made, billable: false, client: null });
    expectError(
      await server.api('PATCH', `/project/${made.id}`, {
        token: who.rep.access,
        body: { client: globexClient.id },
      }),
      400,
      'invalid',
      'client',
    );
    expectError(
      await server.api('PATCH', `/project/${made.id}`, { token: who.rep.access, body: { billable: 'yes' } }),
      400,
      'invalid',
      'billable',
    );
    expectOk(
      await server.api('PATCH', `/client/${contoso.id}`, { token: who.rep.access, body: { archived: true } }),
      202,
    );
    expectError(
      await server.api('PATCH', `/project/${made.id}`, {
        token: who.rep.access,
        body: { client: contoso.id },
      }),
      400,
      'invalid',
      'client',
    );
    const listed = expectOk(
      await server.api('GET', `/projects/${ids.northwind}`, { token: who.cora.access }),
    );
    // a consultant reads no budget in money
    const { budget_amount: _money, ...seen } = made;
    expect(listed.find((p: { id: number }) => p.id === made.id)).toEqual({
      ...seen,
      billable: false,
      client: null,
    });
  });

  test('a client a project names is not deleted (409 naming the rule); without one it is', async () => {
    const contoso = expectOk(await addClient({ name: 'Contoso' }), 201);
    const project = expectOk(
      await server.api('POST', `/projects/${ids.northwind}`, {
        token: who.rep.access,
        body: { name: 'Named', client: contoso.id },
      }),
      201,
    );
    expectError(
      await server.api('DELETE', `/client/${contoso.id}`, { token: who.rep.access }),
      409,
      'client_in_use',
    );
    expectOk(await server.api('DELETE', `/project/${project.id}`, { token: who.rep.access }), 202);
    // a deleted project keeps its client for the hours it holds
    expectError(
      await server.api('DELETE', `/client/${contoso.id}`, { token: who.rep.access }),
      409,
      'client_in_use',
    );
    const free = expectOk(await addClient({ name: 'Free' }), 201);
    expectError(await server.api('DELETE', `/client/${free.id}`, { token: who.board.access }), 403);
    expectOk(await server.api('DELETE', `/client/${free.id}`, { token: who.rep.access }), 202);
    expectError(await server.api('DELETE', `/client/${free.id}`, { token: who.rep.access }), 404);
    expect((await eventsOf('client', free.id)).map((e) => e.action).sort()).toEqual(['created', 'deleted']);
  });

  test('deleting a company deletes its clients and projects naming them', async () => {
    const contoso = expectOk(await addClient({ name: 'Contoso' }), 201);
    expectOk(
      await server.api('POST', `/projects/${ids.northwind}`, {
        token: who.rep.access,
        body: { name: 'Named', client: contoso.id },
      }),
      201,
    );
    expectOk(await server.api('DELETE', `/company/${ids.northwind}`, { token: who.admin.access }), 202);
  });

  test(`a client deleted while a project is set to it: one wins, never a project naming no client (${ROUNDS} rounds)`, async () => {
    const project = expectOk(
      await server.api('POST', `/projects/${ids.northwind}`, {
        token: who.rep.access,
        body: { name: 'Racing' },
      }),
      201,
    );
    for (let round = 0; round < ROUNDS; round += 1) {
      const client = expectOk(await addClient({ name: `Race ${round}` }), 201);
      const [set, removed] = await Promise.all([
        server.api('PATCH', `/project/${project.id}`, { token: who.rep.access, body: { client: client.id } }),
        server.api('DELETE', `/client/${client.id}`, { token: who.rep.access }),
      ]);
      const now = expectOk(await server.api('GET', `/clients/${ids.northwind}`, { token: who.rep.access }));
      const exists = now.some((c: { id: number }) => c.id === client.id);
      if (set.status === 202) {
        expect({ round, removed: removed.status, exists }).toEqual({ round, removed: 409, exists: true });
        expectOk(
          await server.api('PATCH', `/project/${project.id}`, {
            token: who.rep.access,
            body: { client: null },
          }),
          202,
        );
      } else {
        expect({ round, set: set.status, removed: removed.status, exists }).toEqual({
          round,
          set: 400,
          removed: 202,
          exists: false,
        });
      }
    }
  });

  test(`two clients of one name added at once: one is made, the other 409 (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const both = await Promise.all([
        addClient({ name: `Twin ${round}` }),
        addClient({ name: `twin ${round}` }),
      ]);
      expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
      expectError(
        both.find((r) => r.status === 409)!,
        409,
        'duplicate_name',
      );
    }
  });

  test(`a client edited and deleted at once: the edit is 202 then the delete, or the delete then 404 (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const client = expectOk(await addClient({ name: `Edited ${round}` }), 201);
      const [edit, removed] = await Promise.all([
        server.api('PATCH', `/client/${client.id}`, { token: who.rep.access, body: { notes: 'late' } }),
        server.api('DELETE', `/client/${client.id}`, { token: who.rep.access }),
      ]);
      expect(removed.status).toBe(202);
      expect({ round, edit: [202, 404].includes(edit.status) }).toEqual({ round, edit: true });
      expectError(await server.api('DELETE', `/client/${client.id}`, { token: who.rep.access }), 404);
    }
  });
});

describe('rates and the currency', () => {
  const setRate = (body: Record<string, unknown>, token = who.rep.access) =>
    server.api('POST', `/rates/${ids.northwind}`, { token, body });

  test('each level names its place; the same place and day replaces; board members read, consultants and leads never', async () => {
    const contoso = expectOk(await addClient({ name: 'Contoso' }), 201);
    const project = ids.projects['Website Revamp'];
    const company = expectOk(
      await setRate({ level: 'company', hourly_rate: 10000, from: '2026-01-01' }),
      201,
    );
    expect(company).toEqual({
      id: expect.any(Number),
      level: 'company',
      client: null,
      project: null,
      user: null,
      hourly_rate: 10000,
      from: '2026-01-01',
      set_at: expect.any(String),
      set_by_name: expect.any(String),
      client_name: null,
      project_name: null,
      user_name: null,
    });
    expectOk(
      await setRate({ level: 'client', client: contoso.id, hourly_rate: 12000, from: '2026-01-01' }),
      201,
    );
    expectOk(await setRate({ level: 'project', project, hourly_rate: 13000, from: '2026-01-01' }), 201);
    expectOk(
      await setRate({ level: 'consultant', user: ids.cora, hourly_rate: 11000, from: '2026-01-01' }),
      201,
    );
    expectOk(
      await setRate({
        level: 'consultant_project',
        user: ids.cora,
        project,
        hourly_rate: 15000,
        from: '2026-06-01',
      }),
      201,
    );
    const replaced = expectOk(
      await setRate({ level: 'company', hourly_rate: 10500, from: '2026-01-01' }),
      201,
    );
    expect(replaced.id).toBe(company.id);
    expect((await eventsOf('rate', company.id)).map((e) => e.action).sort()).toEqual(['created', 'updated']);

    const listed = expectOk(await server.api('GET', `/rates/${ids.northwind}`, { token: who.board.access }));
    // each rate names its places as they are called now, for the board member too (who reads no projects)
    expect(
      listed.map((r: Json) => [r.level, r.hourly_rate, r.client_name, r.project_name, r.user_name]),
    ).toEqual([
      ['consultant_project', 15000, null, 'Website Revamp', 'Cora Consultant'],
      ['project', 13000, null, 'Website Revamp', null],
      ['client', 12000, 'Contoso', null, null],
      ['consultant', 11000, null, null, 'Cora Consultant'],
      ['company', 10500, null, null, null],
    ]);
    expectOk(await server.api('GET', `/rates/${ids.northwind}`, { token: who.admin.access }));
    for (const s of [who.lead, who.cora, who.gxAdmin, who.gina])
      expectError(await server.api('GET', `/rates/${ids.northwind}`, { token: s.access }), 403);
    for (const s of [who.admin, who.board, who.lead, who.cora, who.gxAdmin])
      expectError(await setRate({ level: 'company', hourly_rate: 1, from: '2026-01-01' }, s.access), 403);
  });

  test('bad rates are 400 naming the field: places, bounds, days; a place of another company', async () => {
    const gxClient = expectOk(await addClient({ name: 'Initech' }, who.gxAdmin.access, ids.globex), 201);
    const base = { hourly_rate: 100, from: '2026-01-01' };
    expectError(await setRate({ ...base, level: 'galaxy' }), 400, 'invalid', 'level');
    expectError(await setRate({ ...base, level: 'client' }), 400, 'invalid', 'client');
    expectError(await setRate({ ...base, level: 'company', user: ids.cora }), 400, 'invalid', 'user');
    expectError(
      await setRate({ ...base, level: 'consultant_project', user: ids.cora }),
      400,
      'invalid',
      'project',
    );
    expectError(await setRate({ ...base, level: 'client', client: gxClient.id }), 400, 'invalid', 'client');
    expectError(
      await setRate({ ...base, level: 'project', project: ids.globexProject }),
      400,
      'invalid',
      'project',
    );
    expectError(await setRate({ ...base, level: 'consultant', user: ids.gina }), 400, 'invalid', 'user');
    // a representative is no consultant
    expectError(
      await setRate({ ...base, level: 'consultant', user: who.rep.claims.user_id }),
      400,
      'invalid',
      'user',
    );
    expectError(await setRate({ ...base, level: 'company', hourly_rate: -1 }), 400, 'invalid', 'hourly_rate');
    expectError(
      await setRate({ ...base, level: 'company', hourly_rate: 1.5 }),
      400,
      'invalid',
      'hourly_rate',
    );
    expectError(
      await setRate({ ...base, level: 'company', hourly_rate: MONEY_LIMITS.hourlyRateMax + 1 }),
      400,
      'invalid',
      'hourly_rate',
    );
    expectError(
      await setRate({ ...base, level: 'company', hourly_rate: 2 ** 53 }),
      400,
      'invalid',
      'hourly_rate',
    );
    expectError(
      await setRate({ ...base, level: 'company', hourly_rate: 1e308 }),
      400,
      'invalid',
      'hourly_rate',
    );
    for (const from of ['2026-02-30', '9999-12-31', '0999-01-01', '2026-1-1', ''])
      expectError(await setRate({ ...base, level: 'company', from }), 400, 'invalid', 'from');
    expectError(await setRate({ ...base, level: 'project', project: 2147483648 }), 400, 'invalid', 'project');
    expectOk(await setRate({ ...base, level: 'company', hourly_rate: MONEY_LIMITS.hourlyRateMax }), 201);
  });

  test('DELETE /rate/{id}: the representative only; 404 once gone', async () => {
    const rate = expectOk(await setRate({ level: 'company', hourly_rate: 9000, from: '2026-03-01' }), 201);
    expectError(await server.api('DELETE', `/rate/${rate.id}`, { token: who.board.access }), 403);
    expectError(await server.api('DELETE', `/rate/${rate.id}`, { token: who.gxAdmin.access }), 403);
    expectOk(await server.api('DELETE', `/rate/${rate.id}`, { token: who.rep.access }), 202);
    expectError(await server.api('DELETE', `/rate/${rate.id}`, { token: who.rep.access }), 404);
    expect((await eventsOf('rate', rate.id)).map((e) => e.action).sort()).toEqual(['created', 'deleted']);
  });

  test('the currency: EUR by default; the representative or the admin sets an ISO 4217 code, not once rates exist', async () => {
    const company = () => server.api('GET', `/get_company/${ids.cora}`, { token: who.cora.access });
    expect(expectOk(await company()).currency).toBe('EUR');
    const patch = (currency: unknown, token = who.rep.access) =>
      server.api('PATCH', `/company/${ids.northwind}`, { token, body: { currency } });
    expect(expectOk(await patch('NOK'), 202).currency).toBe('NOK');
    expect(expectOk(await patch('JPY', who.admin.access), 202).currency).toBe('JPY');
    for (const bad of ['nok', 'XXQ', 'EURO', 12, ''])
      expectError(await patch(bad), 400, 'invalid', 'currency');
    for (const s of [who.board, who.lead, who.cora, who.gxAdmin])
      expectError(await patch('SEK', s.access), 403);
    // the representative sets the currency alone, never the company's name with it
    expectError(
      await server.api('PATCH', `/company/${ids.northwind}`, {
        token: who.rep.access,
        body: { currency: 'SEK', name: 'Renamed Northwind' },
      }),
      403,
    );
    expectOk(await setRate({ level: 'company', hourly_rate: 9000, from: '2026-03-01' }), 201);
    expectError(await patch('USD'), 409, 'currency_in_use');
    expect(expectOk(await company()).currency).toBe('JPY');
  });

  test(`the currency changed while a rate is set: the rate is never read in the other currency (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const currency = round % 2 ? 'NOK' : 'SEK';
      const [patched, rate] = await Promise.all([
        server.api('PATCH', `/company/${ids.northwind}`, { token: who.rep.access, body: { currency } }),
        setRate({ level: 'company', hourly_rate: 100 + round, from: '2026-03-01' }),
      ]);
      expect(rate.status).toBe(201);
      // the patch won before the rate (and so changed the currency) or met the rate (and was refused)
      expect({ round, patched: [202, 409].includes(patched.status) }).toEqual({ round, patched: true });
      const now = expectOk(await server.api('GET', `/get_company/${ids.cora}`, { token: who.cora.access }));
      if (patched.status === 202) expect(now.currency).toBe(currency);
      expectOk(await server.api('DELETE', `/rate/${rate.body.id}`, { token: who.rep.access }), 202);
    }
  });

  test(`one place and day set twice at once: one rate, the last write's amount (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const from = `2026-04-${String(round + 1).padStart(2, '0')}`;
      const both = await Promise.all([
        setRate({ level: 'consultant', user: ids.cora, hourly_rate: 1000, from }),
        setRate({ level: 'consultant', user: ids.cora, hourly_rate: 2000, from }),
      ]);
      expect(both.map((r) => r.status)).toEqual([201, 201]);
      expect(both[0].body.id).toBe(both[1].body.id);
      const listed = expectOk(
        await server.api('GET', `/rates/${ids.northwind}`, { token: who.rep.access }),
      ).filter((r: { from: string }) => r.from === from);
      expect(listed).toHaveLength(1);
      expect([1000, 2000]).toContain(listed[0].hourly_rate);
    }
  });
});
