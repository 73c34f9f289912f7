/**
 * The server's days are the day rule's (@app/contract/days): the performance rows' today, ISO week,
 * month and previous month, and a report's days, bucketed by the database in the company's zone,
 * hold exactly the tasks the shared module puts on those days, in far zones and across DST changes.
 */
import { addDays, dayOf, monthOf, todayIn, weekOf, type DayRange } from '@app/contract/days';
import { newPerson, serverPerTest, task, type Actors, type SeedIds, type TestServer } from './helpers';

let server: TestServer;
let who: Actors;
let ids: SeedIds;
/** The server's clock: real time unless a test sets it. */
let clock: Date | null = null;

serverPerTest((seeded) => ({ server, who, ids } = seeded), { now: () => clock ?? new Date() });

async function at<T>(moment: string, call: () => Promise<T>): Promise<T> {
  clock = new Date(moment);
  try {
    return await call();
  } finally {
    clock = null;
  }
}

/**
 * Moments around midnights in Auckland, Berlin and Los Angeles, across Berlin's spring change
 * (29 March 2026), Auckland's autumn change (5 April) and Los Angeles' autumn change (1 November),
 * at month and ISO-week boundaries.
 */
const MOMENTS = [
  '2026-03-27T22:59:00Z',
  '2026-03-27T23:01:00Z',
  '2026-03-28T22:59:00Z', // Berlin 23:59 CET on Saturday 28
  '2026-03-28T23:00:00Z', // Berlin 00:00 CET on Sunday 29, its 23-hour day
  '2026-03-29T21:59:00Z', // Berlin 23:59 CEST on Sunday 29
  '2026-03-29T22:00:00Z', // Berlin Monday 30: a new ISO week
  '2026-03-31T10:59:00Z', // Auckland 23:59 NZDT on Tuesday 31 March
  '2026-03-31T11:00:00Z', // Auckland 1 April: a new month
  '2026-04-01T06:59:00Z', // Los Angeles 23:59 PDT on 31 March
  '2026-04-01T07:00:00Z', // Los Angeles 1 April
  '2026-04-04T13:30:00Z', // Auckland 02:30 NZDT on Sunday 5 April
  '2026-04-04T14:30:00Z', // Auckland 02:30 NZST on Sunday 5 April, the hour repeated
  '2026-04-05T11:59:00Z', // Auckland 23:59 NZST on Sunday 5 April
  '2026-04-05T12:00:00Z', // Auckland Monday 6 April: a new ISO week
  '2026-11-01T08:30:00Z', // Los Angeles 01:30 PDT on 1 November
  '2026-11-01T09:30:00Z', // Los Angeles 01:30 PST on 1 November, the hour repeated
  '2026-11-02T07:59:00Z', // Los Angeles 23:59 PST on 1 November
  '2026-11-02T08:00:00Z', // Los Angeles 2 November
];

/** When the rows are read: days on both sides of those moments. */
const NOWS = [
  '2026-03-29T12:00:00Z',
  '2026-03-31T11:30:00Z',
  '2026-04-01T06:00:00Z',
  '2026-04-05T11:00:00Z',
  '2026-04-05T12:30:00Z',
  '2026-04-30T23:00:00Z',
  '2026-11-01T20:00:00Z',
  '2026-11-02T08:30:00Z',
];

const ZONES = ['Pacific/Auckland', 'Europe/Berlin', 'America/Los_Angeles'];

interface Figures {
  total_duration: number;
  task_count: number;
}

test("the performance periods and a report's days hold the tasks the day rule puts on those days", async () => {
  const setZone = async (time_zone: string) =>
    expect(
      (await server.api('PATCH', `/company/${ids.globex}`, { token: who.admin.access, body: { time_zone } }))
        .status,
    ).toBe(202);
  for (const zone of ZONES) {
    await setZone(zone);
    const res = await server.api('POST', `/employees/${ids.research}`, {
      token: who.gxAdmin.access,
      body: newPerson('days'),
    });
    expect(res.status).toBe(201);
    const consultant = res.body.id as number;
    const work: { created_at: string; duration: number }[] = [];
    // written in no particular order: the latest work first
    for (const [i, moment] of [...MOMENTS].reverse().entries()) {
      const created = await at(moment, () =>
        server.api('POST', `/tasks/${consultant}`, {
          token: who.gxAdmin.access,
          body: task({ duration: i + 1 }),
        }),
      );
      expect(created.status).toBe(201);
      work.push({ created_at: created.body.created_at, duration: i + 1 });
    }
    const on = ({ from, to }: DayRange): Figures => {
      const kept = work.filter((t) => {
        const day = dayOf(t.created_at, zone)!;
        return day >= from && day <= to;
      });
      return { total_duration: kept.reduce((sum, t) => sum + t.duration, 0), task_count: kept.length };
    };
    for (const now of NOWS) {
      const rows = await at(now, () =>
        server.api('GET', `/grouped_tasks/${ids.globex}`, { token: who.gxAdmin.access }),
      );
      expect(rows.status).toBe(200);
      const row = rows.body.find((r: { id: number }) => r.id === consultant);
      const today = todayIn(zone, new Date(now));
      const month = monthOf(today);
      expect({ zone, now, ...row }).toMatchObject({
        zone,
        now,
        daily_tasks: on({ from: today, to: today }),
        weekly_tasks: on(weekOf(today)),
        monthly_tasks: on(month),
        previous_month_tasks: on(monthOf(addDays(month.from, -1))),
      });
    }
    const report = await server.api(
      'GET',
      `/reports/${ids.globex}?from=2026-03-27&to=2026-11-03&group_by=day&consultant=${consultant}`,
      { token: who.gxAdmin.access },
    );
    expect(report.status).toBe(200);
    const byDay = new Map<string, Figures>();
    for (const t of work) {
      const day = dayOf(t.created_at, zone)!;
      const before = byDay.get(day) ?? { total_duration: 0, task_count: 0 };
      byDay.set(day, {
        total_duration: before.total_duration + t.duration,
        task_count: before.task_count + 1,
      });
    }
    const reported = (report.body.rows as { key: string; total_duration: number; task_count: number }[])
      .map(({ key, total_duration, task_count }) => [key, { total_duration, task_count }] as const)
      .sort(([a], [b]) => a.localeCompare(b));
    expect({ zone, rows: reported }).toEqual({
      zone,
      rows: [...byDay].sort(([a], [b]) => a.localeCompare(b)),
    });
  }
});

test("GET /get_company answers the company's day by the server's clock and the moment it ends", async () => {
  const cases = [
    // Auckland 23:59 NZDT on Tuesday 31 March; the next day starts at 11:00 UTC
    ['Pacific/Auckland', '2026-03-31T10:59:00Z', '2026-03-31', '2026-03-31T11:00:00.000Z'],
    ['Pacific/Auckland', '2026-03-31T11:00:00Z', '2026-04-01', '2026-04-01T11:00:00.000Z'],
    // Berlin's 23-hour Sunday 29 March: it ends at 22:00 UTC
    ['Europe/Berlin', '2026-03-29T12:00:00Z', '2026-03-29', '2026-03-29T22:00:00.000Z'],
    ['America/Los_Angeles', '2026-11-02T07:59:00Z', '2026-11-01', '2026-11-02T08:00:00.000Z'],
  ];
  for (const [time_zone, moment, today, endsAt] of cases) {
    const patched = await server.api('PATCH', `/company/${ids.globex}`, {
      token: who.admin.access,
      body: { time_zone },
    });
    expect(patched.status).toBe(202);
    const res = await at(moment, () =>
      server.api('GET', `/get_company/${who.gina.claims.user_id}`, { token: who.gina.access }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: ids.globex, time_zone, today, today_ends_at: endsAt });
    expect(todayIn(time_zone, new Date(moment))).toBe(today);
  }
});
