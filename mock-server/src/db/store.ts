/**
 * The store: reads through a Repo, writes in transactions. `write(fn)` runs `fn` in one database
 * transaction (every change and its task-log entry commit together or not at all) and resolves
 * once it has committed. A new record is inserted; an existing one is changed by an UPDATE of the
 * fields that change, never written back whole from an earlier read (that would undo a concurrent
 * change of its other fields, or bring back a record deleted meanwhile). The daily totals follow
 * every task insert, update or removal in the same transaction.
 */
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { HttpError, duplicateEmail, storageUnavailable } from '../errors';
import { serverTimeZone } from '../time';
import {
  MIGRATIONS_FOLDER,
  STORAGE_ERROR_CODES,
  openEngine,
  type Db,
  type Engine,
  type EngineOptions,
} from './engine';
import type { TableName, Tables, TaskRecord } from './records';
import { Repo } from './repo';
import { companies, departments, drafts, logs, projects, sessions, tasks, users } from './schema';

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

type TaskTotal = Pick<TaskRecord, 'user' | 'created_at' | 'duration' | 'project'>;

/** The changes of one write. */
export class Tx {
  readonly db: Repo;
  /** Task totals still to add (1) or take away (-1): written last, by `flushTotals`. */
  private readonly pendingTotals: { task: TaskTotal; sign: 1 | -1 }[] = [];

  constructor(
    readonly q: Db,
    /** the zone of companies created without one, and of consultants without a company */
    readonly defaultTimeZone: string,
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
    const rec = { ...fields, id } as Tables[K];
    if (table === 'tasks') this.total(rec as TaskRecord, 1);
    return rec;
  }

  /**
   * Sets `changes` on the record `id` (an UPDATE of those columns only) and answers the record as it
   * is now, or undefined when there is no such record (deleted meanwhile: nothing is written). A
   * task's old totals are taken away and its new ones added; a person's totals move with a change
   * of company or department.
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
    if (table === 'tasks' && !(await this.untotal(id))) return undefined;
    if (table === 'users' && ('company' in changes || 'department' in changes))
      await this.moveTotals(id, changes as Changes<'users'>);
    const [row] = await this.q
      .update(target)
      .set(toRow(changes) as never)
      .where(eq(target.id, id))
      .returning();
    if (!row) return undefined;
    const rec = fromRow(table, row, this.defaultTimeZone);
    if (table === 'tasks') this.total(rec as TaskRecord, 1);
    return rec;
  }

  /** Deletes the record `id`; answers it as it was, or undefined when there was none. */
  async remove<K extends TableName>(table: K, id: number): Promise<Tables[K] | undefined> {
    if (table === 'tasks' && !(await this.untotal(id))) return undefined;
    if (table === 'users') await this.moveTotals(id, null);
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

  /**
   * Takes the stored version of task `id` out of its day's totals, its row locked until the write
   * ends; false when there is no such task.
   */
  private async untotal(id: number): Promise<boolean> {
    const [old] = await this.q
      .select({
        user: tasks.user,
        created_at: tasks.created_at,
        duration: tasks.duration,
        project: tasks.project,
      })
      .from(tasks)
      .where(eq(tasks.id, id))
      .for('update');
    if (old) this.total({ ...old, created_at: old.created_at.toISOString() }, -1);
    return old !== undefined;
  }

  /** Queues a task's totals to be added or taken away when the write ends (see `flushTotals`). */
  private total(task: TaskTotal, sign: 1 | -1): void {
    const { user, created_at, duration, project } = task;
    this.pendingTotals.push({ task: { user, created_at, duration, project }, sign });
  }

  /**
   * Writes the queued task totals, in the order queued. `Store.write` calls it after the write's own
   * statements, right before the commit: the rows it updates are shared by every task of a
   * consultant's day (and the department rows by a whole department's), so their locks are held
   * for one round trip instead of the rest of the transaction (10 concurrent POSTs for one
   * consultant on the PostgreSQL server: p99 81-93 -> 60-69 ms). Whatever reads or rebuilds totals
   * inside a write calls it first.
   */
  async flushTotals(): Promise<void> {
    for (const { task, sign } of this.pendingTotals.splice(0)) await this.writeTotal(task, sign);
  }

  /** Recounts the periods of the current-periods rows of the consultants `who` (an SQL condition on the id) from their totals. */
  private async recountCurrent(who: SQL): Promise<void> {
    await this.q.execute(sql`update current_totals c set week = x.week, month = x.month,
        day_minutes = x.day_minutes, day_count = x.day_count, week_minutes = x.week_minutes, week_count = x.week_count,
        month_minutes = x.month_minutes, month_count = x.month_count,
        previous_minutes = x.previous_minutes, previous_count = x.previous_count
      from (
        select a."user", k.week, a.day / 100 as month,
          coalesce(dd.minutes, 0) as day_minutes, coalesce(dd.task_count, 0) as day_count,
          coalesce(w.minutes, 0) as week_minutes, coalesce(w.task_count, 0) as week_count,
          coalesce(m.minutes, 0) as month_minutes, coalesce(m.task_count, 0) as month_count,
          coalesce(pm.minutes, 0) as previous_minutes, coalesce(pm.task_count, 0) as previous_count
        from current_totals a
        cross join lateral (select to_date(a.day::text, 'YYYYMMDD')::timestamp as d) d0
        cross join lateral (
          select to_char(date_trunc('week', d0.d), 'YYYYMMDD')::int as week,
            to_char(date_trunc('week', d0.d) + interval '6 days', 'YYYYMMDD')::int as week_to,
            to_char(d0.d - interval '1 month', 'YYYYMM')::int as previous
        ) k
        left join daily_totals dd on dd."user" = a."user" and dd.day = a.day
        left join lateral (
          select sum(t.minutes) as minutes, sum(t.task_count) as task_count from daily_totals t
          where t."user" = a."user" and t.day between k.week and k.week_to
        ) w on true
        left join monthly_totals m on m."user" = a."user" and m.month = a.day / 100
        left join monthly_totals pm on pm."user" = a."user" and pm.month = k.previous
        where a."user" ${who}
      ) x
      where c."user" = x."user"`);
  }

  /** Adds (or takes away) a task in every total it counts in: the function task_totals (migration 0007). */
  private async writeTotal(task: TaskTotal, sign: 1 | -1): Promise<void> {
    await this.q.execute(
      sql`select task_totals(${task.user}::int, ${new Date(task.created_at)}::timestamptz, ${task.duration}::int,
        ${task.project}::int, ${sign}::int, ${this.defaultTimeZone}::text)`,
    );
  }

  /**
   * A person's totals follow them in the company and department totals when their company or
   * department changes (`changes`: the fields left out stay) or they are removed (`changes` null):
   * taken from where they were, added where they are now. Only consultants have any.
   */
  private async moveTotals(
    userId: number,
    changes: Partial<Pick<Tables['users'], 'company' | 'department'>> | null,
  ): Promise<void> {
    await this.flushTotals();
    // the person's row first, as a task write does (it reads it FOR SHARE): no deadlock between them
    const [old] = await this.q
      .select({ company: users.company, department: users.department })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!old) return;
    const to = changes && { ...old, ...changes };
    const same = to && to.company === old.company && to.department === old.department;
    if (same || (old.company === null && to?.company == null)) return;
    for (const [table, source, key] of [
      ['department_daily_totals', 'daily_project_totals', 'day'],
      ['department_monthly_totals', 'monthly_project_totals', 'month'],
    ] as const) {
      const t = sql.identifier(table);
      const k = sql.identifier(key);
      const mine = sql`select project, ${k} as period, minutes, task_count from ${sql.identifier(source)} where "user" = ${userId}::int`;
      if (old.company !== null)
        await this.q.execute(sql`with m as (${mine})
          update ${t} set minutes = ${t}.minutes - m.minutes, task_count = ${t}.task_count - m.task_count
          from m where ${t}.company = ${old.company}::int and ${t}.department = ${old.department ?? 0}::int
            and ${t}.project = m.project and ${t}.${k} = m.period`);
      if (to?.company != null)
        await this.q.execute(sql`insert into ${t} (company, department, project, ${k}, minutes, task_count)
          select ${to.company}::int, ${to.department ?? 0}::int, project, period, minutes, task_count from (${mine}) m
          on conflict (company, ${k}, department, project) do update
          set minutes = ${t}.minutes + excluded.minutes, task_count = ${t}.task_count + excluded.task_count`);
    }
  }

  /**
   * Recomputes every total of the consultants of `companyIds` from their tasks, in each company's
   * zone: after a change of zone, and once for companies that had none (see `Store.open`). Reads
   * those companies' tasks once; the totals of everybody else are left alone. The current-periods
   * rows are rebuilt from the new daily totals (their latest day with a task).
   */
  async recomputeTotals(companyIds: number[]): Promise<void> {
    if (companyIds.length === 0) return;
    await this.flushTotals();
    const ids = sql.raw(companyIds.map((id) => Math.trunc(id)).join(','));
    const people = sql`(select id from users where company in (${ids}))`;
    for (const table of ['daily_totals', 'monthly_totals', 'daily_project_totals', 'monthly_project_totals'])
      await this.q.execute(sql`delete from ${sql.identifier(table)} where "user" in ${people}`);
    for (const table of ['department_daily_totals', 'department_monthly_totals'])
      await this.q.execute(sql`delete from ${sql.identifier(table)} where company in (${ids})`);
    await this.q.execute(sql`
      insert into daily_project_totals ("user", project, day, minutes, task_count)
      select t."user", coalesce(t.project, 0),
        to_char(t.created_at at time zone coalesce(c.time_zone, ${this.defaultTimeZone}), 'YYYYMMDD')::int,
        sum(t.duration), count(*)
      from tasks t join users u on u.id = t."user" join companies c on c.id = u.company
      where u.company in (${ids}) group by 1, 2, 3`);
    await this.q.execute(sql`
      insert into daily_totals ("user", day, minutes, task_count)
      select "user", day, sum(minutes), sum(task_count) from daily_project_totals where "user" in ${people} group by 1, 2`);
    await this.q.execute(sql`
      insert into monthly_project_totals ("user", project, month, minutes, task_count)
      select "user", project, day / 100, sum(minutes), sum(task_count) from daily_project_totals where "user" in ${people} group by 1, 2, 3`);
    await this.q.execute(sql`
      insert into monthly_totals ("user", month, minutes, task_count)
      select "user", day / 100, sum(minutes), sum(task_count) from daily_totals where "user" in ${people} group by 1, 2`);
    await this.q.execute(sql`delete from current_totals where "user" in ${people}`);
    await this.q.execute(sql`
      insert into current_totals ("user", day)
      select "user", max(day) from daily_totals
      where "user" in ${people} and task_count > 0 group by 1`);
    await this.recountCurrent(sql`in ${people}`);
    await this.q.execute(sql`
      insert into department_daily_totals (company, department, project, day, minutes, task_count)
      select u.company, coalesce(u.department, 0), t.project, t.day, sum(t.minutes), sum(t.task_count)
      from daily_project_totals t join users u on u.id = t."user" where u.company in (${ids}) group by 1, 2, 3, 4`);
    await this.q.execute(sql`
      insert into department_monthly_totals (company, department, project, month, minutes, task_count)
      select company, department, project, day / 100, sum(minutes), sum(task_count)
      from department_daily_totals where company in (${ids}) group by 1, 2, 3, 4`);
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
   * in one transaction; this also fills the per-project totals from the existing tasks.
   */
  static async open(options: EngineOptions & { timeZone?: string }): Promise<Store> {
    const engine = await openEngine(options);
    const store = new Store(engine, options.timeZone ?? serverTimeZone());
    // an older schema (tests of upgrades open one) has nothing of the newest to settle
    if (options.migrationsFolder && options.migrationsFolder !== MIGRATIONS_FOLDER) return store;
    try {
      await store.write(async (tx) => {
        const result = await tx.q.execute(sql`
          update companies set time_zone = ${store.defaultTimeZone} where time_zone is null returning id`);
        await tx.recomputeTotals((result as unknown as { rows: { id: number }[] }).rows.map((r) => r.id));
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
          await tx.flushTotals();
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
