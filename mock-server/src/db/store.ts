/**
 * The store: reads through a Repo, writes in transactions. `write(fn)` runs `fn` in one database
 * transaction (every change and its task-log entry commit together or not at all) and resolves
 * once it has committed. A new record is inserted; an existing one is changed by an UPDATE of the
 * fields that change, never written back whole from an earlier read (that would undo a concurrent
 * change of its other fields, or bring back a record deleted meanwhile). The generic writes know
 * no table's rules: the totals a task write queues (./totals) and the rows it appends to the task
 * log and the audit trail are written last, before the commit.
 * A transaction carries its origin (the request's user, address and id): the audit events a write
 * records in it (../audit) name them, and commit or roll back with the write.
 */
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { HttpError, conflict, duplicateEmail, storageUnavailable } from '../kernel/errors';
import { currentOrigin, type Origin } from '../kernel/origin';
import { serverTimeZone } from '../kernel/time';
import {
  MIGRATIONS_FOLDER,
  STORAGE_ERROR_CODES,
  openEngine,
  type Db,
  type Engine,
  type EngineOptions,
} from './engine';
import type { TableName, Tables } from './records';
import { Repo } from './repo';
import { companies, departments, drafts, logs, projects, sessions, tasks, users } from './schema';
import {
  recomputeTotals,
  summedTotals,
  taskTotalStatement,
  writeTaskTotals,
  type QueuedTotal,
  type TaskTotal,
  type TotalsTx,
} from './totals';

/** Queued totals past which `flushTotals` writes them in batches. */
const BATCHED_TOTALS_FROM = 16;

/**
 * Rows queued for append-only tables (`Tx.appendLater`) that one statement carries at most, all
 * tables together: at most 30 values a row keeps a statement far below the protocol's 65,535
 * parameters.
 */
const APPENDED_ROWS_PER_STATEMENT = 1000;

export type { Db };

const TABLES: Record<TableName, PgTable & { id: typeof users.id }> = {
  users,
  companies,
  departments,
  projects,
  tasks,
  drafts,
  logs,
  sessions,
} as never;

/** Columns holding timestamps: records carry ISO strings, the database Dates. */
const DATE_FIELDS = new Set([
  'date_joined',
  'created_at',
  'updated_at',
  'deleted_at',
  'expires_at',
  'revoked_at',
]);

function toRow(rec: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(rec).map(([k, v]) => [k, DATE_FIELDS.has(k) && typeof v === 'string' ? new Date(v) : v]),
  );
}

/** A row as a record: timestamps as ISO strings (a company not yet given a zone has the default one). */
function fromRow<K extends TableName>(
  table: K,
  row: Record<string, unknown>,
  defaultTimeZone: string,
): Tables[K] {
  const rec = Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]),
  );
  if (table === 'companies') rec.time_zone ??= defaultTimeZone;
  return rec as unknown as Tables[K];
}

/** What an update sets: some fields of a record, never its id. */
export type Changes<K extends TableName> = Partial<Omit<Tables[K], 'id'>>;

/** The changes of one write. */
export class Tx implements TotalsTx {
  readonly db: Repo;
  /** Task totals still to add (1) or take away (-1): written last, by `flushTotals`. */
  private readonly pendingTotals: QueuedTotal[] = [];
  /** Rows for append-only tables, by the head of their insert: written last, by `finish`. */
  private readonly pendingRows = new Map<SQL, SQL[]>();

  constructor(
    readonly q: Db,
    /** the zone of companies created without one, and of consultants without a company */
    readonly defaultTimeZone: string,
    /** who asked for the write: its audit events name them */
    readonly origin: Origin = currentOrigin(),
  ) {
    this.db = new Repo(q, defaultTimeZone);
  }

  async nextId(): Promise<number> {
    const result = await this.q.execute<{ id: number }>(sql`select nextval('entity_id_seq')::integer as id`);
    return Number((result as unknown as { rows: { id: number }[] }).rows[0].id);
  }

  /**
   * Inserts a new record: one statement, no look-up first. Its id is drawn by the database unless
   * given (the seed and the importer of the old store give theirs).
   */
  async insert<K extends TableName>(
    table: K,
    fields: Omit<Tables[K], 'id'> & { id?: number },
  ): Promise<Tables[K]> {
    const target = TABLES[table];
    const [{ id }] = (await this.q
      .insert(target)
      .values(toRow(fields) as never)
      .returning({ id: target.id })) as { id: number }[];
    return { ...fields, id } as Tables[K];
  }

  /**
   * Sets `changes` on the record `id` (an UPDATE of those columns only) and answers the record as it
   * is now, or undefined when there is no such record (deleted meanwhile: nothing is written).
   */
  async update<K extends TableName>(
    table: K,
    id: number,
    changes: Changes<K>,
  ): Promise<Tables[K] | undefined> {
    // typed as one table: the query layer's types cannot follow a table chosen at run time
    const target = TABLES[table] as typeof users;
    if (Object.keys(changes).length === 0) {
      const [row] = await this.q.select().from(target).where(eq(target.id, id));
      return row && fromRow(table, row, this.defaultTimeZone);
    }
    const [row] = await this.q
      .update(target)
      .set(toRow(changes) as never)
      .where(eq(target.id, id))
      .returning();
    return row && fromRow(table, row, this.defaultTimeZone);
  }

  /** Deletes the record `id`; answers it as it was, or undefined when there was none. */
  async remove<K extends TableName>(table: K, id: number): Promise<Tables[K] | undefined> {
    const target = TABLES[table] as typeof users;
    const [row] = await this.q.delete(target).where(eq(target.id, id)).returning();
    return row && fromRow(table, row, this.defaultTimeZone);
  }

  /**
   * Locks the rows `ids` of `table` (SELECT ... FOR UPDATE, in id order, so that two writes locking
   * the same rows never wait for each other crosswise) until the write ends. What a write checks of
   * those rows afterwards stays true until it commits.
   */
  async lock(table: TableName, ids: readonly number[]): Promise<void> {
    const target = TABLES[table];
    await this.q
      .select({ id: target.id })
      .from(target)
      .where(inArray(target.id, [...new Set(ids)]))
      .orderBy(asc(target.id))
      .for('update');
  }

  /** Queues a task's totals to be added (1) or taken away (-1) when the write ends (see `flushTotals`). */
  queueTotals(task: TaskTotal, sign: 1 | -1): void {
    const { user, created_at, worked_on, duration, project, billable } = task;
    this.pendingTotals.push({
      task: { user, created_at, worked_on, duration, project, billable },
      sign,
      count: 1,
    });
  }

  /**
   * Queues `rows` (each a parenthesised list of values) for the insert `head` (`insert into table
   * (columns) values`, one object for each table and columns): written when the write ends, in the
   * order queued, together with its other queued rows and its first totals (`finish`). For rows
   * that nothing reads back in the write that adds them (the task log, the audit trail): a write
   * then costs a statement for all of them instead of one each. A write that fails after queueing
   * them writes none of them, as it writes nothing else.
   */
  appendLater(head: SQL, rows: readonly SQL[]): void {
    if (rows.length === 0) return;
    const queued = this.pendingRows.get(head);
    if (queued) queued.push(...rows);
    else this.pendingRows.set(head, [...rows]);
  }

  /**
   * Writes everything the write queued, right before its commit (`Store.write` calls it): its rows
   * for append-only tables and its task totals. Up to APPENDED_ROWS_PER_STATEMENT rows go in one
   * statement with the first totals (each insert a common table expression of it); more (an
   * import's), or more totals than BATCHED_TOTALS_FROM, go by inserts of that many rows each, then
   * the totals as `flushTotals` writes them.
   */
  async finish(): Promise<void> {
    const appends = [...this.pendingRows];
    this.pendingRows.clear();
    const totals = summedTotals(this.pendingTotals.splice(0));
    const insertOf = (head: SQL, rows: SQL[]) => sql`${head} ${sql.join(rows, sql`, `)}`;
    const rowCount = appends.reduce((n, [, rows]) => n + rows.length, 0);
    if (rowCount > APPENDED_ROWS_PER_STATEMENT || totals.length > BATCHED_TOTALS_FROM) {
      for (const [head, rows] of appends)
        for (let start = 0; start < rows.length; start += APPENDED_ROWS_PER_STATEMENT)
          await this.q.execute(insertOf(head, rows.slice(start, start + APPENDED_ROWS_PER_STATEMENT)));
      return this.writeTotals(totals);
    }
    const inserts = appends.map(([head, rows]) => insertOf(head, rows));
    const [first, ...rest] = totals;
    const last = first ? taskTotalStatement(this.defaultTimeZone, first) : inserts.pop();
    if (last)
      await this.q.execute(
        inserts.length === 0
          ? last
          : sql`with ${sql.join(
              inserts.map((insert, i) => sql`${sql.raw(`appended_${i}`)} as (${insert})`),
              sql`, `,
            )} ${last}`,
      );
    await this.writeTotals(rest);
  }

  /**
   * Writes the queued task totals, in the order queued. The write's end (`finish`) writes them
   * after the write's own statements, right before the commit: the rows it updates are shared by
   * every task of a consultant's day (and the department rows by a whole department's), so their
   * locks are held for one round trip instead of the rest of the transaction, which concurrent
   * writes of one consultant would otherwise wait out. Whatever reads or rebuilds totals inside a
   * write calls it first.
   */
  flushTotals(): Promise<void> {
    return this.writeTotals(summedTotals(this.pendingTotals.splice(0)));
  }

  /** Writes `totals` in their order: a statement each, or in batches when there are many (an import's). */
  private async writeTotals(totals: readonly QueuedTotal[]): Promise<void> {
    if (totals.length > BATCHED_TOTALS_FROM) return writeTaskTotals(this.q, this.defaultTimeZone, totals);
    for (const total of totals) await this.q.execute(taskTotalStatement(this.defaultTimeZone, total));
  }
}

/** Tries of a write that the database aborted for a deadlock (40P01) or a serialization conflict (40001). */
const WRITE_ATTEMPTS = 3;
const RETRYABLE_CODES = new Set(['40P01', '40001']);

/** The driver's error of a database failure (the query layer wraps it as `cause`). */
function driverError(error: unknown): { code?: string; constraint?: string; message?: string } {
  return ((error as { cause?: unknown } | null)?.cause ?? error ?? {}) as ReturnType<typeof driverError>;
}

/** A database failure as the API answers it: taken emails 400, storage trouble 503. */
export function storageError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const { code, constraint, message } = driverError(error);
  if (code === '23505' && constraint === 'users_email_unique') return duplicateEmail();
  if (code === '23505' && constraint === 'projects_company_name_unique')
    return conflict('duplicate_name', 'Another project of this company has this name');
  if (code === '23505' && constraint === 'clients_company_name')
    return conflict('duplicate_name', 'Another client of this company has this name');
  if (code === '23505' && constraint === 'rates_place_day')
    return conflict('duplicate_rate', 'A rate of this place from this day was set at the same time');
  if (
    (code && STORAGE_ERROR_CODES.has(code)) ||
    // a full disk, a server out of reach, or the engine closed under a request (a shutdown)
    /ENOSPC|no space left|ECONNREFUSED|Connection terminated|PGlite is closed|after calling end on the pool/i.test(
      String(message ?? ''),
    )
  ) {
    return storageUnavailable('The database cannot be reached or written; try again');
  }
  return error;
}

export class Store {
  readonly db: Repo;
  private closed = false;

  private constructor(
    private readonly engine: Engine,
    readonly defaultTimeZone: string,
  ) {
    this.db = new Repo(engine.db, defaultTimeZone);
  }

  /**
   * Opens (and migrates) the database. Companies without a time zone (all of them right after
   * migration 0002) get `timeZone` (default: the server's) and their totals are recomputed in it,
   * in one transaction; this also fills the per-project totals from the existing tasks. `engine`:
   * one already open and migrated to use instead (closing the store closes it).
   */
  static async open(options: EngineOptions & { timeZone?: string; engine?: Engine }): Promise<Store> {
    const engine = options.engine ?? (await openEngine(options));
    const store = new Store(engine, options.timeZone ?? serverTimeZone());
    // an older schema (tests of upgrades open one) has nothing of the newest to settle
    if (options.migrationsFolder && options.migrationsFolder !== MIGRATIONS_FOLDER) return store;
    try {
      await store.write(async (tx) => {
        const result = await tx.q.execute(sql`
          update companies set time_zone = ${store.defaultTimeZone} where time_zone is null returning id`);
        await recomputeTotals(
          tx,
          (result as unknown as { rows: { id: number }[] }).rows.map((r) => r.id),
        );
      });
    } catch (error) {
      await engine.close();
      throw error;
    }
    return store;
  }

  /** The query layer itself, for work outside transactions (login throttling). */
  get engineDb(): Db {
    return this.engine.db;
  }

  /** The embedded engine's files (for cloning a template in tests). */
  dump(): Promise<Blob> {
    if (!this.engine.dump) throw new Error('only the embedded engine can be dumped');
    return this.engine.dump();
  }

  /**
   * Runs `fn` in one transaction; nothing of it is kept if it throws. A transaction the database
   * aborts to break a deadlock or a serialization conflict (with another write: only a PostgreSQL
   * server runs writes side by side) is run again, up to WRITE_ATTEMPTS times in all, so `fn` does
   * nothing outside the transaction that may not happen twice.
   */
  async write<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      if (this.closed) throw storageUnavailable('The server is shutting down');
      try {
        return await this.engine.db.transaction(async (q) => {
          const tx = new Tx(q as unknown as Db, this.defaultTimeZone);
          const result = await fn(tx);
          await tx.finish();
          return result;
        });
      } catch (error) {
        if (attempt < WRITE_ATTEMPTS && RETRYABLE_CODES.has(driverError(error).code ?? '')) continue;
        throw storageError(error);
      }
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.engine.close();
  }
}
