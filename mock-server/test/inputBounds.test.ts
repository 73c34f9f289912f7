/**
 * No input reaches a 500: ids past the database's integer (in a body, in a token), days outside
 * the product's range (SUPPORTED_DAYS) in every call that takes one, and lengths counted in
 * characters (code points) as the database counts them. Each is refused with 400 (401 for a token)
 * naming the field, and nothing is written. On the engine under test, one server for the file: the
 * few writes that are taken (the bounds themselves) change nothing another test reads.
 */
import { SUPPORTED_DAYS } from '@app/contract';
import {
  expectError,
  expectOk,
  serverPerFile,
  task,
  type Actors,
  type SeedIds,
  type TestServer,
} from './helpers';

let server: TestServer;
let who: Actors;
let ids: SeedIds;
serverPerFile((seeded) => ({ server, who, ids } = seeded));

/** Days no call takes: outside the range, a year below 1000, and no calendar day. */
const OUT_OF_RANGE = ['9999-12-31', '0000-01-01', '0001-01-01', '0999-01-01', '1899-12-31', '3000-01-01'];

test('PATCH /drafts/{user}: an id past the database integer is 400 naming drafts, and nothing is published', async () => {
  const before = expectOk(await server.api('GET', `/drafts/${ids.cora}`, { token: who.cora.access }));
  for (const id of [2147483648, 2 ** 53, 1e308, -1, 0, 1.5])
    expectError(
      await server.api('PATCH', `/drafts/${ids.cora}`, { token: who.cora.access, body: { drafts: [id] } }),
      400,
      'invalid',
      'drafts',
    );
  expect(expectOk(await server.api('GET', `/drafts/${ids.cora}`, { token: who.cora.access }))).toEqual(
    before,
  );
});

test('a token whose id is past the database integer is 401 like any unknown token', async () => {
  for (const id of ['2147483648', '9999999999'])
    expectError(
      await server.api('GET', `/tasks/${ids.cora}`, { token: `ttp_${id}_${'A'.repeat(43)}` }),
      401,
      'invalid_token',
    );
});

test.each(OUT_OF_RANGE)(
  'a week of %s is 400 naming week, on reading, listing and deciding weeks',
  async (day) => {
    const week = encodeURIComponent(day);
    for (const res of [
      await server.api('GET', `/timesheet/${ids.cora}?week=${week}`, { token: who.cora.access }),
      await server.api('GET', `/timesheets/${ids.northwind}?week=${week}`, { token: who.rep.access }),
      await server.api('POST', `/timesheet/${ids.cora}/submit`, {
        token: who.cora.access,
        body: { week: day },
      }),
      await server.api('POST', `/timesheet/${ids.cora}/approve`, {
        token: who.rep.access,
        body: { week: day },
      }),
      await server.api('POST', `/draft_copies/${ids.cora}`, {
        token: who.cora.access,
        body: { week: day, tasks: [{ task: 1, duration: 5 }] },
      }),
    ]) {
      expectError(res, 400, 'invalid', 'week');
      expect(res.body.detail).toContain(`from ${SUPPORTED_DAYS.first} to ${SUPPORTED_DAYS.last}`);
    }
  },
);

test.each(OUT_OF_RANGE)(
  'a range from or to %s is 400 naming it in the audit trail and the reports',
  async (day) => {
    const d = encodeURIComponent(day);
    expectError(
      await server.api('GET', `/audit/${ids.northwind}?from=${d}&to=2026-01-01`, { token: who.rep.access }),
      400,
      'invalid',
      'from',
    );
    expectError(
      await server.api('GET', `/audit/${ids.northwind}?from=2026-01-01&to=${d}`, { token: who.rep.access }),
      400,
      'invalid',
      'to',
    );
    for (const group of ['project', 'day'])
      expectError(
        await server.api('GET', `/reports/${ids.northwind}?from=${d}&to=${d}&group_by=${group}`, {
          token: who.rep.access,
        }),
        400,
        'invalid',
        'from',
      );
  },
);

test('a target or a holiday on a day outside the range is 400 naming the day', async () => {
  expectError(
    await server.api('POST', `/holidays/${ids.northwind}`, {
      token: who.rep.access,
      body: { day: '9999-12-31', name: 'Far' },
    }),
    400,
    'invalid',
    'day',
  );
  expectError(
    await server.api('POST', `/targets/${ids.cora}`, {
      token: who.rep.access,
      body: { effective_from: '0000-01-01', days: [480, 480, 480, 480, 480, 0, 0] },
    }),
    400,
    'invalid',
    'effective_from',
  );
  expectError(
    await server.api('POST', `/tasks/${ids.cora}`, {
      token: who.cora.access,
      body: task({ worked_on: '0000-01-01' }),
    }),
    400,
    'invalid',
    'worked_on',
  );
});

test('the first and last supported days are read: a week and a report at each bound answer 200', async () => {
  for (const day of [SUPPORTED_DAYS.first, SUPPORTED_DAYS.last]) {
    const week = expectOk(
      await server.api('GET', `/timesheet/${ids.cora}?week=${day}`, { token: who.cora.access }),
    );
    expect(week.days.length).toBe(7);
    const report = expectOk(
      await server.api('GET', `/reports/${ids.northwind}?from=${day}&to=${day}&group_by=day`, {
        token: who.rep.access,
      }),
    );
    expect(report.from).toBe(day);
    expect(report.to).toBe(day);
  }
});

test('lengths are counted in characters: three emoji are a name too short, four are a name of four; fifty make a title', async () => {
  expectError(
    await server.api('POST', `/projects/${ids.northwind}`, {
      token: who.rep.access,
      body: { name: '💥💥💥' },
    }),
    400,
    'invalid',
    'name',
  );
  const project = expectOk(
    await server.api('POST', `/projects/${ids.northwind}`, {
      token: who.rep.access,
      body: { name: '💥💥💥💥' },
    }),
    201,
  );
  expect([...project.name]).toHaveLength(4);
  // the title's bound, in characters: 51 emoji (102 UTF-16 units) are too many, 50 are taken
  expectError(
    await server.api('POST', `/drafts/${ids.cora}`, {
      token: who.cora.access,
      body: task({ title: '💥'.repeat(51) }),
    }),
    400,
    'invalid',
    'title',
  );
  const draft = expectOk(
    await server.api('POST', `/drafts/${ids.cora}`, {
      token: who.cora.access,
      body: task({ title: '💥'.repeat(50) }),
    }),
    201,
  );
  expect(draft.title).toBe('💥'.repeat(50));
});

test('a body field the call does not take is 400 naming it, and nothing changes', async () => {
  const [project] = expectOk(
    await server.api('GET', `/projects/${ids.northwind}`, { token: who.rep.access }),
  );
  const res = await server.api('PATCH', `/project/${project.id}`, {
    token: who.rep.access,
    body: { name: 'Renamed by a typo', bogus: 1 },
  });
  expectError(res, 400, 'invalid', 'bogus');
  expect(res.body.detail).toContain('bogus is not a field of this call');
  const after = expectOk(await server.api('GET', `/projects/${ids.northwind}`, { token: who.rep.access }));
  expect(after.find((p: { id: number }) => p.id === project.id).name).toBe(project.name);
  // every member of a payload's union is taken: a password change with the email along
  expectError(
    await server.api('PATCH', `/update_user/${ids.cora}`, {
      token: who.rep.access,
      body: { is_active: true, role: 'admin' },
    }),
    400,
    'invalid',
    'role',
  );
});

test('a method a path does not have is 405 with the methods it has (Allow); a path the API does not have is 404', async () => {
  const put = await server.api('PUT', `/projects/${ids.northwind}`, {
    token: who.rep.access,
    body: { name: 'Xxxxx' },
  });
  expectError(put, 405, 'method_not_allowed');
  expect(put.headers.get('allow')).toBe('GET, POST');
  const del = await server.api('DELETE', `/projects/${ids.northwind}`, { token: who.rep.access });
  expectError(del, 405, 'method_not_allowed');
  expect(del.headers.get('allow')).toBe('GET, POST');
  const post = await server.api('POST', '/health');
  expectError(post, 405, 'method_not_allowed');
  expect(post.headers.get('allow')).toBe('GET');
  expectError(await server.api('GET', '/no/such/path', { token: who.rep.access }), 404, 'not_found');
});
