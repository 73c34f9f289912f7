/**
 * Where the representative's one-year report by client with its amounts (GET /reports/{company},
 * the money budget's report) spends its time, without a load generator: the plans of the money's
 * statements (EXPLAIN ANALYZE), the money alone (reportMoney) and whole requests through the app
 * (in-process, one at a time), all hours and approved weeks only. On the bench's data (load.ts
 * `fill`, then `addMoney`):
 *   npx tsx bench/profileMoney.ts <dataDir> [--build] [--plans]
 * --build fills a new database first (500 consultants, 200,000 tasks, the money); --plans prints
 * the plans.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { openSession } from '../src/auth/sessions';
import type { Db } from '../src/db/engine';
import { Repo, rowsOf } from '../src/db/repo';
import { dayKeyOfIsoDate } from '../src/kernel/time';
import { reportMoney } from '../src/reports';
import { openStore, startServer } from '../src/server';
import { resolveOptions } from '../src/config';
import { addMoney, fill, REP_EMAIL } from './load';

const RUNS = Number(process.env.PROFILE_RUNS || 20);

/** Median and 90th percentile in ms of `runs` calls of `fn`, after 2 unmeasured ones. */
async function time(label: string, fn: () => Promise<unknown>, runs = RUNS): Promise<void> {
  for (let i = 0; i < 2; i += 1) await fn();
  const ms: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await fn();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))].toFixed(1).padStart(7);
  console.log(`${label.padEnd(60)} median ${at(0.5)} ms   p90 ${at(0.9)} ms`);
}

const dialect = new PgDialect();

/** The statements `run` sends through a Repo, each run as it is and kept. */
async function statementsOf(db: Db, zone: string, run: (repo: Repo) => Promise<unknown>) {
  const statements: SQL[] = [];
  const keeping = {
    execute: (query: SQL) => {
      statements.push(query);
      return db.execute(query);
    },
  } as unknown as Db;
  await run(new Repo(keeping, zone));
  return statements;
}

async function main(): Promise<void> {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('usage: profileMoney.ts <dataDir> [--build] [--plans]');
  if (process.argv.includes('--build')) {
    await fill({ dataDir, databaseUrl: null });
    const store = await openStore(resolveOptions({ dataDir, databaseUrl: null, seed: 'empty' }));
    await addMoney(store, new Date()).finally(() => store.close());
  }
  const server = await startServer({
    dataDir,
    databaseUrl: null,
    port: 0,
    seed: 'empty',
    allowList: [REP_EMAIL],
  });
  try {
    const { store, app } = server;
    const rep = (await store.db.userByEmail(REP_EMAIL))!;
    const company = (await store.db.companies.get(rep.company!))!;
    const zone = company.time_zone ?? store.defaultTimeZone;
    const tokens = await openSession(store, rep, server.options, new Date());
    const headers = { authorization: `Bearer ${tokens.access}` };
    const today = new Date();
    const yearAgo = new Date(today.getFullYear() - 1, today.getMonth(), today.getDate() + 1);
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    for (const approved of [false, true]) {
      const query = {
        company: company.id,
        from: dayKeyOfIsoDate(iso(yearAgo))!,
        to: dayKeyOfIsoDate(iso(today))!,
        groupBy: 'client' as const,
        department: null,
        project: null,
        consultant: null,
        approvedOnly: approved,
      };
      const label = approved ? 'approved weeks' : 'all hours';
      if (process.argv.includes('--plans')) {
        const statements = await statementsOf(store.db.q, zone, (repo) => reportMoney(repo, query));
        for (const statement of statements) {
          const { sql: text, params } = dialect.sqlToQuery(statement);
          const plan = rowsOf<{ 'QUERY PLAN': string }>(
            await store.db.q.execute(sql.raw(`explain analyze ${inline(text, params)}`)),
          );
          console.log(`--- ${label}: ${text.slice(0, 80).replace(/\s+/g, ' ')}...`);
          console.log(plan.map((r) => r['QUERY PLAN']).join('\n'));
        }
      }
      await time(`reportMoney (${label})`, () => reportMoney(store.db, query));
      const url = `/api/v1/reports/${company.id}?from=${iso(yearAgo)}&to=${iso(today)}&group_by=client${approved ? '&status=approved' : ''}`;
      await time(`GET /reports/{company} by client (${label}, inject)`, async () => {
        const res = await app.inject({ method: 'GET', url, headers });
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
      });
    }
  } finally {
    await server.close();
  }
}

/** `text` with its $n parameters written in (for EXPLAIN, which takes no parameters). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  });
}

void main();
