import type { PerformanceRow } from '@app/shared';
import type { ChartBar } from '../features/chart';

export type ChartPeriod = 'daily_tasks' | 'weekly_tasks' | 'monthly_tasks' | 'previous_month_tasks';

export const CHART_PERIODS: readonly { key: ChartPeriod; label: string }[] = [
  { key: 'daily_tasks', label: 'Today' },
  { key: 'weekly_tasks', label: 'This week' },
  { key: 'monthly_tasks', label: 'This month' },
  { key: 'previous_month_tasks', label: 'Previous month' },
];

/** How many consultants the chart shows: the ones with the most hours. */
export const CHART_TOP = 10;

/** The consultants with the most minutes in the period (ties by name), at most `limit`, leaving out those with none. */
export function topByMinutes(
  rows: readonly PerformanceRow[],
  period: ChartPeriod,
  limit = CHART_TOP,
): ChartBar[] {
  const bars: ChartBar[] = [];
  for (const row of rows) {
    const totals = row[period];
    if (totals.total_duration > 0)
      bars.push({ id: row.id, name: row.name, minutes: totals.total_duration, tasks: totals.task_count });
  }
  bars.sort((a, b) => b.minutes - a.minutes || a.name.localeCompare(b.name));
  return bars.slice(0, limit);
}
