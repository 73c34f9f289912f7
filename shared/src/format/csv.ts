import { downloadFile } from './download';
import { columnLabel } from './text';

/** A spreadsheet runs a text cell starting with one of these as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text that would start a formula gets a leading apostrophe (shown as text); numbers stay numbers. */
function defused(value: unknown): string {
  if (value == null) return '';
  const text = String(value);
  return typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
}

function csvField(value: unknown): string {
  const text = defused(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * RFC 4180 CSV of the given columns, headed by their table labels, lines ending in CRLF. The one
 * CSV writer of the product: every export goes through it and its formula guard.
 */
export function toCsv<T extends object>(rows: readonly T[], columns: readonly (keyof T & string)[]): string {
  const lines = [columns.map(columnLabel).map(csvField).join(',')];
  for (const row of rows) lines.push(columns.map((key) => csvField(row[key])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Hands a CSV (written with `toCsv`, which guards against spreadsheet formulas) to the browser as a file. */
export function downloadCsv(csv: string, fileName: string): void {
  downloadFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
}
