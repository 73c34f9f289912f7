/**
 * Hostile input that the database cannot take or would store differently from what it is sent:
 * ids past PostgreSQL's integer range, NUL characters, huge emails and lone surrogates. Each is a
 * 400 naming the field (never a 500), or is answered exactly as it is stored.
 */
import { successStatus } from '@app/contract';
import { sql } from 'drizzle-orm';
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
import { SEED_ACCOUNTS } from '../src/seed';

let server: TestServer;
let who: Actors;
let ids: SeedIds;

serverPerTest((seeded) => ({ server, who, ids } = seeded));

/** Ids no record can have: one past PostgreSQL's integer, a float beyond 2^53, a long digit string. */
const OUT_OF_RANGE: unknown[] = [2147483648, 1e21, '99999999999', -1, 0, 1.5];

/** Every body field that names a record, as [method, path, token, field, other fields of a valid body]. */
function idFields(): [string, string, string, string, Record<string, unknown>][] {
  return [
    ['POST', `/tasks/${ids.cora}`, who.cora.access, 'project', task()],
    ['POST', `/drafts/${ids.cora}`, who.cora.access, 'project', task()],
    ['POST', `/employees/${ids.northwind}`, who.rep.access, 'department', newPerson('range')],
    ['PATCH', `/update_user/${ids.engineer.id}`, who.rep.access, 'department', {}],
    ['POST', '/companies', who.admin.access, 'admin', { name: 'Range Works' }],
    ['PATCH', `/company/${ids.northwind}`, who.admin.access, 'admin', {}],
    ['POST', `/departments/${ids.northwind}`, who.rep.access, 'admin', { name: 'Range Team' }],
    ['PATCH', `/department/${ids.engineering}`, who.rep.access, 'admin', {}],
  ];
}

describe('ids', () => {
  test('an id in a body that no record can have is refused with 400 naming the field', async () => {
    const created = await server.api('POST', `/tasks/${ids.cora}`, { token: who.cora.access, body: task() });
    const draft = await server.api('POST', `/drafts/${ids.cora}`, { token: who.cora.access, body: task() });
    expect([created.status, draft.status]).toEqual([201, 201]);
    const calls = [
      ...idFields(),
      ['PATCH', `/task/${created.body.id}`, who.rep.access, 'project', {}],
      ['PATCH', `/draft/${draft.body.id}`, who.cora.access, 'project', {}],
    ] as const;
    for (const [method, urlPath, token, field, rest] of calls)
      for (const id of OUT_OF_RANGE)
        expectError(
          await server.api(method, urlPath, { token, body: { ...rest, [field]: id } }),
          400,
          'invalid',
          field,
        );
  });

  test('a report filter that no record can have is refused with 400 naming it', async () => {
    for (const field of ['department', 'project', 'consultant'])
      for (const id of ['99999999999', '2147483648', '1e21', '0'])
        expectError(
          await server.api(
            'GET',
            `/reports/${ids.northwind}?from=2025-01-01&to=2025-01-31&group_by=project&${field}=${id}`,
            { token: who.rep.access },
          ),
          400,
          'invalid',
          field,
        );
  });

  test('a path id past the integer range is 404', async () => {
    for (const id of ['2147483648', '99999999999', '99999999999999999999999'])
      for (const urlPath of [`/tasks/${id}`, `/task/${id}`, `/company/${id}`]) {
        const read = urlPath.startsWith('/tasks/');
        const res = await server.api(read ? 'GET' : 'PATCH', urlPath, {
          token: who.admin.access,
          ...(!read && { body: { name: 'Renamed' } }),
        });
        expectError(res, 404, 'not_found');
      }
  });

  test('records with ids up to the top of the integer range are reachable by path', async () => {
    const own = await startTestServer();
    try {
      await own.store.engineDb.execute(sql`select setval('entity_id_seq', 2147483000)`);
      const cora = await signIn(own.api, SEED_ACCOUNTS.consultant.email);
      const created = await own.api('POST', `/drafts/${cora.claims.user_id}`, {
        token: cora.access,
        body: task(),
      });
      expect(created.status).toBe(201);
      expect(created.body.id).toBeGreaterThan(2147483000);
      const renamed = await own.api('PATCH', `/draft/${created.body.id}`, {
        token: cora.access,
        body: { title: 'Renamed' },
      });
      expect([renamed.status, renamed.body.title]).toEqual([
        successStatus('PATCH /draft/{draftId}'),
        'Renamed',
      ]);
    } finally {
      await own.stop();
    }
  });
});

describe('strings the database cannot store', () => {
  test('sign-in with a NUL or an email longer than any account is 400 naming email, not 500', async () => {
    for (const email of ['a\u0000@example.com', `${'a'.repeat(1_000_000)}@example.com`]) {
      expectError(
        await server.api('POST', '/token/', { body: { email, password: 'Demo#2025' } }),
        400,
        'invalid',
        'email',
      );
    }
    // an unknown but well-formed email is still the usual refusal
    expectError(
      await server.api('POST', '/token/', { body: { email: 'nobody@example.com', password: 'Demo#2025' } }),
      401,
      'invalid_credentials',
    );
  });

  test('a NUL in any string field of a body or a query is refused with 400 naming the field', async () => {
    const nul = (text: string) => `${text}\u0000`;
    const person = newPerson('nul');
    const calls: [string, string, string, Record<string, unknown>, string][] = [
      ['POST', '/token/refresh/', '', { refresh: nul(who.cora.refresh) }, 'refresh'],
      [
        'POST',
        '/token/',
        '',
        { email: SEED_ACCOUNTS.consultant.email, password: nul('Demo#2025') },
        'password',
      ],
      ...(['email', 'password', 'first_name', 'last_name', 'contact'] as const).map(
        (field): [string, string, string, Record<string, unknown>, string] => [
          'POST',
          `/members/${ids.northwind}`,
          who.rep.access,
          { ...person, [field]: nul(person[field]) },
          field,
        ],
      ),
      ['POST', `/tasks/${ids.cora}`, who.cora.access, task({ title: nul('t') }), 'title'],
      ['POST', `/drafts/${ids.cora}`, who.cora.access, task({ body: nul('<p>b</p>') }), 'body'],
      ['POST', `/projects/${ids.northwind}`, who.rep.access, { name: nul('Project') }, 'name'],
      [
        'PATCH',
        `/company/${ids.northwind}`,
        who.admin.access,
        { time_zone: nul('Europe/Oslo') },
        'time_zone',
      ],
    ];
    for (const [method, urlPath, token, body, field] of calls)
      expectError(
        await server.api(method, urlPath, { ...(token && { token }), body }),
        400,
        'invalid',
        field,
      );
    expectError(
      await server.api('GET', `/reports/${ids.northwind}?from=2025-01-01&to=2025-01-31&group_by=day%00`, {
        token: who.rep.access,
      }),
      400,
      'invalid',
      'group_by',
    );
  });
});

describe('lone surrogates', () => {
  test('are stored and answered as U+FFFD, the same in the answer and in a later read', async () => {
    const created = await server.api('POST', `/tasks/${ids.cora}`, {
      token: who.cora.access,
      body: task({ title: 'a\uD800b\uDC00', body: '<p>x\uDBFFy</p>' }),
    });
    expect(created.status).toBe(201);
    expect([created.body.title, created.body.body]).toEqual(['a\uFFFDb\uFFFD', '<p>x\uFFFDy</p>']);
    const listed = await server.api('GET', `/tasks/${ids.cora}`, { token: who.cora.access });
    const stored = listed.body.find((t: { id: number }) => t.id === created.body.id);
    expect([stored.title, stored.body]).toEqual([created.body.title, created.body.body]);

    // a well-formed pair stays as it is
    const pair = await server.api('PATCH', `/task/${created.body.id}`, {
      token: who.rep.access,
      body: { title: 'ok \uD83D\uDE00' },
    });
    expect(pair.body.title).toBe('ok \uD83D\uDE00');

    const person = await server.api('POST', `/members/${ids.northwind}`, {
      token: who.rep.access,
      body: { ...newPerson('surrogate'), first_name: 'Ann\uDC00', last_name: '\uD800' },
    });
    expect(person.status).toBe(201);
    expect([person.body.first_name, person.body.last_name]).toEqual(['Ann\uFFFD', '\uFFFD']);
    const members = await server.api('GET', `/members/${ids.northwind}`, { token: who.rep.access });
    const member = members.body.find((u: { id: number }) => u.id === person.body.id);
    expect([member.first_name, member.last_name]).toEqual(['Ann\uFFFD', '\uFFFD']);
  });
});
