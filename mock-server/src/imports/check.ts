/**
 * Every row of a read file checked against the company as it is: its consultant (./people: by
 * email, full name or user name, or as chosen, among the company's consultants only: nobody else's
 * existence shows), its day (not after today, its week taking writes), its project (by name, or new
 * when asked: under the company's client the file names for it, when there is one) and whether it
 * was imported before (its import id). Read inside the import's write with `lock`, so what was
 * checked stays true until it commits.
 */
import { sql } from 'drizzle-orm';
import {
  FIELD_RULES,
  type ImportField,
  type ImportFormat,
  type ImportPerson,
  type ImportProjectClient,
  type ImportRow,
  type ImportRowWritten,
} from '@app/contract';
import { todayIn, weekOf } from '@app/contract/days';
import type { Repo } from '../db/repo';
import { rowsOf } from '../db/repo';
import type { CompanyRecord, ProjectRecord, UserRecord } from '../db/records';
import { clientsOf } from '../clients';
import { fieldSchema } from '../kernel/input';
import { inSlices } from '../kernel/slices';
import { liveProjectsOfCompany } from '../projects/queries';
import { weekKey, weeksRefusals } from '../weeks';
import { importIdOf, rowSaying, type RowValues } from './file';
import { peopleMatcher, peopleOf } from './people';

/** A row as read: its values, or the problem that stopped its reading; with it as written. */
export type ReadRow = { written: ImportRowWritten } & (
  | RowValues
  | { line: number; field: ImportField; error: string }
  | { line: number; field: ImportField; skip: string }
);

/** A row to create: the task's fields, its project (existing, new by name, or none) and import id. */
export interface NewRow {
  line: number;
  owner: UserRecord;
  values: RowValues & { written: ImportRowWritten };
  project: { existing: ProjectRecord } | { name: string } | null;
  importId: string;
}

export interface Checked {
  /** every row's fate, by line */
  rows: ImportRow[];
  /** the rows to create, in file order */
  creates: NewRow[];
  duplicates: number;
  skipped: number;
  errors: number;
  /** the projects to make, as first written, each with the client it is made under (its id: `clientId`) */
  newProjects: (ImportProjectClient & { clientId: number | null })[];
  /** the file's people and who they are */
  people: ImportPerson[];
}

export interface CheckOptions {
  company: CompanyRecord;
  format: ImportFormat;
  actor: Pick<UserRecord, 'id'>;
  createProjects: boolean;
  now: Date;
  /** inside the import's write: the consultants, projects and weeks read-locked */
  lock: boolean;
  /** the earliest day an import of this company reaches back to (importFloorOf) */
  earliestDay: string;
  /** who the file's people are where the import says (by personKey: a consultant's id, or null to skip) */
  people: ReadonlyMap<string, number | null>;
}

const projectName = fieldSchema(FIELD_RULES.project.name);

/** Which of `rows` (consultant and import id) a task has already, as `user:import id`. */
async function importedBefore(db: Repo, rows: readonly { user: number; id: string }[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const found = rowsOf<{ user: number; import_id: string }>(
    await db.q.execute(sql`select "user", import_id from tasks
      where import_id in (select jsonb_array_elements_text(${JSON.stringify(rows.map((r) => r.id))}::jsonb))`),
  );
  return new Set(found.map((r) => `${r.user}:${r.import_id}`));
}

export async function checkRows(db: Repo, read: readonly ReadRow[], o: CheckOptions): Promise<Checked> {
  const lock = o.lock ? { lock: 'share' as const } : {};
  const match = peopleMatcher(await db.usersOfCompany(o.company.id, { role: 'employee' }, lock), o.people);
  const projects = new Map(
    (await liveProjectsOfCompany(db, o.company.id, lock)).map((p) => [p.name.toLowerCase(), p]),
  );
  const today = todayIn(o.company.time_zone, o.now);
  const rows = new Map<number, ImportRow>();
  const written = new Map(read.map((row) => [row.line, row.written]));
  const fail = (line: number, field: ImportField, error: string) =>
    rows.set(line, { line, status: 'error', written: written.get(line)!, task: null, field, error });

  // each row on its own: its consultant, day and project
  const candidates: Omit<NewRow, 'importId'>[] = [];
  // each new project's name as first written, and its client as the first of its rows to name one writes it
  const newProjects = new Map<string, { name: string; fileClient: string | null }>();
  await inSlices(read, (row) => {
    if ('error' in row) {
      fail(row.line, row.field, row.error);
      return;
    }
    if ('skip' in row) {
      rows.set(row.line, {
        line: row.line,
        status: 'skip',
        written: row.written,
        task: null,
        field: row.field,
        error: row.skip,
      });
      return;
    }
    const { by, user: owner } = match(row.person);
    if (by === 'skipped') {
      rows.set(row.line, {
        line: row.line,
        status: 'skip',
        written: row.written,
        task: null,
        field: 'email',
        error: `Skipped: the rows of “${row.person}” are left out, as chosen`,
      });
      return;
    }
    if (!owner) {
      fail(
        row.line,
        'email',
        `No consultant of the company is “${row.person}” (by email, full name or user name): choose one for them, or skip their rows`,
      );
      return;
    }
    if (row.worked_on > today) {
      fail(row.line, 'day', `${row.worked_on} is after today (${today}) in the company's time zone`);
      return;
    }
    if (row.worked_on < o.earliestDay) {
      fail(
        row.line,
        'day',
        `${row.worked_on} is before ${o.earliestDay}: an import reaches back to ${o.earliestDay} at the earliest`,
      );
      return;
    }
    let project: NewRow['project'] = null;
    if (row.project !== null) {
      const existing = projects.get(row.project.toLowerCase());
      if (existing) project = { existing };
      else if (!o.createProjects) {
        fail(
          row.line,
          'project',
          `No project "${row.project}" in the company (import with new projects to create it)`,
        );
        return;
      } else {
        const name = projectName.safeParse(row.project);
        if (!name.success) {
          fail(row.line, 'project', `The new project's name ${name.error.issues[0].message}`);
          return;
        }
        const key = name.data.toLowerCase();
        const known = newProjects.get(key) ?? { name: name.data, fileClient: null };
        known.fileClient ??= row.client;
        newProjects.set(key, known);
        project = { name: known.name };
      }
    }
    candidates.push({ line: row.line, owner, values: row, project });
  });

  // the weeks of their days: an approved week (or one that otherwise takes no writes) refuses its
  // rows; a file repeats its days, so each day's Monday is found once
  const mondays = new Map<string, string>();
  const mondayOf = (day: string): string => {
    let monday = mondays.get(day);
    if (monday === undefined) mondays.set(day, (monday = weekOf(day).from));
    return monday;
  };
  const weekKeyOfRow = (c: (typeof candidates)[number]) => weekKey(c.owner.id, mondayOf(c.values.worked_on));
  const refusals = await weeksRefusals(
    db,
    o.actor,
    candidates.map((c) => ({ user: c.owner.id, weekStart: mondayOf(c.values.worked_on) })),
    o.lock ? 'share' : undefined,
  );

  // the import ids: the same row twice in a file is two tasks (its occurrence tells them apart)
  const seen = new Map<string, number>();
  const withIds: NewRow[] = [];
  await inSlices(candidates, (c) => {
    const refusal = refusals.get(weekKeyOfRow(c));
    if (refusal) {
      fail(c.line, 'day', refusal.detail);
      return;
    }
    const saying = rowSaying(o.company.id, o.format, c.values);
    const occurrence = seen.get(saying) ?? 0;
    seen.set(saying, occurrence + 1);
    withIds.push({ ...c, importId: importIdOf(saying, occurrence) });
  });
  const before = await importedBefore(
    db,
    withIds.map((r) => ({ user: r.owner.id, id: r.importId })),
  );

  const creates: NewRow[] = [];
  const usedProjects = new Set<string>();
  let duplicates = 0;
  await inSlices(withIds, (r) => {
    const duplicate = before.has(`${r.owner.id}:${r.importId}`);
    rows.set(r.line, {
      line: r.line,
      status: duplicate ? 'duplicate' : 'create',
      written: r.values.written,
      task: {
        user: r.owner.id,
        email: r.owner.email,
        worked_on: r.values.worked_on,
        duration: r.values.duration,
        project:
          r.project === null ? null : 'existing' in r.project ? r.project.existing.name : r.project.name,
        title: r.values.title,
      },
      field: null,
      error: null,
    });
    if (duplicate) duplicates += 1;
    else {
      creates.push(r);
      if (r.project && 'name' in r.project) usedProjects.add(r.project.name);
    }
  });
  const all = [...rows.values()].sort((a, b) => a.line - b.line);
  // only the new projects a row to create names (a duplicate's project is made by nobody), each
  // under the company's live client of the file's name for it (read-locked in the import's write)
  const made = [...newProjects.values()].filter(({ name }) => usedProjects.has(name));
  const clients = made.some((p) => p.fileClient !== null)
    ? new Map(
        (await clientsOf(db, o.company.id, o.lock ? 'share' : undefined))
          .filter((c) => !c.archived)
          .map((c) => [c.name.toLowerCase(), c]),
      )
    : new Map();
  return {
    rows: all,
    creates,
    duplicates,
    skipped: all.filter((r) => r.status === 'skip').length,
    errors: all.filter((r) => r.status === 'error').length,
    newProjects: made.map(({ name, fileClient }) => {
      const client = fileClient === null ? undefined : clients.get(fileClient.toLowerCase());
      return {
        project: name,
        client: client?.name ?? null,
        file_client: fileClient,
        clientId: client?.id ?? null,
      };
    }),
    people: peopleOf(
      read.map((row) => row.written.person),
      match,
    ),
  };
}
