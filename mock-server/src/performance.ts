/**
 * Performance rows (spec sections 3 and 7): per consultant, minutes and task counts for today,
 * this ISO week (Monday to Sunday), this month and the previous month, in the server's local
 * time zone. Sums come from the per-user per-day totals the Database maintains on every write,
 * so a row costs about 70 map look-ups however many tasks the consultant has.
 */
import type { PerformanceRow, PeriodTotals } from '../../shared/src/contract';
import { fullName } from './auth/tokens';
import type { Database, Totals } from './store/database';
import type { UserRecord } from './store/records';
import { periodKeys } from './time';

function sum(days: ReadonlyMap<number, Totals> | undefined, keys: readonly number[]): PeriodTotals {
  let total_duration = 0;
  let task_count = 0;
  if (days) {
    for (const key of keys) {
      const t = days.get(key);
      if (t) {
        total_duration += t.minutes;
        task_count += t.count;
      }
    }
  }
  return { total_duration, task_count };
}

const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Rows for `consultants`, sorted by name. */
export function performanceRows(db: Database, consultants: readonly UserRecord[], now: Date): PerformanceRow[] {
  const periods = periodKeys(now);
  return consultants
    .map((u) => {
      const days = db.dayTotalsOf(u.id);
      const department = u.department === null ? undefined : db.departments.get(u.department);
      return {
        id: u.id,
        name: fullName(u),
        email: u.email,
        contact: u.contact,
        department: department?.name ?? '',
        department_id: department?.id ?? null,
        daily_tasks: sum(days, periods.today),
        weekly_tasks: sum(days, periods.week),
        monthly_tasks: sum(days, periods.month),
        previous_month_tasks: sum(days, periods.previousMonth),
      };
    })
    .sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);
}
