/**
 * Reading an imported file: the CSV itself (a byte-order mark dropped, `,` `;` or tab as the header
 * line has them, any line ending, quoted fields over several lines, blank lines skipped, each row
 * with the file line it starts on), its columns mapped to the import's fields, and each row's
 * values read into what a task is made of: the day, time and duration in every spelling the
 * trackers' exports use. Nothing here reads the database.
 */
import { createHash } from 'node:crypto';
import { finished } from 'node:stream/promises';
import { parse } from 'csv-parse';
import { DateTime } from 'luxon';
import {
  FIELD_RULES,
  LIMITS,
  textLength,
  type ImportField,
  type ImportFormat,
  type ImportRowWritten,
} from '@app/contract';
import {
  IMPORT_COLUMNS,
  IMPORT_FIELDS,
  IMPORT_MAX_ROWS,
  formatColumn,
  IMPORT_REQUIRED_FIELDS,
  COLUMN_JOIN,
} from '@app/contract/imports';
import { invalid } from '../kernel/errors';
import { nextTurn } from '../kernel/slices';
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

/**
 * How a sheet's rows are numbered: by the line each starts on (a CSV file as written), or by
 * record (a workbook's text: each record is its sheet's row of that number, empty rows included).
 */
export type SheetNumbering = 'by line' | 'by record';

/** Characters of a file parsed between two turns of the event loop. */
const CHARACTERS_PER_SLICE = 128 * 1024;

type ParsedRecord = { record: string[]; info: { lines: number }; raw: string };

/**
 * The records of a file's text, parsed a slice of its text at a time, the event loop let go between
 * slices: other requests are answered while a large file is parsed.
 */
async function recordsOf(text: string, delimiter: string): Promise<ParsedRecord[]> {
  const records: ParsedRecord[] = [];
  const parser = parse({
    delimiter,
    info: true,
    raw: true,
    relax_column_count: true,
    // a quote inside an unquoted cell (5" screen) is a character of it
    relax_quotes: true,
    skip_empty_lines: true,
  });
  parser.on('data', (record: ParsedRecord) => records.push(record));
  const parsed = finished(parser);
  try {
    for (let at = 0; at < text.length && !parser.errored;) {
      if (at > 0) await nextTurn();
      let end = Math.min(at + CHARACTERS_PER_SLICE, text.length);
      // a character written as two UTF-16 units (an emoji) stays in one slice
      if (end < text.length && /[\uD800-\uDBFF]/.test(text[end - 1])) end -= 1;
      parser.write(text.slice(at, end));
      at = end;
    }
    parser.end();
    await parsed;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw invalid('file', `The file is not a CSV file${line ? ` (line ${line})` : ''}`);
  }
  return records;
}

/** The file's header and rows; a file that is no CSV, has no rows or too many: 400 naming `file`. */
export async function readSheet(text: string, numbered: SheetNumbering = 'by line'): Promise<Sheet> {
  // one line ending throughout: the parser takes the first it meets for all
  const normal = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const firstLine = normal.replace(/^\n+/, '').split('\n', 1)[0] ?? '';
  const records = await recordsOf(normal, delimiterOf(firstLine));
  const rows = records
    .map(({ record, info, raw }, index) => {
      if (numbered === 'by record') return { line: index + 1, cells: record };
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
/**
 * The column each field is read from: its name and its index in the header (absent: not read);
 * a joined column ('First Name + Last Name') reads its parts' cells with a space between.
 */
export type Mapping = Record<ImportField, { name: string; parts: number[] } | null>;

/**
 * The format's columns, overridden by the import's own (`overrides`), found in the header without
 * regard to case; a required field's column (or any column asked for) not in the header: 400
 * naming `<field>_column`. An override that is empty reads the field from no column. A file whose
 * rows have a start and an end needs no duration column.
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
  const find = (wanted: string): number[] | null => {
    const parts = wanted.split(COLUMN_JOIN).map((part) => byName.get(part.trim().toLowerCase()));
    return parts.every((part) => part !== undefined) ? (parts as number[]) : null;
  };
  const mapping = {} as Mapping;
  const wantedOf = (field: ImportField): string | null => {
    const own = IMPORT_COLUMNS[format][field];
    return (
      overrides[field] ??
      formatColumn(format, field, columns) ??
      (typeof own === 'string' ? own : (own?.[0] ?? null))
    );
  };
  for (const field of IMPORT_FIELDS) {
    const wanted = overrides[field] === '' ? null : wantedOf(field);
    const parts = wanted === null ? null : find(wanted);
    mapping[field] =
      parts === null ? null : { name: parts.map((index) => columns[index]).join(COLUMN_JOIN), parts };
    if (wanted !== null && parts === null && overrides[field] !== undefined)
      throw invalid(`${field}_column`, `The file has no column "${wanted}" for ${field}`);
  }
  const startAndEnd = mapping.time !== null && mapping.end !== null;
  for (const field of IMPORT_REQUIRED_FIELDS) {
    if (mapping[field] !== null || (field === 'minutes' && startAndEnd)) continue;
    const wanted = overrides[field] === '' ? null : wantedOf(field);
    throw invalid(
      `${field}_column`,
      wanted === null
        ? `Choose the column ${field} is read from`
        : `The file has no column "${wanted}" for ${field}`,
    );
  }
  return mapping;
}

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

/** The order of a day written with slashes: month first (11/20/2026) or day first (20/11/2026). */
export type DayOrder = 'mdy' | 'dmy';

/** A day with its time of day, as a workbook's date cell reads (2026-11-20 09:30:00): its two parts. */
const DAY_AND_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{1,2}:\d{2}(?::\d{2})?)$/;

/**
 * A calendar day as the exports write it: 2026-11-20, 20.11.2026 (Kimai), with slashes in
 * `order` (Clockify's 11/20/2026; 20/11/2026 in most of Europe), and a workbook's day with its
 * time (its day).
 */
export function dayIn(
  text: string,
  order: DayOrder = 'mdy',
): { year: number; month: number; day: number } | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(DAY_AND_TIME.exec(text)?.[1] ?? text);
  const slashed = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  const parts = iso
    ? { year: +iso[1], month: +iso[2], day: +iso[3] }
    : slashed
      ? order === 'mdy'
        ? { year: +slashed[3], month: +slashed[1], day: +slashed[2] }
        : { year: +slashed[3], month: +slashed[2], day: +slashed[1] }
      : dotted
        ? { year: +dotted[3], month: +dotted[2], day: +dotted[1] }
        : null;
  return parts && DateTime.fromObject(parts, { zone: 'UTC' }).isValid ? parts : null;
}

/**
 * The file's days written with slashes: whether it has any, and their order as its days tell it:
 * day first when one of them has a first number over 12, month first when one has a second number
 * over 12; null when none tells (every day fits both) or they contradict each other.
 */
export function dayOrderOf(sheet: Sheet, mapping: Mapping): { slashes: boolean; told: DayOrder | null } {
  let slashes = false;
  let dayFirst = false;
  let monthFirst = false;
  for (const row of sheet.rows) {
    const m = /^(\d{1,2})\/(\d{1,2})\/\d{4}$/.exec(cellOf(row, mapping, 'day'));
    if (!m) continue;
    slashes = true;
    if (+m[1] > 12) dayFirst = true;
    if (+m[2] > 12) monthFirst = true;
  }
  return { slashes, told: dayFirst === monthFirst ? null : dayFirst ? 'dmy' : 'mdy' };
}

/** A time of day: 09:00, 09:00:00, 9:00 AM, 09:00:00 PM, and a workbook's day with its time (its time). */
export function timeIn(text: string): { hour: number; minute: number; second: number } | null {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?$/.exec(DAY_AND_TIME.exec(text)?.[2] ?? text);
  if (!m) return null;
  let hour = +m[1];
  const [minute, second] = [+m[2], +(m[3] ?? 0)];
  if (m[4]) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (m[4].toLowerCase() === 'pm' ? 12 : 0);
  }
  return hour < 24 && minute < 60 && second < 60 ? { hour, minute, second } : null;
}

/**
 * A duration in minutes, seconds as fractions: 1:30, 01:30:00, 1.5h, 1,5 h; a plain number is
 * hours where `plain` says so (a tracker's decimal hours: 1.50, or 1,50 after a European re-save),
 * else whole minutes (90); null for anything else.
 */
export function minutesIn(text: string, plain: 'minutes' | 'hours' = 'minutes'): number | null {
  let m = /^\d{1,7}$/.exec(text);
  if (m && plain === 'minutes') return Number(text);
  m = /^(\d{1,5})(?:[.,](\d+))?$/.exec(text);
  if (m && plain === 'hours') return Number(`${m[1]}.${m[2] ?? '0'}`) * 60;
  m = /^(\d{1,5}):([0-5]\d)$/.exec(text);
  if (m) return Number(m[1]) * 60 + Number(m[2]);
  m = /^(\d{1,5}):([0-5]\d):([0-5]\d)$/.exec(text);
  if (m) return Number(m[1]) * 60 + Number(m[2]) + Number(m[3]) / 60;
  m = /^(\d{1,5}(?:[.,]\d+)?)\s*h$/i.exec(text);
  if (m) return Number(m[1].replace(',', '.')) * 60;
  return null;
}

/** Whether a duration column's plain numbers are hours: every tracker's are; the generic layout's where its header says so. */
export const plainHoursIn = (format: ImportFormat, mapping: Mapping): boolean =>
  mapping.minutes !== null &&
  (format !== 'generic' || /decimal|hour|\(h\)|stunden|heures|horas/i.test(mapping.minutes.name));

/**
 * A day's wall-clock time in `zone`: the moment, or why there is none: 'gap' (the clocks skipped
 * it: a change to summer time) or 'overlap' (the clocks passed it twice: back from summer time).
 */
export function localMoment(
  day: { year: number; month: number; day: number },
  time: { hour: number; minute: number; second: number },
  zone: string,
): DateTime | 'gap' | 'overlap' {
  const at = DateTime.fromObject({ ...day, ...time }, { zone });
  // luxon moves a skipped time forward
  if (!at.isValid || at.hour !== time.hour || at.minute !== time.minute) return 'gap';
  const twice = [at.minus({ hours: 1 }), at.plus({ hours: 1 })].some(
    (other) => other.offset !== at.offset && other.hour === at.hour && other.minute === at.minute,
  );
  return twice ? 'overlap' : at;
}

/** How a row is read: the zones of its days and times, and the import's options. */
export interface ReadOptions {
  /** the zone the file's days and times were written in */
  fileZone: string;
  /** the zone the company counts its days in */
  companyZone: string;
  /** an entry under a minute: skipped, or counted as one minute */
  shortEntries: 'skip' | 'round_up';
  /** whether a duration's plain numbers are hours (plainHoursIn) */
  plainHours: boolean;
  /** how the file's days with slashes are read */
  dayOrder: DayOrder;
}

const titleSchema = fieldSchema(FIELD_RULES.task.title);
const durationSchema = fieldSchema(FIELD_RULES.task.duration);

/** The first message of a failed check. */
const why = (result: { success: false; error: { issues: { message: string }[] } }) =>
  result.error.issues[0].message;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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

/** Plain text as a rich-text body: one paragraph, its line breaks kept, nothing in it markup. */
export const bodyOf = (text: string) => `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

/** What a row says, read and checked on its own (the database's checks come after). */
export interface RowValues {
  line: number;
  /** the person as the file writes them (an email, a full name or a user name) */
  person: string;
  /** the person's words lower-cased (what the row's import id is made of) */
  email: string;
  /** the work day in the company's time zone */
  worked_on: string;
  /** the start in the company's time zone (ISO), when the file gives a time */
  start: string | null;
  duration: number;
  /** as written (trimmed); null: none */
  project: string | null;
  /** the project's client as written (trimmed); null: none. Not part of the row's import id */
  client: string | null;
  title: string;
  description: string | null;
  /** the task's body: the description as a paragraph (the title without one), not yet sanitised */
  body: string;
}

/** The cell of `field` in `row` (trimmed; a joined column's cells with a space; '' when read from no column). */
const cellOf = (row: SheetRow, mapping: Mapping, field: ImportField): string => {
  const column = mapping[field];
  if (column === null) return '';
  return column.parts
    .map((index) => (row.cells[index] ?? '').trim())
    .filter((cell) => cell !== '')
    .join(' ');
};

/** The row's person, day and title as written, for every row's line in the check. */
export const writtenOf = (row: SheetRow, mapping: Mapping): ImportRowWritten => ({
  person: cellOf(row, mapping, 'email'),
  day: cellOf(row, mapping, 'day'),
  title: cellOf(row, mapping, 'title'),
});

/**
 * Reads a row with `mapping`: its day and time were written in `fileZone` and count in
 * `companyZone`. A cell is text and stays text (a leading = + - @ included: nothing is evaluated).
 * A cell with a character the file's encoding could not read (U+FFFD) is a problem, never stored.
 * Throws the first RowProblem.
 */
export function readRow(row: SheetRow, mapping: Mapping, options: ReadOptions): RowValues {
  const { fileZone, companyZone, shortEntries, plainHours, dayOrder } = options;
  // each field's text, joined once from its columns
  const cells = new Map(IMPORT_FIELDS.map((field) => [field, cellOf(row, mapping, field)]));
  const cell = (field: ImportField): string => cells.get(field)!;
  for (const field of IMPORT_FIELDS)
    if (cell(field).includes('\uFFFD'))
      throw new RowProblem(
        field,
        'The row has characters the file’s encoding could not read (shown as �): choose the file’s encoding, then check again',
      );
  const person = cell('email');
  if (!person) throw new RowProblem('email', 'The row has no person (an email or a name)');
  const email = person.toLowerCase();
  const dayText = cell('day');
  const day = dayIn(dayText, dayOrder);
  if (!day)
    throw new RowProblem(
      'day',
      dayText
        ? `"${dayText}" is not a day (YYYY-MM-DD, ${dayOrder === 'mdy' ? 'MM/DD/YYYY' : 'DD/MM/YYYY'} or DD.MM.YYYY)`
        : 'The row has no day',
    );
  const timeText = cell('time');
  const time = timeText ? timeIn(timeText) : null;
  if (timeText && !time) throw new RowProblem('time', `"${timeText}" is not a time of day (HH:mm, h:mm AM)`);
  let worked_on: string;
  let start: string | null = null;
  let begins: DateTime | null = null;
  if (time) {
    const at = localMoment(day, time, fileZone);
    if (at === 'gap' || at === 'overlap')
      throw new RowProblem(
        'time',
        at === 'gap'
          ? `${timeText} did not happen on ${dayText} in ${fileZone} (the clocks went forward): correct the time`
          : `${timeText} happened twice on ${dayText} in ${fileZone} (the clocks went back): give the time in UTC or another zone`,
      );
    begins = at;
    const inCompany = at.setZone(companyZone);
    worked_on = inCompany.toISODate()!;
    start = inCompany.toISO({ suppressMilliseconds: true })!;
  } else {
    // a day without a time is that day wherever it was written
    worked_on = DateTime.fromObject(day, { zone: 'UTC' }).toISODate()!;
  }
  const minutesText = cell('minutes');
  let exact = minutesText ? minutesIn(minutesText, plainHours ? 'hours' : 'minutes') : null;
  if (minutesText && exact === null)
    throw new RowProblem(
      'minutes',
      `"${minutesText}" is not a duration (${plainHours ? '1.5, 1,5, ' : '90, '}1:30, 01:30:00 or 1.5h)`,
    );
  const endText = cell('end');
  if (exact === null && begins && endText) {
    // no duration: from the start to the end, on the start's day or, earlier on the clock, the next
    // (counted in real time: across a change of the clocks too)
    const endTime = timeIn(endText);
    if (!endTime) throw new RowProblem('end', `"${endText}" is not a time of day (HH:mm, h:mm AM)`);
    let ends = localMoment({ year: begins.year, month: begins.month, day: begins.day }, endTime, fileZone);
    if (ends !== 'gap' && ends !== 'overlap' && ends <= begins) {
      const next = begins.plus({ days: 1 });
      ends = localMoment({ year: next.year, month: next.month, day: next.day }, endTime, fileZone);
    }
    if (ends === 'gap' || ends === 'overlap')
      throw new RowProblem(
        'end',
        `${endText} ${ends === 'gap' ? 'did not happen' : 'happened twice'} that day in ${fileZone} (the clocks changed): give the duration`,
      );
    exact = ends.diff(begins, 'minutes').minutes;
  }
  if (exact === null) throw new RowProblem('minutes', 'The row has no duration (nor a start and an end)');
  // seconds round to the nearest minute; an entry under a minute (a timer started and stopped at
  // once: Toggl writes one for each) is skipped, or counts a minute when the import asks
  const minutes = shortEntries === 'round_up' && exact > 0 && exact < 1 ? 1 : Math.round(exact);
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
    person,
    email,
    worked_on,
    start,
    duration: duration.data,
    project: cell('project') || null,
    client: cell('client') || null,
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
