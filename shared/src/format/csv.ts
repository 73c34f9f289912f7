// through @app/shared (the federation singleton): relative imports would bundle a second copy of the
// contract into this entry
import { columnLabel, downloadFile } from '@app/shared';

/**
 * Where a spreadsheet may begin a cell inside our text: at its start and after a ';' (Excel in a
 * semicolon locale splits a comma CSV on ';', quotes or not), a ',' (a reader ignoring quotes) or
 * a line break. A cell there runs as a formula when, after spaces and quotes, it starts with one
 * of = + - @ tab or carriage return.
 */
const FORMULA_START = /(^|[;,\r\n])([ "]*)(?=[=+\-@\t\r])/g;

/**
 * A value as the text of its cell. Text that would begin a formula at any of those places gets an
 * apostrophe before its sign (shown as text). A finite number is written as it is, a negative one
 * too, except as a line's first cell: read by semicolons, that cell runs on over the rest of the
 * line up to a ';', so there it is guarded like text. Anything else is text.
 */
function cellText(value: unknown, startsLine: boolean): string {
  if (value == null) return '';
  if (typeof value === 'number' && Number.isFinite(value) && !(startsLine && value < 0)) return String(value);
  return String(value).replace(FORMULA_START, "$1$2'");
}

/** A cell holding a quote, a separator of either reading or a line break is quoted. */
function csvField(value: unknown, startsLine: boolean): string {
  const text = cellText(value, startsLine);
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (values: readonly unknown[]) => values.map((value, i) => csvField(value, i === 0)).join(',');

/**
 * RFC 4180 CSV of the given columns, headed by their table labels, lines ending in CRLF. The one
 * CSV writer of the product: every export goes through it and its formula guard, which holds
 * whether the file is read by commas or by semicolons.
 */
export function toCsv<T extends object>(rows: readonly T[], columns: readonly (keyof T & string)[]): string {
  const lines = [csvLine(columns.map(columnLabel))];
  for (const row of rows) lines.push(csvLine(columns.map((key) => row[key])));
  return `${lines.join('\r\n')}\r\n`;
}

/** Hands a CSV (written with `toCsv`, which guards against spreadsheet formulas) to the browser as a file. */
export function downloadCsv(csv: string, fileName: string): void {
  downloadFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
}
