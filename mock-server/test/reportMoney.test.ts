/**
 * Money in the reports: `group_by=client`, and each row's billable minutes and amount (with the
 * report's currency) for those who see money only. Each task's minutes at the rate valid on its
 * work day, the most specific level winning; hours on a project not billed, or without a project,
 * carry none; an amount is rounded once per row.
 */
import { addDays, monthOf, todayIn, weekOf } from '@app/contract/days';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/repo';
import { MONDAY_OF_KEY } from '../src/reports/queries';
import { expectOk, serverPerTest, task, type Actors, type SeedIds, type TestServer } from './helpers';

let server: TestServer;
let who: Actors;
let ids: SeedIds;
serverPerTest((seeded) => ({ server, who, ids } = seeded));

const post = (path: string, body: unknown, token = who.rep.access) =>
  server.api('POST', path, { token, body });

async function setUp() {
  const zone = expectOk(
    await server.api('GET', `/get_company/${ids.cora}`, { token: who.cora.access }),
  ).time_zone;
  // a Monday twenty weeks back: before the demo's tasks (this month and last), in the past, its week approvable
  const monday = addDays(weekOf(todayIn(zone)).from, -140);
  const day = (n: number) => addDays(monday, n);
  const contoso = expectOk(await post(`/clients/${ids.northwind}`, { name: 'Contoso' }), 201);
  const billed = expectOk(
    await post(`/projects/${ids.northwind}`, { name: 'Billed', client: contoso.id }),
    201,
  );
  const internal = expectOk(
    await post(`/projects/${ids.northwind}`, { name: 'Internal', client: contoso.id, billable: false }),
    201,
  );
  const rate = async (body: Record<string, unknown>) =>
    expectOk(await post(`/rates/${ids.northwind}`, body), 201);
  await rate({ level: 'company', hourly_rate: 6000, from: day(-100) });
  await rate({ level: 'client', client: contoso.id, hourly_rate: 9000, from: day(5) });
  await rate({
    level: 'consultant_project',
    project: billed.id,
    user: ids.cora,
    hourly_rate: 12000,
    from: day(10),
  });
  // a rate of another consultant on the project never applies to Cora
  await rate({
    level: 'consultant_project',
    project: billed.id,
    user: ids.engineer.id,
    hourly_rate: 1,
    from: day(0),
  });
  const log = async (worked_on: string, duration: number, project: number | null) =>
    expectOk(await post(`/tasks/${ids.cora}`, task({ worked_on, duration, project }), who.cora.access), 201);
  await log(day(1), 60, billed.id); // company rate: 6000
  await log(day(7), 30, billed.id); // client rate: 4500
  await log(day(11), 45, billed.id); // her rate on the project: 9000
  await log(day(11), 60, internal.id); // not billed
  await log(day(12), 20, null); // no project
  return { monday, day, contoso, billed, internal };
}

const report = async (query: string, token = who.rep.access) =>
  expectOk(await server.api('GET', `/reports/${ids.northwind}?${query}`, { token }));

test('amounts by consultant, project, client and day: each minute at the rate of its day and level', async () => {
  const { day, contoso, billed, internal } = await setUp();
  const range = `from=${day(0)}&to=${day(13)}&consultant=${ids.cora}`;
  const byProject = await report(`${range}&group_by=project`);
  expect(byProject.currency).toBe('EUR');
  const rowOf = (key: unknown) => byProject.rows.find((r: { key: unknown }) => r.key === key);
  expect(rowOf(billed.id)).toMatchObject({ total_duration: 135, billable_duration: 135, amount: 19500 });
  expect(rowOf(internal.id)).toMatchObject({ total_duration: 60, billable_duration: 0, amount: 0 });
  expect(rowOf(null)).toMatchObject({ total_duration: 20, billable_duration: 0, amount: 0 });

  const byClient = await report(`${range}&group_by=client`);
  expect(byClient.rows.map((r: object) => r)).toEqual([
    {
      key: contoso.id,
      name: 'Contoso',
      total_duration: 195,
      task_count: 4,
      billable_duration: 135,
      amount: 19500,
    },
    { key: null, name: 'No client', total_duration: 20, task_count: 1, billable_duration: 0, amount: 0 },
  ]);
  expect(byClient.totals).toEqual({
    total_duration: 215,
    task_count: 5,
    billable_duration: 135,
    amount: 19500,
  });

  const byDay = await report(`${range}&group_by=day&project=${billed.id}`);
  expect(byDay.rows.map((r: { key: string; amount: number }) => [r.key, r.amount])).toEqual([
    [day(1), 6000],
    [day(7), 4500],
    [day(11), 9000],
  ]);
  // a later rate never reaches back: the range before the client's rate is at the company's
  const early = await report(`from=${day(0)}&to=${day(4)}&consultant=${ids.cora}&group_by=consultant`);
  expect(early.rows).toEqual([
    expect.objectContaining({ key: ids.cora, amount: 6000, billable_duration: 60 }),
  ]);
});

test('a task marked otherwise than its project: its minutes and amount move with its mark', async () => {
  const { day, billed, internal } = await setUp();
  const tasks = expectOk(await server.api('GET', `/tasks/${ids.cora}`, { token: who.cora.access }));
  const on = (n: number, duration: number) =>
    tasks.find(
      (t: { worked_on: string; duration: number }) => t.worked_on === day(n) && t.duration === duration,
    );
  // the representative's marks: the 30 minutes of day 7 not billed; the internal hour billed
  const mark = async (id: number, billable: boolean) =>
    expectOk(await server.api('PATCH', `/task/${id}`, { token: who.rep.access, body: { billable } }), 202);
  await mark(on(7, 30).id, false);
  await mark(on(11, 60).id, true);
  const rows = (await report(`from=${day(0)}&to=${day(13)}&consultant=${ids.cora}&group_by=project`)).rows;
  const rowOf = (key: unknown) => rows.find((r: { key: unknown }) => r.key === key);
  // 60 at 60.00 + 45 at 120.00; hours unchanged
  expect(rowOf(billed.id)).toMatchObject({ total_duration: 135, billable_duration: 105, amount: 15000 });
  // an hour at the client's rate (90.00: the consultant's project rate is for the billed project)
  expect(rowOf(internal.id)).toMatchObject({ total_duration: 60, billable_duration: 60, amount: 9000 });
  // a new task marked by its consultant when she logs it
  expectOk(
    await post(
      `/tasks/${ids.cora}`,
      { ...task({ worked_on: day(12), duration: 15, project: billed.id }), billable: false },
      who.cora.access,
    ),
    201,
  );
  const after = (await report(`from=${day(0)}&to=${day(13)}&project=${billed.id}&group_by=project`)).rows;
  expect(after).toEqual([
    expect.objectContaining({ total_duration: 150, billable_duration: 105, amount: 15000 }),
  ]);
});

test("a report over whole months: a rate from a month's first day and one from within a month, each minute at its own", async () => {
  const { day } = await setUp();
  const m1 = monthOf(day(40));
  const m2 = monthOf(addDays(m1.to, 1));
  const monthly = expectOk(await post(`/projects/${ids.northwind}`, { name: 'Monthly' }), 201);
  for (const [hourly_rate, from] of [
    [3000, m1.from],
    [6000, addDays(m2.from, 9)],
  ] as const)
    expectOk(
      await post(`/rates/${ids.northwind}`, { level: 'project', project: monthly.id, hourly_rate, from }),
      201,
    );
  for (const worked_on of [addDays(m1.from, 14), addDays(m2.from, 4), addDays(m2.from, 19)])
    expectOk(
      await post(
        `/tasks/${ids.cora}`,
        task({ worked_on, duration: 60, project: monthly.id }),
        who.cora.access,
      ),
      201,
    );
  // the months before and after too: whole months read from the monthly totals
  const from = monthOf(addDays(m1.from, -1)).from;
  const to = monthOf(addDays(m2.to, 1)).to;
  const rows = (await report(`from=${from}&to=${to}&project=${monthly.id}&group_by=project`)).rows;
  expect(rows).toEqual([
    expect.objectContaining({ total_duration: 180, billable_duration: 180, amount: 12000 }),
  ]);
  const byConsultant = (await report(`from=${from}&to=${to}&group_by=consultant&consultant=${ids.cora}`))
    .rows;
  const byDay = (await report(`from=${from}&to=${to}&group_by=day&consultant=${ids.cora}`)).rows;
  // the same amount whichever way it is read
  expect(byConsultant[0].amount).toBe(
    byDay.reduce((sum: number, r: { amount: number }) => sum + r.amount, 0),
  );
});

test('only approved weeks, when asked, carry their money', async () => {
  const { monday, day, billed } = await setUp();
  // approve the first week only (Monday to Sunday: the task of day 1)
  expectOk(await post(`/timesheet/${ids.cora}/submit`, { week: monday }, who.cora.access));
  expectOk(await post(`/timesheet/${ids.cora}/approve`, { week: monday }));
  const approved = await report(
    `from=${day(0)}&to=${day(13)}&project=${billed.id}&group_by=project&status=approved`,
  );
  expect(approved.rows).toEqual([
    expect.objectContaining({ total_duration: 60, billable_duration: 60, amount: 6000 }),
  ]);
});

test('rounded once per row, half up: two 1-minute tasks at 100 an hour are 3, not 2 + 2', async () => {
  const { day } = await setUp();
  const odd = expectOk(await post(`/projects/${ids.northwind}`, { name: 'Odd cents' }), 201);
  expectOk(
    await post(`/rates/${ids.northwind}`, {
      level: 'project',
      project: odd.id,
      hourly_rate: 100,
      from: day(0),
    }),
    201,
  );
  for (const worked_on of [day(2), day(3)])
    expectOk(
      await post(`/tasks/${ids.cora}`, task({ worked_on, duration: 1, project: odd.id }), who.cora.access),
      201,
    );
  const rows = (await report(`from=${day(0)}&to=${day(13)}&project=${odd.id}&group_by=project`)).rows;
  expect(rows).toEqual([expect.objectContaining({ total_duration: 2, amount: 3 })]);
  const perDay = (await report(`from=${day(0)}&to=${day(13)}&project=${odd.id}&group_by=day`)).rows;
  expect(perDay.map((r: { amount: number }) => r.amount)).toEqual([2, 2]);
});

test('department leads and consultants see hours, never money; board members and the admin see it', async () => {
  const { day } = await setUp();
  const query = `from=${day(0)}&to=${day(13)}&consultant=${ids.cora}&group_by=client`;
  for (const s of [who.lead, who.cora]) {
    const seen = await report(query, s.access);
    expect(seen).not.toHaveProperty('currency');
    expect(JSON.stringify(seen)).not.toMatch(/amount|billable/);
    expect(seen.totals.total_duration).toBe(215);
  }
  for (const s of [who.board, who.admin]) expect((await report(query, s.access)).totals.amount).toBe(19500);
});

test("a day key's Monday, as the approved-weeks reports compute it by arithmetic, is its ISO week's Monday for every day the API takes", async () => {
  const [{ wrong, days }] = rowsOf<{ wrong: number; days: number }>(
    await server.store.engineDb.execute(sql`
      select count(*) filter (where ${MONDAY_OF_KEY(sql`k.key`)} <> date_trunc('week', d)::date)::int as wrong,
             count(*)::int as days
      from generate_series(date '1900-01-01', date '2999-12-31', interval '1 day') d
      cross join lateral (select to_char(d, 'YYYYMMDD')::int as key) k`),
  );
  expect(days).toBe(401_767);
  expect(wrong).toBe(0);
});

test('a whole company by client: the consultant a rate names at her rate, the others at theirs, in one group', async () => {
  const { day, contoso, billed } = await setUp();
  // the designer has no rate of her own: the client's rate (9000) applies to her hour
  expectOk(
    await post(`/tasks/${ids.designer.id}`, task({ worked_on: day(11), duration: 60, project: billed.id })),
    201,
  );
  const byClient = await report(`from=${day(0)}&to=${day(13)}&group_by=client`);
  expect(byClient.rows.find((r: { key: unknown }) => r.key === contoso.id)).toMatchObject({
    total_duration: 255,
    billable_duration: 195,
    // Cora's 19500 as above, and the designer's hour at the client's rate
    amount: 19500 + 9000,
  });
  const byDepartment = await report(`from=${day(0)}&to=${day(13)}&group_by=department`);
  expect(byDepartment.rows.map((r: { key: number; amount: number }) => [r.key, r.amount]).sort()).toEqual(
    [
      [ids.engineering, 19500],
      [ids.design, 9000],
    ].sort(),
  );
});
