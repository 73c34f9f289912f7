/**
 * Databases lent from one test's server to the next test's, instead of a new one for every server
 * (embedded: a thread, PGlite loaded from the template's files; PostgreSQL server: a database
 * copied from the template and dropped): each database keeps a copy of the seeded data it started
 * with and is brought back to it before it is lent again (every table emptied and refilled from
 * the copy, every sequence set back), so each test still starts on the seed, with the seed's ids.
 * A database whose schema a test changed (or, embedded, whose session settings) is never lent
 * again. An embedded engine behaves as closed once its store closes it: any later statement fails
 * as a lost connection (57P01), as a closed engine's does; it is lent again once every statement it
 * had taken has ended. The suite's databases are closed (dropped) when the suite ends.
 */
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Db, Engine } from '../src/db/engine';
import { schema } from '../src/db/schema';
import { openEngineThread, type EngineThread } from '../src/db/thread';

/** The schema holding each database's copy of the data it started with, and its restore(). */
const COPY = 'test_seed_copy';

/** What the copy is made with: a statement's rows. */
type Run = (text: string) => Promise<Record<string, unknown>[]>;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The public schema's shape: columns, constraints, indexes, triggers and functions, hashed. */
const SHAPE = `select md5(string_agg(part, ',' order by part)) from (
  select 'a:' || c.relname || '.' || a.attname || ':' || format_type(a.atttypid, a.atttypmod)
         || ':' || a.attnotnull || ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
   where c.relnamespace = 'public'::regnamespace and a.attnum > 0 and not a.attisdropped
  union all
  select 'k:' || conrelid::regclass::text || '.' || conname || ':' || pg_get_constraintdef(oid)
    from pg_constraint where connamespace = 'public'::regnamespace
  union all
  select 't:' || tgrelid::regclass::text || '.' || tgname || ':' || tgenabled::text
    from pg_trigger where not tgisinternal
     and tgrelid in (select oid from pg_class where relnamespace = 'public'::regnamespace)
  union all
  select 'f:' || p.oid::regprocedure::text || ':' || md5(p.prosrc)
    from pg_proc p where p.pronamespace = 'public'::regnamespace
) shape(part)`;

/** Copies the database's tables and writes the function that restores them (and its sequences). */
async function keepCopy(run: Run): Promise<void> {
  const tables = (await run(`
    select c.relname as name,
           array_agg(a.attname::text order by a.attnum) filter (where a.attgenerated = '') as columns,
           bool_or(a.attidentity = 'a') as always
      from pg_class c
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not c.relispartition
     group by c.relname order by c.relname`)) as { name: string; columns: string[]; always: boolean }[];
  const sequences = (await run(
    `select sequencename as name, last_value::text as value, start_value::text as start
       from pg_sequences where schemaname = 'public' order by sequencename`,
  )) as { name: string; value: string | null; start: string }[];
  const [{ md5: shape }] = (await run(SHAPE)) as { md5: string }[];
  const refills = tables.map((t) => {
    const columns = t.columns.map(quoted).join(', ');
    return `insert into public.${quoted(t.name)} (${columns})${t.always ? ' overriding system value' : ''}
      select ${columns} from ${COPY}.${quoted(t.name)};`;
  });
  const setvals = sequences.map(
    (s) =>
      `perform setval('public.${quoted(s.name)}', ${s.value ?? s.start}, ${s.value === null ? 'false' : 'true'});`,
  );
  await run(`create schema ${COPY}`);
  for (const t of tables)
    await run(`create table ${COPY}.${quoted(t.name)} as table public.${quoted(t.name)}`);
  // triggers (the audit trail's refusal of TRUNCATE) and foreign keys are off while it runs; a
  // lock still held elsewhere (a process a test left running) fails it instead of waiting
  await run(`create function ${COPY}.restore() returns void language plpgsql as $restore$
    begin
      if (${SHAPE}) <> '${shape}' then
        raise exception 'the schema of the database changed: it is not lent again';
      end if;
      perform set_config('lock_timeout', '2s', true);
      perform set_config('session_replication_role', 'replica', true);
      truncate ${tables.map((t) => `public.${quoted(t.name)}`).join(', ')};
      ${refills.join('\n      ')}
      ${setvals.join('\n      ')}
      perform set_config('session_replication_role', 'origin', true);
      perform pg_advisory_unlock_all();
    end
  $restore$`);
}

const RESTORE = `select ${COPY}.restore()`;

/** `copy` done on a database just made; one it fails on is `discard`ed. */
async function copied(copy: () => Promise<void>, discard: () => Promise<void>): Promise<void> {
  try {
    await copy();
  } catch (error) {
    await discard();
    throw error;
  }
}

/* ---------------------------------------------------------------- the embedded engine */

/** Statements whose effect outlives the restore: settings of the engine's one session. */
const SESSION_SETTING = /^\s*(reset|set(?!\s+local\b))\b/i;

const idleEngines = new Map<string, EngineThread[]>();
const openEngines = new Set<EngineThread>();

/** An engine of the suite's, brought back to its first data (null when it cannot be). */
async function restoredEngine(seed: string): Promise<EngineThread | null> {
  const thread = idleEngines.get(seed)?.pop();
  if (!thread) return null;
  try {
    await thread.query(RESTORE);
    return thread;
  } catch {
    openEngines.delete(thread);
    await thread.close();
    return restoredEngine(seed);
  }
}

/**
 * An embedded engine holding `template`'s data (`seed` names it), opened or lent again: closing it
 * hands it back.
 */
export async function lendEngine(seed: string, template: Blob): Promise<Engine> {
  let thread = await restoredEngine(seed);
  if (!thread) {
    const opened = await openEngineThread({ dataDir: null, loadDataDir: template });
    await copied(
      () => keepCopy(async (text) => (await opened.query(text)).rows as Record<string, unknown>[]),
      () => opened.close(),
    );
    openEngines.add(opened);
    thread = opened;
  }
  const lent = thread;

  let closed = false;
  let changedSession = false;
  const running = new Set<Promise<unknown>>();
  const gone = () =>
    Promise.reject(
      Object.assign(new Error('the embedded database stopped: its store closed it'), { code: '57P01' }),
    );
  const tracked = <T>(work: Promise<T>): Promise<T> => {
    running.add(work);
    const done = () => running.delete(work);
    work.then(done, done);
    return work;
  };
  type Statements = Pick<EngineThread, 'query'>;
  const guarded = (statements: Statements): Statements => ({
    query: (...args) => {
      if (closed) return gone();
      if (SESSION_SETTING.test(args[0])) changedSession = true;
      return statements.query(...args);
    },
  });
  const client = {
    query: (...args: Parameters<Statements['query']>) => tracked(guarded(lent).query(...args)),
    transaction: <T>(callback: (tx: Statements) => Promise<T>): Promise<T> =>
      closed ? gone() : tracked(lent.transaction((tx) => callback(guarded(tx)))),
  };
  const db = drizzle(client as unknown as PGlite, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    dump: () => lent.dump(),
    async close() {
      if (closed) return;
      closed = true;
      await Promise.allSettled([...running]);
      if (changedSession) openEngines.delete(lent);
      if (openEngines.has(lent)) idleEngines.set(seed, [...(idleEngines.get(seed) ?? []), lent]);
      else await lent.close();
    },
  };
}

/* ---------------------------------------------------------------- the PostgreSQL server */

export interface ServerDatabase {
  url: string;
  /** drops it (see freshServerDatabase in ./helpers.ts) */
  drop(): Promise<void>;
}

const idleDatabases = new Map<string, ServerDatabase[]>();
const madeDatabases = new Set<ServerDatabase>();

async function onDatabase<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A database on the test PostgreSQL server holding the seed `seed`: one of the suite's brought
 * back to its first data, else a new one (`fresh`, a copy of the seed's template); `release`
 * hands it back once its server has closed.
 */
export async function lendServerDatabase(
  seed: string,
  fresh: () => Promise<ServerDatabase>,
): Promise<{ url: string; release(): Promise<void> }> {
  let database: ServerDatabase | undefined;
  while ((database = idleDatabases.get(seed)?.pop())) {
    const restored = await onDatabase(database.url, (client) => client.query(RESTORE)).then(
      () => true,
      () => false,
    );
    if (restored) break;
    madeDatabases.delete(database);
    await database.drop();
  }
  if (!database) {
    const made = await fresh();
    await copied(
      () =>
        onDatabase(made.url, (client) =>
          keepCopy(async (text) => (await client.query(text)).rows as Record<string, unknown>[]),
        ),
      made.drop,
    );
    madeDatabases.add(made);
    database = made;
  }
  const lent = database;
  return {
    url: lent.url,
    async release() {
      if (madeDatabases.has(lent)) idleDatabases.set(seed, [...(idleDatabases.get(seed) ?? []), lent]);
      else await lent.drop();
    },
  };
}

/** Closes every engine and drops every database of the suite (one still lent goes when handed back). */
export async function closeDatabases(): Promise<void> {
  const engines = [...idleEngines.values()].flat();
  const databases = [...idleDatabases.values()].flat();
  idleEngines.clear();
  openEngines.clear();
  idleDatabases.clear();
  madeDatabases.clear();
  await Promise.all([
    ...engines.map((thread) => thread.close()),
    ...databases.map((database) => database.drop()),
  ]);
}
