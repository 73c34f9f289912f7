/**
 * Work days: a task or draft may name the day its hours were worked (`worked_on`), not after today
 * nor more than 366 days before it, today being the company's. Its hours count on that day in the
 * performance rows and the reports; without one, a task counts on its created_at's day in the
 * company's time zone, as before.
 */
import {
  newPerson,
  serverPerTest,
  task,
  expectError,
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

afterEach(() => {
  clock = null;
});

/** 10:00 UTC on Wednesday 25 November 2026: 23:00 that day in Auckland. */
const WEDNESDAY = '2026-11-25T10:00:00Z';
/** An hour later: Thursday 26 November in Auckland, still the 25th in UTC. */
const THURSDAY_IN_AUCKLAND = '2026-11-25T11:00:00Z';

async function globexIn(time_zone: string): Promise<void> {
  const res = await server.api('PATCH', `/company/${ids.globex}`, {
    token: who.admin.access,
    body: { time_zone },
  });
  expect(res.status).toBe(202);
}

/** A new consultant of Globex's Research department (no tasks yet). */
async function consultant(): Promise<number> {
  const res = await server.api('POST', `/employees/${ids.research}`, {
    token: who.gxAdmin.access,
    body: newPerson('workday'),
  });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

const addTask = (user: number, body: Record<string, unknown>) =>
  server.api('POST', `/tasks/${user}`, { token: who.gxAdmin.access, body: task(body) });

async function performanceOf(user: number) {
  const rows = await server.api('GET', `/grouped_tasks/${ids.globex}`, { token: who.gxAdmin.access });
  expect(rows.status).toBe(200);
  return rows.body.find((r: { id: number }) => r.id === user);
}

async function daysOf(user: number, from: string, to: string): Promise<Record<string, number>> {
  const report = await server.api(
    'GET',
    `/reports/${ids.globex}?from=${from}&to=${to}&group_by=day&consultant=${user}`,
    { token: who.gxAdmin.access },
  );
  expect(report.status).toBe(200);
  return Object.fromEntries(
    (report.body.rows as { key: string; total_duration: number }[]).map((r) => [r.key, r.total_duration]),
  );
}

test('a task logged for an earlier day counts on that day; one without a day counts today, in the company’s zone', async () => {
  await globexIn('Pacific/Auckland');
  const user = await consultant();
  clock = new Date(WEDNESDAY);
  const friday = await addTask(user, { duration: 60, worked_on: '2026-11-20' });
  expect(friday.status).toBe(201);
  expect(friday.body).toMatchObject({ worked_on: '2026-11-20', created_at: '2026-11-25T10:00:00.000Z' });
  const today = await addTask(user, { duration: 30 });
  expect(today.status).toBe(201);
  expect(today.body.worked_on).toBe('2026-11-25');

  const list = await server.api('GET', `/tasks/${user}`, { token: who.gxAdmin.access });
  expect(list.body.map((t: { id: number; worked_on: string }) => [t.id, t.worked_on])).toEqual([
    [today.body.id, '2026-11-25'],
    [friday.body.id, '2026-11-20'],
  ]);
  // the week from Monday 23 November holds only today's task; the month holds both
  expect(await performanceOf(user)).toMatchObject({
    daily_tasks: { total_duration: 30, task_count: 1 },
    weekly_tasks: { total_duration: 30, task_count: 1 },
    monthly_tasks: { total_duration: 90, task_count: 2 },
  });
  expect(await daysOf(user, '2026-11-16', '2026-11-29')).toEqual({ '2026-11-20': 60, '2026-11-25': 30 });

  // an hour later it is Thursday in Auckland: that day may be given, and is today's
  clock = new Date(THURSDAY_IN_AUCKLAND);
  const thursday = await addTask(user, { duration: 15, worked_on: '2026-11-26' });
  expect(thursday.status).toBe(201);
  expect((await addTask(user, { duration: 5 })).body.worked_on).toBe('2026-11-26');
  expect(await performanceOf(user)).toMatchObject({
    daily_tasks: { total_duration: 20, task_count: 2 },
    weekly_tasks: { total_duration: 50, task_count: 3 },
  });
});

test("editing a task's day moves its hours; its other fields stay", async () => {
  await globexIn('UTC');
  const user = await consultant();
  clock = new Date(WEDNESDAY);
  const created = await addTask(user, { duration: 40, title: 'Moved later', worked_on: '2026-11-02' });
  expect(created.status).toBe(201);
  expect(await daysOf(user, '2026-11-01', '2026-11-30')).toEqual({ '2026-11-02': 40 });

  const moved = await server.api('PATCH', `/task/${created.body.id}`, {
    token: who.gxAdmin.access,
    body: { worked_on: '2026-11-24' },
  });
  expect(moved.status).toBe(202);
  expect(moved.body).toMatchObject({ worked_on: '2026-11-24', title: 'Moved later', duration: 40 });
  expect(await daysOf(user, '2026-11-01', '2026-11-30')).toEqual({ '2026-11-24': 40 });
  expect(await performanceOf(user)).toMatchObject({
    daily_tasks: { total_duration: 0, task_count: 0 },
    weekly_tasks: { total_duration: 40, task_count: 1 },
    monthly_tasks: { total_duration: 40, task_count: 1 },
  });

  // a change of duration alone keeps the day
  await server.api('PATCH', `/task/${created.body.id}`, {
    token: who.gxAdmin.access,
    body: { duration: 10 },
  });
  expect(await daysOf(user, '2026-11-01', '2026-11-30')).toEqual({ '2026-11-24': 10 });
});

describe('a day after today, more than 366 days back, or no day at all is refused with 400 naming worked_on', () => {
  const refused = [
    ['a day after today in the company’s zone', '2026-11-26'],
    ['367 days back', '2025-11-23'],
    ['no calendar day', '2026-02-30'],
    ['a word', 'yesterday'],
    ['a moment', '2026-11-20T10:00:00Z'],
    ['a number', 20261120],
    ['null', null],
  ] as const;

  test.each(refused)('%s, on every call that takes a work day', async (_name, value) => {
    await globexIn('UTC');
    clock = new Date(WEDNESDAY);
    const [own] = (await server.api('GET', `/tasks/${ids.gina}`, { token: who.gina.access })).body;
    const draft = (
      await server.api('POST', `/drafts/${ids.gina}`, {
        token: who.gina.access,
        body: task({ title: 'Kept' }),
      })
    ).body;
    const calls = [
      server.api('POST', `/tasks/${ids.gina}`, { token: who.gina.access, body: task({ worked_on: value }) }),
      server.api('PATCH', `/task/${own.id}`, { token: who.gxAdmin.access, body: { worked_on: value } }),
      server.api('POST', `/drafts/${ids.gina}`, { token: who.gina.access, body: task({ worked_on: value }) }),
      server.api('PATCH', `/draft/${draft.id}`, { token: who.gina.access, body: { worked_on: value } }),
    ];
    for (const res of await Promise.all(calls)) expectError(res, 400, 'invalid', 'worked_on');
    // nothing was written
    const after = (await server.api('GET', `/tasks/${ids.gina}`, { token: who.gina.access })).body;
    expect(after.find((t: { id: number }) => t.id === own.id)).toEqual(own);
    expect(after).toHaveLength(
      (await server.api('GET', `/tasks/${ids.gina}`, { token: who.gina.access })).body.length,
    );
    const drafts = (await server.api('GET', `/drafts/${ids.gina}`, { token: who.gina.access })).body;
    expect(drafts).toEqual([draft]);
  });

  test('366 days back and today are taken', async () => {
    await globexIn('UTC');
    clock = new Date(WEDNESDAY);
    for (const worked_on of ['2025-11-24', '2026-11-25']) {
      const res = await server.api('POST', `/tasks/${ids.gina}`, {
        token: who.gina.access,
        body: task({ worked_on }),
      });
      expect(res.status).toBe(201);
      expect(res.body.worked_on).toBe(worked_on);
    }
  });
});

test('a draft keeps its day and its task gets it when published; a draft without one becomes a task of the day it is published', async () => {
  await globexIn('UTC');
  clock = new Date(WEDNESDAY);
  const dated = await server.api('POST', `/drafts/${ids.gina}`, {
    token: who.gina.access,
    body: task({ title: 'Dated draft', worked_on: '2026-11-21' }),
  });
  expect(dated.status).toBe(201);
  expect(dated.body.worked_on).toBe('2026-11-21');
  const floating = await server.api('POST', `/drafts/${ids.gina}`, {
    token: who.gina.access,
    body: task({ title: 'Undated draft' }),
  });
  expect(floating.body.worked_on).toBe('2026-11-25');

  const redated = await server.api('PATCH', `/draft/${dated.body.id}`, {
    token: who.gina.access,
    body: { worked_on: '2026-11-22' },
  });
  expect(redated.status).toBe(202);
  expect(redated.body).toMatchObject({ worked_on: '2026-11-22', title: 'Dated draft' });

  // published two days later
  clock = new Date('2026-11-27T09:00:00Z');
  const listed = (await server.api('GET', `/drafts/${ids.gina}`, { token: who.gina.access })).body;
  expect(listed.find((d: { id: number }) => d.id === floating.body.id).worked_on).toBe('2026-11-27');
  const published = await server.api('PATCH', `/drafts/${ids.gina}`, {
    token: who.gina.access,
    body: { drafts: [dated.body.id, floating.body.id] },
  });
  expect(published.status).toBe(202);
  const tasks = (await server.api('GET', `/tasks/${ids.gina}`, { token: who.gina.access })).body as {
    title: string;
    worked_on: string;
  }[];
  expect(tasks.find((t) => t.title === 'Dated draft')?.worked_on).toBe('2026-11-22');
  expect(tasks.find((t) => t.title === 'Undated draft')?.worked_on).toBe('2026-11-27');
});

test("a change of the company's zone moves the tasks without a work day with their created_at, never those with one", async () => {
  await globexIn('UTC');
  const user = await consultant();
  // 12:00 UTC on the 25th is 01:00 on the 26th in Auckland
  clock = new Date('2026-11-25T12:00:00Z');
  expect((await addTask(user, { duration: 11 })).body.worked_on).toBe('2026-11-25');
  expect((await addTask(user, { duration: 22, worked_on: '2026-11-25' })).status).toBe(201);
  expect(await daysOf(user, '2026-11-20', '2026-11-30')).toEqual({ '2026-11-25': 33 });

  await globexIn('Pacific/Auckland');
  expect(await daysOf(user, '2026-11-20', '2026-11-30')).toEqual({ '2026-11-25': 22, '2026-11-26': 11 });
  const list = (await server.api('GET', `/tasks/${user}`, { token: who.gxAdmin.access })).body;
  expect(list.map((t: { duration: number; worked_on: string }) => [t.duration, t.worked_on]).sort()).toEqual([
    [11, '2026-11-26'],
    [22, '2026-11-25'],
  ]);
});
