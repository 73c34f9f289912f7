/**
 * Project budgets: a budget in minutes (every minute logged on the project) or in money (its
 * billable amount at the rates), set by the representative; used, left and flagged near from 80 %
 * and over past 100 % (GET /project_budgets/{company}); a budget in money only for those who see
 * money; every bound refused naming its field; two managers setting budgets at once leave one
 * budget, never two (ROUNDS rounds).
 */
import { addDays, todayIn, weekOf } from '@app/contract/days';
import { MONEY_LIMITS } from '@app/contract/money';
import {
  expectError,
  expectOk,
  serverPerTest,
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
const patch = (id: number, body: unknown, token = who.rep.access) =>
  server.api('PATCH', `/project/${id}`, { token, body });
const budgets = async (token = who.rep.access) =>
  expectOk(await server.api('GET', `/project_budgets/${ids.northwind}`, { token }));

/** A new project of Northwind, and a way to log Cora's minutes on it (twenty weeks back). */
async function project(name: string) {
  const zone = expectOk(
    await server.api('GET', `/get_company/${ids.cora}`, { token: who.cora.access }),
  ).time_zone;
  const day = addDays(weekOf(todayIn(zone)).from, -140);
  const made = expectOk(await post(`/projects/${ids.northwind}`, { name }), 201);
  const log = async (duration: number) =>
    expectOk(
      await post(`/tasks/${ids.cora}`, task({ worked_on: day, duration, project: made.id }), who.cora.access),
      201,
    );
  return { made, day, log };
}

test('a budget in minutes: used and left as minutes are logged, near from 80 %, over past 100 %; read by whoever reads the projects', async () => {
  const { made, log } = await project('Budgeted hours');
  expect(await budgets()).toEqual([]);
  expect(expectOk(await patch(made.id, { budget_minutes: 600 }), 202)).toMatchObject({
    budget_minutes: 600,
    budget_amount: null,
  });
  const of = async (token?: string) =>
    (await budgets(token)).find((b: { project: number }) => b.project === made.id);
  expect(await of()).toEqual({
    project: made.id,
    name: 'Budgeted hours',
    kind: 'minutes',
    limit: 600,
    used: 0,
    left: 600,
    level: 'within',
    currency: null,
  });
  await log(479);
  expect(await of()).toMatchObject({ used: 479, left: 121, level: 'within' });
  await log(1);
  expect(await of()).toMatchObject({ used: 480, left: 120, level: 'near' });
  await log(120);
  expect(await of()).toMatchObject({ used: 600, left: 0, level: 'near' });
  await log(1);
  expect(await of()).toMatchObject({ used: 601, left: -1, level: 'over' });
  // a consultant and the admin read it too; a lead, a board member and another company do not
  expect(await of(who.cora.access)).toMatchObject({ used: 601, level: 'over' });
  expect(await of(who.admin.access)).toMatchObject({ used: 601 });
  for (const s of [who.lead, who.board, who.gxAdmin])
    expectError(await server.api('GET', `/project_budgets/${ids.northwind}`, { token: s.access }), 403);
  // removed: gone from the budgets
  expectOk(await patch(made.id, { budget_minutes: null }), 202);
  expect(await of()).toBeUndefined();
});

test('a budget in money: the billable amount at the rates; hidden from those who do not see money', async () => {
  const { made, day, log } = await project('Budgeted money');
  expectOk(
    await post(`/rates/${ids.northwind}`, {
      level: 'project',
      project: made.id,
      hourly_rate: 12000,
      from: day,
    }),
    201,
  );
  // a budget in money replaces one in minutes
  expectOk(await patch(made.id, { budget_minutes: 600 }), 202);
  expect(expectOk(await patch(made.id, { budget_amount: 100000 }), 202)).toMatchObject({
    budget_minutes: null,
    budget_amount: 100000,
  });
  await log(450); // 7.5 hours at 120.00: 900.00 of 1,000.00
  const mine = (await budgets()).find((b: { project: number }) => b.project === made.id);
  expect(mine).toEqual({
    project: made.id,
    name: 'Budgeted money',
    kind: 'amount',
    limit: 100000,
    used: 90000,
    left: 10000,
    level: 'near',
    currency: 'EUR',
  });
  // a consultant sees neither the budget in money nor its use
  const listed = expectOk(await server.api('GET', `/projects/${ids.northwind}`, { token: who.cora.access }));
  expect(listed.find((p: { id: number }) => p.id === made.id)).not.toHaveProperty('budget_amount');
  expect((await budgets(who.cora.access)).some((b: { project: number }) => b.project === made.id)).toBe(
    false,
  );
  // the trail records each change of budget
  const events = expectOk(
    await server.api('GET', `/audit/${ids.northwind}?entity=project&entity_id=${made.id}&action=updated`, {
      token: who.rep.access,
    }),
  ).events;
  expect(events.map((e: { before: object; after: object }) => [e.before, e.after])).toEqual([
    [
      { budget_minutes: 600, budget_amount: null },
      { budget_minutes: null, budget_amount: 100000 },
    ],
    [{ budget_minutes: null }, { budget_minutes: 600 }],
  ]);
});

test('every bound of a budget refused naming its field; one budget at most; only the representative sets it', async () => {
  const { made } = await project('Bounded budget');
  for (const [body, field] of [
    [{ budget_minutes: 0 }, 'budget_minutes'],
    [{ budget_minutes: -5 }, 'budget_minutes'],
    [{ budget_minutes: 1.5 }, 'budget_minutes'],
    [{ budget_minutes: MONEY_LIMITS.budgetMinutesMax + 1 }, 'budget_minutes'],
    [{ budget_minutes: '600' }, 'budget_minutes'],
    [{ budget_amount: 0 }, 'budget_amount'],
    [{ budget_amount: MONEY_LIMITS.budgetAmountMax + 1 }, 'budget_amount'],
    [{ budget_amount: 2 ** 53 }, 'budget_amount'],
    [{ budget_amount: 1e308 }, 'budget_amount'],
    [{ budget_minutes: 60, budget_amount: 100 }, 'budget_amount'],
  ] as const)
    expectError(await patch(made.id, body), 400, 'invalid', field);
  expectError(
    await post(`/projects/${ids.northwind}`, { name: 'Two budgets', budget_minutes: 60, budget_amount: 100 }),
    400,
    'invalid',
    'budget_amount',
  );
  // the largest budgets are taken whole
  expect(
    expectOk(await patch(made.id, { budget_amount: MONEY_LIMITS.budgetAmountMax }), 202).budget_amount,
  ).toBe(MONEY_LIMITS.budgetAmountMax);
  expect(
    expectOk(
      await post(`/projects/${ids.northwind}`, {
        name: 'Big hours',
        budget_minutes: MONEY_LIMITS.budgetMinutesMax,
      }),
      201,
    ).budget_minutes,
  ).toBe(MONEY_LIMITS.budgetMinutesMax);
  for (const s of [who.cora, who.lead, who.board, who.gxAdmin])
    expectError(await patch(made.id, { budget_minutes: 60 }, s.access), 403);
});

test(`two tabs of the representative set a budget at once, one in minutes and one in money: one budget stays, never both (${ROUNDS} rounds)`, async () => {
  const { made } = await project('Raced budget');
  for (let round = 0; round < ROUNDS; round += 1) {
    const answers = await Promise.all([
      patch(made.id, { budget_minutes: 100 + round }),
      patch(made.id, { budget_amount: 1000 + round }),
    ]);
    for (const a of answers) expectOk(a, 202);
    const listed = expectOk(await server.api('GET', `/projects/${ids.northwind}`, { token: who.rep.access }));
    const now = listed.find((p: { id: number }) => p.id === made.id);
    const kinds = [now.budget_minutes !== null, now.budget_amount !== null].filter(Boolean);
    expect({ round, kinds: kinds.length }).toEqual({ round, kinds: 1 });
    // the one that stays is the one written last: its answer is what the list shows
    expect([answers[0].body, answers[1].body]).toContainEqual(now);
  }
});

test(`a budget set while its project is deleted: a 404 or a budget on a deleted project, never an error (${ROUNDS} rounds)`, async () => {
  for (let round = 0; round < ROUNDS; round += 1) {
    const { made } = await project(`Deleted budget ${round}`);
    const [set, deleted] = await Promise.all([
      patch(made.id, { budget_minutes: 60 }),
      server.api('DELETE', `/project/${made.id}`, { token: who.rep.access }),
    ]);
    expectOk(deleted, 202);
    if (set.status !== 202) expectError(set, 404, 'not_found');
    expect((await budgets()).some((b: { project: number }) => b.project === made.id)).toBe(false);
  }
});
