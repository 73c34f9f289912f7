/**
 * Where one GET /grouped_tasks/{company} spends its time, without a load generator: the request's
 * statements timed one by one, their plans (EXPLAIN ANALYZE), the JSON work in the process, and the
 * whole request through the app (in-process, one at a time). On the bench's data (load.ts `fill`):
 *   npx tsx bench/profile.ts <dataDir> [--build] [--scale] [--url postgres://... | --server]
 * --build fills a new database first (500 consultants, 200,000 tasks); --scale adds the history up
 * to 2,000,000 tasks; --url measures on that PostgreSQL server instead of the embedded engine, and
 * --server on a throwaway cluster (filled first, stopped at the end).
 */
import { start as startThrowawayPostgres } from '@app/scripts/throwaway-postgres';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { openSession } from '../src/auth/sessions';
import type { Db } from '../src/db/engine';
import { Repo, rowsOf } from '../src/db/repo';
import { performanceRows } from '../src/performance/queries';
import { startServer } from '../src/server';
import { addHistory, CONSULTANTS, fill, REP_EMAIL, TASKS, TASKS_AT_SCALE } from './load';
import { time } from './profiling';

const dialect = new PgDialect();

/** `db` handing the statement that calls `marker` to `handle` instead of running it; every other call goes on. */
function intercepting(db: Db, marker: string, handle: (query: SQL) => Promise<unknown>): Db {
  return new Proxy(db, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (property !== 'execute') return typeof value === 'function' ? value.bind(target) : value;
      return (query: SQL) =>
        dialect.sqlToQuery(query).sql.includes(marker) ? handle(query) : target.execute(query);
    },
  });
}

/**
 * The plan (EXPLAIN ANALYZE, buffers counted) of the statement of `run`, through a Repo, that calls
 * `marker`: the statements before it run as they are, and `run` stops there.
 */
async function explain(
  db: Db,
  zone: string,
  marker: string,
  run: (repo: Repo) => Promise<unknown>,
): Promise<string> {
  let plan = '';
  const explaining = intercepting(db, marker, async (query) => {
    plan = rowsOf<Record<string, string>>(await db.execute(sql`explain (analyze, buffers) ${query}`))
      .map((r) => Object.values(r)[0])
      .join('\n');
    throw new Error('explained');
  });
  await run(new Repo(explaining, zone)).catch((error: Error) => {
    if (error.message !== 'explained') throw error;
  });
  if (!plan) throw new Error(`no statement calling ${marker}`);
  return plan;
}

async function main(): Promise<void> {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('usage: profile.ts <dataDir> [--build] [--scale] [--url postgres://...]');
  const urlAt = process.argv.indexOf('--url');
  const cluster = process.argv.includes('--server') ? await startThrowawayPostgres() : null;
  if (cluster && 'skipped' in cluster) throw new Error(`no PostgreSQL server: ${cluster.skipped}`);
  try {
    const databaseUrl = cluster ? cluster.url : urlAt > 0 ? process.argv[urlAt + 1] : null;
    if (cluster || process.argv.includes('--build')) await fill({ dataDir, databaseUrl });
    await measure(dataDir, databaseUrl);
  } finally {
    cluster?.stop();
  }
}

async function measure(dataDir: string, databaseUrl: string | null): Promise<void> {
  const server = await startServer({
    dataDir,
    databaseUrl,
    port: 0,
    seed: 'empty',
    allowList: [REP_EMAIL],
  });
  try {
    const { store, app } = server;
    if (process.argv.includes('--scale')) {
      const count = await store.db.q.execute(sql`select count(*)::int as n from tasks`);
      const n = (count as unknown as { rows: { n: number }[] }).rows[0].n;
      if (n < TASKS_AT_SCALE) await addHistory(store, TASKS_AT_SCALE - TASKS, 200);
    }
    const db = store.db.q;
    const rep = (await store.db.userByEmail(REP_EMAIL))!;
    const companyId = rep.company!;
    const now = new Date();
    const tokens = await openSession(store, rep, server.options, now);
    const sid = Number(JSON.parse(Buffer.from(tokens.access.split('.')[1], 'base64url').toString()).sid);
    const counts = await db.execute(sql`select (select count(*) from tasks)::int as tasks,
      (select count(*) from daily_totals)::int as daily, (select count(*) from monthly_totals)::int as monthly`);
    console.log(
      `${databaseUrl ? 'PostgreSQL server' : 'embedded (PGlite)'}: ${CONSULTANTS} consultants,`,
      (counts as unknown as { rows: unknown[] }).rows[0],
    );

    console.log('\n-- plans');
    console.log('sessionWithUser (auth: session + actor + company activity, one statement):');
    console.log(await explain(db, store.defaultTimeZone, 'session_with_user', (r) => r.sessionWithUser(sid)));
    console.log(
      '\nperformance (the 500 rows as one JSON value; a PL/pgSQL function, whose own plan the call does not show):',
    );
    console.log(
      await explain(db, store.defaultTimeZone, 'performance_rows', (r) =>
        performanceRows(r, companyId, null, now),
      ),
    );

    console.log('\n-- statements, one at a time');
    await time('sessionWithUser', () => store.db.sessionWithUser(sid));
    await time('companies.get (only on a refusal or no rows)', () => store.db.companies.get(companyId));
    let captured: SQL | null = null;
    let text = '';
    const capturing = intercepting(db, 'performance_rows', async (query) => {
      captured = query;
      const result = await db.execute(query);
      text = String(rowsOf<{ list: string }>(result)[0].list);
      return result;
    });
    await performanceRows(new Repo(capturing, store.defaultTimeZone), companyId, null, now);
    await time('the performance SQL (its JSON text, passed on as it is)', () => db.execute(captured!));
    console.log(`   (its text: ${text.length} characters)`);
    await time('select 1 (a statement round trip)', () => db.execute(sql`select 1`));
    const list = JSON.parse(text) as { name: string; id: number }[];
    const listText = JSON.stringify(list);
    await time('for comparison: JSON.parse of the 500 rows', () => JSON.parse(listText));
    await time('for comparison: JSON.stringify of the 500 rows', () => JSON.stringify(list));

    console.log('\n-- whole requests through the app (inject, one at a time)');
    const headers = { authorization: `Bearer ${tokens.access}` };
    await time('GET /grouped_tasks/{company}', async () => {
      const res = await app.inject({ method: 'GET', url: `/api/v1/grouped_tasks/${companyId}`, headers });
      if (res.statusCode !== 200) throw new Error(`status ${res.statusCode}`);
    });
    await time('auth and a refusal only (GET /grouped_tasks/999999: 404)', async () => {
      await app.inject({ method: 'GET', url: `/api/v1/grouped_tasks/999999`, headers });
    });
  } finally {
    await server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
