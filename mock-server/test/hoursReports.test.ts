/**
 * GET /reports/{company}: hours by project, consultant, department and day, read from
 * the totals; who sees what; every refusal; days in the company's time zone and the recomputation
 * when it changes. (reports.test.ts holds the performance rows.)
 */
import type { HoursReport, ReportTotals } from '@app/contract';
import {
  expectError,
  newPerson,
  serverPerTest,
  task,
  type Actors,
  type SeedIds,
  type TestServer,
} from './helpers';

let server: TestServer;
let who: Actors;
let ids: SeedIds;
/** The server's clock: real time unless a test sets it. */
let clock: Date | null = null;
let p1: { id: number; name: string };
let p2: { id: number; name: string };

const BODY_KEYS = ['company', 'filters', 'from', 'group_by', 'rows', 'status', 'time_zone', 'to', 'totals'];

/** The hours of a report's totals (the representative sees money beside them: reportMoney.test.ts). */
const hoursOf = ({ total_duration, task_count }: ReportTotals) => ({ total_duration, task_count });

/** Creates a task of `userId` at the instant `when` (as the company's representative `token`). */
async function addTaskAt(
  userId: number,
  when: string,
  duration: number,
  project: number | null,
  token?: string,
) {
  clock = new Date(when);
  try {
    const res = await server.api('POST', `/tasks/${userId}`, {
      token: token ?? who.rep.access,
      body: task({ duration, project }),
    });
    expect(res.status).toBe(201);
    expect(res.body.created_at).toBe(clock.toISOString());
    return res.body as { id: number };
  } finally {
    clock = null;
  }
}

async function get(company: number, query: Record<string, string | number>, token = who.rep.access) {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return server.api('GET', `/reports/${company}?${qs}`, { token });
}

async function report(
  query: Record<string, string | number>,
  token = who.rep.access,
  company = ids.northwind,
): Promise<HoursReport> {
  const res = await get(company, query, token);
  expect({ status: res.status, text: res.text }).toEqual({ status: 200, text: res.text });
  return res.body;
}

/** Rows as [key, name, minutes, tasks], the order kept. */
const table = (r: HoursReport) =>
  r.rows.map((row) => [row.key, row.name, row.total_duration, row.task_count]);

const SPRING = { from: '2023-03-01', to: '2023-05-31' };

// a server of its own for every test: they add tasks, move and delete people and change the
// company's zone
serverPerTest((seeded) => ({ server, who, ids } = seeded), { now: () => clock ?? new Date() });
beforeEach(async () => {
  const [[n1, i1], [n2, i2]] = Object.entries(ids.projects);
  p1 = { id: i1, name: n1 };
  p2 = { id: i2, name: n2 };
  // Northwind counts its days in UTC whatever the zone of the machine running the tests
  const utc = await server.api('PATCH', `/company/${ids.northwind}`, {
    token: who.admin.access,
    body: { time_zone: 'UTC' },
  });
  expect(utc.status).toBe(202);
  // 2023 holds no seeded work: every number below comes from these tasks
  await addTaskAt(ids.cora, '2023-03-01T10:00:00Z', 60, p1.id);
  await addTaskAt(ids.cora, '2023-03-15T10:00:00Z', 30, null);
  await addTaskAt(ids.cora, '2023-04-02T10:00:00Z', 45, p2.id);
  await addTaskAt(ids.engineer.id, '2023-03-01T11:00:00Z', 120, p1.id);
  await addTaskAt(ids.engineer.id, '2023-05-31T23:59:00Z', 20, p2.id);
  await addTaskAt(ids.designer.id, '2023-03-20T09:00:00Z', 90, p2.id);
  await addTaskAt(ids.designer.id, '2023-06-01T00:00:00Z', 10, p1.id); // just after the range
  await addTaskAt(ids.designer.id, '2023-02-28T23:59:00Z', 7, p1.id); // just before it
});

describe('grouped totals', () => {
  test('by project, whole months: the shape, names, "No project", sorted by total then name', async () => {
    const r = await report({ ...SPRING, group_by: 'project' });
    // the representative sees money: the currency beside the hours
    expect(Object.keys(r).sort()).toEqual([...BODY_KEYS, 'currency'].sort());
    expect(r).toMatchObject({
      company: ids.northwind,
      from: '2023-03-01',
      to: '2023-05-31',
      group_by: 'project',
      time_zone: 'UTC',
      filters: { department: null, project: null, consultant: null },
    });
    expect(Object.keys(r.rows[0]).sort()).toEqual([
      'amount',
      'billable_duration',
      'key',
      'name',
      'task_count',
      'total_duration',
    ]);
    expect(table(r)).toEqual([
      [p1.id, p1.name, 180, 2],
      [p2.id, p2.name, 155, 3],
      [null, 'No project', 30, 1],
    ]);
    expect(hoursOf(r.totals)).toEqual({ total_duration: 365, task_count: 6 });
  });

  test('by project, a range inside months (edge days only) and one over a year boundary', async () => {
    const inner = await report({ from: '2023-03-02', to: '2023-05-30', group_by: 'project' });
    expect(table(inner)).toEqual([
      [p2.id, p2.name, 135, 2],
      [null, 'No project', 30, 1],
    ]);
    expect(hoursOf(inner.totals)).toEqual({ total_duration: 165, task_count: 3 });
    // edge days on both sides of whole months (2023-03 .. 2023-05), up to 366 days
    const year = await report({ from: '2022-12-31', to: '2023-12-30', group_by: 'project' });
    expect(hoursOf(year.totals)).toEqual({ total_duration: 365 + 17, task_count: 8 });
    expect(table(year)[0]).toEqual([p1.id, p1.name, 197, 4]);
  });

  test('by consultant: full names', async () => {
    const r = await report({ ...SPRING, group_by: 'consultant' });
    const name = (u: { first_name: string; last_name: string }) => `${u.first_name} ${u.last_name}`;
    expect(table(r)).toEqual([
      [ids.engineer.id, name(ids.engineer), 140, 2],
      [ids.cora, 'Cora Consultant', 135, 3],
      [ids.designer.id, name(ids.designer), 90, 1],
    ]);
    expect(hoursOf(r.totals)).toEqual({ total_duration: 365, task_count: 6 });
  });

  test('by department: the consultants’ departments', async () => {
    const r = await report({ ...SPRING, group_by: 'department' });
    expect(table(r)).toEqual([
      [ids.engineering, 'Engineering', 275, 5],
      [ids.design, 'Design', 90, 1],
    ]);
  });

  test('by day: YYYY-MM-DD keys in ascending order', async () => {
    const r = await report({ ...SPRING, group_by: 'day' });
    expect(table(r)).toEqual([
      ['2023-03-01', '2023-03-01', 180, 2],
      ['2023-03-15', '2023-03-15', 30, 1],
      ['2023-03-20', '2023-03-20', 90, 1],
      ['2023-04-02', '2023-04-02', 45, 1],
      ['2023-05-31', '2023-05-31', 20, 1],
    ]);
    expect(hoursOf(r.totals)).toEqual({ total_duration: 365, task_count: 6 });
  });

  test('filters: project, department, consultant, and all three together', async () => {
    const byProject = await report({ ...SPRING, group_by: 'consultant', project: p1.id });
    expect(table(byProject).map(([key, , m, n]) => [key, m, n])).toEqual([
      [ids.engineer.id, 120, 1],
      [ids.cora, 60, 1],
    ]);
    expect(byProject.filters).toEqual({ department: null, project: p1.id, consultant: null });
    const design = await report({ ...SPRING, group_by: 'project', department: ids.design });
    expect(table(design)).toEqual([[p2.id, p2.name, 90, 1]]);
    const cora = await report({ ...SPRING, group_by: 'day', consultant: ids.cora });
    expect(table(cora).map(([key, , m]) => [key, m])).toEqual([
      ['2023-03-01', 60],
      ['2023-03-15', 30],
      ['2023-04-02', 45],
    ]);
    const all = await report({
      ...SPRING,
      group_by: 'project',
      department: ids.engineering,
      consultant: ids.cora,
      project: p2.id,
    });
    expect(table(all)).toEqual([[p2.id, p2.name, 45, 1]]);
    const none = await report({ from: '2021-01-01', to: '2021-12-31', group_by: 'project' });
    expect(none.rows).toEqual([]);
    expect(hoursOf(none.totals)).toEqual({ total_duration: 0, task_count: 0 });
  });

  test('totals follow a task edited (project, duration) and deleted', async () => {
    const created = await addTaskAt(ids.cora, '2023-08-10T12:00:00Z', 25, p1.id);
    const august = { from: '2023-08-01', to: '2023-08-31', group_by: 'project' };
    expect(table(await report(august))).toEqual([[p1.id, p1.name, 25, 1]]);
    const patched = await server.api('PATCH', `/task/${created.id}`, {
      token: who.rep.access,
      body: { project: null, duration: 35 },
    });
    expect(patched.status).toBe(202);
    expect(table(await report(august))).toEqual([[null, 'No project', 35, 1]]);
    expect(table(await report({ ...august, group_by: 'consultant' }))[0]).toEqual([
      ids.cora,
      'Cora Consultant',
      35,
      1,
    ]);
    expect((await server.api('DELETE', `/task/${created.id}`, { token: who.rep.access })).status).toBe(202);
    expect((await report(august)).rows).toEqual([]);
  });

  test("a consultant's hours count for their current department: moving them moves their hours", async () => {
    const res = await server.api('POST', `/employees/${ids.design}`, {
      token: who.rep.access,
      body: newPerson('mover'),
    });
    expect(res.status).toBe(201);
    const mover = res.body as { id: number };
    await addTaskAt(mover.id, '2023-09-05T12:00:00Z', 70, p1.id);
    const september = { from: '2023-09-01', to: '2023-09-30', group_by: 'department' };
    expect(table(await report(september))).toEqual([[ids.design, 'Design', 70, 1]]);
    const moved = await server.api('PATCH', `/update_user/${mover.id}`, {
      token: who.rep.access,
      body: { department: ids.operations },
    });
    expect(moved.status).toBe(200);
    expect(table(await report(september))).toEqual([[ids.operations, 'Operations', 70, 1]]);
    // by project and by day too (the company's totals), and per consultant
    expect((await report({ ...september, group_by: 'project', department: ids.design })).rows).toEqual([]);
    expect(table(await report({ ...september, group_by: 'project', department: ids.operations }))).toEqual([
      [p1.id, p1.name, 70, 1],
    ]);
  });

  test('a deleted consultant takes their hours out of every grouping', async () => {
    const res = await server.api('POST', `/employees/${ids.design}`, {
      token: who.rep.access,
      body: newPerson('leaver'),
    });
    expect(res.status).toBe(201);
    const leaver = res.body as { id: number };
    await addTaskAt(leaver.id, '2023-10-05T12:00:00Z', 33, p2.id);
    const october = { from: '2023-10-01', to: '2023-10-31' };
    for (const group_by of ['project', 'department', 'day', 'consultant'])
      expect(hoursOf((await report({ ...october, group_by })).totals)).toEqual({
        total_duration: 33,
        task_count: 1,
      });
    const deleted = await server.api('DELETE', `/employee/${leaver.id}`, { token: who.rep.access });
    expect(deleted.status).toBe(202);
    for (const group_by of ['project', 'department', 'day', 'consultant'])
      expect((await report({ ...october, group_by })).rows).toEqual([]);
  });
});

describe('who sees what', () => {
  test('admin, company_admin and company_member see the whole company', async () => {
    const expected = table(await report({ ...SPRING, group_by: 'project' }));
    expect(table(await report({ ...SPRING, group_by: 'project' }, who.admin.access))).toEqual(expected);
    expect(table(await report({ ...SPRING, group_by: 'project' }, who.board.access))).toEqual(expected);
  });

  test('a department_admin sees their own department only; asking for more is 403', async () => {
    const lead = who.lead.access;
    const r = await report({ ...SPRING, group_by: 'department' }, lead);
    expect(table(r)).toEqual([[ids.engineering, 'Engineering', 275, 5]]);
    expect(r.filters).toEqual({ department: ids.engineering, project: null, consultant: null });
    const consultants = await report(
      { ...SPRING, group_by: 'consultant', department: ids.engineering },
      lead,
    );
    expect(consultants.rows.map((row) => row.key)).toEqual([ids.engineer.id, ids.cora]);
    const cora = await report({ ...SPRING, group_by: 'project', consultant: ids.cora }, lead);
    expect(hoursOf(cora.totals)).toEqual({ total_duration: 135, task_count: 3 });
    expectError(
      await get(ids.northwind, { ...SPRING, group_by: 'project', department: ids.design }, lead),
      403,
    );
    expectError(
      await get(ids.northwind, { ...SPRING, group_by: 'project', consultant: ids.designer.id }, lead),
      403,
      'forbidden',
    );
  });

  test('an employee sees their own hours only; asking for anybody else is 403', async () => {
    const cora = who.cora.access;
    const r = await report({ ...SPRING, group_by: 'consultant' }, cora);
    expect(table(r)).toEqual([[ids.cora, 'Cora Consultant', 135, 3]]);
    expect(r.filters).toEqual({ department: null, project: null, consultant: ids.cora });
    const projects = await report({ ...SPRING, group_by: 'project' }, cora);
    expect(hoursOf(projects.totals)).toEqual({ total_duration: 135, task_count: 3 });
    const own = await report(
      { ...SPRING, group_by: 'day', consultant: ids.cora, department: ids.engineering },
      cora,
    );
    expect(hoursOf(own.totals)).toEqual({ total_duration: 135, task_count: 3 });
    expectError(
      await get(ids.northwind, { ...SPRING, group_by: 'day', consultant: ids.engineer.id }, cora),
      403,
    );
    expectError(await get(ids.northwind, { ...SPRING, group_by: 'day', department: ids.design }, cora), 403);
  });

  test('people of another company: 403 whatever their role; an unknown company 404; no token 401', async () => {
    for (const token of [who.gxAdmin.access, who.gxLead.access, who.gina.access])
      expectError(await get(ids.northwind, { ...SPRING, group_by: 'project' }, token), 403, 'forbidden');
    expectError(await get(ids.globex, { ...SPRING, group_by: 'project' }, who.rep.access), 403, 'forbidden');
    expectError(await get(ids.globex, { ...SPRING, group_by: 'project' }, who.cora.access), 403, 'forbidden');
    expectError(
      await get(999_999_999, { ...SPRING, group_by: 'project' }, who.admin.access),
      404,
      'not_found',
    );
    const anonymous = await server.api(
      'GET',
      `/reports/${ids.northwind}?from=2023-03-01&to=2023-03-31&group_by=day`,
    );
    expectError(anonymous, 401);
  });
});

describe('refusals: 400 naming the field', () => {
  const cases: [string, Record<string, string | number>, string][] = [
    ['from missing', { to: '2023-03-31', group_by: 'day' }, 'from'],
    ['to missing', { from: '2023-03-01', group_by: 'day' }, 'to'],
    ['group_by missing', SPRING, 'group_by'],
    ['a day that does not exist', { from: '2023-02-30', to: '2023-03-31', group_by: 'day' }, 'from'],
    ['not YYYY-MM-DD', { from: '2023-3-1', to: '2023-03-31', group_by: 'day' }, 'from'],
    ['a time in the date', { from: '2023-03-01', to: '2023-03-31T10:00', group_by: 'day' }, 'to'],
    ['to before from', { from: '2023-03-02', to: '2023-03-01', group_by: 'day' }, 'to'],
    ['367 days', { from: '2023-01-01', to: '2024-01-02', group_by: 'project' }, 'to'],
    ['an unknown grouping', { ...SPRING, group_by: 'week' }, 'group_by'],
    ['a department that is not an id', { ...SPRING, group_by: 'day', department: 'abc' }, 'department'],
    ['a project id of 0', { ...SPRING, group_by: 'day', project: 0 }, 'project'],
    ['a negative consultant id', { ...SPRING, group_by: 'day', consultant: -1 }, 'consultant'],
  ];
  test.each(cases)('%s', async (_label, query, field) => {
    const res = await get(ids.northwind, query);
    expectError(res, 400, 'invalid', field);
    expect(res.body.detail).toContain(field);
  });

  test('366 days (a leap year) are allowed', async () => {
    const r = await report({ from: '2024-01-01', to: '2024-12-31', group_by: 'project' });
    expect(r.to).toBe('2024-12-31');
  });

  test('a parameter given twice is refused', async () => {
    const res = await server.api(
      'GET',
      `/reports/${ids.northwind}?from=2023-03-01&from=2023-03-02&to=2023-03-31&group_by=day`,
      {
        token: who.rep.access,
      },
    );
    expectError(res, 400, 'invalid', 'from');
  });

  test("filters naming another company's department, project or consultant, or a non-consultant", async () => {
    const rep = who.rep.claims.user_id;
    for (const [query, field] of [
      [{ department: ids.research }, 'department'],
      [{ project: ids.globexProject }, 'project'],
      [{ consultant: ids.gina }, 'consultant'],
      [{ consultant: rep }, 'consultant'],
      [{ consultant: 999_999_999 }, 'consultant'],
    ] as const) {
      expectError(await get(ids.northwind, { ...SPRING, group_by: 'day', ...query }), 400, 'invalid', field);
      // the same for the platform admin
      expectError(
        await get(ids.northwind, { ...SPRING, group_by: 'day', ...query }, who.admin.access),
        400,
        'invalid',
        field,
      );
    }
  });
});

describe("days in the company's time zone", () => {
  const patchZone = (company: number, time_zone: string, token = who.admin.access) =>
    server.api('PATCH', `/company/${company}`, { token, body: { time_zone } });

  test('companies show their zone (the server’s by default); only the platform admin changes it; unknown zones are 400', async () => {
    const shown = await server.api('GET', `/get_company/${ids.gina}`, { token: who.gina.access });
    expect(shown.body.time_zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expectError(await patchZone(ids.globex, 'Europe/Oslo', who.gxAdmin.access), 403, 'forbidden');
    for (const zone of ['Mars/Olympus_Mons', '+02:00', 'UTC+2', '', 'Europe/Oslo/../../etc'])
      expectError(await patchZone(ids.globex, zone), 400, 'invalid', 'time_zone');
    const ok = await patchZone(ids.globex, 'europe/oslo');
    expect(ok.status).toBe(202);
    expect(ok.body.time_zone).toBe('Europe/Oslo');
    const listed = await server.api('GET', '/companies', { token: who.admin.access });
    expect(listed.body.find((c: { id: number }) => c.id === ids.globex).time_zone).toBe('Europe/Oslo');
  });

  test('a zone is written by its current IANA name; an older name is taken for it', async () => {
    for (const [given, written] of [
      ['Asia/Calcutta', 'Asia/Kolkata'],
      ['Asia/Kolkata', 'Asia/Kolkata'],
      ['Europe/Kiev', 'Europe/Kyiv'],
      ['europe/kyiv', 'Europe/Kyiv'],
      ['Asia/Saigon', 'Asia/Ho_Chi_Minh'],
    ]) {
      const res = await patchZone(ids.globex, given);
      expect([given, res.status, res.body.time_zone]).toEqual([given, 202, written]);
    }
    // the days of a company in it are counted in it: today there is a day
    const shown = await server.api('GET', `/get_company/${ids.gina}`, { token: who.gina.access });
    expect(shown.body).toMatchObject({
      time_zone: 'Asia/Ho_Chi_Minh',
      today: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  test('a task at 23:30 local time on the last day of a month, far west of UTC, belongs to that day; a zone change recomputes the totals', async () => {
    expect((await patchZone(ids.globex, 'Pacific/Honolulu')).status).toBe(202);
    // 23:30 on 31 January 2023 in Honolulu (UTC-10) is 09:30 on 1 February in UTC
    await addTaskAt(ids.gina, '2023-02-01T09:30:00Z', 50, ids.globexProject, who.gxAdmin.access);
    const january = { from: '2023-01-01', to: '2023-01-31', group_by: 'day' };
    const february = { from: '2023-02-01', to: '2023-02-28', group_by: 'day' };
    const gx = (query: Record<string, string>) => report(query, who.gxAdmin.access, ids.globex);
    expect(table(await gx(january))).toEqual([['2023-01-31', '2023-01-31', 50, 1]]);
    expect((await gx(february)).rows).toEqual([]);
    expect((await gx(january)).time_zone).toBe('Pacific/Honolulu');
    // the month roll-up agrees: January read as a whole month
    expect(hoursOf((await gx({ ...january, group_by: 'project' })).totals)).toEqual({
      total_duration: 50,
      task_count: 1,
    });

    // the performance periods follow the same calendar
    clock = new Date('2023-02-01T09:45:00Z'); // 23:45 on 31 January in Honolulu
    try {
      const rows = (await server.api('GET', `/grouped_tasks/${ids.globex}`, { token: who.gxAdmin.access }))
        .body;
      expect(rows.find((r: { id: number }) => r.id === ids.gina)).toMatchObject({
        daily_tasks: { total_duration: 50, task_count: 1 },
        monthly_tasks: { total_duration: 50, task_count: 1 },
      });
      clock = new Date('2023-02-01T10:30:00Z'); // 00:30 on 1 February in Honolulu
      const next = (await server.api('GET', `/grouped_tasks/${ids.globex}`, { token: who.gxAdmin.access }))
        .body;
      expect(next.find((r: { id: number }) => r.id === ids.gina)).toMatchObject({
        daily_tasks: { total_duration: 0, task_count: 0 },
        monthly_tasks: { total_duration: 0, task_count: 0 },
        previous_month_tasks: { total_duration: 50, task_count: 1 },
      });
    } finally {
      clock = null;
    }

    // in Tokyo the same instant is 18:30 on 1 February: the totals are counted again
    expect((await patchZone(ids.globex, 'Asia/Tokyo')).status).toBe(202);
    expect((await gx(january)).rows).toEqual([]);
    expect(table(await gx(february))).toEqual([['2023-02-01', '2023-02-01', 50, 1]]);
    expect(hoursOf((await gx({ ...february, group_by: 'project' })).totals)).toEqual({
      total_duration: 50,
      task_count: 1,
    });
    expect(hoursOf((await gx({ ...january, group_by: 'project' })).totals)).toEqual({
      total_duration: 0,
      task_count: 0,
    });
    // Northwind's totals are untouched by Globex's change
    expect(hoursOf((await report({ ...SPRING, group_by: 'project' })).totals)).toEqual({
      total_duration: 365,
      task_count: 6,
    });
    expect((await patchZone(ids.globex, 'Pacific/Honolulu')).status).toBe(202);
    expect(table(await gx(january))).toEqual([['2023-01-31', '2023-01-31', 50, 1]]);
  });

  test('task writes racing a zone change all end up counted in the new zone', async () => {
    expect((await patchZone(ids.globex, 'Pacific/Honolulu')).status).toBe(202);
    // 23:30 on 28 February 2023 in Honolulu, already 1 March in Tokyo
    clock = new Date('2023-03-01T09:30:00Z');
    try {
      const writes = Array.from({ length: 12 }, () =>
        server.api('POST', `/tasks/${ids.gina}`, {
          token: who.gxAdmin.access,
          body: task({ duration: 5, project: ids.globexProject }),
        }),
      );
      const change = patchZone(ids.globex, 'Asia/Tokyo');
      const done = await Promise.all([...writes, change]);
      expect(done.map((r) => r.status)).toEqual([...Array(12).fill(201), 202]);
    } finally {
      clock = null;
    }
    const gx = (query: Record<string, string>) => report(query, who.gxAdmin.access, ids.globex);
    const days = { from: '2023-02-28', to: '2023-03-01', group_by: 'day' };
    expect(table(await gx(days))).toEqual([['2023-03-01', '2023-03-01', 60, 12]]);
    expect(hoursOf((await gx({ from: '2023-03-01', to: '2023-03-31', group_by: 'project' })).totals)).toEqual(
      {
        total_duration: 60,
        task_count: 12,
      },
    );
    expect(hoursOf((await gx({ ...days, group_by: 'consultant' })).totals)).toEqual({
      total_duration: 60,
      task_count: 12,
    });
  });
});
