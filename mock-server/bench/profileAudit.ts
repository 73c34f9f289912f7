/**
 * Where the audit trail's two bench figures spend their time, without a load generator: a filtered
 * page of events (tasks edited, 100 a page) and POST /tasks/{user} with and without its event
 * stored, through the app (in-process), on the bench's data (load.ts `fill`) with the trail at
 * AUDIT_EVENTS events:
 *   npx tsx bench/profileAudit.ts <dataDir> [--build] [--scale] [--rounds N] [--url postgres://...]
 * --build fills a new database first (500 consultants, 200,000 tasks); --scale adds the history up
 * to 2,000,000 tasks (as the bench does before its audit figures); the events are added when the
 * trail holds fewer than AUDIT_EVENTS. It prints the page's statement and its plans (first and
 * second page), then times one request at a time (median, p90), and 10 in flight as the bench's
 * connections keep them (p50, p99). With and without the event stored (load.ts's trigger) take turns
 * in short blocks, `rounds` of each, so that a slow stretch of a shared machine weighs on both.
 * PROFILE_RUNS: calls a measure (default 200).
 */
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { recordEvent } from '../src/audit';
import { openSession } from '../src/auth/sessions';
import { rowsOf } from '../src/db/repo';
import { startServer } from '../src/server';
import {
  addAuditEvents,
  dropTrailRowsIn,
  addHistory,
  AUDIT_EVENTS,
  fill,
  REP_EMAIL,
  TASKS_AT_SCALE,
} from './load';

const RUNS = Number(process.env.PROFILE_RUNS || 200);
const CONSULTANT_EMAIL = 'bench.consultant.0@bench.example';
const CONNECTIONS = 10;

type Call = () => Promise<unknown>;

/** The q-quantile of `ms` (sorted). */
const at = (ms: number[], q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))];

/** `runs` calls of `fn` one at a time, into `ms`. */
async function oneAtATime(fn: Call, runs: number, ms: number[]): Promise<void> {
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await fn();
    ms.push(performance.now() - started);
  }
}

/** `runs` calls of `fn`, CONNECTIONS of them in flight at a time, into `ms`. */
async function inFlight(fn: Call, runs: number, ms: number[]): Promise<void> {
  let left = runs;
  const connection = async () => {
    while (left > 0) {
      left -= 1;
      const started = performance.now();
      await fn();
      ms.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, connection));
}

/** Median and p90 of `fn` one at a time, after 10 calls not counted. */
async function time(label: string, fn: Call): Promise<void> {
  await oneAtATime(fn, 10, []);
  const ms: number[] = [];
  await oneAtATime(fn, RUNS, ms);
  ms.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(58)} median ${at(ms, 0.5).toFixed(2).padStart(6)} ms   p90 ${at(ms, 0.9).toFixed(2).padStart(6)} ms`,
  );
}

/** The plan of `query` (EXPLAIN ANALYZE, buffers counted). */
async function plan(db: { execute(query: SQL): Promise<unknown> }, query: SQL): Promise<string> {
  return rowsOf<Record<string, string>>(await db.execute(sql`explain (analyze, buffers) ${query}`))
    .map((r) => Object.values(r)[0])
    .join('\n');
}

async function main(): Promise<void> {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('usage: profileAudit.ts <dataDir> [--build] [--scale] [--rounds N]');
  const option = (name: string) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const databaseUrl = option('--url') ?? null;
  const rounds = Number(option('--rounds') ?? 8);
  if (process.argv.includes('--build')) await fill({ dataDir, databaseUrl });
  const server = await startServer({
    dataDir,
    databaseUrl,
    port: 0,
    seed: 'empty',
    allowList: [REP_EMAIL, CONSULTANT_EMAIL],
  });
  try {
    const { store, app } = server;
    const db = store.db.q;
    const count = async (table: string) =>
      rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${sql.raw(table)}`))[0].n;
    if (process.argv.includes('--scale')) {
      const tasks = await count('tasks');
      if (tasks < TASKS_AT_SCALE) await addHistory(store, TASKS_AT_SCALE - tasks, 200);
    }
    const events = await count('audit_events');
    if (events < AUDIT_EVENTS) {
      console.log(`adding ${AUDIT_EVENTS - events} audit events ...`);
      await addAuditEvents(store, AUDIT_EVENTS - events);
      await store.engineDb.execute(sql`vacuum (analyze)`);
    }
    console.log(
      `${databaseUrl ? 'PostgreSQL server' : 'embedded (PGlite)'}: ${await count('tasks')} tasks, ${await count('audit_events')} events`,
    );
    console.log('\n-- audit_events and its indexes (MB)');
    for (const r of rowsOf<{ name: string; mb: string; def: string }>(
      await db.execute(sql`select c.relname as name, round(pg_relation_size(c.oid) / 1048576.0, 1)::text as mb,
          coalesce(pg_get_indexdef(c.oid), '') as def
        from pg_class c where c.oid = 'audit_events'::regclass
          or c.oid in (select indexrelid from pg_index where indrelid = 'audit_events'::regclass)
        order by c.relname`),
    ))
      console.log(`${r.name.padEnd(28)} ${r.mb.padStart(7)}  ${r.def.replace(/^.* USING /, '')}`);

    const rep = (await store.db.userByEmail(REP_EMAIL))!;
    const consultant = (await store.db.userByEmail(CONSULTANT_EMAIL))!;
    const companyId = rep.company!;
    const now = new Date();
    const repHeaders = {
      authorization: `Bearer ${(await openSession(store, rep, server.options, now)).access}`,
    };
    const consultantHeaders = {
      authorization: `Bearer ${(await openSession(store, consultant, server.options, now)).access}`,
      'content-type': 'application/json',
    };
    const get = (url: string) => async () => {
      const res = await app.inject({ method: 'GET', url: `/api/v1${url}`, headers: repHeaders });
      if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
      return res.body;
    };
    const pageUrl = `/audit/${companyId}?entity=task&action=updated&limit=100`;
    const page = get(pageUrl);

    // the statements a request sends through the store's reads (the session's go another way)
    const sentBy = async (call: Call) => {
      const sent: SQL[] = [];
      const execute = db.execute.bind(db);
      db.execute = ((query: SQL) => {
        sent.push(query);
        return execute(query);
      }) as typeof db.execute;
      try {
        await call();
      } finally {
        db.execute = execute;
      }
      return sent;
    };
    const dialect = new PgDialect();
    const readsEvents = (query: SQL) => /audit_events/.test(dialect.sqlToQuery(query).sql);
    const firstSent = await sentBy(page);
    const pageSql = firstSent.find(readsEvents)!;
    const next = (JSON.parse(await page()) as { next_cursor: string }).next_cursor;
    const secondSql = (await sentBy(get(`${pageUrl}&cursor=${next}`))).find(readsEvents)!;
    console.log(`\n-- the page's statement (of ${firstSent.length} the request sent besides the session's)`);
    console.log(dialect.sqlToQuery(pageSql).sql);
    console.log(await plan(db, pageSql));
    console.log('\n-- the second page');
    console.log(await plan(db, secondSql));

    console.log('\n-- one at a time');
    await time('select 1 (a statement round trip)', () => db.execute(sql`select 1`));
    await time("the page's statement alone", () => db.execute(pageSql));
    await time('GET /audit/{company}?entity=task&action=updated', page);
    await time('  its second page', get(`${pageUrl}&cursor=${next}`));
    await time('  1 a page', get(pageUrl.replace('limit=100', 'limit=1')));
    await time('GET /audit/{company} (no filter)', get(`/audit/${companyId}?limit=100`));
    await time('GET /audit/{company}?entity=task', get(`/audit/${companyId}?entity=task&limit=100`));
    await time(
      'GET /audit_retention/{company} (auth, company, one small read)',
      get(`/audit_retention/${companyId}`),
    );
    await oneAtATime(page, 10 * CONNECTIONS, []);
    const loaded: number[] = [];
    await inFlight(page, 10 * RUNS, loaded);
    loaded.sort((a, b) => a - b);
    console.log(
      `${`GET /audit/{company}?entity=task&action=updated, ${CONNECTIONS} in flight`.padEnd(58)} p50 ${at(loaded, 0.5).toFixed(1).padStart(6)} ms      p99 ${at(loaded, 0.99).toFixed(1).padStart(6)} ms`,
    );

    const body = JSON.stringify({
      title: 'Audited bench task',
      body: '<p>bench</p>',
      duration: 30,
      project: null,
    });
    const post = async () => {
      const res = await app.inject({
        method: 'POST',
        url: `/api/v1/tasks/${consultant.id}`,
        headers: consultantHeaders,
        payload: body,
      });
      if (res.statusCode !== 201) throw new Error(`POST /tasks: ${res.statusCode} ${res.body}`);
    };
    const event = {
      entity: 'task' as const,
      entityId: 1,
      action: 'created' as const,
      company: companyId,
      department: consultant.department,
      subject: consultant.id,
      after: {
        title: 'Audited bench task',
        body: '<p>bench</p>',
        duration: 30,
        project: null,
        worked_on: null,
      },
    };
    // a write that writes something else too, so that it commits a transaction either way
    const writeEvent = () =>
      store.write(async (tx) => {
        await tx.q.execute(sql`select pg_current_xact_id()`);
        recordEvent(tx, new Date(), event);
      });
    const dropping = (on: boolean) => dropTrailRowsIn(store.engineDb, on);
    const measures = { posts: oneAtATime, loaded: inFlight, writes: oneAtATime };
    const calls = { posts: post, loaded: post, writes: writeEvent };
    const stored = { posts: [] as number[], loaded: [] as number[], writes: [] as number[] };
    const notStored = { posts: [] as number[], loaded: [] as number[], writes: [] as number[] };
    await oneAtATime(post, 20, []);
    for (let round = 0; round < rounds; round += 1)
      for (const recording of round % 2 === 0 ? [true, false] : [false, true]) {
        if (!recording) await dropping(true);
        try {
          for (const key of ['posts', 'loaded', 'writes'] as const)
            await measures[key](
              calls[key],
              Math.ceil((key === 'loaded' ? 5 : 1) * (RUNS / rounds)),
              (recording ? stored : notStored)[key],
            );
        } finally {
          if (!recording) await dropping(false);
        }
      }
    console.log(
      `\n-- POST /tasks/{user}, its event recorded or not stored, in turns (${rounds} blocks each)`,
    );
    const line = (label: string, ms: number[]) => {
      ms.sort((a, b) => a - b);
      const mean = ms.reduce((a, b) => a + b, 0) / ms.length;
      console.log(
        `${label.padEnd(44)} p25 ${at(ms, 0.25).toFixed(2).padStart(6)}   median ${at(ms, 0.5).toFixed(2).padStart(6)}   mean ${mean.toFixed(2).padStart(6)}   p99 ${at(ms, 0.99).toFixed(2).padStart(6)} ms`,
      );
      return { p25: at(ms, 0.25), median: at(ms, 0.5), mean, p99: at(ms, 0.99) };
    };
    const on = line('POST, recorded, one at a time', stored.posts);
    const off = line('POST, not stored, one at a time', notStored.posts);
    const onLoaded = line(`POST, recorded, ${CONNECTIONS} in flight`, stored.loaded);
    const offLoaded = line(`POST, not stored, ${CONNECTIONS} in flight`, notStored.loaded);
    const onWrite = line('a write with one event, recorded', stored.writes);
    const offWrite = line('a write with one event, not stored', notStored.writes);
    console.log(
      `\nrecorded / not stored: one at a time ${(on.median / off.median).toFixed(3)} (medians), ${(on.mean / off.mean).toFixed(3)} (means); ${CONNECTIONS} in flight ${(onLoaded.p99 / offLoaded.p99).toFixed(3)} (p99); an event costs a write ${(onWrite.median - offWrite.median).toFixed(3)} ms (medians)`,
    );
  } finally {
    await server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
