/**
 * @app/contract/imports: hours imported from other trackers' CSV exports, as data both sides read:
 * the formats and the columns each tool's export names, the limits of a file, who may import, and
 * the words of the import page. An entry of its own: the login page does not carry it.
 */
import type { ImportField, ImportFormat } from './api';
import type { Actor } from './policy';

export const IMPORT_FORMATS = [
  'toggl',
  'clockify',
  'kimai',
  'generic',
] as const satisfies readonly ImportFormat[];

/** The fields in the order the mapping step shows them; `time` and the rest after `minutes` may be absent. */
export const IMPORT_FIELDS = [
  'email',
  'day',
  'time',
  'minutes',
  'project',
  'title',
  'description',
] as const satisfies readonly ImportField[];

/** The fields a row cannot do without: a file whose mapping leaves one out is refused as a whole. */
export const IMPORT_REQUIRED_FIELDS = [
  'email',
  'day',
  'minutes',
  'title',
] as const satisfies readonly ImportField[];

/**
 * The column each field is read from in each tool's documented export (its detailed report as CSV),
 * and in the generic layout. A mapping given with the import (`<field>_column`) overrides these.
 */
export const IMPORT_COLUMNS: Record<ImportFormat, Record<ImportField, string | null>> = {
  toggl: {
    email: 'Email',
    day: 'Start date',
    time: 'Start time',
    minutes: 'Duration',
    project: 'Project',
    title: 'Description',
    description: null,
  },
  clockify: {
    email: 'Email',
    day: 'Start Date',
    time: 'Start Time',
    minutes: 'Duration (h)',
    project: 'Project',
    title: 'Description',
    description: null,
  },
  kimai: {
    email: 'E-mail',
    day: 'Date',
    time: 'From',
    minutes: 'Duration',
    project: 'Project',
    title: 'Activity',
    description: 'Description',
  },
  generic: {
    email: 'email',
    day: 'day',
    time: null,
    minutes: 'minutes',
    project: 'project',
    title: 'title',
    description: 'description',
  },
};

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
    kimai: 'Kimai (export, CSV)',
    generic: 'Generic CSV (email, day, minutes, project, title, description)',
  } satisfies Record<ImportFormat, string>,
  fields: {
    email: 'Email',
    day: 'Day',
    time: 'Start time',
    minutes: 'Duration',
    project: 'Project',
    title: 'Title',
    description: 'Description',
  } satisfies Record<ImportField, string>,
  statuses: { create: 'New', duplicate: 'Imported before', skip: 'Skipped', error: 'Error' },
  intro:
    'Bring in hours from another tracker’s CSV export: check the file first, then import it. Nothing is written until you import.',
  file: 'CSV file',
  fileHint: `A CSV export of at most ${IMPORT_MAX_BYTES / (1024 * 1024)} MB.`,
  fileTooLarge: `This file is larger than ${IMPORT_MAX_BYTES / (1024 * 1024)} MB: split it and import the parts one by one.`,
  fileUnreadable: 'This file could not be read: choose it again.',
  chooseFile: 'Choose a CSV file first.',
  floor: 'Earliest day an import reaches back to',
  floorHint: 'Rows of days before it are refused, each saying so.',
  saveFloor: 'Save earliest day',
  floorSaved: { title: 'Earliest day saved', body: 'Imports reach back to it from now on' },
  floorFailed: { title: 'Earliest day not saved', body: 'Something went wrong, please try again' },
  format: 'Format',
  timeZone: 'Time zone of the file',
  createProjects: 'Create projects that do not exist',
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
} as const;
