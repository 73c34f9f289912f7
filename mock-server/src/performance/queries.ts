/** Reading performance rows: each consultant's hours and tasks today, this week, this month and last month. */
import { sql } from 'drizzle-orm';
import type { PerformanceRow } from '@app/contract';
import { addDays, daysIn, todayIn, weekOf } from '@app/contract/days';
import { companyZoneOf } from '../companies';
import { rowsOf, type Repo } from '../db/repo';
import type { CompanyZone, JsonText } from '../db/records';
import { targetTotalsOfDays } from '../targets';

/**
 * Performance rows of a company's consultants (or one department's) as the API's JSON text, in
 * the database's order (by name, ASCII case ignored, then id: migration 0006). The periods
 * (today, the ISO week from Monday, the calendar months) are those of `now` in the company's time
 * zone, the zone its totals are counted in. Each consultant's figures come from one row of
 * `current_totals` (the periods of their latest day with a task): a period key older than now's
 * counts 0, and last month's figures are this month's previous month. So the cost follows the
 * number of consultants, not the task history. Only a consultant with work after today (a clock
 * behind the data) is summed from the daily and monthly totals instead, at most 7 and 2 rows.
 * `known`: the caller's company and its zone, read with her session (the zone is not read again
 * when the rows are her own company's).
 */
export async function performanceRows(
  db: Repo,
  companyId: number,
  departmentId: number | null,
  now: Date,
  known: CompanyZone | null = null,
): Promise<JsonText<PerformanceRow[]>> {
  // the week's targets so far: this week's days up to today, in the company's calendar
  const today = todayIn(await companyZoneOf(db, companyId, known), now);
  const monday = weekOf(today).from;
  const days = Array.from({ length: daysIn({ from: monday, to: today }) }, (_, i) => addDays(monday, i));
  const targets = await targetTotalsOfDays(db, companyId, days);
  // one text from the database (performance_rows, migrations 0004, 0006 and 0013: a concat() a row
  // of the JSON texts kept in users, departments and current_totals, and the targets given),
  // passed on as it is
  const result = await db.q.execute(
    sql`select performance_rows(${companyId}::int, ${departmentId}::int, ${now}::timestamptz,
      ${db.defaultTimeZone}::text, ${targets.users}::int[], ${targets.totals}::int[],
      ${targets.defaultTotal}::int) as list`,
  );
  return rowsOf<{ list: JsonText<PerformanceRow[]> }>(result)[0].list;
}
