/**
 * POST /imports/{companyId}: hours from another tracker's CSV export (the body, text/csv) become
 * tasks of the company's consultants. Every row is read and checked (./file, ./check); a dry run
 * answers what would happen, an import with any error row writes nothing (422 with the same rows),
 * else every row is written in one transaction: all or none. Each row's import id makes a file
 * imported again find its rows imported before (duplicates, not written twice). Decided: docs/decisions/0080.
 */
import { FIELD_RULES, type ImportEncoding, type ImportField, type ImportResult } from '@app/contract';
import { IMPORT_FIELDS, IMPORT_MAX_BYTES, IMPORT_XLSX_TYPE, mayImportInto } from '@app/contract/imports';
import { todayIn } from '@app/contract/days';
import { companyById, companyRoutes } from '../companies';
import type { CompanyRecord, ProjectRecord, UserRecord } from '../db/records';
import { HttpError, ensure, invalid } from '../kernel/errors';
import { fieldSchema } from '../kernel/input';
import { route, type FileBody, type RouteModule } from '../kernel/route';
import { nextTurn, ROWS_PER_SLICE } from '../kernel/slices';
import { insertProject } from '../projects/writes';
import { insertTasks, withCleanBody } from '../tasks';
import { checkRows, type Checked, type ReadRow } from './check';
import {
  dayOrderOf,
  mappingOf,
  plainHoursIn,
  readRow,
  readSheet,
  RowProblem,
  RowSkipped,
  writtenOf,
  type DayOrder,
  type Mapping,
  type ReadOptions,
  type Sheet,
  type SheetNumbering,
} from './file';
import { claimImport, releaseImport } from './runs';
import { importFloorOf, setImportFloor } from './floor';
import { workbookAsCsv } from './workbook';
import {
  chosenPeople,
  importFileSchema,
  importFloorSchema,
  importQuerySchema,
  type ImportQueryData,
} from './schemas';

const IMPORT_FILE: FileBody = {
  field: 'file',
  contentTypes: ['text/csv', 'text/plain', IMPORT_XLSX_TYPE],
  maxBytes: IMPORT_MAX_BYTES,
  converted: { [IMPORT_XLSX_TYPE]: workbookAsCsv },
};

const bodyRule = fieldSchema(FIELD_RULES.task.body);

/**
 * Every row of `sheet` read with `mapping` and `options` (days written in one zone, counted in the
 * company's), its body sanitised as a task's (the same text cleaned once).
 */
async function readRows(sheet: Sheet, mapping: Mapping, options: ReadOptions): Promise<ReadRow[]> {
  const cleaned = new Map<string, Promise<string>>();
  const clean = (body: string) => {
    let done = cleaned.get(body);
    if (!done) cleaned.set(body, (done = withCleanBody({ body }).then((r) => r.body)));
    return done;
  };
  const readOne = async (row: Sheet['rows'][number]): Promise<ReadRow> => {
    const written = writtenOf(row, mapping);
    try {
      const values = readRow(row, mapping, options);
      const body = bodyRule.safeParse(await clean(values.body).catch(() => ''));
      if (!body.success)
        return {
          line: row.line,
          written,
          field: 'description',
          error: 'The description has no text to keep',
        };
      return { ...values, written, body: body.data };
    } catch (error) {
      if (error instanceof RowProblem)
        return { line: row.line, written, field: error.field, error: error.message };
      if (error instanceof RowSkipped)
        return { line: row.line, written, field: error.field, skip: error.message };
      throw error;
    }
  };
  // a slice of rows at a time, the event loop let go between them: a large file never holds the
  // API's requests for longer than one slice takes
  const read: ReadRow[] = [];
  for (let from = 0; from < sheet.rows.length; from += ROWS_PER_SLICE) {
    if (from > 0) await nextTurn();
    read.push(...(await Promise.all(sheet.rows.slice(from, from + ROWS_PER_SLICE).map(readOne))));
  }
  return read;
}

/** The columns a query asks for, by field. */
const overridesOf = (query: ImportQueryData): Partial<Record<ImportField, string>> =>
  Object.fromEntries(
    IMPORT_FIELDS.flatMap((field) => {
      const column = query[`${field}_column`];
      return column === undefined ? [] : [[field, column]];
    }),
  );

const resultOf = (
  sheet: Sheet,
  mapping: Mapping,
  checked: Checked,
  dryRun: boolean,
  encoding: ImportEncoding,
  dayOrder: { used: DayOrder | null; told: boolean },
): ImportResult => ({
  dry_run: dryRun,
  encoding,
  day_order: dayOrder.used,
  day_order_told: dayOrder.told,
  people: checked.people,
  columns: sheet.columns,
  mapping: Object.fromEntries(
    IMPORT_FIELDS.map((f) => [f, mapping[f]?.name ?? null]),
  ) as ImportResult['mapping'],
  rows: checked.rows,
  created: dryRun ? 0 : checked.creates.length,
  to_create: checked.creates.length,
  duplicates: checked.duplicates,
  skipped: checked.skipped,
  errors: checked.errors,
  new_projects: checked.newProjects.map((p) => p.project),
  new_project_clients: checked.newProjects.map(({ project, client, file_client }) => ({
    project,
    client,
    file_client,
  })),
});

export const importRoutes: RouteModule = (app, { options, store }) => {
  /** Reads and checks `body`; a dry run answers that, an import writes every row or none. */
  async function importFile(
    actor: UserRecord,
    company: CompanyRecord,
    query: ImportQueryData,
    body: string,
    { encoding, numbered }: { encoding: ImportEncoding; numbered: SheetNumbering },
  ) {
    const sheet = await readSheet(body, numbered);
    const mapping = mappingOf(sheet.columns, query.format, overridesOf(query));
    // days with slashes: in the order asked for, else the one the file's days tell, else month
    // first (Clockify's, the one tracker that writes slashes by default)
    const slashed = dayOrderOf(sheet, mapping);
    const dayOrder =
      query.day_order && query.day_order !== 'auto' ? query.day_order : (slashed.told ?? 'mdy');
    const read = await readRows(sheet, mapping, {
      fileZone: query.time_zone,
      companyZone: company.time_zone,
      shortEntries: query.short_entries ?? 'skip',
      plainHours: plainHoursIn(query.format, mapping),
      dayOrder,
    });
    const orders = { used: slashed.slashes ? dayOrder : null, told: slashed.told !== null };
    const now = options.now();
    const check = {
      format: query.format,
      actor,
      createProjects: query.create_projects ?? false,
      now,
      people: chosenPeople(query.people),
    };
    if (query.dry_run)
      return resultOf(
        sheet,
        mapping,
        await checkRows(store.db, read, {
          ...check,
          earliestDay: await importFloorOf(store.db, company.id),
          company,
          lock: false,
        }),
        true,
        encoding,
        orders,
      );

    return store.write(async (tx) => {
      // one import of a company at a time: the second of two at once finds the first's rows imported
      const current = await companyById(tx.db, company.id, { lock: 'update' });
      // the floor as it is under that lock: a floor raised meanwhile refuses the rows before it
      const checked = await checkRows(tx.db, read, {
        ...check,
        earliestDay: await importFloorOf(tx, company.id),
        company: current,
        lock: true,
      });
      const result = resultOf(sheet, mapping, checked, false, encoding, orders);
      if (checked.errors > 0)
        throw new HttpError(422, {
          ...result,
          created: 0,
          error: 'import_rows',
          detail: `${checked.errors} row${checked.errors === 1 ? ' has' : 's have'} errors: nothing was imported`,
        });
      const made = new Map<string, ProjectRecord>();
      for (const { project, clientId } of checked.newProjects)
        made.set(project, await insertProject(tx, current.id, { name: project, client: clientId }, now));
      const owners = new Map<number, UserRecord>(checked.creates.map((r) => [r.owner.id, r.owner]));
      await insertTasks(
        tx,
        owners,
        actor.email,
        checked.creates.map((r) => ({
          user: r.owner.id,
          title: r.values.title,
          body: r.values.body,
          duration: r.values.duration,
          project:
            r.project === null
              ? null
              : 'existing' in r.project
                ? r.project.existing.id
                : made.get(r.project.name)!.id,
          worked_on: r.values.worked_on,
          import_id: r.importId,
        })),
        now,
      );
      return result;
    });
  }

  const importers = companyRoutes(app, store.db, {
    rule: mayImportInto,
    refusal: "Only the platform admin and the company's representative read and set its import floor",
  });

  importers('GET /import_floor/{companyId}', {}, async (company) => ({
    earliest_day: await importFloorOf(store.db, company.id),
  }));

  importers('PATCH /import_floor/{companyId}', { body: importFloorSchema }, async (company, { body }) => {
    const now = options.now();
    const today = todayIn(company.time_zone, now);
    if (body.earliest_day > today)
      throw invalid(
        'earliest_day',
        `earliest_day must not be after today (${today}): an import never brings a day to come`,
      );
    await store.write(async (tx) => {
      // the company is locked: two settings at once apply one after the other
      await tx.lock('companies', [company.id]);
      await setImportFloor(tx, company.id, body.earliest_day, now);
    });
    return { earliest_day: body.earliest_day };
  });

  route(
    app,
    'POST /imports/{companyId}',
    { query: importQuerySchema, body: importFileSchema, file: IMPORT_FILE },
    async (request, { params, query, body }) => {
      const actor = request.actor;
      ensure(mayImportInto(actor, params.companyId), "Only the company's representative imports its hours");
      const company = await companyById(store.db, params.companyId);
      // one import (or dry run) of a company at a time, on every API process: 429 for a second
      await claimImport(store.engineDb, company.id);
      try {
        return await importFile(actor, company, query, body, {
          encoding: request.fileEncoding ?? 'utf-8',
          // a workbook's rows are numbered as its sheet numbers them, whatever line breaks its cells hold
          numbered: request.fileConverted ? 'by record' : 'by line',
        });
      } finally {
        await releaseImport(store.engineDb, company.id);
      }
    },
  );
};
