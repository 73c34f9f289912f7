/**
 * 'Copy last week': POST /draft_copies/{user} makes drafts of the consultant's tasks of the week
 * before, on the same weekdays, with the durations given; all or none; every refusal; the copy
 * racing the week's submission, on the engine under test.
 */
import { addDays, todayIn, weekOf, weekdayIndex } from '@app/contract/days';
import {
  expectError,
  expectOk,
  serverPerTest,
  task,
  type Actors,
  type Json,
  type SeedIds,
  type TestServer,
} from './helpers';

let server: TestServer;
let who: Actors;
let ids: SeedIds;
let today: string;

serverPerTest((seeded) => ({ server, who, ids } = seeded));

beforeEach(async () => {
  const company = (await server.api('GET', `/get_company/${ids.cora}`, { token: who.cora.access })).body;
  today = todayIn(company.time_zone);
});

const ROUNDS = 20;

const ok = expectOk;

/** A week some weeks back (whole weeks: its days and the week before's are past). */
const weekBack = (weeks: number) => weekOf(addDays(today, -7 * weeks)).from;

const logTask = async (worked_on: string, overrides: Record<string, unknown> = {}, token = who.cora.access) =>
  ok(await server.api('POST', `/tasks/${ids.cora}`, { token, body: task({ worked_on, ...overrides }) }), 201);

const copy = (body: Record<string, unknown>, token = who.cora.access, user = ids.cora) =>
  server.api('POST', `/draft_copies/${user}`, { token, body });

const drafts = async () => ok(await server.api('GET', `/drafts/${ids.cora}`, { token: who.cora.access }));

test("each task listed becomes a draft on the same weekday of the week, with its title, body and project and the duration given; the week's hours do not change", async () => {
  const week = weekBack(2);
  const project = ids.projects['Mobile App'];
  const monday = await logTask(addDays(week, -7), {
    title: 'Sprint planning',
    body: '<p>Planned the <strong>sprint</strong></p>',
    duration: 90,
    project,
  });
  const thursday = await logTask(addDays(week, -4), { title: 'Review', duration: 30 });
  await logTask(addDays(week, -3), { title: 'Not chosen' });
  const before = ok(
    await server.api('GET', `/timesheet/${ids.cora}?week=${week}`, { token: who.cora.access }),
  );
  const made = ok(
    await copy({
      week: addDays(week, 3),
      tasks: [
        { task: monday.id, duration: 60 },
        { task: thursday.id, duration: 30 },
      ],
    }),
    201,
  );
  expect(
    made.map((d: Json) => [d.title, d.body, d.project, d.project_name, d.duration, d.worked_on, d.published]),
  ).toEqual([
    ['Sprint planning', '<p>Planned the <strong>sprint</strong></p>', project, 'Mobile App', 60, week, false],
    ['Review', thursday.body, null, null, 30, addDays(week, 3), false],
  ]);
  const listed = (await drafts()).map((d: Json) => d.id);
  for (const draft of made) expect(listed).toContain(draft.id);
  const after = ok(
    await server.api('GET', `/timesheet/${ids.cora}?week=${week}`, { token: who.cora.access }),
  );
  expect(after.total_duration).toBe(before.total_duration);
});

test('refused, nothing made: not her task, not of the week before, twice, none, a bad duration, another person, no session', async () => {
  const week = weekBack(3);
  const hers = await logTask(addDays(week, -6));
  const older = await logTask(addDays(week, -8));
  const others = ok(
    await server.api('POST', `/tasks/${ids.gina}`, {
      token: who.gina.access,
      body: task({ worked_on: addDays(weekOf(addDays(todayIn('UTC'), -21)).from, -6) }),
    }),
    201,
  );
  const seeded = await drafts();
  const bad: Record<string, unknown>[] = [
    { week, tasks: [{ task: others.id, duration: 30 }] },
    { week, tasks: [{ task: older.id, duration: 30 }] },
    { week, tasks: [{ task: 999_999, duration: 30 }] },
    {
      week,
      tasks: [
        { task: hers.id, duration: 30 },
        { task: hers.id, duration: 20 },
      ],
    },
    { week, tasks: [] },
    { week },
    { week, tasks: [{ task: hers.id, duration: 0 }] },
    { week, tasks: [{ task: hers.id }] },
    { week, tasks: [{ task: hers.id, duration: 1.5 }] },
    { week, tasks: 'all' },
  ];
  for (const body of bad) expectError(await copy(body), 400, 'invalid', 'tasks');
  expectError(await copy({ week: 'last', tasks: [{ task: hers.id, duration: 30 }] }), 400, 'invalid', 'week');
  expectError(
    await copy({ week, tasks: [{ task: hers.id, duration: 30 }] }, who.rep.access),
    403,
    'forbidden',
  );
  expectError(
    await copy({ week, tasks: [{ task: hers.id, duration: 30 }] }, who.lead.access),
    403,
    'forbidden',
  );
  expectError(
    await server.api('POST', `/draft_copies/${ids.cora}`, {
      body: { week, tasks: [{ task: hers.id, duration: 30 }] },
    }),
    401,
  );
  expect(await drafts()).toEqual(seeded);
});

test('a day still to come is not copied yet; a submitted or approved week takes no copies (409), nothing made', async () => {
  const seeded = await drafts();
  if (weekdayIndex(today) < 6) {
    const sunday = await logTask(addDays(weekOf(today).from, -1));
    expectError(
      await copy({ week: today, tasks: [{ task: sunday.id, duration: 30 }] }),
      400,
      'invalid',
      'tasks',
    );
  }
  const week = weekBack(4);
  const monday = await logTask(addDays(week, -7));
  ok(await server.api('POST', `/timesheet/${ids.cora}/submit`, { token: who.cora.access, body: { week } }));
  expectError(await copy({ week, tasks: [{ task: monday.id, duration: 30 }] }), 409, 'week_locked');
  ok(await server.api('POST', `/timesheet/${ids.cora}/approve`, { token: who.lead.access, body: { week } }));
  expectError(await copy({ week, tasks: [{ task: monday.id, duration: 30 }] }), 409, 'week_locked');
  expect(await drafts()).toEqual(seeded);
});

test(`copying while another tab submits the week: the copy lands before the submission or is refused, whole (${ROUNDS} rounds)`, async () => {
  for (let round = 0; round < ROUNDS; round += 1) {
    const week = weekBack(5 + round);
    const a = await logTask(addDays(week, -7));
    const b = await logTask(addDays(week, -5));
    const [copied, submitted] = await Promise.all([
      copy({
        week,
        tasks: [
          { task: a.id, duration: 10 },
          { task: b.id, duration: 20 },
        ],
      }),
      server.api('POST', `/timesheet/${ids.cora}/submit`, { token: who.cora.access, body: { week } }),
    ]);
    ok(submitted);
    const inWeek = (await drafts()).filter(
      (d: Json) => d.worked_on >= week && d.worked_on <= addDays(week, 6),
    );
    if (copied.status === 201) expect(inWeek).toHaveLength(2);
    else {
      expectError(copied, 409, 'week_locked');
      expect(inWeek).toEqual([]);
    }
  }
});

test('a second copy adds nothing copied already (a draft of it, published or not); a copy deleted may be made again', async () => {
  const week = weekBack(3);
  const a = await logTask(addDays(week, -7), { title: 'Copied twice' });
  const b = await logTask(addDays(week, -6), { title: 'Copied once' });
  const first = ok(await copy({ week, tasks: [{ task: a.id, duration: 10 }] }), 201);
  expect(first.map((d: Json) => d.copied_from)).toEqual([a.id]);
  // again with both: only the one not copied yet
  const second = ok(
    await copy({
      week,
      tasks: [
        { task: a.id, duration: 10 },
        { task: b.id, duration: 20 },
      ],
    }),
    201,
  );
  expect(second.map((d: Json) => [d.title, d.copied_from])).toEqual([['Copied once', b.id]]);
  // published, it is still copied: nothing again
  ok(
    await server.api('PATCH', `/drafts/${ids.cora}`, {
      token: who.cora.access,
      body: { drafts: [first[0].id] },
    }),
    202,
  );
  expect(ok(await copy({ week, tasks: [{ task: a.id, duration: 10 }] }), 201)).toEqual([]);
  // deleted, it may be copied again
  ok(await server.api('DELETE', `/draft/${second[0].id}`, { token: who.cora.access }), 202);
  const third = ok(await copy({ week, tasks: [{ task: b.id, duration: 25 }] }), 201);
  expect(third.map((d: Json) => [d.copied_from, d.duration])).toEqual([[b.id, 25]]);
  const fromB = (await drafts()).filter((d: Json) => d.copied_from === b.id);
  expect(fromB).toHaveLength(1);
});

test(`the same tasks copied from two tabs at once: each becomes one draft (${ROUNDS} rounds)`, async () => {
  for (let round = 0; round < ROUNDS; round += 1) {
    const week = weekBack(5 + round);
    const a = await logTask(addDays(week, -7));
    const b = await logTask(addDays(week, -5));
    const body = {
      week,
      tasks: [
        { task: a.id, duration: 10 },
        { task: b.id, duration: 20 },
      ],
    };
    const answers = await Promise.all([copy(body), copy(body)]);
    for (const res of answers) expect(res.status).toBe(201);
    // one tab made both, the other none
    expect(answers.map((res) => res.body.length).sort()).toEqual([0, 2]);
    const copies = (await drafts()).filter((d: Json) => d.copied_from === a.id || d.copied_from === b.id);
    expect(copies).toHaveLength(2);
  }
});
