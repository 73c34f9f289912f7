import type { PerformanceRow } from '@app/shared';
import { downloadCsv, toCsv } from '@app/shared/csv';

/** One CSV line per consultant: who, where, and minutes and task counts per period. */
interface CsvLine {
  name: string;
  email: string;
  contact: string;
  department: string;
  daily_minutes: number;
  daily_tasks: number;
  weekly_minutes: number;
  weekly_tasks: number;
  monthly_minutes: number;
  monthly_tasks: number;
  previous_month_minutes: number;
  previous_month_tasks: number;
}

const COLUMNS: (keyof CsvLine)[] = [
  'name',
  'email',
  'contact',
  'department',
  'daily_minutes',
  'daily_tasks',
  'weekly_minutes',
  'weekly_tasks',
  'monthly_minutes',
  'monthly_tasks',
  'previous_month_minutes',
  'previous_month_tasks',
];

/** The consultants' performance as CSV (RFC 4180, labelled columns), in the order given. */
export function performanceCsv(rows: readonly PerformanceRow[]): string {
  return toCsv<CsvLine>(
    rows.map((row) => ({
      name: row.name,
      email: row.email,
      contact: row.contact,
      department: row.department,
      daily_minutes: row.daily_tasks.total_duration,
      daily_tasks: row.daily_tasks.task_count,
      weekly_minutes: row.weekly_tasks.total_duration,
      weekly_tasks: row.weekly_tasks.task_count,
      monthly_minutes: row.monthly_tasks.total_duration,
      monthly_tasks: row.monthly_tasks.task_count,
      previous_month_minutes: row.previous_month_tasks.total_duration,
      previous_month_tasks: row.previous_month_tasks.task_count,
    })),
    COLUMNS,
  );
}

/** Downloads the consultants' performance as a CSV file. */
export function downloadPerformanceCsv(rows: readonly PerformanceRow[], fileName: string): void {
  downloadCsv(performanceCsv(rows), fileName);
}
