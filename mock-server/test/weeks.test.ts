/**
 * Timesheet weeks: GET /timesheet/{user}, its transitions (submit, withdraw, approve, reject,
 * reopen), the lock an approved or submitted week puts on the task and draft writes of its days,
 * GET /timesheets/{company}, every refusal, and the races (two managers deciding at once, a task
 * write racing an approval), on the engine under test.
 */
import { sql } from 'drizzle-orm';
import { addDays, todayIn, weekOf } from '@app/contract/days';
import {
  expectError,
  expectOk,
  serverPerTest,
  task,
  type Actors,
  type Json,
  type Res,
  type SeedIds,
  type TestServer,
} from './helpers';

let server: TestServer;
let who: Actors;
let ids: SeedIds;

serverPerTest((seeded) => ({ server, who, ids } = seeded));

const ROUNDS = 20;

/** A week of Cora's some weeks back (whole weeks, so never after today in any zone). */
const weekBack = (weeks: number) => weekOf(addDays(todayIn('UTC'), -7 * weeks - 2)).from;

const act = (token: string, action: string, body: Record<string, unknown>, user = ids.cora) =>
  server.api('POST', `/timesheet/${user}/${action}`, { token, body });

const sheet = (token: string, week: string, user = ids.cora) =>
  server.api('GET', `/timesheet/${user}?week=${week}`, { token });

const ok = (res: Res): Json => expectOk(res);

/** Cora's tasks of `week` as her task list answers them: minutes by work day and by project. */
async function listedWeek(week: string) {
  const days = Array.from({ length: 7 }, (_, i) => addDays(week, i));
  const tasks: { worked_on: string; duration: number; project: number | null }[] = (
    await server.api('GET', `/tasks/${ids.cora}`, { token: who.cora.access })
  ).body;
  const inWeek = tasks.filter((t) => days.includes(t.worked_on));
  const byDay = days.map((day) =>
    inWeek.filter((t) => t.worked_on === day).reduce((sum, t) => sum + t.duration, 0),
  );
  const byProject = new Map<number | null, Record<string, number>>();
  for (const t of inWeek) {
    const row = byProject.get(t.project) ?? {};
    row[t.worked_on] = (row[t.worked_on] ?? 0) + t.duration;
    byProject.set(t.project, row);
  }
  return { byDay, byProject };
}

describe('GET /timesheet/{user}', () => {
  test("a consultant's week: minutes by project and day from her tasks, the days' targets, open without a decision", async () => {
    const week = weekBack(3);
    const apollo = ids.projects['Mobile App'];
    for (const [offset, duration, project] of [
      [0, 120, apollo],
      [0, 30, null],
      [2, 45, apollo],
      [6, 15, null],
    ] as const) {
      const res = await server.api('POST', `/tasks/${ids.cora}`, {
        token: who.cora.access,
        body: task({ duration, project, worked_on: addDays(week, offset) }),
      });
      expect(res.status).toBe(201);
    }
    const expected = await listedWeek(week);
    const body = ok(await sheet(who.cora.access, addDays(week, 3)));
    expect(Object.keys(body).sort()).toEqual([
      'days',
      'history',
      'rows',
      'status',
      'target_duration',
      'total_duration',
      'user',
      'week_start',
    ]);
    expect(body).toMatchObject({ user: ids.cora, week_start: week, status: 'open', history: [] });
    expect(body.days).toEqual(
      expected.byDay.map((total, i) => ({
        day: addDays(week, i),
        total_duration: total,
        target_duration: i < 5 ? 480 : 0,
        holiday: null,
      })),
    );
    expect(body.total_duration).toBe(expected.byDay.reduce((a, b) => a + b, 0));
    expect(body.target_duration).toBe(2400);
    expect(
      new Map(
        body.rows.map((r: { project: number | null; days: Record<string, number> }) => [r.project, r.days]),
      ),
    ).toEqual(expected.byProject);
    // 'no project' last
    expect(body.rows.at(-1).project).toBeNull();
    expect(body.rows.find((r: { project: number | null }) => r.project === apollo).project_name).toBe(
      'Mobile App',
    );
  });

  test('read by those who read her tasks; refused to others, 404 for nobody, 400 for a bad week or a non-consultant', async () => {
    const week = weekBack(1);
    for (const reader of [who.cora, who.rep, who.lead, who.board, who.admin])
      ok(await sheet(reader.access, week));
    for (const stranger of [who.gxAdmin, who.gina, who.gxLead])
      expectError(await sheet(stranger.access, week), 403);
    // a department lead reads the weeks of their own department only
    expectError(await sheet(who.lead.access, week, ids.designer.id), 403);
    expectError(await sheet(who.rep.access, week, 2_000_000_000), 404);
    expectError(await sheet(who.rep.access, week, who.rep.claims.user_id), 400);
    for (const bad of ['', 'monday', '2026-02-30', '2026-11-23T00:00:00Z'])
      expectError(
        await server.api('GET', `/timesheet/${ids.cora}?week=${encodeURIComponent(bad)}`, {
          token: who.cora.access,
        }),
        400,
        'invalid',
        'week',
      );
    expectError(
      await server.api('GET', `/timesheet/${ids.cora}`, { token: who.cora.access }),
      400,
      'invalid',
      'week',
    );
    expect((await server.api('GET', `/timesheet/${ids.cora}?week=${week}`)).status).toBe(401);
  });
});

describe('transitions', () => {
  test('submitted, rejected with a comment, resubmitted, approved, locked for everyone, reopened with a reason', async () => {
    const week = weekBack(2);
    const inWeek = addDays(week, 1);
    const added = await server.api('POST', `/tasks/${ids.cora}`, {
      token: who.cora.access,
      body: task({ title: 'Before submitting', worked_on: inWeek }),
    });
    expect(added.status).toBe(201);

    expect(ok(await act(who.cora.access, 'submit', { week: inWeek })).status).toBe('submitted');
    // submitted: the consultant adds nothing more to it; her representative still may
    expectError(
      await server.api('POST', `/tasks/${ids.cora}`, {
        token: who.cora.access,
        body: task({ worked_on: inWeek }),
      }),
      409,
      'week_locked',
    );
    expectError(
      await server.api('POST', `/drafts/${ids.cora}`, {
        token: who.cora.access,
        body: task({ worked_on: inWeek }),
      }),
      409,
      'week_locked',
    );
    const byRep = await server.api('POST', `/tasks/${ids.cora}`, {
      token: who.rep.access,
      body: task({ title: 'Added by the representative', worked_on: inWeek }),
    });
    expect(byRep.status).toBe(201);

    expectError(await act(who.lead.access, 'reject', { week }), 400, 'invalid', 'comment');
    expectError(await act(who.lead.access, 'reject', { week, comment: '   ' }), 400, 'invalid', 'comment');
    const rejected = ok(await act(who.lead.access, 'reject', { week, comment: 'Wednesday is missing' }));
    expect(rejected.status).toBe('rejected');

    expect(ok(await act(who.cora.access, 'submit', { week })).status).toBe('submitted');
    const approved = ok(await act(who.lead.access, 'approve', { week: addDays(week, 6) }));
    expect(approved.status).toBe('approved');
    const expected = await listedWeek(week);
    expect(approved.total_duration).toBe(expected.byDay.reduce((a, b) => a + b, 0));

    // approved: nobody writes into it, through any call
    const draft = expectOk(
      await server.api('POST', `/drafts/${ids.cora}`, {
        token: who.cora.access,
        body: task({ title: 'Meant for the approved week', worked_on: addDays(week, 14) }),
      }),
      201,
    );
    const refusals = [
      server.api('POST', `/tasks/${ids.cora}`, { token: who.rep.access, body: task({ worked_on: inWeek }) }),
      server.api('POST', `/tasks/${ids.cora}`, {
        token: who.admin.access,
        body: task({ worked_on: inWeek }),
      }),
      server.api('PATCH', `/task/${added.body.id}`, { token: who.rep.access, body: { duration: 5 } }),
      server.api('PATCH', `/task/${added.body.id}`, {
        token: who.rep.access,
        body: { worked_on: addDays(week, 7) },
      }),
      server.api('DELETE', `/task/${byRep.body.id}`, { token: who.admin.access }),
      server.api('PATCH', `/draft/${draft.id}`, { token: who.cora.access, body: { worked_on: inWeek } }),
      server.api('POST', `/drafts/${ids.cora}`, {
        token: who.cora.access,
        body: task({ worked_on: inWeek }),
      }),
    ];
    for (const res of await Promise.all(refusals)) {
      expectError(res, 409, 'week_locked');
      expect(res.body).toMatchObject({ week, status: 'approved' });
    }
    // a task moved into it from another week is refused too
    const later = expectOk(
      await server.api('POST', `/tasks/${ids.cora}`, {
        token: who.cora.access,
        body: task({ worked_on: addDays(week, 7) }),
      }),
      201,
    );
    expectError(
      await server.api('PATCH', `/task/${later.id}`, { token: who.rep.access, body: { worked_on: inWeek } }),
      409,
      'week_locked',
    );
    // nothing changed: the same week, the same minutes
    expect(ok(await sheet(who.rep.access, week))).toEqual(approved);

    expectError(await act(who.rep.access, 'reopen', { week }), 400, 'invalid', 'reason');
    const reopened = ok(
      await act(who.rep.access, 'reopen', { week, reason: 'Client asked to move Tuesday' }),
    );
    expect(reopened.status).toBe('open');
    expect(
      reopened.history.map((h: { status: string; by: number; comment: string | null }) => [
        h.status,
        h.by,
        h.comment,
      ]),
    ).toEqual([
      ['submitted', ids.cora, null],
      ['rejected', who.lead.claims.user_id, 'Wednesday is missing'],
      ['submitted', ids.cora, null],
      ['approved', who.lead.claims.user_id, null],
      ['open', who.rep.claims.user_id, 'Client asked to move Tuesday'],
    ]);
    expect(reopened.history[0]).toMatchObject({ by_name: expect.any(String), at: expect.any(String) });
    // open again: writes land
    expect(
      (await server.api('PATCH', `/task/${added.body.id}`, { token: who.rep.access, body: { duration: 5 } }))
        .status,
    ).toBe(202);
  });

  test('the consultant withdraws a week not yet decided; publishing into a submitted week is refused', async () => {
    const week = weekBack(4);
    const draft = expectOk(
      await server.api('POST', `/drafts/${ids.cora}`, {
        token: who.cora.access,
        body: task({ title: 'Draft for a submitted week', worked_on: addDays(week, 2) }),
      }),
      201,
    );
    ok(await act(who.cora.access, 'submit', { week }));
    // refused by name: it stays a draft, nothing published
    const refused = await server.api('PATCH', `/drafts/${ids.cora}`, {
      token: who.cora.access,
      body: { drafts: [draft.id] },
    });
    expect(refused.status).toBe(202);
    expect(refused.body).toEqual({
      published: 0,
      refused: [
        {
          draft: draft.id,
          worked_on: addDays(week, 2),
          week,
          status: 'submitted',
          error: 'week_locked',
          detail: `The week of ${week} is submitted: withdraw it to change it`,
        },
      ],
    });
    expect((await server.store.db.drafts.get(draft.id))?.published).toBe(false);
    expect(ok(await act(who.cora.access, 'withdraw', { week })).status).toBe('open');
    expect(
      (
        await server.api('PATCH', `/drafts/${ids.cora}`, {
          token: who.cora.access,
          body: { drafts: [draft.id] },
        })
      ).body,
    ).toEqual({ published: 1, refused: [] });
    ok(await act(who.cora.access, 'submit', { week }));
    ok(await act(who.rep.access, 'approve', { week }));
    expectError(await act(who.cora.access, 'withdraw', { week }), 409, 'week_state');
  });

  test('a draft in an approved week holds back no other: publishing names it; its owner deletes it or moves it to an open day', async () => {
    const week = weekBack(6);
    const openDay = addDays(week, 7);
    const draft = (title: string, worked_on: string) =>
      server
        .api('POST', `/drafts/${ids.cora}`, { token: who.cora.access, body: task({ title, worked_on }) })
        .then((res) => expectOk(res, 201));
    const stuck = await draft('Stuck in the approved week', addDays(week, 1));
    const toMove = await draft('Moved out of the approved week', addDays(week, 2));
    const toDelete = await draft('Deleted in the approved week', addDays(week, 3));
    const free = [await draft('Open week one', openDay), await draft('Open week two', openDay)];
    ok(await act(who.cora.access, 'submit', { week }));
    ok(await act(who.rep.access, 'approve', { week }));

    // in place it stays refused; moved to an open day it is free; deleted by its owner it is gone
    expectError(
      await server.api('PATCH', `/draft/${stuck.id}`, { token: who.cora.access, body: { duration: 5 } }),
      409,
      'week_locked',
    );
    const moved = await server.api('PATCH', `/draft/${toMove.id}`, {
      token: who.cora.access,
      body: { worked_on: openDay },
    });
    expect(moved.status).toBe(202);
    expect(moved.body.worked_on).toBe(openDay);
    expect((await server.api('DELETE', `/draft/${toDelete.id}`, { token: who.cora.access })).status).toBe(
      202,
    );
    expect(await server.store.db.drafts.get(toDelete.id)).toBeUndefined();

    const before = ok(await sheet(who.rep.access, week));
    const res = await server.api('PATCH', `/drafts/${ids.cora}`, {
      token: who.cora.access,
      body: { drafts: [stuck.id, toMove.id, ...free.map((d) => d.id)] },
    });
    expect(res.status).toBe(202);
    expect(res.body.published).toBe(3);
    expect(res.body.refused).toEqual([
      expect.objectContaining({ draft: stuck.id, worked_on: addDays(week, 1), week, status: 'approved' }),
    ]);
    const left = ok(await server.api('GET', `/drafts/${ids.cora}`, { token: who.cora.access }));
    expect(left.map((d: { id: number }) => d.id)).toContain(stuck.id);
    expect(left.map((d: { id: number }) => d.id)).not.toContain(toMove.id);
    // the approved week is as it was approved
    expect(ok(await sheet(who.rep.access, week))).toEqual(before);
  });

  test('each action by whom it belongs to; a transition the state does not allow is 409', async () => {
    const week = weekBack(5);
    // open: nothing to decide, withdraw or reopen
    for (const [token, action, body] of [
      [who.lead.access, 'approve', { week }],
      [who.rep.access, 'reject', { week, comment: 'no' }],
      [who.cora.access, 'withdraw', { week }],
      [who.rep.access, 'reopen', { week, reason: 'no' }],
    ] as const) {
      const res = await act(token, action, body);
      expectError(res, 409, 'week_state');
      expect(res.body).toMatchObject({ field: 'week', week, status: 'open' });
    }
    // the consultant alone submits; managers alone decide; the representative alone reopens
    for (const other of [who.rep, who.lead, who.admin, who.board])
      expectError(await act(other.access, 'submit', { week }), 403);
    ok(await act(who.cora.access, 'submit', { week }));
    expectError(await act(who.cora.access, 'submit', { week }), 409, 'week_state');
    for (const other of [who.cora, who.board, who.admin, who.gxAdmin])
      expectError(await act(other.access, 'approve', { week }), 403);
    // another department's lead decides nothing here
    expectError(await act(who.lead.access, 'approve', { week }, ids.designer.id), 403);
    ok(await act(who.lead.access, 'approve', { week }));
    for (const other of [who.lead, who.cora, who.admin, who.board])
      expectError(await act(other.access, 'reopen', { week, reason: 'why' }), 403);
    expectError(
      await act(who.rep.access, 'reopen', { week, reason: 'x'.repeat(1001) }),
      400,
      'invalid',
      'reason',
    );
    expectError(await act(who.rep.access, 'approve', {}), 400, 'invalid', 'week');
    expectError(await act(who.rep.access, 'approve', { week }, 2_000_000_000), 404);
    expect((await server.api('POST', `/timesheet/${ids.cora}/approve`, { body: { week } })).status).toBe(401);
  });
});

describe('GET /timesheets/{company}', () => {
  test("the week of every consultant in the caller's scope, with state, minutes and target; filtered by department and state", async () => {
    const week = weekBack(6);
    ok(await act(who.cora.access, 'submit', { week }));
    const all = ok(
      await server.api('GET', `/timesheets/${ids.northwind}?week=${week}`, { token: who.rep.access }),
    );
    const people = (await server.api('GET', `/employees/${ids.northwind}`, { token: who.rep.access }))
      .body as {
      id: number;
    }[];
    expect(all.map((r: { user: number }) => r.user).sort()).toEqual(people.map((p) => p.id).sort());
    const cora = all.find((r: { user: number }) => r.user === ids.cora);
    expect(Object.keys(cora).sort()).toEqual([
      'department',
      'department_name',
      'name',
      'status',
      'target_duration',
      'total_duration',
      'user',
    ]);
    expect(cora).toMatchObject({ status: 'submitted', department: ids.engineering, target_duration: 2400 });
    expect(cora.total_duration).toBe((await listedWeek(week)).byDay.reduce((a, b) => a + b, 0));

    const waiting = ok(
      await server.api('GET', `/timesheets/${ids.northwind}?week=${week}&status=submitted`, {
        token: who.rep.access,
      }),
    );
    expect(waiting.map((r: { user: number }) => r.user)).toEqual([ids.cora]);
    const design = ok(
      await server.api('GET', `/timesheets/${ids.northwind}?week=${week}&department=${ids.design}`, {
        token: who.board.access,
      }),
    );
    expect(design.every((r: { department: number }) => r.department === ids.design)).toBe(true);
    expect(design.length).toBeGreaterThan(0);

    // the lead: their department only
    const lead = ok(
      await server.api('GET', `/timesheets/${ids.northwind}?week=${week}`, { token: who.lead.access }),
    );
    expect(lead.every((r: { department: number }) => r.department === ids.engineering)).toBe(true);
    expectError(
      await server.api('GET', `/timesheets/${ids.northwind}?week=${week}&department=${ids.design}`, {
        token: who.lead.access,
      }),
      403,
    );
    for (const stranger of [who.cora, who.gxAdmin, who.gina])
      expectError(
        await server.api('GET', `/timesheets/${ids.northwind}?week=${week}`, { token: stranger.access }),
        403,
      );
    expectError(
      await server.api('GET', `/timesheets/${ids.northwind}?week=${week}&status=done`, {
        token: who.rep.access,
      }),
      400,
      'invalid',
      'status',
    );
    expectError(
      await server.api('GET', `/timesheets/${ids.northwind}?week=${week}&department=${ids.research}`, {
        token: who.rep.access,
      }),
      400,
      'invalid',
      'department',
    );
    expectError(
      await server.api('GET', `/timesheets/${ids.northwind}`, { token: who.rep.access }),
      400,
      'invalid',
      'week',
    );
    expectError(
      await server.api('GET', `/timesheets/2000000000?week=${week}`, { token: who.admin.access }),
      404,
    );
  });

  test('a company that does not exist is 404 for everyone, before any refusal or check of the department', async () => {
    const week = weekBack(1);
    for (const [token, query] of [
      [who.admin.access, ''],
      [who.rep.access, ''],
      [who.gina.access, ''],
      [who.rep.access, `&department=${ids.design}`],
      [who.lead.access, `&department=${ids.design}`],
    ])
      expectError(await server.api('GET', `/timesheets/2000000000?week=${week}${query}`, { token }), 404);
  });

  /** The company's weeks of `week` as the representative reads them: the answer and its rows by consultant. */
  const companyWeek = async (week: string) => {
    const res = await server.api('GET', `/timesheets/${ids.northwind}?week=${week}`, {
      token: who.rep.access,
    });
    return { res, byUser: new Map<number, Json>(ok(res).map((r: Json) => [r.user, r])) };
  };

  /** Each consultant's row agrees with her own week (GET /timesheet): the same minutes, the same target. */
  const expectEachWeekAgrees = async (week: string) => {
    const { byUser } = await companyWeek(week);
    expect(byUser.size).toBeGreaterThan(1);
    for (const [user, row] of byUser) {
      const own = ok(await sheet(who.rep.access, week, user));
      expect({ user, minutes: row.total_duration, target: row.target_duration }).toEqual({
        user,
        minutes: own.total_duration,
        target: own.target_duration,
      });
    }
  };

  /** Weeks of a consultant whose weekly totals differ from what her daily totals of the week add up to. */
  const weeklyMismatches = async () =>
    (
      (await server.store.engineDb.execute(sql`select count(*)::int as n from (
          select "user", to_char(date_trunc('week', to_date(day::text, 'YYYYMMDD')), 'YYYYMMDD')::int as week,
            sum(minutes) as m, sum(task_count) as c
          from daily_totals group by 1, 2) d
        full join weekly_totals w using ("user", week)
        where coalesce(d.m, 0) <> coalesce(w.minutes, 0) or coalesce(d.c, 0) <> coalesce(w.task_count, 0)`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0].n;

  /** A consultant's minutes of `week` as her task list answers them. */
  const listedMinutes = async (week: string, user = ids.cora) => {
    const days = Array.from({ length: 7 }, (_, i) => addDays(week, i));
    const tasks: { worked_on: string; duration: number }[] = ok(
      await server.api('GET', `/tasks/${user}`, { token: who.rep.access }),
    );
    return tasks.filter((t) => days.includes(t.worked_on)).reduce((sum, t) => sum + t.duration, 0);
  };

  test("each consultant's minutes are what her tasks of the week add up to, through every write: created, edited, moved to another week, deleted, imported, recounted in a new zone", async () => {
    const week = weekBack(4);
    const next = addDays(week, 7);
    const add = async (user: number, body: Record<string, unknown>) =>
      expectOk(await server.api('POST', `/tasks/${user}`, { token: who.rep.access, body: task(body) }), 201);
    const edited = await add(ids.cora, { duration: 50, worked_on: week });
    const moved = await add(ids.cora, { duration: 25, worked_on: addDays(week, 6) });
    const deleted = await add(ids.cora, { duration: 40, worked_on: next });
    await add(ids.engineer.id, { duration: 35, worked_on: addDays(week, 3) });
    expectOk(
      await server.api('PATCH', `/task/${edited.id}`, { token: who.rep.access, body: { duration: 65 } }),
      202,
    );
    expectOk(
      await server.api('PATCH', `/task/${moved.id}`, {
        token: who.rep.access,
        body: { worked_on: addDays(next, 1) },
      }),
      202,
    );
    expectOk(await server.api('DELETE', `/task/${deleted.id}`, { token: who.rep.access }), 202);
    const csv = [
      'email,day,minutes,project,title,description',
      `${who.cora.claims.email},${addDays(week, 2)},45,,Imported,`,
      `${ids.engineer.email},${addDays(next, 4)},20,,Imported,`,
    ].join('\n');
    ok(
      await server.api('POST', `/imports/${ids.northwind}?format=generic&time_zone=UTC`, {
        token: who.rep.access,
        raw: `${csv}\n`,
        headers: { 'content-type': 'text/csv' },
      }),
    );
    for (const w of [week, next]) {
      const { byUser } = await companyWeek(w);
      for (const user of [ids.cora, ids.engineer.id])
        expect([w, user, byUser.get(user).total_duration]).toEqual([w, user, await listedMinutes(w, user)]);
      await expectEachWeekAgrees(w);
    }
    expect(await weeklyMismatches()).toBe(0);

    // a new zone recounts every total of the company, the weekly ones included
    expectOk(
      await server.api('PATCH', `/company/${ids.northwind}`, {
        token: who.admin.access,
        body: { time_zone: 'Pacific/Kiritimati' },
      }),
      202,
    );
    expect(await weeklyMismatches()).toBe(0);
    for (const w of [week, next]) await expectEachWeekAgrees(w);
  });

  test("concurrent task writes into one week: her minutes are what the week's tasks add up to", async () => {
    const week = weekBack(7);
    let previous: number | null = null;
    for (let round = 0; round < ROUNDS; round += 1) {
      const writes: Promise<Res>[] = [
        server.api('POST', `/tasks/${ids.cora}`, {
          token: who.cora.access,
          body: task({ duration: 10 + round, worked_on: addDays(week, round % 7) }),
        }),
        server.api('POST', `/tasks/${ids.cora}`, {
          token: who.rep.access,
          body: task({ duration: 5, worked_on: addDays(week, (round + 3) % 7) }),
        }),
      ];
      if (previous !== null)
        writes.push(
          server.api('PATCH', `/task/${previous}`, { token: who.rep.access, body: { duration: 7 } }),
          server.api('DELETE', `/task/${previous}`, { token: who.rep.access }),
        );
      const [first] = await Promise.all(writes);
      previous = expectOk(first, 201).id;
    }
    const { byUser } = await companyWeek(week);
    expect(byUser.get(ids.cora).total_duration).toBe(await listedMinutes(week));
    expect(await weeklyMismatches()).toBe(0);
  });

  test("the answer is the database's JSON text: each row written `{\"user\" : 1, ...}`, joined by ', ', ordered by name (ASCII case ignored, then by code point) and id", async () => {
    const week = weekBack(2);
    const rename = async (user: number, first_name: string, last_name: string) =>
      ok(
        await server.api('PATCH', `/update_user/${user}`, {
          token: who.rep.access,
          body: { first_name, last_name },
        }),
      );
    await rename(ids.cora, 'émile', 'Quote " and \\ slash');
    await rename(ids.engineer.id, 'ALICE', 'Zed');
    await rename(ids.designer.id, 'alice', 'zed');
    ok(await act(who.cora.access, 'submit', { week }));
    const { res } = await companyWeek(week);
    const rows: Json[] = res.body;
    const written = (row: Json) =>
      `{${Object.entries(row)
        .map(([key, value]) => `${JSON.stringify(key)} : ${JSON.stringify(value)}`)
        .join(', ')}}`;
    expect(res.text).toBe(`[${rows.map(written).join(', ')}]`);
    expect(rows.find((r) => r.user === ids.cora)).toMatchObject({
      name: 'émile Quote " and \\ slash',
      status: 'submitted',
    });
    const key = (name: string) => name.replace(/[A-Z]/g, (c) => c.toLowerCase());
    const sorted = [...rows].sort((a, b) =>
      key(a.name) < key(b.name) ? -1 : key(a.name) > key(b.name) ? 1 : a.user - b.user,
    );
    expect(rows.map((r) => r.user)).toEqual(sorted.map((r) => r.user));
    expect(rows[rows.length - 1].user).toBe(ids.cora);
  });
});

describe('GET /rejected_weeks/{user}', () => {
  test('her weeks rejected and not resubmitted, oldest first, each with the last comment; gone once resubmitted', async () => {
    const rejected = (token = who.cora.access, user = ids.cora) =>
      server.api('GET', `/rejected_weeks/${user}`, { token });
    expect(ok(await rejected())).toEqual([]);
    const [older, newer] = [weekBack(4), weekBack(2)];
    for (const week of [newer, older]) {
      ok(await act(who.cora.access, 'submit', { week }));
      ok(await act(who.lead.access, 'reject', { week, comment: `Fix ${week}` }));
    }
    // rejected again after a resubmission: the last comment is the one she reads
    ok(await act(who.cora.access, 'submit', { week: newer }));
    ok(await act(who.rep.access, 'reject', { week: newer, comment: 'Still missing Friday' }));
    const list = ok(await rejected());
    expect(list.map((w: Json) => [w.week_start, w.comment])).toEqual([
      [older, `Fix ${older}`],
      [newer, 'Still missing Friday'],
    ]);
    expect(list[0]).toMatchObject({ by_name: expect.any(String), at: expect.stringMatching(/Z$/) });
    // her managers read them too; nobody else
    expect(ok(await rejected(who.lead.access))).toEqual(list);
    expectError(await rejected(who.gxAdmin.access), 403);
    expectError(await rejected(who.cora.access, ids.engineer.id), 403);
    expect((await server.api('GET', `/rejected_weeks/${ids.cora}`)).status).toBe(401);
    // resubmitted, it waits for a decision again: no longer listed
    ok(await act(who.cora.access, 'submit', { week: older }));
    expect(ok(await rejected()).map((w: Json) => w.week_start)).toEqual([newer]);
  });
});

describe('GET /waiting_weeks/{company}', () => {
  test("counts every week waiting in the caller's scope, whatever week, and names the oldest; a lead counts her department", async () => {
    const waiting = (token: string, query = '') =>
      server.api('GET', `/waiting_weeks/${ids.northwind}${query}`, { token });
    expect(ok(await waiting(who.rep.access))).toEqual({ waiting: 0, oldest_week: null });
    const older = weekBack(3);
    const newer = weekBack(0);
    ok(await act(who.cora.access, 'submit', { week: older }));
    ok(await act(who.cora.access, 'submit', { week: newer }));
    // the designer (of Design) has submitted hers: written as her submission writes it
    await server.store.engineDb.execute(sql`insert into week_states ("user", week_start, status, updated_at)
      values (${ids.designer.id}::int, ${newer}::date, 'submitted', now())`);
    // a decided week no longer waits
    const decided = weekBack(5);
    ok(await act(who.cora.access, 'submit', { week: decided }));
    ok(await act(who.rep.access, 'approve', { week: decided }));

    for (const token of [who.rep.access, who.admin.access, who.board.access])
      expect(ok(await waiting(token))).toEqual({ waiting: 3, oldest_week: older });
    // Dan leads Engineering (Cora's): the designer's week is not his to decide
    expect(ok(await waiting(who.lead.access))).toEqual({ waiting: 2, oldest_week: older });
    expect(ok(await waiting(who.rep.access, `?department=${ids.design}`))).toEqual({
      waiting: 1,
      oldest_week: newer,
    });
    // the same refusals as the list of weeks
    expectError(await waiting(who.lead.access, `?department=${ids.design}`), 403);
    expectError(await waiting(who.cora.access), 403);
    expectError(await waiting(who.gxAdmin.access), 403);
    expectError(await waiting(who.rep.access, `?department=${ids.research}`), 400, 'invalid', 'department');
    expectError(await server.api('GET', `/waiting_weeks/2000000000`, { token: who.admin.access }), 404);
    expect((await server.api('GET', `/waiting_weeks/${ids.northwind}`)).status).toBe(401);
  });
});

describe('GET /reports/{company}?status=approved', () => {
  test('counts only the hours of approved weeks: billable hours, whatever the grouping', async () => {
    const approved = weekBack(9);
    const submitted = weekBack(10);
    for (const week of [approved, submitted]) {
      const res = await server.api('POST', `/tasks/${ids.cora}`, {
        token: who.cora.access,
        body: task({ duration: 77, worked_on: addDays(week, 1) }),
      });
      expect(res.status).toBe(201);
      ok(await act(who.cora.access, 'submit', { week }));
    }
    ok(await act(who.lead.access, 'approve', { week: approved }));
    const billable = (await listedWeek(approved)).byDay.reduce((a, b) => a + b, 0);
    const report = (query: string, token = who.rep.access) =>
      server.api('GET', `/reports/${ids.northwind}?from=${submitted}&to=${addDays(approved, 6)}&${query}`, {
        token,
      });
    for (const group of ['project', 'consultant', 'department', 'day']) {
      const body = ok(await report(`group_by=${group}&status=approved`));
      expect({ group, total: body.totals.total_duration, status: body.status }).toEqual({
        group,
        total: billable,
        status: 'approved',
      });
    }
    // every hour without the filter: both weeks
    const all = ok(await report('group_by=consultant&consultant=' + ids.cora));
    expect(all.status).toBeNull();
    expect(all.totals.total_duration).toBe(
      billable + (await listedWeek(submitted)).byDay.reduce((a, b) => a + b, 0),
    );
    // the consultant's own report, approved only
    const own = ok(await report(`group_by=day&status=approved`, who.cora.access));
    expect(own.totals.total_duration).toBe(billable);
    expectError(await report('group_by=day&status=submitted'), 400, 'invalid', 'status');
  });
});

describe('races', () => {
  test('two managers deciding one week at once: one wins, the other gets 409', async () => {
    const week = weekBack(7);
    for (let round = 0; round < ROUNDS; round += 1) {
      ok(await act(who.cora.access, 'submit', { week }));
      const [approval, rejection] = await Promise.all([
        act(who.lead.access, 'approve', { week }),
        act(who.rep.access, 'reject', { week, comment: `Round ${round}` }),
      ]);
      expect([approval.status, rejection.status].sort()).toEqual([200, 409]);
      const won = approval.status === 200 ? 'approved' : 'rejected';
      const state = ok(await sheet(who.rep.access, week));
      expect(state.status).toBe(won);
      expect(state.history.at(-1).status).toBe(won);
      if (won === 'approved') ok(await act(who.rep.access, 'reopen', { week, reason: `Round ${round}` }));
    }
  });

  test('a task write racing an approval lands before it (and is counted) or is refused', async () => {
    const week = weekBack(8);
    for (let round = 0; round < ROUNDS; round += 1) {
      ok(await act(who.cora.access, 'submit', { week }));
      const title = `Race into the week ${round}`;
      const [write, approval] = await Promise.all([
        server.api('POST', `/tasks/${ids.cora}`, {
          token: who.rep.access,
          body: task({ title, duration: 7, worked_on: addDays(week, round % 7) }),
        }),
        act(who.lead.access, 'approve', { week }),
      ]);
      const approved = ok(approval);
      const tasks: { title: string }[] = (
        await server.api('GET', `/tasks/${ids.cora}`, { token: who.rep.access })
      ).body;
      const landed = tasks.some((t) => t.title === title);
      if (write.status === 201) {
        // it landed before the approval: the approved week counts it
        expect(landed).toBe(true);
        expect(approved.total_duration).toBe((await listedWeek(week)).byDay.reduce((a, b) => a + b, 0));
      } else {
        expectError(write, 409, 'week_locked');
        expect(landed).toBe(false);
      }
      expect(ok(await sheet(who.rep.access, week)).total_duration).toBe(approved.total_duration);
      ok(await act(who.rep.access, 'reopen', { week, reason: `Round ${round}` }));
    }
  });
});
