import type { PeriodTotals } from '@app/contract';

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

function split(minutes: number): { hours: number; rest: number } {
  const total = Math.max(0, Math.floor(minutes || 0));
  return { hours: Math.floor(total / 60), rest: total % 60 };
}

/** The task list's summary: '1 hour and 5 minutes', '2 hours and 1 minute', '0 hours and 0 minutes'. */
export function formatTotalWorkingHours(minutes: number): string {
  const { hours, rest } = split(minutes);
  return `${hours} ${plural(hours, 'hour', 'hours')} and ${rest} ${plural(rest, 'minute', 'minutes')}`;
}

/** Compact duration of tables: '1 HR 5 Mins', '3 HRs 20 Mins', '0 HRs 45 Mins'. */
export function formatDuration(minutes: number): string {
  const { hours, rest } = split(minutes);
  return `${hours} ${plural(hours, 'HR', 'HRs')} ${rest} Mins`;
}

export function formatTaskCount(count: number): string {
  return `${count} ${plural(count, 'Task', 'Tasks')}`;
}

/** A performance cell: '3 HRs 20 Mins · 4 Tasks'. */
export function formatPerformance(totals: PeriodTotals | null | undefined): string {
  return `${formatDuration(totals?.total_duration ?? 0)} · ${formatTaskCount(totals?.task_count ?? 0)}`;
}

/** Total minutes of a list of tasks. */
export function sumDurations(items: readonly { duration: number }[]): number {
  return items.reduce((sum, item) => sum + (Number(item.duration) || 0), 0);
}
