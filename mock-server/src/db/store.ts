/**
 * The store: reads through a Repo, writes in transactions. `write(fn)` runs `fn` in one database
 * transaction (every change and its task-log entry commit together or not at all) and resolves
 * once it has committed. Records are written whole (`put` inserts or replaces by id); the daily
 * totals follow every task put or removal in the same transaction.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { HttpError, duplicateEmail, storageUnavailable } from '../errors';
import { dayKeyOf } from '../time';
import { STORAGE_ERROR_CODES, openEngine, type Db, type Engine, type EngineOptions } from './engine';
import type { TableName, Tables, TaskRecord } from './records';
import { Repo } from './repo';
import {
  companies,
  dailyTotals,
  departments,
  drafts,
  logs,
  monthlyTotals,
  projects,
  sessions,
  tasks,
  users,
} from './schema';

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

/** The changes of one write. */
export class Tx {
  readonly db: Repo;

  constructor(readonly q: Db) {
    this.db = new Repo(q);
  }

  async nextId(): Promise<number> {
    const result = await this.q.execute<{ id: number }>(sql`select nextval('entity_id_seq')::integer as id`);
    return Number((result as unknown as { rows: { id: number }[] }).rows[0].id);
  }

  /** Inserts a new record, its id drawn by the database: one statement, no look-up first. */
  async insert<K extends TableName>(table: K, fields: Omit<Tables[K], 'id'>): Promise<Tables[K]> {
    const target = TABLES[table];
    const [{ id }] = (await this.q
      .insert(target)
      .values(toRow(fields) as never)
      .returning({ id: target.id })) as { id: number }[];
    const rec = { ...fields, id } as Tables[K];
    if (table === 'tasks') await this.total(rec as TaskRecord, 1);
    return rec;
  }

  /** Inserts `rec`, or replaces the record with its id. */
  async put<K extends TableName>(table: K, rec: Tables[K]): Promise<void> {
    if (table === 'tasks') await this.untotal(rec.id);
    const target = TABLES[table];
    const row = toRow(rec);
    await this.q
      .insert(target)
      .values(row as never)
      .onConflictDoUpdate({ target: target.id, set: row as never });
    if (table === 'tasks') await this.total(rec as TaskRecord, 1);
  }

  async remove(table: TableName, id: number): Promise<void> {
    if (table === 'tasks') await this.untotal(id);
    const target = TABLES[table];
    await this.q.delete(target).where(eq(target.id, id));
  }

  /** Takes the stored version of task `id` (if any) out of its day's totals. */
  private async untotal(id: number): Promise<void> {
    const [old] = await this.q.select().from(tasks).where(eq(tasks.id, id)).for('update');
    if (old)
      await this.total(
        { user: old.user, duration: old.duration, created_at: old.created_at.toISOString() },
        -1,
      );
  }

  /** Adds (or takes away) a task in its day's and its month's totals. */
  private async total(
    task: Pick<TaskRecord, 'user' | 'created_at' | 'duration'>,
    sign: 1 | -1,
  ): Promise<void> {
    const day = dayKeyOf(new Date(task.created_at));
    for (const [table, key, value] of [
      [dailyTotals, dailyTotals.day, day],
      [monthlyTotals, monthlyTotals.month, Math.floor(day / 100)],
    ] as const) {
      if (sign < 0) {
        await this.q
          .update(table)
          .set({
            minutes: sql`${table.minutes} - ${task.duration}`,
            task_count: sql`${table.task_count} - 1`,
          })
          .where(and(eq(table.user, task.user), eq(key, value)));
        continue;
      }
      await this.q
        .insert(table)
        .values({ user: task.user, [key.name]: value, minutes: task.duration, task_count: 1 } as never)
        .onConflictDoUpdate({
          target: [table.user, key],
          set: {
            minutes: sql`${table.minutes} + excluded.minutes`,
            task_count: sql`${table.task_count} + excluded.task_count`,
          },
        });
    }
  }
}

/** A database failure as the API answers it: taken emails 400, storage trouble 503. */
export function storageError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
  if (code === '23505' && constraint === 'users_email_unique') return duplicateEmail();
  if (
    (code && STORAGE_ERROR_CODES.has(code)) ||
    /ENOSPC|no space left|ECONNREFUSED|Connection terminated/i.test(String((cause as Error)?.message ?? ''))
  ) {
    return storageUnavailable('The database cannot be reached or written; try again');
  }
  return error;
}

export class Store {
  readonly db: Repo;
  private closed = false;

  private constructor(private readonly engine: Engine) {
    this.db = new Repo(engine.db);
  }

  static async open(options: EngineOptions): Promise<Store> {
    return new Store(await openEngine(options));
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

  /** Runs `fn` in one transaction; nothing of it is kept if it throws. */
  async write<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    if (this.closed) throw storageUnavailable('The server is shutting down');
    try {
      return await this.engine.db.transaction((q) => fn(new Tx(q as unknown as Db)));
    } catch (error) {
      throw storageError(error);
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.engine.close();
  }
}
