/**
 * Reading targets: a consultant's schedules, a company's holidays, and the target minutes of
 * days, from the few schedule and holiday rows that apply to them.
 */
import { sql } from 'drizzle-orm';
import type { Holiday, TargetSchedule } from '@app/contract';
import { dayTarget, weekdayIndex } from '@app/contract/days';
import { rowsOf, type Repo } from '../db/repo';
import { notFound } from '../kernel/errors';

type ScheduleRow = TargetSchedule & { user: number };

const scheduleColumns = sql`s."user", to_char(s.effective_from, 'YYYY-MM-DD') as effective_from, s.days,
  s.set_at, s.set_by_name`;

const toSchedule = (r: ScheduleRow): TargetSchedule => ({
  effective_from: r.effective_from,
  days: r.days.map(Number),
  set_at: new Date(r.set_at).toISOString(),
  set_by_name: r.set_by_name,
});

/** A consultant's target schedules, oldest first. */
export async function schedulesOf(db: Repo, userId: number): Promise<TargetSchedule[]> {
  return rowsOf<ScheduleRow>(
    await db.q.execute(sql`select ${scheduleColumns} from target_schedules s
      where s."user" = ${userId}::int order by s.effective_from`),
  ).map(toSchedule);
}

/** A company's holidays, by day; from `from` to `to` when given. */
export async function holidaysOf(
  db: Repo,
  companyId: number,
  from?: string,
  to?: string,
): Promise<Holiday[]> {
  return rowsOf<Holiday>(
    await db.q.execute(sql`select id, to_char(day, 'YYYY-MM-DD') as day, name from holidays
      where company = ${companyId}::int
        and (${from ?? null}::date is null or day >= ${from ?? null}::date)
        and (${to ?? null}::date is null or day <= ${to ?? null}::date)
      order by day`),
  );
}

/** Holiday `id` (404 when there is none); inside a write `lock` locks it until the write ends. */
export async function holidayById(
  db: Repo,
  id: number,
  lock?: 'update',
): Promise<Holiday & { company: number }> {
  const [row] = rowsOf<Holiday & { company: number }>(
    await db.q.execute(sql`select id, company, to_char(day, 'YYYY-MM-DD') as day, name from holidays
      where id = ${id}::int ${lock ? sql`for update` : sql``}`),
  );
  if (!row) throw notFound(`Holiday ${id} not found`);
  return row;
}

/**
 * The rows the targets of `from` to `to` need for every consultant of `companyId`, as a row source
 * of two columns (each one JSON text): `schedules`, the company's distinct schedules that apply to
 * those days with the consultants who have each, and `holidays` (the database's function
 * company_target_rows, migration 0018). Read by targetTotalsFromTexts.
 */
export const companyTargetRows = (companyId: number, from: string, to: string) =>
  sql`company_target_rows(${companyId}::int, ${from}::date, ${to}::date)`;

export interface DayTargets {
  /** by user id, the day's targets in `days`' order (a consultant without any schedule is not in it) */
  byUser: Map<number, number[]>;
  /** the default schedule's targets of the days */
  defaults: number[];
  holidays: Holiday[];
}

/** The targets of each of `days` from the texts of consultant_week's `schedules` and `holidays`. */
export function targetsFromTexts(
  days: readonly string[],
  texts: { schedules: string; holidays: string },
): DayTargets {
  const holidays = JSON.parse(texts.holidays) as Holiday[];
  const holidayDays = new Set(holidays.map((h) => h.day));
  const schedules = new Map<number, Pick<TargetSchedule, 'effective_from' | 'days'>[]>();
  for (const [id, effective_from, minutes] of JSON.parse(texts.schedules) as [number, string, number[]][]) {
    const list = schedules.get(id) ?? [];
    list.push({ effective_from, days: minutes });
    schedules.set(id, list);
  }
  // each day's weekday once: reading a day's date is the costly part
  const weekdays = days.map(weekdayIndex);
  const targetsOf = (list: readonly Pick<TargetSchedule, 'effective_from' | 'days'>[]) =>
    days.map((day, i) => dayTarget(list, holidayDays, day, weekdays[i]));
  const byUser = new Map<number, number[]>();
  for (const [id, list] of schedules) byUser.set(id, targetsOf(list));
  return { byUser, defaults: targetsOf([]), holidays };
}

export interface TargetTotals {
  /** by user id, the target minutes of the days in all (a consultant without any schedule is not in it) */
  byUser: Map<number, number>;
  /** the default schedule's target minutes of the days in all */
  defaultTotal: number;
}

/**
 * The target minutes of `days` (consecutive, oldest first) in all for each consultant, from the
 * texts of `companyTargetRows`: counted once for each distinct list of schedules.
 */
export function targetTotalsFromTexts(
  days: readonly string[],
  texts: { schedules: string; holidays: string },
): TargetTotals {
  const holidayDays = new Set((JSON.parse(texts.holidays) as Holiday[]).map((h) => h.day));
  const schedules = JSON.parse(texts.schedules) as [string, number[], number[]][];
  // the first day's weekday only (reading a day's date is the costly part): the others follow it
  const first = weekdayIndex(days[0]);
  const weekdays = days.map((_, i) => (first + i) % 7);
  const totalOf = (list: readonly Pick<TargetSchedule, 'effective_from' | 'days'>[]) =>
    days.reduce((total, day, i) => total + dayTarget(list, holidayDays, day, weekdays[i]), 0);
  // each consultant's schedules, as their indexes in `schedules` (oldest first, as they come)
  const indexesOf = new Map<number, number[]>();
  schedules.forEach(([, , users], index) => {
    for (const user of users) {
      const indexes = indexesOf.get(user);
      if (indexes) indexes.push(index);
      else indexesOf.set(user, [index]);
    }
  });
  // counted once per distinct list: most consultants have one schedule, shared with many others
  const totalsOfLists = new Map<string, number>();
  const totalOfIndexes = (indexes: number[]) => {
    const key = indexes.length === 1 ? String(indexes[0]) : indexes.join(',');
    let total = totalsOfLists.get(key);
    if (total === undefined) {
      total = totalOf(indexes.map((i) => ({ effective_from: schedules[i][0], days: schedules[i][1] })));
      totalsOfLists.set(key, total);
    }
    return total;
  };
  const byUser = new Map<number, number>();
  for (const [user, indexes] of indexesOf) byUser.set(user, totalOfIndexes(indexes));
  return { byUser, defaultTotal: totalOf([]) };
}

const intArray = (values: Iterable<number>) => `{${[...values].join(',')}}`;

/**
 * The target minutes of `days` in all for the consultants of `companyId`, as the database's
 * arguments: the consultants with a schedule of their own and their totals (int[] literals, in the
 * same order), and the default schedule's total for everyone else.
 */
export async function targetTotalsOfDays(
  db: Repo,
  companyId: number,
  days: readonly string[],
): Promise<{ users: string; totals: string; defaultTotal: number }> {
  const [found] = rowsOf<{ schedules: string; holidays: string }>(
    await db.q.execute(
      sql`select schedules, holidays from ${companyTargetRows(companyId, days[0], days[days.length - 1])}`,
    ),
  );
  const { byUser, defaultTotal } = targetTotalsFromTexts(days, found);
  return { users: intArray(byUser.keys()), totals: intArray(byUser.values()), defaultTotal };
}
