// through @app/shared (the federation singleton): relative imports would bundle a second copy of the
// contract into this entry
import { columnLabel, downloadFile } from '@app/shared';
import { csvLine } from '@app/contract/csv';

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
