/**
 * An import's Excel workbook (.xlsx: Kimai's export as Excel, or any tracker's file saved by a
 * spreadsheet) read as the CSV text the rest of the import reads: its first sheet, each row a
 * record (an empty row too, so that the import numbers each row as the sheet does) and each cell a
 * quoted field, written as a tracker writes it in CSV. A number stays as the file
 * stores it; a cell formatted as a date or time is its wall-clock value: a day with its time
 * ('2026-11-16 09:00:00': the day's column reads the day, a time's column the time), a time of day
 * alone or an elapsed time ('[h]:mm' durations, past 24 hours too) as hours, minutes and seconds.
 * The workbook is refused whole (400 naming `file`) when it is no workbook or would unpack to more
 * than a file may hold.
 */
import { unzipSync } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import { IMPORT_MAX_BYTES } from '@app/contract/imports';
import { invalid } from '../kernel/errors';

/** How far a workbook may unpack: its parts' sizes as its own directory states them (a zip bomb stops here). */
const UNPACKED_MAX_BYTES = 25 * IMPORT_MAX_BYTES;

/** The spreadsheets' day 0 (serial 0 is 1899-12-30, so that 1900-03-01 is 61 as Excel counts). */
const EPOCH = Date.UTC(1899, 11, 30);

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * A date or time cell as text: its serial (days since day 0, the time as the fraction) read to
 * the second. Under two days: hours, minutes and seconds (a time of day, or an elapsed time, the
 * hours past 24 kept); from then on: the day and its time.
 */
export function serialText(date: Date): string {
  const seconds = Math.round((date.getTime() - EPOCH) / 1000);
  if (seconds < 2 * 86_400) {
    const s = Math.max(seconds, 0);
    return `${Math.floor(s / 3600)}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`;
  }
  const at = new Date(EPOCH + seconds * 1000);
  return (
    `${pad(at.getUTCFullYear(), 4)}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())} ` +
    `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`
  );
}

const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return serialText(value);
  return String(value);
};

const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** A file sent as a workbook that is none (no zip, or no sheet read from it). */
const notAWorkbook = () => invalid('file', 'The file is not an Excel workbook (.xlsx) nor a CSV file');

/** The workbook's first sheet as CSV text (see above). */
export async function workbookAsCsv(bytes: Buffer): Promise<string> {
  let unpacked = 0;
  try {
    // only the directory is read here: each part's stated size, nothing unpacked
    unzipSync(bytes, {
      filter: (part) => {
        unpacked += part.originalSize;
        return false;
      },
    });
  } catch {
    throw notAWorkbook();
  }
  if (unpacked > UNPACKED_MAX_BYTES)
    throw invalid('file', 'The workbook unpacks to more than a file may hold: export fewer rows at once');
  let rows: unknown[][];
  try {
    // numbers as the file stores them (no rounding through a float and back)
    rows = await readSheet(bytes, { parseNumber: (text: string) => text, trim: false });
  } catch {
    throw notAWorkbook();
  }
  return rows.map((row) => row.map((cell) => quoted(cellText(cell))).join(',')).join('\n');
}
