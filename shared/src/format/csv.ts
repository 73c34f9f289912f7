import { columnLabel } from './text';

function csvField(value: unknown): string {
  const text = value == null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV of the given columns, headed by their table labels, lines ending in CRLF. */
export function toCsv<T extends object>(rows: readonly T[], columns: readonly (keyof T & string)[]): string {
  const lines = [columns.map(columnLabel).map(csvField).join(',')];
  for (const row of rows) lines.push(columns.map((key) => csvField(row[key])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
