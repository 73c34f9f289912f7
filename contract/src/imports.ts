/**
 * @app/contract/imports: hours imported from other trackers' CSV exports, as data both sides read:
 * the formats and the columns each tool's export names, the limits of a file, who may import, and
 * the words of the import page. An entry of its own: the login page does not carry it.
 */
import type {
  ImportEncoding,
  ImportField,
  ImportFormat,
  ImportPersonMatch,
  ImportProjectClient,
} from './api';
import type { Actor } from './policy';

export const IMPORT_FORMATS = [
  'toggl',
  'clockify',
  'kimai',
  'harvest',
  'generic',
] as const satisfies readonly ImportFormat[];

/**
 * The fields in the order the mapping step shows them; `time`, `end` and the rest after `minutes`
 * may be absent (and `minutes` too when a row's start and end say its duration).
 */
export const IMPORT_FIELDS = [
  'email',
  'day',
  'time',
  'end',
  'minutes',
  'project',
  'client',
  'title',
  'description',
] as const satisfies readonly ImportField[];

/**
 * The fields a row cannot do without: a file whose mapping leaves one out is refused as a whole
 * (`minutes` but where both `time` and `end` are read: the duration is from start to end).
 */
export const IMPORT_REQUIRED_FIELDS = [
  'email',
  'day',
  'minutes',
  'title',
] as const satisfies readonly ImportField[];

/**
 * The column each field is read from in each tool's documented export (its detailed report as CSV),
 * and in the generic layout: the first of the names the file has (Kimai names a person by e-mail
 * in some exports, by the user's display name in others). A mapping given with the import
 * (`<field>_column`) overrides these.
 */
export const IMPORT_COLUMNS: Record<ImportFormat, Record<ImportField, string | readonly string[] | null>> = {
  toggl: {
    email: 'Email',
    day: 'Start date',
    time: 'Start time',
    end: 'End time',
    minutes: 'Duration',
    project: 'Project',
    client: 'Client',
    title: 'Description',
    description: null,
  },
  clockify: {
    email: 'Email',
    day: 'Start Date',
    time: 'Start Time',
    end: 'End Time',
    minutes: ['Duration (h)', 'Duration (decimal)'],
    project: 'Project',
    client: 'Client',
    title: 'Description',
    description: null,
  },
  kimai: {
    email: ['E-mail', 'User'],
    day: 'Date',
    time: 'From',
    end: 'To',
    minutes: 'Duration',
    project: 'Project',
    client: 'Customer',
    title: 'Activity',
    description: 'Description',
  },
  // Harvest's detailed time report: a person by first and last name, decimal hours, the task as
  // the title and the notes as the body
  harvest: {
    email: ['Email', 'First Name + Last Name'],
    day: 'Date',
    time: null,
    end: null,
    minutes: 'Hours',
    project: 'Project',
    client: 'Client',
    title: 'Task',
    description: 'Notes',
  },
  generic: {
    email: 'email',
    day: 'day',
    time: null,
    end: null,
    minutes: 'minutes',
    project: 'project',
    client: 'client',
    title: 'title',
    description: 'description',
  },
};

/** The encodings a file may be read in, in the order the page offers them. */
export const IMPORT_ENCODINGS = [
  'utf-8',
  'windows-1252',
  'utf-16le',
  'utf-16be',
] as const satisfies readonly ImportEncoding[];

/** A column that joins several (their cells with a space between): 'First Name + Last Name'. */
export const COLUMN_JOIN = ' + ';

/**
 * The format's column for `field` among `columns` (its first name the file has: a joined name when
 * the file has each of its parts), or null.
 */
export function formatColumn(
  format: ImportFormat,
  field: ImportField,
  columns: readonly string[],
): string | null {
  const own = IMPORT_COLUMNS[format][field];
  if (own === null) return null;
  const names = typeof own === 'string' ? [own] : own;
  const lower = new Map(columns.map((column) => [column.toLowerCase(), column]));
  for (const name of names) {
    const parts = name.split(COLUMN_JOIN).map((part) => lower.get(part.toLowerCase()));
    if (parts.every((part) => part !== undefined)) return parts.join(COLUMN_JOIN);
  }
  return null;
}

/** An Excel workbook's content type: an import takes one (its first sheet) as well as a CSV file. */
export const IMPORT_XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The content type an import's file is sent with: a workbook's (a zip: its bytes start 'PK\x03\x04'), else CSV. */
export const importFileType = (bytes: Uint8Array): string =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04
    ? IMPORT_XLSX_TYPE
    : 'text/csv';

/** The largest file an import reads (a larger one is refused whole, 413). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** The most rows one file may hold (more: refused whole). */
export const IMPORT_MAX_ROWS = 50_000;

/** Who imports a company's hours: its representative and the platform admin. */
export const mayImportInto = (a: Actor, companyId: number): boolean =>
  a.role === 'admin' || (a.role === 'company_admin' && a.company === companyId);

/** decided: the words of the import page. */
export const IMPORT_TEXTS = {
  title: 'Import hours',
  formats: {
    toggl: 'Toggl Track (detailed report, CSV)',
    clockify: 'Clockify (detailed report, CSV)',
    kimai: 'Kimai (export, CSV or Excel)',
    harvest: 'Harvest (detailed time report, CSV)',
    generic: 'Generic CSV (email, day, minutes, project, title, description)',
  } satisfies Record<ImportFormat, string>,
  fields: {
    email: 'Person',
    day: 'Day',
    time: 'Start time',
    end: 'End time',
    minutes: 'Duration',
    project: 'Project',
    client: 'Client',
    title: 'Title',
    description: 'Description',
  } satisfies Record<ImportField, string>,
  statuses: { create: 'New', duplicate: 'Imported before', skip: 'Skipped', error: 'Error' },
  intro:
    'Bring in hours from another tracker’s export (CSV, or an Excel workbook): check the file first, then import it. Nothing is written until you import.',
  file: 'Export file',
  fileHint: `A CSV export or an Excel workbook (.xlsx, its first sheet) of at most ${IMPORT_MAX_BYTES / (1024 * 1024)} MB.`,
  fileTooLarge: `This file is larger than ${IMPORT_MAX_BYTES / (1024 * 1024)} MB: split it and import the parts one by one.`,
  fileUnreadable: 'This file could not be read: choose it again.',
  chooseFile: 'Choose an export file first.',
  floor: 'Earliest day an import reaches back to',
  floorHint: 'Rows of days before it are refused, each saying so.',
  saveFloor: 'Save earliest day',
  floorSaved: { title: 'Earliest day saved', body: 'Imports reach back to it from now on' },
  floorFailed: { title: 'Earliest day not saved', body: 'Something went wrong, please try again' },
  format: 'Format',
  encoding: 'Encoding of the file',
  encodingAuto: 'Detect it',
  encodings: {
    'utf-8': 'UTF-8',
    'windows-1252': 'Windows-1252',
    'utf-16le': 'UTF-16 (little-endian)',
    'utf-16be': 'UTF-16 (big-endian)',
  } satisfies Record<ImportEncoding, string>,
  encodingHint:
    'Excel’s “CSV” in Western Europe is Windows-1252, its “Unicode text” UTF-16. Change it if letters look wrong, then check again.',
  /** what the check read the file as */
  readAs: (name: string) => `Read as ${name}`,
  timeZone: 'Time zone of the file',
  createProjects: 'Create projects that do not exist',
  dayOrder: 'Days written with slashes',
  dayOrders: {
    auto: 'As the file’s days tell',
    mdy: 'Month first (11/20/2026)',
    dmy: 'Day first (20/11/2026)',
  },
  /** how days with slashes were read, and whether the file told it */
  readDays: (order: 'mdy' | 'dmy', told: boolean) =>
    `Days with slashes read ${order === 'mdy' ? 'month first (MM/DD/YYYY)' : 'day first (DD/MM/YYYY)'}${told ? ', as the file’s days tell' : ': check they are right, or choose the order'}`,
  roundUpShort: 'Count entries under a minute as 1 minute (otherwise they are skipped)',
  check: 'Check file',
  checking: 'Checking the file…',
  mapping: 'Columns',
  mappingIntro: 'The column each field is read from. Change one, then check the file again.',
  none: '— none —',
  chooseColumn: '— choose a column —',
  required: (label: string) => `${label} (required)`,
  /** what a check found; rows skipped are named only when there are some */
  summary: (toCreate: number, duplicates: number, skipped: number, errors: number) =>
    `${toCreate} to create, ${duplicates} imported before, ${skipped ? `${skipped} skipped, ` : ''}${errors} ${errors === 1 ? 'error' : 'errors'}`,
  projectsToCreate: (names: readonly string[]) => `Projects to create: ${names.join(', ')}`,
  projectsCreated: (names: readonly string[]) => `New projects: ${names.join(', ')}`,
  projectClientsLabel: 'Clients of the new projects',
  /** a new project's client, beside the list of new projects */
  projectClient: ({ project, client, file_client }: ImportProjectClient) =>
    client !== null
      ? `${project}: under the client ${client}`
      : file_client !== null
        ? `${project}: without a client (the company has no client "${file_client}")`
        : `${project}: without a client`,
  stale: 'The file or its options changed since the last check: check the file again before importing.',
  fixErrors: 'Fix the rows with errors (or the columns), then check the file again.',
  importTasks: (count: number) => `Import ${count} ${count === 1 ? 'task' : 'tasks'}`,
  importing: 'Importing… a large file takes a few seconds.',
  imported: (count: number) => `Imported ${count} ${count === 1 ? 'task' : 'tasks'}`,
  refused: (errors: number) =>
    `Nothing was imported: ${errors} ${errors === 1 ? 'row has an error' : 'rows have errors'}. Fix the file and check it again.`,
  failed: 'The file could not be checked.',
  rows: 'Rows',
  show: 'Show',
  filters: { all: 'All rows', error: 'Errors', create: 'New', duplicate: 'Imported before', skip: 'Skipped' },
  noRows: 'No rows to show.',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} rows.`,
  showMore: 'Show more rows',
  columns: {
    line: 'Line',
    status: 'Status',
    person: 'Person',
    day: 'Day',
    duration: 'Duration',
    project: 'Project',
    title: 'Title',
    error: 'Error',
  },
  wholeRow: 'Row',
  people: {
    heading: 'People in the file',
    intro:
      'Each person of the file and the consultant they are: by email, else by full name or user name when exactly one consultant has it. Choose one for anybody not found, or skip their rows, then check the file again.',
    columns: { written: 'In the file', rows: 'Rows', consultant: 'Consultant', match: 'Matched' },
    matches: {
      email: 'by email',
      name: 'by full name',
      username: 'by user name',
      chosen: 'as chosen',
      skipped: 'rows skipped',
      none: 'not found',
    } satisfies Record<ImportPersonMatch, string>,
    choose: '— choose a consultant —',
    skip: 'Skip their rows',
    chooseFor: (written: string) => `Consultant for ${written}`,
    consultantsUnavailable: 'The company’s consultants could not be read: try again to choose one.',
  },
} as const;
