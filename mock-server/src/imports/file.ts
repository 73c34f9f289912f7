/**
 * Reading an imported file: the CSV itself (a byte-order mark dropped, `,` `;` or tab as the header
 * line has them, any line ending, quoted fields over several lines, blank lines skipped, each row
 * with the file line it starts on), its columns mapped to the import's fields, and each row's
 * values read into what a task is made of: the day, time and duration in every spelling the
 * trackers' exports use. Nothing here reads the database.
 */
import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { DateTime } from 'luxon';
import { FIELD_RULES, LIMITS, textLength, type ImportField, type ImportFormat } from '@app/contract';
import {
  IMPORT_COLUMNS,
  IMPORT_FIELDS,
  IMPORT_MAX_ROWS,
  IMPORT_REQUIRED_FIELDS,
} from '@app/contract/imports';
import { invalid } from '../kernel/errors';
import { fieldSchema } from '../kernel/input';

/** A row of the file: the line it starts on and its cells as written. */
export interface SheetRow {
  line: number;
  cells: string[];
}

export interface Sheet {
  /** the header, each column trimmed */
  columns: string[];
  rows: SheetRow[];
}

/** The separator of the header line: the most frequent of `,` `;` and tab outside quotes (`,` on a tie). */
function delimiterOf(header: string): string {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const char of header) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best = ',';
  for (const [char, count] of counts) if (count > counts.get(best)!) best = char;
  return best;
}

/** The file's header and rows; a file that is no CSV, has no rows or too many: 400 naming `file`. */
export function readSheet(text: string): Sheet {
  // one line ending throughout: the parser takes the first it meets for all
  const normal = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const firstLine = normal.replace(/^\n+/, '').split('\n', 1)[0] ?? '';
  let records: { record: string[]; info: { lines: number }; raw: string }[];
  try {
    records = parse(normal, {
      delimiter: delimiterOf(firstLine),
      info: true,
      raw: true,
      relax_column_count: true,
      // a quote inside an unquoted cell (5" screen) is a character of it
      relax_quotes: true,
      skip_empty_lines: true,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw invalid('file', `The file is not a CSV file${line ? ` (line ${line})` : ''}`);
  }
  const rows = records
    .map(({ record, info, raw }) => {
      // the record's own lines: those before its last are the lines it starts on before info.lines
      const own = raw.replace(/^\n+/, '').replace(/\n$/, '');
      return { line: info.lines - (own.match(/\n/g)?.length ?? 0), cells: record };
    })
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  const [header, ...body] = rows;
  if (!header) throw invalid('file', 'The file is empty');
  if (body.length === 0) throw invalid('file', 'The file has a header and no rows');
  if (body.length > IMPORT_MAX_ROWS)
    throw invalid(
      'file',
      `The file has ${body.length} rows: at most ${IMPORT_MAX_ROWS} are imported at once`,
    );
  return { columns: header.cells.map((c) => c.trim()), rows: body };
}

/** The column each field is read from: its index in the header (absent: not read). */
export type Mapping = Record<ImportField, { name: string; index: number } | null>;

/**
 * The format's columns, overridden by the import's own (`overrides`), found in the header without
 * regard to case; a required field's column (or any column asked for) not in the header: 400
 * naming `<field>_column`. An override that is empty reads the field from no column.
 */
export function mappingOf(
  columns: readonly string[],
  format: ImportFormat,
  overrides: Partial<Record<ImportField, string>>,
): Mapping {
  const byName = new Map<string, number>();
  columns.forEach((column, index) => {
    if (!byName.has(column.toLowerCase())) byName.set(column.toLowerCase(), index);
  });
  const mapping = {} as Mapping;
  for (const field of IMPORT_FIELDS) {
    // an empty override: the field is read from no column (which a required field cannot be)
    if (overrides[field] === '') {
      if (isRequired(field)) throw invalid(`${field}_column`, `Choose the column ${field} is read from`);
      mapping[field] = null;
      continue;
    }
    const wanted = overrides[field] ?? IMPORT_COLUMNS[format][field];
    const index = wanted === null ? undefined : byName.get(wanted.trim().toLowerCase());
    if (wanted !== null && index === undefined && (overrides[field] !== undefined || isRequired(field)))
      throw invalid(`${field}_column`, `The file has no column "${wanted}" for ${field}`);
    mapping[field] = index === undefined ? null : { name: columns[index], index };
  }
  return mapping;
}

const isRequired = (field: ImportField) => (IMPORT_REQUIRED_FIELDS as readonly string[]).includes(field);

/** A problem of one row: the field at fault and what is wrong. */
export class RowProblem extends Error {
  constructor(
    readonly field: ImportField,
    message: string,
  ) {
    super(message);
  }
}

/** A row left out for a detail (an entry under a minute): the field and why, never an error. */
export class RowSkipped extends Error {
  constructor(
    readonly field: ImportField,
    message: string,
  ) {
    super(message);
  }
}

/** A calendar day as the exports write it: 2026-11-20, 11/20/2026 (Clockify), 20.11.2026 (Kimai). */
export function dayIn(text: string): { year: number; month: number; day: number } | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const de = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  const parts = iso
    ? { year: +iso[1], month: +iso[2], day: +iso[3] }
    : us
      ? { year: +us[3], month: +us[1], day: +us[2] }
      : de
        ? { year: +de[3], month: +de[2], day: +de[1] }
        : null;
  return parts && DateTime.fromObject(parts, { zone: 'UTC' }).isValid ? parts : null;
}

/** A time of day: 09:00, 09:00:00, 9:00 AM, 09:00:00 PM. */
export function timeIn(text: string): { hour: number; minute: number; second: number } | null {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?$/.exec(text);
  if (!m) return null;
  let hour = +m[1];
  const [minute, second] = [+m[2], +(m[3] ?? 0)];
  if (m[4]) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (m[4].toLowerCase() === 'pm' ? 12 : 0);
  }
  return hour < 24 && minute < 60 && second < 60 ? { hour, minute, second } : null;
}

/** A duration in minutes: 90, 1:30, 01:30:00 (seconds rounded), 1.5h, 1,5 h; null for anything else. */
export function minutesIn(text: string): number | null {
  let m = /^\d{1,7}$/.exec(text);
  if (m) return Number(text);
  m = /^(\d{1,5}):([0-5]\d)$/.exec(text);
  if (m) return Number(m[1]) * 60 + Number(m[2]);
  m = /^(\d{1,5}):([0-5]\d):([0-5]\d)$/.exec(text);
  if (m) return Math.round(Number(m[1]) * 60 + Number(m[2]) + Number(m[3]) / 60);
  m = /^(\d{1,5}(?:[.,]\d+)?)\s*h$/i.exec(text);
  if (m) return Math.round(Number(m[1].replace(',', '.')) * 60);
  return null;
}

const titleSchema = fieldSchema(FIELD_RULES.task.title);
const durationSchema = fieldSchema(FIELD_RULES.task.duration);

/** The first message of a failed check. */
const why = (result: { success: false; error: { issues: { message: string }[] } }) =>
  result.error.issues[0].message;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as a rich-text body: one paragraph, its line breaks kept, nothing in it markup. */
/**
 * The first words of `text` that fit in `max` characters (code points), cut at a word; a first word
 * longer than that is cut at `max`. Lines are read as spaces.
 */
export function firstWords(text: string, max: number): string {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  let kept = '';
  for (const word of words) {
    const next = kept ? `${kept} ${word}` : word;
    if (textLength(next) > max) break;
    kept = next;
  }
  return kept || [...words[0]].slice(0, max).join('');
}

export const bodyOf = (text: string) => `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

/** What a row says, read and checked on its own (the database's checks come after). */
export interface RowValues {
  line: number;
  /** lower-cased */
  email: string;
  /** the work day in the company's time zone */
  worked_on: string;
  /** the start in the company's time zone (ISO), when the file gives a time */
  start: string | null;
  duration: number;
  /** as written (trimmed); null: none */
  project: string | null;
  title: string;
  description: string | null;
  /** the task's body: the description as a paragraph (the title without one), not yet sanitised */
  body: string;
}

/**
 * Reads a row with `mapping`: its day and time were written in `fileZone` and count in
 * `companyZone`. A cell is text and stays text (a leading = + - @ included: nothing is evaluated).
 * Throws the first RowProblem.
 */
export function readRow(row: SheetRow, mapping: Mapping, fileZone: string, companyZone: string): RowValues {
  const cell = (field: ImportField): string => {
    const column = mapping[field];
    return column === null ? '' : (row.cells[column.index] ?? '').trim();
  };
  const email = cell('email').toLowerCase();
  if (!email) throw new RowProblem('email', 'The row has no email');
  const dayText = cell('day');
  const day = dayIn(dayText);
  if (!day)
    throw new RowProblem(
      'day',
      dayText ? `"${dayText}" is not a day (YYYY-MM-DD, MM/DD/YYYY or DD.MM.YYYY)` : 'The row has no day',
    );
  const timeText = cell('time');
  const time = timeText ? timeIn(timeText) : null;
  if (timeText && !time) throw new RowProblem('time', `"${timeText}" is not a time of day (HH:mm, h:mm AM)`);
  let worked_on: string;
  let start: string | null = null;
  if (time) {
    const at = DateTime.fromObject({ ...day, ...time }, { zone: fileZone }).setZone(companyZone);
    worked_on = at.toISODate()!;
    start = at.toISO({ suppressMilliseconds: true })!;
  } else {
    // a day without a time is that day wherever it was written
    worked_on = DateTime.fromObject(day, { zone: 'UTC' }).toISODate()!;
  }
  const minutesText = cell('minutes');
  const minutes = minutesIn(minutesText);
  if (minutes === null)
    throw new RowProblem(
      'minutes',
      minutesText
        ? `"${minutesText}" is not a duration (90, 1:30, 01:30:00 or 1.5h)`
        : 'The row has no duration',
    );
  // a timer started and stopped at once (Toggl writes one for each): nothing to bill, no error
  if (minutes === 0)
    throw new RowSkipped('minutes', 'Under a minute (it rounds to 0 minutes): skipped, nothing to log');
  const duration = durationSchema.safeParse(minutes);
  if (!duration.success) throw new RowProblem('minutes', `The duration ${why(duration)}`);
  // a title longer than a task's (Toggl's and Clockify's descriptions) is the body; the title is
  // its first words
  const titleText = cell('title');
  const long = textLength(titleText) > LIMITS.titleMaxLength;
  const title = titleSchema.safeParse(long ? firstWords(titleText, LIMITS.titleMaxLength) : titleText);
  if (!title.success) throw new RowProblem('title', `The title ${why(title)}`);
  const description = cell('description') || (long ? titleText : null);
  return {
    line: row.line,
    email,
    worked_on,
    start,
    duration: duration.data,
    project: cell('project') || null,
    title: title.data,
    description,
    body: bodyOf(description ?? title.data),
  };
}

/**
 * What a row says, as the text its import id is made of: its company and format, the consultant,
 * the day and start, the minutes, the project by name in lower case, the title, the description.
 * Two rows saying the same give the same text.
 */
export function rowSaying(companyId: number, format: ImportFormat, row: RowValues): string {
  return JSON.stringify([
    companyId,
    format,
    row.email,
    row.worked_on,
    row.start ?? '',
    row.duration,
    row.project?.toLowerCase() ?? '',
    row.title,
    row.description ?? '',
  ]);
}

/**
 * A row's import id: SHA-256 (hex) of what it says (`rowSaying`) with `occurrence`, how many rows
 * saying the same came before it in the file (two such rows are two tasks), as one JSON array.
 */
export function importIdOf(saying: string, occurrence: number): string {
  return createHash('sha256')
    .update(`${saying.slice(0, -1)},${occurrence}]`)
    .digest('hex');
}
