/** GET /tasks_logs/{company}, GET /grouped_tasks/{company}, GET /task_grouping_by_department/{department}. */
import {
  expectError,
  newPerson,
  seedIds,
  serverPerTest,
  signInEveryone,
  startTestServer,
  task,
  tasksOf,
  type Actors,
  type SeedIds,
  type TestServer,
} from './helpers';

let server: TestServer;
let who: Actors;
let ids: SeedIds;
/** The server's clock: real time unless a test sets it. */
let clock: Date | null = null;

serverPerTest((seeded) => ({ server, who, ids } = seeded), { now: () => clock ?? new Date() });

const ROW_KEYS = [
  'contact',
  'daily_tasks',
  'department',
  'department_id',
  'email',
  'id',
  'monthly_tasks',
  'name',
  'previous_month_tasks',
  'weekly_target',
  'weekly_tasks',
];

/** Local time, like the server's calendar. */
const at = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min);

async function freshConsultant(department = ids.operations) {
  const res = await server.api('POST', `/employees/${department}`, {
    token: who.rep.access,
    body: newPerson('perf'),
  });
  expect(res.status).toBe(201);
  return res.body;
}

async function addTaskAt(userId: number, when: Date, duration: number) {
  clock = when;
  try {
    const res = await server.api('POST', `/tasks/${userId}`, {
      token: who.rep.access,
      body: task({ duration }),
    });
    expect(res.status).toBe(201);
    expect(res.body.created_at).toBe(when.toISOString());
  } finally {
    clock = null;
  }
}

async function rowsAt(when: Date, path: string, token = who.rep.access) {
  clock = when;
  try {
    const res = await server.api('GET', path, { token });
    expect(res.status).toBe(200);
    return res.body as {
      id: number;
      daily_tasks: object;
      weekly_tasks: object;
      monthly_tasks: object;
      previous_month_tasks: object;
    }[];
  } finally {
    clock = null;
  }
}

describe('performance rows', () => {
  test('one row per consultant of the company, with every field; seeded consultants have work today', async () => {
    const res = await server.api('GET', `/grouped_tasks/${ids.northwind}`, { token: who.rep.access });
    expect(res.status).toBe(200);
    const consultants = (await server.api('GET', `/employees/${ids.northwind}`, { token: who.rep.access }))
      .body;
    expect(res.body.map((r: { id: number }) => r.id).sort()).toEqual(
      consultants.map((u: { id: number }) => u.id).sort(),
    );
    const cora = res.body.find((r: { id: number }) => r.id === ids.cora);
    expect(Object.keys(cora).sort()).toEqual(ROW_KEYS);
    expect(cora).toMatchObject({
      name: 'Cora Consultant',
      email: 'consultant@example.com',
      department: 'Engineering',
      department_id: ids.engineering,
    });
    expect(cora.daily_tasks.task_count).toBeGreaterThanOrEqual(2);
    expect(cora.weekly_tasks.task_count).toBeGreaterThanOrEqual(cora.daily_tasks.task_count);
    expect(cora.monthly_tasks.total_duration).toBeGreaterThan(0);
    expect(cora.previous_month_tasks.task_count).toBeGreaterThanOrEqual(4);
  });

  test("a server whose clock reads a later day than the suite's first starts on that day's seed (a run that crosses midnight)", async () => {
    // the suite's first server (this test's own) started on today's seed; tomorrow, a new one
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    tomorrow.setHours(12, 0, 0, 0);
    const later = await startTestServer({ now: () => tomorrow });
    try {
      const everyone = await signInEveryone(later.api);
      const seedOfLater = await seedIds(later.api, everyone);
      const res = await later.api('GET', `/grouped_tasks/${seedOfLater.northwind}`, {
        token: everyone.rep.access,
      });
      expect(res.status).toBe(200);
      const cora = res.body.find((r: { id: number }) => r.id === seedOfLater.cora);
      expect(cora.daily_tasks.task_count).toBeGreaterThanOrEqual(2);
    } finally {
      await later.stop();
    }
  });

  test('today, ISO week (Monday start, across a month boundary), this month and last month', async () => {
    const consultant = await freshConsultant();
    const idle = await freshConsultant();
    // "now" is Wednesday 2 July 2025, noon; the week started on Monday 30 June
    await addTaskAt(consultant.id, at(2025, 7, 2, 9), 10); // today
    await addTaskAt(consultant.id, at(2025, 7, 2, 0, 5), 1); // today, just after midnight
    await addTaskAt(consultant.id, at(2025, 7, 1, 8), 80); // yesterday: week + month
    await addTaskAt(consultant.id, at(2025, 6, 30, 10), 20); // Monday: week + previous month
    await addTaskAt(consultant.id, at(2025, 6, 29, 23, 30), 40); // Sunday before: previous month only
    await addTaskAt(consultant.id, at(2025, 6, 1, 0, 10), 5); // first of last month
    await addTaskAt(consultant.id, at(2025, 5, 31, 23, 59), 160); // two months ago: nowhere
    await addTaskAt(consultant.id, at(2025, 7, 1, 23, 59), 300); // yesterday, late: week + month

    const rows = await rowsAt(at(2025, 7, 2, 12), `/grouped_tasks/${ids.northwind}`);
    expect(rows.find((r) => r.id === consultant.id)).toMatchObject({
      daily_tasks: { total_duration: 11, task_count: 2 },
      weekly_tasks: { total_duration: 11 + 80 + 20 + 300, task_count: 5 },
      monthly_tasks: { total_duration: 11 + 80 + 300, task_count: 4 },
      previous_month_tasks: { total_duration: 20 + 40 + 5, task_count: 3 },
    });
    const zero = { total_duration: 0, task_count: 0 };
    expect(rows.find((r) => r.id === idle.id)).toMatchObject({
      daily_tasks: zero,
      weekly_tasks: zero,
      monthly_tasks: zero,
      previous_month_tasks: zero,
    });

    // on Sunday 6 July the same ISO week still holds Monday 30 June; nothing was done that day
    const sunday = await rowsAt(at(2025, 7, 6, 18), `/task_grouping_by_department/${ids.operations}`);
    expect(sunday.find((r) => r.id === consultant.id)).toMatchObject({
      daily_tasks: zero,
      weekly_tasks: { total_duration: 411, task_count: 5 },
    });
    // on Monday 7 July a new week starts
    const monday = await rowsAt(at(2025, 7, 7, 8), `/grouped_tasks/${ids.northwind}`);
    expect(monday.find((r) => r.id === consultant.id)).toMatchObject({
      weekly_tasks: zero,
      monthly_tasks: { total_duration: 391, task_count: 4 },
    });
    // in August, July is the previous month
    const august = await rowsAt(at(2025, 8, 15), `/grouped_tasks/${ids.northwind}`);
    expect(august.find((r) => r.id === consultant.id)).toMatchObject({
      monthly_tasks: zero,
      previous_month_tasks: { total_duration: 391, task_count: 4 },
    });
    // January looks back at December of the previous year
    await addTaskAt(consultant.id, at(2025, 12, 31, 22), 7);
    const january = await rowsAt(at(2026, 1, 1, 9), `/grouped_tasks/${ids.northwind}`);
    expect(january.find((r) => r.id === consultant.id)).toMatchObject({
      previous_month_tasks: { total_duration: 7, task_count: 1 },
      weekly_tasks: { total_duration: 7, task_count: 1 }, // Mon 29 Dec 2025 - Sun 4 Jan 2026
    });
  });

  test("the periods in the company's time zone: day, ISO week, month and previous month roll over at its midnights, whatever order the work and the reads come in", async () => {
    const zone = async (time_zone: string) =>
      expect(
        (
          await server.api('PATCH', `/company/${ids.globex}`, {
            token: who.admin.access,
            body: { time_zone },
          })
        ).status,
      ).toBe(202);
    const before = (await server.api('GET', '/companies', { token: who.admin.access })).body.find(
      (c: { id: number }) => c.id === ids.globex,
    ).time_zone;
    await zone('Pacific/Auckland'); // UTC+13 until 6 April 2025, then UTC+12
    try {
      const res = await server.api('POST', `/employees/${ids.research}`, {
        token: who.gxAdmin.access,
        body: newPerson('zoned'),
      });
      expect(res.status).toBe(201);
      const kiri = res.body.id as number;
      const add = async (iso: string, duration: number) => {
        clock = new Date(iso);
        try {
          const created = await server.api('POST', `/tasks/${kiri}`, {
            token: who.gxAdmin.access,
            body: task({ duration }),
          });
          expect(created.status).toBe(201);
          return created.body.id as number;
        } finally {
          clock = null;
        }
      };
      // in Auckland: Fri 28 Feb 23:30, Sun 30 Mar 22:00, Mon 31 Mar 08:00, Tue 1 Apr 00:30 and 09:00
      // (in UTC all of them fall in February and March, the last three on 30 and 31 March)
      await add('2025-04-01T00:30:00+13:00', 7); // written first: the latest day comes first
      await add('2025-02-28T23:30:00+13:00', 5);
      await add('2025-03-30T22:00:00+13:00', 40);
      await add('2025-03-31T08:00:00+13:00', 20);
      const last = await add('2025-04-01T09:00:00+13:00', 3);
      const figures = async (iso: string) => {
        const rows = await rowsAt(new Date(iso), `/grouped_tasks/${ids.globex}`, who.gxAdmin.access);
        const row = rows.find((r) => r.id === kiri)!;
        const pair = (p: object) => Object.values(p as { total_duration: number; task_count: number });
        return [row.daily_tasks, row.weekly_tasks, row.monthly_tasks, row.previous_month_tasks].map(pair);
      };
      // Tuesday 1 April, noon: the week began on Monday 31 March, in the previous month
      expect(await figures('2025-04-01T12:00:00+13:00')).toEqual([
        [10, 2],
        [30, 3],
        [10, 2],
        [60, 2],
      ]);
      // Wednesday: a new day
      expect(await figures('2025-04-02T09:00:00+13:00')).toEqual([
        [0, 0],
        [30, 3],
        [10, 2],
        [60, 2],
      ]);
      // the next Monday, just after midnight (the clocks went back on Sunday): a new week
      expect(await figures('2025-04-07T00:05:00+12:00')).toEqual([
        [0, 0],
        [0, 0],
        [10, 2],
        [60, 2],
      ]);
      // Sunday 6 April, five minutes before midnight: still the same week
      expect(await figures('2025-04-06T23:55:00+12:00')).toEqual([
        [0, 0],
        [30, 3],
        [10, 2],
        [60, 2],
      ]);
      // 1 May just after midnight: April is the previous month; 1 June: nothing is left
      expect(await figures('2025-05-01T00:01:00+12:00')).toEqual([
        [0, 0],
        [0, 0],
        [0, 0],
        [10, 2],
      ]);
      expect(await figures('2025-06-01T09:00:00+12:00')).toEqual([
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 0],
      ]);
      // a clock behind the latest work (Monday 31 March, 23:59): the week holds the days after it too
      expect(await figures('2025-03-31T23:59:00+13:00')).toEqual([
        [20, 1],
        [30, 3],
        [60, 2],
        [5, 1],
      ]);
      // counted in UTC instead, the same work is all in March, Monday 31 March holding the last two
      await zone('UTC');
      expect(await figures('2025-03-31T23:00:00Z')).toEqual([
        [10, 2],
        [10, 2],
        [70, 4],
        [5, 1],
      ]);
      await zone('Pacific/Auckland');
      // the latest work removed and an earlier task changed: the periods are counted again
      expect((await server.api('DELETE', `/task/${last}`, { token: who.gxAdmin.access })).status).toBe(202);
      const tasks = (await server.api('GET', `/tasks/${kiri}`, { token: who.gxAdmin.access })).body as {
        id: number;
        duration: number;
      }[];
      const monday = tasks.find((t) => t.duration === 20)!;
      expect(
        (
          await server.api('PATCH', `/task/${monday.id}`, {
            token: who.gxAdmin.access,
            body: { duration: 25 },
          })
        ).status,
      ).toBe(202);
      expect(await figures('2025-04-01T12:00:00+13:00')).toEqual([
        [7, 1],
        [32, 2],
        [7, 1],
        [65, 2],
      ]);
    } finally {
      await zone(before);
    }
  });

  test('editing and deleting tasks updates the rows', async () => {
    const consultant = await freshConsultant();
    const created = (
      await server.api('POST', `/tasks/${consultant.id}`, {
        token: who.rep.access,
        body: task({ duration: 30 }),
      })
    ).body;
    const row = async () =>
      (
        await server.api('GET', `/task_grouping_by_department/${ids.operations}`, { token: who.rep.access })
      ).body.find((r: { id: number }) => r.id === consultant.id);
    expect((await row()).daily_tasks).toEqual({ total_duration: 30, task_count: 1 });
    await server.api('PATCH', `/task/${created.id}`, { token: who.rep.access, body: { duration: 45 } });
    expect((await row()).daily_tasks).toEqual({ total_duration: 45, task_count: 1 });
    await server.api('DELETE', `/task/${created.id}`, { token: who.rep.access });
    expect((await row()).daily_tasks).toEqual({ total_duration: 0, task_count: 0 });
  });

  test('rows come ordered by name (ASCII letters of any case alike, other characters by code point), then id', async () => {
    for (const [first_name, last_name] of [
      ['émile', 'Adam'],
      ['Bob', '10'],
      ['bob', '9'],
      ['ALICE', 'zed'],
      ['alice', 'Zed'],
    ]) {
      const res = await server.api('POST', `/employees/${ids.operations}`, {
        token: who.rep.access,
        body: { ...newPerson('order'), first_name, last_name },
      });
      expect(res.status).toBe(201);
    }
    const rows = (await server.api('GET', `/grouped_tasks/${ids.northwind}`, { token: who.rep.access }))
      .body as { id: number; name: string }[];
    const key = (name: string) => name.replace(/[A-Z]/g, (c) => c.toLowerCase());
    const expected = [...rows].sort((a, b) =>
      key(a.name) < key(b.name) ? -1 : key(a.name) > key(b.name) ? 1 : a.id - b.id,
    );
    expect(rows.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    const names = rows.map((r) => r.name);
    expect(names.indexOf('alice Zed')).toBe(names.indexOf('ALICE zed') + 1);
    expect(names.indexOf('Bob 10')).toBeLessThan(names.indexOf('bob 9'));
    expect(names.indexOf('émile Adam')).toBe(names.length - 1);
  });

  test('rows follow edits of a consultant and of their department, escaped as JSON', async () => {
    const consultant = await freshConsultant(ids.operations);
    const row = async () =>
      (await server.api('GET', `/grouped_tasks/${ids.northwind}`, { token: who.rep.access })).body.find(
        (r: { id: number }) => r.id === consultant.id,
      );
    const operations = (await row()).department as string;
    const edit = await server.api('PATCH', `/update_user/${consultant.id}`, {
      token: who.rep.access,
      body: {
        first_name: 'Zoë "Z"',
        last_name: "O'Brien \\ 日本",
        email: `zoe.${consultant.id}@test.example`,
        contact: '+1 (555) 777-0101',
      },
    });
    expect(edit.status).toBe(200);
    const renamed = await server.api('PATCH', `/department/${ids.operations}`, {
      token: who.rep.access,
      body: { name: 'Ops & "R\\D"' },
    });
    expect(renamed.status).toBe(202);
    try {
      expect(await row()).toMatchObject({
        name: 'Zoë "Z" O\'Brien \\ 日本',
        email: `zoe.${consultant.id}@test.example`,
        contact: '+1 (555) 777-0101',
        department: 'Ops & "R\\D"',
        department_id: ids.operations,
      });
      await server.api('PATCH', `/update_user/${consultant.id}`, {
        token: who.rep.access,
        body: { department: ids.engineering },
      });
      expect(await row()).toMatchObject({ department: 'Engineering', department_id: ids.engineering });
    } finally {
      await server.api('PATCH', `/department/${ids.operations}`, {
        token: who.rep.access,
        body: { name: operations },
      });
    }
  });

  test('department rows hold only that department; who may read which rows', async () => {
    const engineering = await server.api('GET', `/task_grouping_by_department/${ids.engineering}`, {
      token: who.lead.access,
    });
    expect(engineering.status).toBe(200);
    expect(
      engineering.body.every((r: { department_id: number }) => r.department_id === ids.engineering),
    ).toBe(true);
    expect(engineering.body.some((r: { id: number }) => r.id === ids.cora)).toBe(true);

    for (const s of [who.admin, who.rep, who.board])
      expect((await server.api('GET', `/grouped_tasks/${ids.northwind}`, { token: s.access })).status).toBe(
        200,
      );
    for (const s of [who.lead, who.cora, who.gxAdmin, who.gina])
      expectError(await server.api('GET', `/grouped_tasks/${ids.northwind}`, { token: s.access }), 403);
    for (const s of [who.admin, who.rep])
      expect(
        (await server.api('GET', `/task_grouping_by_department/${ids.design}`, { token: s.access })).status,
      ).toBe(200);
    for (const s of [who.lead, who.board, who.cora, who.gxAdmin, who.gxLead]) {
      expectError(
        await server.api('GET', `/task_grouping_by_department/${ids.design}`, { token: s.access }),
        403,
      );
    }
    expectError(await server.api('GET', `/grouped_tasks/${ids.globex}`, { token: who.rep.access }), 403);
    expectError(
      await server.api('GET', `/task_grouping_by_department/${ids.research}`, { token: who.lead.access }),
      403,
    );
    expectError(await server.api('GET', '/grouped_tasks/999999', { token: who.admin.access }), 404);
    expectError(
      await server.api('GET', `/grouped_tasks/${ids.engineering}`, { token: who.admin.access }),
      404,
    );
    expectError(
      await server.api('GET', `/task_grouping_by_department/${ids.northwind}`, { token: who.admin.access }),
      404,
    );
  });
});

describe('task logs', () => {
  test('GET /tasks_logs/{company}: every seeded entry, newest first, no paging limit', async () => {
    const res = await server.api('GET', `/tasks_logs/${ids.northwind}`, { token: who.admin.access });
    expect(res.status).toBe(200);
    let seededTasks = 0;
    for (const u of await server.store.db.usersOfCompany(ids.northwind, { role: 'employee' }))
      seededTasks += (await tasksOf(server.store.db, u.id)).length;
    expect(res.body.length).toBeGreaterThanOrEqual(seededTasks);
    const ids_ = res.body.map((l: { id: number }) => l.id);
    expect([...ids_].sort((a, b) => b - a)).toEqual(ids_);
    for (const l of res.body)
      expect(l.action).toMatch(/^(created|updated|deleted) task "|^published \d+ tasks?$/);
  });

  test('entries appear newest first as tasks are created by different actors', async () => {
    await server.api('POST', `/tasks/${ids.cora}`, {
      token: who.cora.access,
      body: task({ title: 'First' }),
    });
    await server.api('POST', `/tasks/${ids.cora}`, {
      token: who.rep.access,
      body: task({ title: 'Second' }),
    });
    await server.api('POST', `/tasks/${ids.cora}`, {
      token: who.admin.access,
      body: task({ title: 'Third' }),
    });
    const logs = (await server.api('GET', `/tasks_logs/${ids.northwind}`, { token: who.rep.access })).body;
    expect(logs.slice(0, 3).map((l: { action: string; email: string }) => `${l.email} ${l.action}`)).toEqual([
      'admin@example.com created task "Third"',
      'representative@example.com created task "Second"',
      'consultant@example.com created task "First"',
    ]);
  });

  test('only the admin and the representative read logs; never another company’s', async () => {
    for (const s of [who.lead, who.board, who.cora, who.gxAdmin, who.gina])
      expectError(await server.api('GET', `/tasks_logs/${ids.northwind}`, { token: s.access }), 403);
    expectError(await server.api('GET', `/tasks_logs/${ids.globex}`, { token: who.rep.access }), 403);
    const globex = await server.api('GET', `/tasks_logs/${ids.globex}`, { token: who.gxAdmin.access });
    expect(globex.status).toBe(200);
    expect(globex.body.length).toBeGreaterThan(0);
    expect(globex.body.every((l: { email: string }) => l.email.endsWith('@globex.example'))).toBe(true);
    expectError(await server.api('GET', '/tasks_logs/999999', { token: who.admin.access }), 404);
  });
});
