/**
 * The money kept with the hours: each task's billable and rated minutes are counted by its write,
 * counted again when a rate, a project's billable flag or its client changes, moved in and out of
 * the approved part with a week's approval, and moved with a consultant between departments. The
 * whole company's report (read from the department totals) and a consultant's (from hers) agree
 * with the rates as they are now; and every race of those writes leaves the totals as a recount
 * from the tasks makes them (ROUNDS rounds each, both engines).
 */
import { addDays, todayIn, weekOf } from '@app/contract/days';
import { SERVER_LIMITS } from '@app/contract/server-rules';
import { MONEY_LIMITS, RATE_LEVELS } from '@app/contract/money';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/repo';
import { recomputeMoney } from '../src/db/totals';
import {
  expectOk,
  serverPerTest,
  statusOf,
  task,
  type Actors,
  type SeedIds,
  type TestServer,
} from './helpers';

const ROUNDS = 20;

let server: TestServer;
let who: Actors;
let ids: SeedIds;
serverPerTest((seeded) => ({ server, who, ids } = seeded));

const post = (path: string, body: unknown, token = who.rep.access) =>
  server.api('POST', path, { token, body });
const patch = (path: string, body: unknown, token = who.rep.access) =>
  server.api('PATCH', path, { token, body });
const report = async (query: string) =>
  expectOk(await server.api('GET', `/reports/${ids.northwind}?${query}`, { token: who.rep.access }));

/** A Monday twenty weeks back (before the demo's tasks, its weeks approvable) and its days. */
async function weeksBack() {
  const zone = expectOk(
    await server.api('GET', `/get_company/${ids.cora}`, { token: who.cora.access }),
  ).time_zone;
  const monday = addDays(weekOf(todayIn(zone)).from, -140);
  return { monday, day: (n: number) => addDays(monday, n) };
}

class Rollback extends Error {}

/**
 * The money of the company's totals as they are, and as a recount from its tasks makes them (in a
 * write rolled back): equal when every write kept them right.
 */
async function keptAndRecounted(): Promise<{ kept: unknown[][]; recounted: unknown[][] }> {
  const read = async (q: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> }) => [
    rowsOf(
      await q.execute(sql`select t."user", t.project, t.day, t.billable_minutes::text, t.rated::text
          from daily_project_totals t join users u on u.id = t."user"
          where u.company = ${ids.northwind}::int order by 1, 2, 3`),
    ),
    rowsOf(
      await q.execute(sql`select t."user", t.project, t.month, t.billable_minutes::text, t.rated::text
          from monthly_project_totals t join users u on u.id = t."user"
          where u.company = ${ids.northwind}::int order by 1, 2, 3`),
    ),
    rowsOf(
      await q.execute(sql`select department, project, day, minutes::text, task_count, billable_minutes::text,
            rated::text, approved_minutes::text, approved_task_count, approved_billable_minutes::text,
            approved_rated::text
          from department_daily_totals where company = ${ids.northwind}::int order by 1, 2, 3`),
    ),
    rowsOf(
      await q.execute(sql`select department, project, month, minutes::text, task_count, billable_minutes::text,
            rated::text, approved_minutes::text, approved_task_count, approved_billable_minutes::text,
            approved_rated::text
          from department_monthly_totals where company = ${ids.northwind}::int order by 1, 2, 3`),
    ),
  ];
  let result: { kept: unknown[][]; recounted: unknown[][] } = { kept: [], recounted: [] };
  await server.store
    .write(async (tx) => {
      const kept = await read(tx.q);
      await recomputeMoney(tx, ids.northwind, 0, {}, true);
      result = { kept, recounted: await read(tx.q) };
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return result;
}

async function expectKeptAsRecounted(): Promise<void> {
  const { kept, recounted } = await keptAndRecounted();
  expect(kept[0]!.length).toBeGreaterThan(0);
  expect(kept).toEqual(recounted);
}

/** Cora's tasks of setUp, logged before any rate: 60, 30 and 45 billable minutes, 60 not billed, 20 without a project. */
async function hoursFirst() {
  const { monday, day } = await weeksBack();
  const contoso = expectOk(await post(`/clients/${ids.northwind}`, { name: 'Contoso' }), 201);
  const fabrikam = expectOk(await post(`/clients/${ids.northwind}`, { name: 'Fabrikam' }), 201);
  const billed = expectOk(
    await post(`/projects/${ids.northwind}`, { name: 'Billed', client: contoso.id }),
    201,
  );
  const internal = expectOk(
    await post(`/projects/${ids.northwind}`, { name: 'Internal', client: contoso.id, billable: false }),
    201,
  );
  const log = async (worked_on: string, duration: number, project: number | null) =>
    expectOk(await post(`/tasks/${ids.cora}`, task({ worked_on, duration, project }), who.cora.access), 201);
  await log(day(1), 60, billed.id);
  await log(day(7), 30, billed.id);
  await log(day(11), 45, billed.id);
  await log(day(11), 60, internal.id);
  await log(day(12), 20, null);
  return { monday, day, contoso, fabrikam, billed, internal };
}

/** The whole company's row of `project` (department totals) and Cora's (her totals), over the two weeks. */
async function bothRows(day: (n: number) => string, project: number, status = '') {
  const range = `from=${day(0)}&to=${day(13)}&project=${project}&group_by=project${status}`;
  const pick = (r: { rows: { billable_duration: number; amount: number }[] }) =>
    r.rows.map(({ billable_duration, amount }) => ({ billable_duration, amount }));
  return {
    company: pick(await report(range)),
    cora: pick(await report(`${range}&consultant=${ids.cora}`)),
  };
}

test('rates set after the hours are logged count them again from their day on, and a rate deleted takes its part away', async () => {
  const { day, contoso, billed } = await hoursFirst();
  const none = [{ billable_duration: 135, amount: 0 }];
  expect(await bothRows(day, billed.id)).toEqual({ company: none, cora: none });
  expectOk(
    await post(`/rates/${ids.northwind}`, { level: 'company', hourly_rate: 6000, from: day(-100) }),
    201,
  );
  const client = expectOk(
    await post(`/rates/${ids.northwind}`, {
      level: 'client',
      client: contoso.id,
      hourly_rate: 9000,
      from: day(5),
    }),
    201,
  );
  expectOk(
    await post(`/rates/${ids.northwind}`, {
      level: 'consultant_project',
      project: billed.id,
      user: ids.cora,
      hourly_rate: 12000,
      from: day(10),
    }),
    201,
  );
  // 60 min at 6000, 30 at 9000, 45 at 12000
  const all = [{ billable_duration: 135, amount: 6000 + 4500 + 9000 }];
  expect(await bothRows(day, billed.id)).toEqual({ company: all, cora: all });
  // without the client's rate, the 30 minutes of day 7 are at the company's
  expectOk(await server.api('DELETE', `/rate/${client.id}`, { token: who.rep.access }), 202);
  const less = [{ billable_duration: 135, amount: 6000 + 3000 + 9000 }];
  expect(await bothRows(day, billed.id)).toEqual({ company: less, cora: less });
  await expectKeptAsRecounted();
});

test("a project's billable flag and client, changed after the hours, move its money", async () => {
  const { day, fabrikam, billed } = await hoursFirst();
  expectOk(
    await post(`/rates/${ids.northwind}`, { level: 'company', hourly_rate: 6000, from: day(-100) }),
    201,
  );
  expectOk(
    await post(`/rates/${ids.northwind}`, {
      level: 'client',
      client: fabrikam.id,
      hourly_rate: 12000,
      from: day(0),
    }),
    201,
  );
  const atCompany = [{ billable_duration: 135, amount: 13500 }];
  expect(await bothRows(day, billed.id)).toEqual({ company: atCompany, cora: atCompany });
  expectOk(await patch(`/project/${billed.id}`, { client: fabrikam.id }), 202);
  const atClient = [{ billable_duration: 135, amount: 27000 }];
  expect(await bothRows(day, billed.id)).toEqual({ company: atClient, cora: atClient });
  expectOk(await patch(`/project/${billed.id}`, { billable: false }), 202);
  const unbilled = [{ billable_duration: 0, amount: 0 }];
  expect(await bothRows(day, billed.id)).toEqual({ company: unbilled, cora: unbilled });
  await expectKeptAsRecounted();
});

test("a week approved, then reopened, moves its hours and money in and out of the whole company's approved report", async () => {
  const { monday, day, billed } = await hoursFirst();
  expectOk(
    await post(`/rates/${ids.northwind}`, { level: 'company', hourly_rate: 6000, from: day(-100) }),
    201,
  );
  const approvedOnly = '&status=approved';
  expect(await bothRows(day, billed.id, approvedOnly)).toEqual({ company: [], cora: [] });
  expectOk(await post(`/timesheet/${ids.cora}/submit`, { week: monday }, who.cora.access));
  expectOk(await post(`/timesheet/${ids.cora}/approve`, { week: monday }));
  const first = [{ billable_duration: 60, amount: 6000 }];
  expect(await bothRows(day, billed.id, approvedOnly)).toEqual({ company: first, cora: first });
  // the representative marks the approved week's task not billable: the approved part follows
  const [logged] = rowsOf<{ id: number }>(
    await server.store.engineDb.execute(
      sql`select id from tasks where "user" = ${ids.cora}::int and worked_on = ${day(1)}::date`,
    ),
  );
  expectOk(await patch(`/task/${logged!.id}`, { billable: false }), 202);
  const unmarked = [{ billable_duration: 0, amount: 0 }];
  expect(await bothRows(day, billed.id, approvedOnly)).toEqual({ company: unmarked, cora: unmarked });
  await expectKeptAsRecounted();
  expectOk(await post(`/timesheet/${ids.cora}/reopen`, { week: monday, reason: 'Wrong project' }));
  expect(await bothRows(day, billed.id, approvedOnly)).toEqual({ company: [], cora: [] });
  await expectKeptAsRecounted();
});

test('a consultant moved to another department takes her hours, money and approved weeks with her', async () => {
  const { monday, day } = await hoursFirst();
  expectOk(
    await post(`/rates/${ids.northwind}`, { level: 'company', hourly_rate: 6000, from: day(-100) }),
    201,
  );
  expectOk(await post(`/timesheet/${ids.cora}/submit`, { week: monday }, who.cora.access));
  expectOk(await post(`/timesheet/${ids.cora}/approve`, { week: monday }));
  const byDepartment = async (status = '') =>
    (await report(`from=${day(0)}&to=${day(13)}&group_by=department${status}`)).rows.map(
      (r: { key: number; total_duration: number; amount: number }) => [r.key, r.total_duration, r.amount],
    );
  expect(await byDepartment()).toEqual([[ids.engineering, 215, 13500]]);
  expect(await byDepartment('&status=approved')).toEqual([[ids.engineering, 60, 6000]]);
  expectOk(await patch(`/update_user/${ids.cora}`, { department: ids.design }));
  expect(await byDepartment()).toEqual([[ids.design, 215, 13500]]);
  expect(await byDepartment('&status=approved')).toEqual([[ids.design, 60, 6000]]);
  await expectKeptAsRecounted();
});

test("tasks are rated by the contract's levels, most specific first, whether logged before their rates or after", async () => {
  const { day } = await weeksBack();
  const client = expectOk(await post(`/clients/${ids.northwind}`, { name: 'Levels' }), 201);
  const project = expectOk(
    await post(`/projects/${ids.northwind}`, { name: 'Levels', client: client.id }),
    201,
  );
  const log = async (n: number) =>
    expectOk(
      await post(
        `/tasks/${ids.cora}`,
        task({ worked_on: day(n), duration: 60, project: project.id }),
        who.cora.access,
      ),
      201,
    );
  await log(1);
  // a rate at every level, the more specific the dearer
  const places: Record<string, Record<string, number>> = {
    consultant_project: { project: project.id, user: ids.cora },
    project: { project: project.id },
    client: { client: client.id },
    consultant: { user: ids.cora },
    company: {},
  };
  const rates = [];
  for (const [i, level] of RATE_LEVELS.entries())
    rates.push(
      expectOk(
        await post(`/rates/${ids.northwind}`, {
          level,
          ...places[level],
          hourly_rate: 5000 - 1000 * i,
          from: day(0),
        }),
        201,
      ),
    );
  await log(2);
  // two hours at the most specific level's rate, then at the next one's as each is deleted
  for (const [i, rate] of rates.entries()) {
    const amount = [{ billable_duration: 120, amount: 2 * (5000 - 1000 * i) }];
    expect(await bothRows(day, project.id)).toEqual({ company: amount, cora: amount });
    expectOk(await server.api('DELETE', `/rate/${rate.id}`, { token: who.rep.access }), 202);
  }
  const none = [{ billable_duration: 120, amount: 0 }];
  expect(await bothRows(day, project.id)).toEqual({ company: none, cora: none });
  await expectKeptAsRecounted();
});

test('1,000,000 hours at the highest rate stay exact to the minor unit, logged before the rate or after', async () => {
  const { day } = await weeksBack();
  const project = expectOk(await post(`/projects/${ids.northwind}`, { name: 'Large' }), 201);
  const log = async (n: number) =>
    expectOk(
      await post(
        `/tasks/${ids.cora}`,
        task({ worked_on: day(n), duration: SERVER_LIMITS.maxDuration, project: project.id }),
      ),
      201,
    );
  // 60 tasks of the longest duration: 60,000,000 minutes
  for (let n = 0; n < 30; n += 1) await log(n);
  expectOk(
    await post(`/rates/${ids.northwind}`, {
      level: 'project',
      project: project.id,
      hourly_rate: MONEY_LIMITS.hourlyRateMax,
      from: day(0),
    }),
    201,
  );
  for (let n = 30; n < 60; n += 1) await log(n);
  const minutes = 60 * SERVER_LIMITS.maxDuration;
  const amount = Number((BigInt(minutes) * BigInt(MONEY_LIMITS.hourlyRateMax)) / 60n);
  const rows = (await report(`from=${day(0)}&to=${day(59)}&project=${project.id}&group_by=project`)).rows;
  expect(rows).toEqual([
    expect.objectContaining({ total_duration: minutes, billable_duration: minutes, amount }),
  ]);
  expect(amount).toBe(100_000_000_000_000);
  await expectKeptAsRecounted();
});

describe('races: the totals stay as a recount makes them', () => {
  test('a rate set while tasks of its place are logged and changed', async () => {
    const { day, contoso, billed } = await hoursFirst();
    const changing = await firstTaskOf(day(1));
    for (let round = 0; round < ROUNDS; round += 1) {
      const [rate, added, changed] = await Promise.all([
        post(`/rates/${ids.northwind}`, {
          level: round % 2 ? 'client' : 'project',
          ...(round % 2 ? { client: contoso.id } : { project: billed.id }),
          hourly_rate: 1000 + round,
          from: day(round % 14),
        }),
        post(
          `/tasks/${ids.cora}`,
          task({ worked_on: day(13 - (round % 14)), duration: 5, project: billed.id }),
          who.cora.access,
        ),
        patch(`/task/${changing.id}`, { duration: 60 + round }),
      ]);
      expect([statusOf(rate, [201]), statusOf(added, [201]), statusOf(changed, [202])]).toEqual([
        201, 201, 202,
      ]);
    }
    await expectKeptAsRecounted();
  });

  test("a project's flag and client changed while its tasks are logged and marked", async () => {
    const { day, contoso, fabrikam, billed } = await hoursFirst();
    expectOk(
      await post(`/rates/${ids.northwind}`, {
        level: 'client',
        client: fabrikam.id,
        hourly_rate: 9000,
        from: day(0),
      }),
      201,
    );
    const marked = await firstTaskOf(day(7));
    for (let round = 0; round < ROUNDS; round += 1) {
      const [project, added, mark] = await Promise.all([
        patch(
          `/project/${billed.id}`,
          round % 2 ? { client: round % 4 === 1 ? fabrikam.id : contoso.id } : { billable: round % 4 === 0 },
        ),
        post(
          `/tasks/${ids.cora}`,
          task({ worked_on: day(round % 14), duration: 7, project: billed.id }),
          who.cora.access,
        ),
        patch(`/task/${marked.id}`, { billable: round % 3 === 0 }),
      ]);
      expect([statusOf(project, [202]), statusOf(added, [201]), statusOf(mark, [202])]).toEqual([
        202, 201, 202,
      ]);
    }
    await expectKeptAsRecounted();
  });

  test('a week approved or reopened while the representative marks its task and a rate changes', async () => {
    const { monday, day } = await hoursFirst();
    const marked = await firstTaskOf(day(1));
    expectOk(await post(`/timesheet/${ids.cora}/submit`, { week: monday }, who.cora.access));
    for (let round = 0; round < ROUNDS; round += 1) {
      const approving = round % 2 === 0;
      const [decision, mark, rate] = await Promise.all([
        approving
          ? post(`/timesheet/${ids.cora}/approve`, { week: monday })
          : post(`/timesheet/${ids.cora}/reopen`, { week: monday, reason: `Round ${round}` }),
        patch(`/task/${marked.id}`, { billable: round % 3 !== 0 }),
        post(`/rates/${ids.northwind}`, {
          level: 'consultant',
          user: ids.cora,
          hourly_rate: 2000 + round,
          from: day(round % 7),
        }),
      ]);
      expect([statusOf(decision, [200]), statusOf(mark, [202]), statusOf(rate, [201])]).toEqual([
        200, 202, 201,
      ]);
      // a reopened week is submitted again for the next round's approval
      if (!approving)
        expectOk(await post(`/timesheet/${ids.cora}/submit`, { week: monday }, who.cora.access));
    }
    await expectKeptAsRecounted();
  });

  test('a consultant moved between departments while her tasks are logged and a rate changes', async () => {
    const { day, billed } = await hoursFirst();
    for (let round = 0; round < ROUNDS; round += 1) {
      const [move, added, rate] = await Promise.all([
        patch(`/update_user/${ids.cora}`, { department: round % 2 ? ids.engineering : ids.design }),
        post(
          `/tasks/${ids.cora}`,
          task({ worked_on: day(round % 14), duration: 3, project: billed.id }),
          who.cora.access,
        ),
        post(`/rates/${ids.northwind}`, {
          level: 'company',
          hourly_rate: 3000 + round,
          from: day(round % 14),
        }),
      ]);
      expect([statusOf(move, [200]), statusOf(added, [201]), statusOf(rate, [201])]).toEqual([200, 201, 201]);
    }
    await expectKeptAsRecounted();
  });
});

/** Cora's first task on `day`. */
async function firstTaskOf(day: string): Promise<{ id: number }> {
  const [row] = rowsOf<{ id: number }>(
    await server.store.engineDb.execute(
      sql`select id from tasks where "user" = ${ids.cora}::int and worked_on = ${day}::date order by id limit 1`,
    ),
  );
  return { id: Number(row!.id) };
}
