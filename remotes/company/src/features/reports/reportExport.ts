import type { HoursReport, ReportTotals } from '@app/shared';
import { minorDigits } from '@app/shared/money';
import { toCsv } from '@app/shared/csv';
import type { ReportQuery } from './reportQuery';

/**
 * One exported line: the group's name, its minutes, its hours (two decimals) and its task count;
 * for those who see money, its billable minutes and amount (in the currency's major unit, exact to
 * its minor unit) and the currency.
 */
interface ExportLine {
  name: string;
  minutes: number;
  hours: number;
  tasks: number;
  billable_minutes?: number;
  amount?: number;
  currency?: string;
}

const COLUMNS: (keyof ExportLine)[] = ['name', 'minutes', 'hours', 'tasks'];
const MONEY_COLUMNS = ['billable_minutes', 'amount', 'currency'] as const;
const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

function exportLines(report: HoursReport): ExportLine[] {
  const { currency } = report;
  const line = (name: string, totals: ReportTotals): ExportLine => ({
    name,
    minutes: totals.total_duration,
    hours: hours(totals.total_duration),
    tasks: totals.task_count,
    ...(currency && {
      billable_minutes: totals.billable_duration ?? 0,
      amount: (totals.amount ?? 0) / 10 ** minorDigits(currency),
      currency,
    }),
  });
  return [...report.rows.map((row) => line(row.name, row)), line('Total', report.totals)];
}

/** The columns of a report of approved weeks only: named so that it is never taken for all hours. */
const APPROVED_COLUMNS = ['name', 'approved_minutes', 'approved_hours', 'tasks'] as const;

/**
 * The report as CSV through the product's one CSV writer (formula guard included); one of approved
 * weeks only says so in its header.
 */
export function reportCsv(report: HoursReport): string {
  const lines = exportLines(report);
  const money = report.currency ? MONEY_COLUMNS : [];
  if (report.status !== 'approved') return toCsv(lines, [...COLUMNS, ...money]);
  return toCsv(
    lines.map(({ name, minutes, hours, tasks, ...rest }) => ({
      name,
      approved_minutes: minutes,
      approved_hours: hours,
      tasks,
      ...rest,
    })),
    [...APPROVED_COLUMNS, ...money],
  );
}

/** The report as an XLSX workbook; the writer is loaded only when someone exports. */
export async function reportXlsx(report: HoursReport, query: ReportQuery): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const approved = report.status === 'approved';
  const header = (
    approved ? ['Name', 'Approved minutes', 'Approved hours', 'Tasks'] : ['Name', 'Minutes', 'Hours', 'Tasks']
  )
    .concat(report.currency ? ['Billable minutes', `Amount (${report.currency})`] : [])
    .map((value) => ({
      value,
      fontWeight: 'bold' as const,
    }));
  const digits = report.currency ? minorDigits(report.currency) : 0;
  const amountFormat = digits ? `#,##0.${'0'.repeat(digits)}` : '#,##0';
  const rows = exportLines(report).map((line) => [
    { value: line.name, type: String },
    { value: line.minutes, type: Number },
    { value: line.hours, type: Number, format: '0.00' },
    { value: line.tasks, type: Number },
    ...(report.currency
      ? [
          { value: line.billable_minutes ?? 0, type: Number },
          { value: line.amount ?? 0, type: Number, format: amountFormat },
        ]
      : []),
  ]);
  return writeXlsxFile([header, ...rows], {
    sheet: `${approved ? 'Approved hours' : 'Hours'} by ${query.group}`,
    columns: [{ width: 40 }, { width: 12 }, { width: 12 }, { width: 10 }, { width: 16 }, { width: 16 }],
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
