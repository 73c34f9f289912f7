/**
 * `startServer(options)`: opens the database (migrating it, and filling a new one with the seed or
 * an old store's data), builds the app and listens. Used by main.ts, the tests and the load
 * script. `close()` stops accepting requests, lets the ones in flight finish and closes the database.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@app/contract';
import { buildApp } from './app';
import { PRUNE_INTERVAL_MS, pruneAllCompanies } from './audit/writes';
import { loadOrCreateSecret } from './auth/secret';
import { resolveOptions, type ServerOptions } from './config';
import type { Engine } from './db/engine';
import { importLegacy, legacyFiles, retireLegacy } from './db/legacyImport';
import { Store } from './db/store';
import type { AppOptions } from './kernel/route';
import { closeSanitizer, startSanitizer } from './kernel/sanitize/index';
import { seedFor } from './seed';

export { buildApp } from './app';
export { loadConfig, resolveOptions, type ServerOptions } from './config';

export interface RunningServer {
  app: FastifyInstance;
  store: Store;
  options: AppOptions;
  port: number;
  /** e.g. http://127.0.0.1:8000 */
  origin: string;
  /** origin + /api/v1 */
  url: string;
  close(): Promise<void>;
}

/** Where the embedded engine keeps its files inside the data directory. */
export const embeddedDataDir = (dataDir: string) => path.join(dataDir, 'pgdata');
/** An old JSON store's data file, imported once. */
export const legacyDataFile = (dataDir: string) => path.join(dataDir, 'db.json');

/** Serialises first-start filling between server processes sharing one database. */
const FILL_LOCK = 4_172_034;

/**
 * A new database (no account at all) gets the old store's data when there is some, else the seed.
 * Returns what was done.
 */
export async function fillIfEmpty(
  store: Store,
  options: ServerOptions,
  progress?: (step: string) => void,
): Promise<'imported' | 'seeded' | 'kept'> {
  const legacy = legacyDataFile(options.dataDir);
  const outcome = await store.write(async (tx) => {
    await tx.q.execute(sql`select pg_advisory_xact_lock(${FILL_LOCK})`);
    const result = await tx.q.execute(sql`select exists (select 1 from users) as filled`);
    if ((result as unknown as { rows: { filled: boolean }[] }).rows[0].filled) return 'kept' as const;
    if (legacyFiles(legacy).length) {
      const count = await importLegacy(tx, legacy);
      console.log(`mock-server: imported ${count} records from ${legacy}`);
      return 'imported' as const;
    }
    if (options.seed !== 'empty') progress?.(`seeding the ${options.seed} data (first start only)`);
    await seedFor(options.seed, options.now, options.passwordHashCost)(tx);
    return 'seeded' as const;
  });
  if (outcome === 'imported') retireLegacy(legacy);
  return outcome;
}

/**
 * How the embedded engine starts: from a copy of another one's files (kept in memory), or from its
 * data directory, or an engine already open is used (the tests lend theirs from one server to the
 * next); `progress` is told each step of a start as it begins (the first start of a data
 * directory creates and seeds the database: a minute on a slow machine).
 */
interface StartFrom {
  template?: Blob;
  engine?: Engine;
  progress?: (step: string) => void;
}

export async function openStore(
  options: ServerOptions,
  { template, engine, progress }: StartFrom = {},
): Promise<Store> {
  progress?.(
    options.databaseUrl
      ? 'connecting to the PostgreSQL server and bringing its schema up to date'
      : 'opening the embedded database (the first start creates it and brings its schema up to date)',
  );
  const store = await Store.open({
    databaseUrl: options.databaseUrl,
    dataDir: options.databaseUrl || template ? null : embeddedDataDir(options.dataDir),
    loadDataDir: template,
    engine,
  });
  try {
    await fillIfEmpty(store, options, progress);
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}

export async function startServer(
  overrides: Partial<ServerOptions> = {},
  from: StartFrom = {},
): Promise<RunningServer> {
  const resolved = resolveOptions(overrides);
  const store = await openStore(resolved, from);
  let app: FastifyInstance;
  let options: AppOptions;
  let sanitizing = false;
  try {
    options = { ...resolved, jwtSecret: resolved.jwtSecret ?? loadOrCreateSecret(resolved.dataDir) };
    app = await buildApp({ options, store });
    sanitizing = true;
    await startSanitizer();
    await app.listen({ port: options.port, host: options.host });
  } catch (error) {
    if (sanitizing) await closeSanitizer();
    await store.close();
    throw error;
  }
  // events older than their company's retention go once an hour (a failure waits for the next hour)
  const pruning = setInterval(() => {
    pruneAllCompanies(store, options.now()).catch((error: unknown) =>
      console.error('mock-server: pruning the audit trail failed:', error),
    );
  }, PRUNE_INTERVAL_MS);
  pruning.unref();
  const { port } = app.server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  const origin = `http://${host}:${port}`;
  let closing: Promise<void> | null = null;
  return {
    app,
    store,
    options,
    port,
    origin,
    url: `${origin}${API_PREFIX}`,
    close: () =>
      (closing ??= (async () => {
        clearInterval(pruning);
        await app.close();
        await store.close();
        await closeSanitizer();
      })()),
  };
}
