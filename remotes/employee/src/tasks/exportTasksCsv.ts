import { plainText, type Task } from '@app/shared';
import { downloadCsv, toCsv } from '@app/shared/csv';

/** The CSV of the listed tasks: date, title, minutes, project and the body's text. */
export function tasksCsv(tasks: readonly Task[]): string {
  const rows = tasks.map((task) => ({
    created_at: task.created_at,
    title: task.title,
    duration: task.duration,
    project_name: task.project_name ?? '',
    body: plainText(task.body),
  }));
  return toCsv(rows, ['created_at', 'title', 'duration', 'project_name', 'body']);
}

/** 'tasks_2025-03-01_to_2025-03-07.csv' (an open bound is named 'start' or 'end'). */
export function tasksCsvFileName(start: string, end: string): string {
  return `tasks_${start || 'start'}_to_${end || 'end'}.csv`;
}

/** Downloads the listed tasks of the days `start` to `end` as a CSV file. */
export function downloadTasksCsv(tasks: readonly Task[], start: string, end: string): void {
  downloadCsv(tasksCsv(tasks), tasksCsvFileName(start, end));
}
