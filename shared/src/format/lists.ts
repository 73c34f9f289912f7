import type { Company, PerformanceRow, PeriodTotals } from '@app/contract';
import type { Column } from '../ui';
// the text rule alone: this entry is bundled by each remote that sorts or searches a list, without
// the rest of the contract
import { plainText } from '@app/contract/text';

// ---- sorting -----------------------------------------------------------------------------------

export type PerformanceSortKey = 'name' | 'department' | 'daily' | 'weekly' | 'monthly' | 'previous_month';
export type TaskSortKey = 'title' | 'duration' | 'project';

export interface SortOption<K extends string> {
  key: K;
  label: string;
}

/** The consultants page's sort menu, in the spec's order and wording. */
export const CONSULTANT_SORT_OPTIONS: SortOption<PerformanceSortKey>[] = [
  { key: 'name', label: 'Name' },
  { key: 'department', label: 'Department' },
  { key: 'daily', label: 'Performance by Day' },
  { key: 'previous_month', label: 'sort by previous month' },
  { key: 'weekly', label: 'Performance by Week' },
  { key: 'monthly', label: 'Performance by Month' },
];

/** The department performance page's sort menu. */
export const DEPARTMENT_PERFORMANCE_SORT_OPTIONS: SortOption<PerformanceSortKey>[] = [
  { key: 'name', label: 'Name' },
  { key: 'daily', label: 'Day' },
  { key: 'weekly', label: 'Week' },
  { key: 'monthly', label: 'Month' },
];

export const TASK_SORT_OPTIONS: SortOption<TaskSortKey>[] = [
  { key: 'title', label: 'Title' },
  { key: 'duration', label: 'Duration' },
  { key: 'project', label: 'Project' },
];

const PERIODS: Record<Exclude<PerformanceSortKey, 'name' | 'department'>, keyof PerformanceRow> = {
  daily: 'daily_tasks',
  weekly: 'weekly_tasks',
  monthly: 'monthly_tasks',
  previous_month: 'previous_month_tasks',
};

/** One collator for every comparison (as localeCompare with these options, but not rebuilt per call). */
const collator = new Intl.Collator('en', { sensitivity: 'base' });
const byText = (a: string | null | undefined, b: string | null | undefined) =>
  collator.compare(a ?? '', b ?? '');

/** Name and department ascending; performance (minutes, then task count) descending. A new array. */
export function sortPerformance<T extends PerformanceRow>(rows: readonly T[], key: PerformanceSortKey): T[] {
  if (key === 'name' || key === 'department') return [...rows].sort((a, b) => byText(a[key], b[key]));
  const period = PERIODS[key];
  return [...rows].sort((a, b) => {
    const x = a[period] as PeriodTotals;
    const y = b[period] as PeriodTotals;
    return y.total_duration - x.total_duration || y.task_count - x.task_count || byText(a.name, b.name);
  });
}

type SortableTask = { title: string; duration: number; project_name: string | null };

/** Title ascending, duration descending, project ascending (no project last). A new array. */
export function sortTasks<T extends SortableTask>(tasks: readonly T[], key: TaskSortKey): T[] {
  const sorted = [...tasks];
  if (key === 'title') return sorted.sort((a, b) => byText(a.title, b.title));
  if (key === 'duration') return sorted.sort((a, b) => b.duration - a.duration);
  return sorted.sort((a, b) => {
    if (!a.project_name || !b.project_name) return (a.project_name ? 0 : 1) - (b.project_name ? 0 : 1);
    return byText(a.project_name, b.project_name);
  });
}

// ---- searching ---------------------------------------------------------------------------------

const contains = (query: string, ...values: (string | null | undefined)[]) =>
  values.some((value) => (value ?? '').toLowerCase().includes(query));

/** Case-insensitive substring on title, body (its visible text) and project_name; blank keeps all. */
export function searchTasks<T extends SortableTask & { body: string }>(
  tasks: readonly T[],
  query: string,
): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...tasks];
  return tasks.filter((task) => contains(q, task.title, plainText(task.body), task.project_name));
}

/** Case-insensitive substring on name and department; blank keeps all. */
export function searchConsultants<T extends { name: string; department: string | null }>(
  rows: readonly T[],
  query: string,
): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...rows];
  return rows.filter((row) => contains(q, row.name, row.department));
}

// ---- companies and departments -----------------------------------------------------------------

/** A company or a department: its name and its representative's details. */
export type RepresentedUnit = Pick<
  Company,
  'id' | 'name' | 'admin' | 'admin_email' | 'admin_first_name' | 'admin_last_name' | 'admin_contact'
>;

/** The columns of a list of companies or departments: name, representative's email and contact. */
export const REPRESENTED_UNIT_COLUMNS: Column<RepresentedUnit>[] = [
  { key: 'name' },
  { key: 'admin_email' },
  { key: 'admin_contact' },
];
