/**
 * Targets: a consultant's target schedules (GET/POST /targets/{user}), the company's holidays
 * (GET/POST /holidays/{company}, DELETE /holiday/{id}), and the targets they give the week
 * (GET /timesheet, GET /timesheets) and the performance rows (weekly_target); every refusal and
 * the races, on the engine under test.
 */
import { addDays, todayIn, weekOf, weekdayIndex } from '@app/contract/days';
import { DEFAULT_DAY_TARGETS } from '@app/contract/weeks';
import { SEED_ACCOUNTS } from '../src/seed';
import {
  expectError,
  expectOk,
  serverPerTest,
  signIn,
  type Actors,
  type Json,
  type SeedIds,
  type TestServer,
} from './helpers';

let server: TestServer;
let who: Actors;
let ids: SeedIds;
/** Today in Northwind's calendar. */
let today: string;

/** The server's clock: now, unless a test moves it. */
let clock: Date | null = null;
serverPerTest((seeded) => ({ server, who, ids } = seeded), { now: () => clock ?? new Date() });

beforeEach(async () => {
  clock = null;
  const company = (await server.api('GET', `/get_company/${ids.cora}`, { token: who.cora.access })).body;
  today = todayIn(company.time_zone);
});

const ROUNDS = 20;
const SIX_HOURS = [360, 360, 360, 360, 360, 0, 0];
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

const setTarget = (token: string, body: Record<string, unknown>, user = ids.cora) =>
  server.api('POST', `/targets/${user}`, { token, body });
const targets = (token: string, user = ids.cora) => server.api('GET', `/targets/${user}`, { token });
const addHoliday = (token: string, body: Record<string, unknown>, company = ids.northwind) =>
  server.api('POST', `/holidays/${company}`, { token, body });

const ok = expectOk;

describe('target schedules', () => {
  test('none at first; a schedule set from a day on is answered and listed oldest first; one set from the same day replaces it', async () => {
    expect(ok(await targets(who.rep.access))).toEqual([]);
    const nextWeek = weekOf(addDays(today, 7)).from;
    const later = addDays(nextWeek, 9);
    const first = ok(await setTarget(who.rep.access, { effective_from: later, days: SIX_HOURS }), 201);
    expect(first).toMatchObject({ effective_from: later, days: SIX_HOURS });
    expect(typeof first.set_by_name).toBe('string');
    expect(Date.parse(first.set_at)).not.toBeNaN();
    ok(await setTarget(who.lead.access, { effective_from: nextWeek, days: [1, 2, 3, 4, 5, 6, 7] }), 201);
    ok(await setTarget(who.lead.access, { effective_from: later, days: [0, 0, 0, 0, 0, 0, 600] }), 201);
    const list = ok(await targets(who.cora.access));
    expect(list.map((s: Json) => [s.effective_from, s.days])).toEqual([
      [nextWeek, [1, 2, 3, 4, 5, 6, 7]],
      [later, [0, 0, 0, 0, 0, 0, 600]],
    ]);
  });

  test("the week's targets: the default before a schedule, the schedule from its day on, 0 and named on a holiday; the company's weeks agree", async () => {
    const week = weekOf(addDays(today, 7)).from;
    const wednesday = addDays(week, 2);
    const friday = addDays(week, 4);
    ok(await setTarget(who.rep.access, { effective_from: wednesday, days: SIX_HOURS }), 201);
    ok(await addHoliday(who.rep.access, { day: friday, name: 'Founders day' }), 201);
    const sheet = ok(
      await server.api('GET', `/timesheet/${ids.cora}?week=${week}`, { token: who.cora.access }),
    );
    const expected = [480, 480, 360, 360, 0, 0, 0];
    expect(sheet.days.map((d: Json) => [d.day, d.target_duration, d.holiday])).toEqual(
      expected.map((target, i) => [addDays(week, i), target, i === 4 ? 'Founders day' : null]),
    );
    expect(sheet.target_duration).toBe(sum(expected));
    const rows = ok(
      await server.api('GET', `/timesheets/${ids.northwind}?week=${week}`, { token: who.rep.access }),
    );
    const targetOf = (user: number) => rows.find((r: Json) => r.user === user).target_duration;
    expect(targetOf(ids.cora)).toBe(sum(expected));
    // everyone else: the default schedule, less the holiday
    expect(targetOf(ids.engineer.id)).toBe(sum(DEFAULT_DAY_TARGETS) - DEFAULT_DAY_TARGETS[4]);
    // the week before keeps its targets
    const before = ok(
      await server.api('GET', `/timesheet/${ids.cora}?week=${addDays(week, -7)}`, { token: who.cora.access }),
    );
    expect(before.days.map((d: Json) => d.target_duration)).toEqual([...DEFAULT_DAY_TARGETS]);
  });

  test("every consultant's target in the company's weeks is her own week's: a schedule shared by several, one taking over mid-week, one from the week's Monday, one starting after it, a holiday", async () => {
    const thisWeek = weekOf(today).from;
    const week = weekOf(addDays(today, 7)).from;
    const rising = [100, 200, 300, 400, 500, 600, 700];
    ok(await setTarget(who.rep.access, { effective_from: thisWeek, days: SIX_HOURS }), 201);
    ok(await setTarget(who.rep.access, { effective_from: thisWeek, days: SIX_HOURS }, ids.engineer.id), 201);
    ok(await setTarget(who.rep.access, { effective_from: addDays(week, 2), days: rising }), 201);
    ok(
      await setTarget(who.rep.access, { effective_from: week, days: [1, 2, 3, 4, 5, 6, 7] }, ids.designer.id),
      201,
    );
    ok(
      await setTarget(who.rep.access, { effective_from: addDays(week, 9), days: rising }, ids.designer.id),
      201,
    );
    ok(await addHoliday(who.rep.access, { day: addDays(week, 3), name: 'Mid-week holiday' }), 201);
    for (const w of [thisWeek, week, addDays(week, 7)]) {
      const rows = ok(
        await server.api('GET', `/timesheets/${ids.northwind}?week=${w}`, { token: who.rep.access }),
      ) as Json[];
      expect(rows.length).toBeGreaterThan(3);
      for (const row of rows) {
        const own = ok(
          await server.api('GET', `/timesheet/${row.user}?week=${w}`, { token: who.rep.access }),
        );
        expect([w, row.user, row.target_duration]).toEqual([w, row.user, own.target_duration]);
      }
    }
    const rows = ok(
      await server.api('GET', `/timesheets/${ids.northwind}?week=${week}`, { token: who.rep.access }),
    ) as Json[];
    const targetOf = (user: number) => rows.find((r) => r.user === user).target_duration;
    // Monday and Tuesday of the shared schedule, the rising one from Wednesday, the holiday 0
    expect(targetOf(ids.cora)).toBe(360 + 360 + 300 + 0 + 500 + 600 + 700);
    expect(targetOf(ids.engineer.id)).toBe(sum(SIX_HOURS) - SIX_HOURS[3]);
    expect(targetOf(ids.designer.id)).toBe(sum([1, 2, 3, 4, 5, 6, 7]) - 4);
  });

  test("the performance rows carry this week's target up to today: a consultant's schedule, the default, holidays 0", async () => {
    const monday = weekOf(today).from;
    const soFar = weekdayIndex(today) + 1;
    ok(await setTarget(who.rep.access, { effective_from: monday, days: [60, 60, 60, 60, 60, 60, 60] }), 201);
    const defaultSoFar = sum(DEFAULT_DAY_TARGETS.slice(0, soFar));
    const read = async () => {
      const company = ok(
        await server.api('GET', `/grouped_tasks/${ids.northwind}`, { token: who.rep.access }),
      );
      const department = ok(
        await server.api('GET', `/task_grouping_by_department/${ids.engineering}`, {
          token: who.lead.access,
        }),
      );
      const targetOf = (rows: Json[], user: number) => rows.find((r) => r.id === user).weekly_target;
      return {
        cora: [targetOf(company, ids.cora), targetOf(department, ids.cora)],
        engineer: [targetOf(company, ids.engineer.id), targetOf(department, ids.engineer.id)],
      };
    };
    expect(await read()).toEqual({ cora: [60 * soFar, 60 * soFar], engineer: [defaultSoFar, defaultSoFar] });
    // the same rule as the week's (dayTarget and the database's day_target)
    const days = ok(
      await server.api('GET', `/timesheet/${ids.cora}?week=${today}`, { token: who.cora.access }),
    ).days as Json[];
    expect(sum(days.slice(0, soFar).map((d) => d.target_duration))).toBe(60 * soFar);
    ok(await addHoliday(who.rep.access, { day: today, name: 'Today off' }), 201);
    const todayDefault = DEFAULT_DAY_TARGETS[soFar - 1];
    expect(await read()).toEqual({
      cora: [60 * (soFar - 1), 60 * (soFar - 1)],
      engineer: [defaultSoFar - todayDefault, defaultSoFar - todayDefault],
    });
  });

  test("the performance rows' week so far is the company's calendar's, whoever reads them (its zone with the reader's session, or read apart)", async () => {
    const monday = weekOf(today).from;
    ok(await setTarget(who.rep.access, { effective_from: monday, days: [60, 60, 60, 60, 60, 60, 60] }), 201);
    ok(
      await server.api('PATCH', `/company/${ids.northwind}`, {
        token: who.admin.access,
        body: { time_zone: 'Pacific/Kiritimati' },
      }),
      202,
    );
    // Monday 00:30 in Kiritimati (UTC+14), still Sunday 10:30 in UTC and every zone west of +13:30
    clock = new Date('2027-01-03T10:30:00Z');
    expect(todayIn('Pacific/Kiritimati', clock)).toBe('2027-01-04');
    // sessions end with the clock's jump: sign in again
    const [admin, rep, lead] = await Promise.all(
      [SEED_ACCOUNTS.admin, SEED_ACCOUNTS.representative, SEED_ACCOUNTS.departmentLead].map((a) =>
        signIn(server.api, a.email),
      ),
    );
    const coraOf = (rows: Json[]) => rows.find((r) => r.id === ids.cora).weekly_target;
    const read = async (path: string, token: string) => coraOf(ok(await server.api('GET', path, { token })));
    // her Monday only: the week of Sunday (7 days so far) would be 420
    expect({
      representative: await read(`/grouped_tasks/${ids.northwind}`, rep.access),
      lead: await read(`/task_grouping_by_department/${ids.engineering}`, lead.access),
      admin: await read(`/grouped_tasks/${ids.northwind}`, admin.access),
    }).toEqual({ representative: 60, lead: 60, admin: 60 });
  });

  test('who may read and set them', async () => {
    const body = { effective_from: today, days: SIX_HOURS };
    expectError(await server.api('POST', `/targets/${ids.cora}`, { body }), 401);
    expectError(await server.api('GET', `/targets/${ids.cora}`, {}), 401);
    // the consultant, a board member, the admin, another department's lead, another company: no
    expectError(await setTarget(who.cora.access, body), 403, 'forbidden');
    expectError(await setTarget(who.board.access, body), 403, 'forbidden');
    expectError(await setTarget(who.admin.access, body), 403, 'forbidden');
    expectError(await setTarget(who.lead.access, body, ids.designer.id), 403, 'forbidden');
    expectError(await setTarget(who.gxAdmin.access, body), 403, 'forbidden');
    expectError(await targets(who.gina.access), 403, 'forbidden');
    expectError(await targets(who.gxLead.access), 403, 'forbidden');
    // her lead and her company's representative set them; she, the board and the admin read them
    ok(await setTarget(who.lead.access, body), 201);
    ok(await setTarget(who.rep.access, { ...body, effective_from: addDays(today, 1) }), 201);
    for (const reader of [who.cora, who.board, who.admin, who.lead, who.rep])
      expect(ok(await targets(reader.access))).toHaveLength(2);
    expectError(await setTarget(who.rep.access, body, 999_999), 404);
    expectError(await targets(who.rep.access, 999_999), 404);
    // a representative is no consultant: no targets of her own
    expectError(await setTarget(who.admin.access, body, who.rep.claims.user_id), 403);
    expectError(await targets(who.rep.access, who.rep.claims.user_id), 400, 'invalid');
  });

  test('bad input: 400 naming the field, nothing written', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ days: SIX_HOURS }, 'effective_from'],
      [{ effective_from: 'monday', days: SIX_HOURS }, 'effective_from'],
      [{ effective_from: '2026-02-30', days: SIX_HOURS }, 'effective_from'],
      // before this week: past weeks keep their targets
      [{ effective_from: addDays(weekOf(today).from, -1), days: SIX_HOURS }, 'effective_from'],
      [{ effective_from: addDays(today, 732), days: SIX_HOURS }, 'effective_from'],
      [{ effective_from: today }, 'days'],
      [{ effective_from: today, days: SIX_HOURS.slice(1) }, 'days'],
      [{ effective_from: today, days: [...SIX_HOURS, 0] }, 'days'],
      [{ effective_from: today, days: [1441, 0, 0, 0, 0, 0, 0] }, 'days'],
      [{ effective_from: today, days: [-1, 0, 0, 0, 0, 0, 0] }, 'days'],
      [{ effective_from: today, days: [1.5, 0, 0, 0, 0, 0, 0] }, 'days'],
      [{ effective_from: today, days: ['480', 0, 0, 0, 0, 0, 0] }, 'days'],
      [{ effective_from: today, days: 'all' }, 'days'],
    ];
    for (const [body, field] of bad)
      expectError(await setTarget(who.rep.access, body), 400, 'invalid', field);
    expect(ok(await targets(who.rep.access))).toEqual([]);
  });

  test(`two managers setting a schedule from the same day at once: one of them stands, whole (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const effective_from = addDays(today, round + 1);
      const a = [round, 1, 2, 3, 4, 5, 6];
      const b = [7, 8, 9, 10, 11, 12, round];
      const [x, y] = await Promise.all([
        setTarget(who.rep.access, { effective_from, days: a }),
        setTarget(who.lead.access, { effective_from, days: b }),
      ]);
      ok(x, 201);
      ok(y, 201);
      const list = ok(await targets(who.rep.access)).filter((s: Json) => s.effective_from === effective_from);
      expect(list).toHaveLength(1);
      expect([a, b]).toContainEqual(list[0].days);
    }
  });
});

describe('an approved week', () => {
  test('keeps the targets and holidays it was approved with until it is reopened; later schedules and holidays apply to the weeks not approved', async () => {
    const week = weekOf(today).from;
    const sheet = async () =>
      ok(await server.api('GET', `/timesheet/${ids.cora}?week=${week}`, { token: who.rep.access }));
    const companyRow = async () =>
      (
        ok(
          await server.api('GET', `/timesheets/${ids.northwind}?week=${week}`, { token: who.rep.access }),
        ) as Json[]
      ).find((row) => row.user === ids.cora)!;
    const act = async (token: string, action: string, body: Json) =>
      ok(await server.api('POST', `/timesheet/${ids.cora}/${action}`, { token, body }));
    await act(who.cora.access, 'submit', { week });
    await act(who.rep.access, 'approve', { week });
    const approved = await sheet();
    expect(approved.target_duration).toBe(sum(DEFAULT_DAY_TARGETS));
    expect((await companyRow()).target_duration).toBe(sum(DEFAULT_DAY_TARGETS));

    // a schedule from this Monday and a holiday inside the week: both are taken ...
    ok(await setTarget(who.rep.access, { effective_from: week, days: SIX_HOURS }), 201);
    const holidayDay = addDays(week, 6);
    ok(await addHoliday(who.rep.access, { day: holidayDay, name: 'Founders day' }), 201);
    // ... and the approved week is as approved, on her page and in the company's weeks
    expect(await sheet()).toEqual(approved);
    expect((await companyRow()).target_duration).toBe(sum(DEFAULT_DAY_TARGETS));
    // another consultant's week, not approved, counts the holiday
    const other = ok(
      await server.api('GET', `/timesheet/${ids.engineer.id}?week=${week}`, { token: who.rep.access }),
    );
    expect(other.days[6]).toMatchObject({ holiday: 'Founders day', target_duration: 0 });

    // reopened, the week counts what is set now
    await act(who.rep.access, 'reopen', { week, reason: 'Targets changed' });
    const reopened = await sheet();
    expect(reopened.target_duration).toBe(sum(SIX_HOURS));
    expect(reopened.days[6].holiday).toBe('Founders day');
    expect((await companyRow()).target_duration).toBe(sum(SIX_HOURS));
  });
});

describe('holidays', () => {
  test('the representative adds and removes them; everyone of the company and the admin reads them, by day', async () => {
    const later = addDays(today, 20);
    const first = ok(await addHoliday(who.rep.access, { day: later, name: '  Harvest day ' }), 201);
    expect(first).toEqual({ id: expect.any(Number), day: later, name: 'Harvest day' });
    const second = ok(await addHoliday(who.rep.access, { day: today, name: 'Today' }), 201);
    for (const reader of [who.rep, who.lead, who.board, who.cora, who.admin])
      expect(ok(await server.api('GET', `/holidays/${ids.northwind}`, { token: reader.access }))).toEqual([
        second,
        first,
      ]);
    expect(ok(await server.api('DELETE', `/holiday/${first.id}`, { token: who.rep.access }), 202)).toEqual({
      deleted: first.id,
    });
    expectError(await server.api('DELETE', `/holiday/${first.id}`, { token: who.rep.access }), 404);
    expect(ok(await server.api('GET', `/holidays/${ids.northwind}`, { token: who.cora.access }))).toEqual([
      second,
    ]);
  });

  test('who may: only the representative of the company sets them; other companies read nothing', async () => {
    const body = { day: addDays(today, 3), name: 'Offsite' };
    expectError(await server.api('POST', `/holidays/${ids.northwind}`, { body }), 401);
    for (const actor of [who.lead, who.board, who.cora, who.admin, who.gxAdmin])
      expectError(await addHoliday(actor.access, body), 403, 'forbidden');
    expectError(await server.api('GET', `/holidays/${ids.northwind}`, { token: who.gina.access }), 403);
    expectError(await server.api('GET', `/holidays/999999`, { token: who.admin.access }), 404);
    const holiday = ok(await addHoliday(who.rep.access, body), 201);
    for (const actor of [who.lead, who.board, who.cora, who.admin, who.gxAdmin])
      expectError(
        await server.api('DELETE', `/holiday/${holiday.id}`, { token: actor.access }),
        403,
        'forbidden',
      );
    expectError(await server.api('DELETE', `/holiday/999999`, { token: who.rep.access }), 404);
    expect(ok(await server.api('GET', `/holidays/${ids.northwind}`, { token: who.rep.access }))).toHaveLength(
      1,
    );
  });

  test('once its week is past, a holiday stays (409) and past weeks keep their targets', async () => {
    const day = addDays(today, 1);
    const holiday = ok(await addHoliday(who.rep.access, { day, name: 'Kept' }), 201);
    ok(await setTarget(who.rep.access, { effective_from: day, days: SIX_HOURS }), 201);
    clock = new Date(Date.now() + 15 * 86_400_000);
    // sessions end with the clock's jump: sign in again
    const rep = await signIn(server.api, SEED_ACCOUNTS.representative.email);
    const cora = await signIn(server.api, SEED_ACCOUNTS.consultant.email);
    expectError(
      await server.api('DELETE', `/holiday/${holiday.id}`, { token: rep.access }),
      409,
      'holiday_past',
    );
    expectError(
      await setTarget(rep.access, { effective_from: day, days: [0, 0, 0, 0, 0, 0, 0] }),
      400,
      'invalid',
      'effective_from',
    );
    const sheet = ok(await server.api('GET', `/timesheet/${ids.cora}?week=${day}`, { token: cora.access }));
    expect(sheet.days.find((d: Json) => d.day === day)).toMatchObject({
      target_duration: 0,
      holiday: 'Kept',
    });
    expect(ok(await targets(rep.access))).toEqual([expect.objectContaining({ days: SIX_HOURS })]);
  });

  test('bad input: 400 naming the field; a day that already is one; a past week', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ name: 'x' }, 'day'],
      [{ day: '2026-13-01', name: 'x' }, 'day'],
      [{ day: addDays(weekOf(today).from, -1), name: 'x' }, 'day'],
      [{ day: addDays(today, 732), name: 'x' }, 'day'],
      [{ day: today }, 'name'],
      [{ day: today, name: '   ' }, 'name'],
      [{ day: today, name: 'x'.repeat(101) }, 'name'],
      [{ day: today, name: 'a\u0007b' }, 'name'],
    ];
    for (const [body, field] of bad)
      expectError(await addHoliday(who.rep.access, body), 400, 'invalid', field);
    ok(await addHoliday(who.rep.access, { day: today, name: 'Once' }), 201);
    expectError(await addHoliday(who.rep.access, { day: today, name: 'Twice' }), 400, 'invalid', 'day');
    expect(ok(await server.api('GET', `/holidays/${ids.northwind}`, { token: who.rep.access }))).toEqual([
      expect.objectContaining({ day: today, name: 'Once' }),
    ]);
  });

  test(`the same day added twice at once is one holiday; a holiday removed twice at once is removed once (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const day = addDays(today, round + 1);
      const [x, y] = await Promise.all([
        addHoliday(who.rep.access, { day, name: 'A' }),
        addHoliday(who.rep.access, { day, name: 'B' }),
      ]);
      expect([x.status, y.status].sort()).toEqual([201, 400]);
      const created = x.status === 201 ? x.body : y.body;
      const removals = await Promise.all(
        [0, 1].map(() => server.api('DELETE', `/holiday/${created.id}`, { token: who.rep.access })),
      );
      expect(removals.map((r) => r.status).sort()).toEqual([202, 404]);
    }
    expect(ok(await server.api('GET', `/holidays/${ids.northwind}`, { token: who.rep.access }))).toEqual([]);
  });
});
