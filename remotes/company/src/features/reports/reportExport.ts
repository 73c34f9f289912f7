import type { HoursReport } from '@app/shared';
import { toCsv } from '@app/shared/csv';
import type { ReportQuery } from './reportQuery';

/** One exported line: the group's name, its minutes, its hours (two decimals) and its task count. */
interface ExportLine {
  name: string;
  minutes: number;
  hours: number;
  tasks: number;
}

const COLUMNS: (keyof ExportLine)[] = ['name', 'minutes', 'hours', 'tasks'];
const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

function exportLines(report: HoursReport): ExportLine[] {
  const line = (name: string, minutes: number, tasks: number) => ({
    name,
    minutes,
    hours: hours(minutes),
    tasks,
  });
  return [
    ...report.rows.map((row) => line(row.name, row.total_duration, row.task_count)),
    line('Total', report.totals.total_duration, report.totals.task_count),
  ];
}

/** The columns of a report of approved weeks only: named so that it is never taken for all hours. */
const APPROVED_COLUMNS = ['name', 'approved_minutes', 'approved_hours', 'tasks'] as const;

/**
 * The report as CSV through the product's one CSV writer (formula guard included); one of approved
 * weeks only says so in its header.
 */
export function reportCsv(report: HoursReport): string {
  const lines = exportLines(report);
  if (report.status !== 'approved') return toCsv(lines, COLUMNS);
  return toCsv(
    lines.map(({ name, minutes, hours, tasks }) => ({
      name,
      approved_minutes: minutes,
      approved_hours: hours,
      tasks,
    })),
    APPROVED_COLUMNS,
  );
}

/** The report as an XLSX workbook; the writer is loaded only when someone exports. */
export async function reportXlsx(report: HoursReport, query: ReportQuery): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const approved = report.status === 'approved';
  const header = (
    approved ? ['Name', 'Approved minutes', 'Approved hours', 'Tasks'] : ['Name', 'Minutes', 'Hours', 'Tasks']
  ).map((value) => ({
    value,
    fontWeight: 'bold' as const,
  }));
  const rows = exportLines(report).map((line) => [
    { value: line.name, type: String },
    { value: line.minutes, type: Number },
    { value: line.hours, type: Number, format: '0.00' },
    { value: line.tasks, type: Number },
  ]);
  return writeXlsxFile([header, ...rows], {
    sheet: `${approved ? 'Approved hours' : 'Hours'} by ${query.group}`,
    columns: [{ width: 40 }, { width: 12 }, { width: 12 }, { width: 10 }],
  }).toBlob();
}

/** Letters, digits and dashes only: a file name that every system accepts. */
const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase() || 'company';

/** e.g. 'northwind-consulting_report_2026-10-01_2026-10-31_by-project.xlsx' */
export function reportFileName(companyName: string, query: ReportQuery, extension: 'csv' | 'xlsx'): string {
  const hoursOf = query.approvedOnly ? '_approved-weeks-only' : '';
  return `${slug(companyName)}_report${hoursOf}_${query.from}_${query.to}_by-${query.group}.${extension}`;
}
