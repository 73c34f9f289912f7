/**
 * The database engine: PostgreSQL either embedded in the process (PGlite, WebAssembly, on a thread
 * of its own, data in a directory or in memory: nothing to install) or a PostgreSQL server
 * (`DATABASE_URL`, the `pg` driver, a pool shared by the process; several processes may share the
 * server). Both are reached through the same Drizzle query layer, and both are brought to the
 * newest schema at start-up by the versioned SQL migrations in ./migrations (forward only).
 */
import fs from 'node:fs';
import { claimDataDir } from './dataDirLock';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { schema } from './schema';
import { openEngineThread } from './thread';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export const MIGRATIONS_FOLDER = path.join(__dirname, 'migrations');

export interface Engine {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** A copy of the embedded database's files (tests clone a migrated template from it). */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

export interface EngineOptions {
  /** postgres://... : use that server; otherwise the embedded engine */
  databaseUrl?: string | null;
  /** the embedded engine's data directory; null keeps it in memory */
  dataDir?: string | null;
  /** start the embedded engine from this copy of another one's files */
  loadDataDir?: Blob;
  /** the migrations to apply (tests apply an older set to test upgrades) */
  migrationsFolder?: string;
}

/** Any failure to reach or write the database: answered 503, never 500. */
export const STORAGE_ERROR_CODES = new Set([
  // a deadlock or serialization conflict still there after the write's retries (Store.write)
  '40P01',
  '40001',
  '53100',
  '53200',
  '53300',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
]);

export async function openEngine(options: EngineOptions): Promise<Engine> {
  return options.databaseUrl
    ? openServer(options.databaseUrl, options.migrationsFolder ?? MIGRATIONS_FOLDER)
    : openEmbedded(options);
}

/** The embedded engine, on a thread of its own (see thread.ts). */
async function openEmbedded({
  dataDir,
  loadDataDir,
  migrationsFolder = MIGRATIONS_FOLDER,
}: EngineOptions): Promise<Engine> {
  if (dataDir && loadDataDir)
    throw new Error('the embedded engine starts from its data directory or from a copy, not both');
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // one process at a time on a data directory (refused with what to do)
  const release = dataDir ? claimDataDir(dataDir) : () => {};
  let thread: Awaited<ReturnType<typeof openEngineThread>>;
  try {
    thread = await openEngineThread({ dataDir: dataDir ?? null, loadDataDir });
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite(thread as unknown as PGlite, { schema }) as unknown as Db;
  const close = () => thread.close().finally(release);
  try {
    await migratePglite(db as never, { migrationsFolder });
  } catch (error) {
    await close();
    throw error;
  }
  return { db, kind: 'pglite', dump: () => thread.dump(), close };
}

/** Migration lock: only one process applies migrations; the others wait, then find nothing to do. */
const MIGRATION_LOCK = 4_172_033;

async function openServer(databaseUrl: string, migrationsFolder: string): Promise<Engine> {
  const migrator = new pg.Client({ connectionString: databaseUrl });
  await migrator.connect();
  try {
    await migrator.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(migrator, { schema }), { migrationsFolder });
  } finally {
    await migrator.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await migrator.end();
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // a connection dropped by the server must not crash the process; the next query reconnects
  pool.on('error', (error) => console.error('mock-server: database connection lost:', error.message));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { db, kind: 'postgres', close: () => pool.end() };
}
