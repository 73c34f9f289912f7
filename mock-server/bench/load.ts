/**
 * Bounded loopback load test of the mock server (127.0.0.1 only, fixed duration per scenario,
 * stops by itself), on the embedded engine and on a PostgreSQL server (BENCH_DATABASE_URL, else a
 * throwaway cluster; skipped with the reason when none can be started):
 *   npm run bench -w mock-server [-- results.json]
 * 1. fills a new database with one company of 500 consultants and 200,000 tasks (SQL, no HTTP),
 * 2. starts the server on it as a separate process (so the load generator has its own core),
 * 3. measures GET /tasks/{user}, POST /tasks/{user}, GET /grouped_tasks/{company}, the
 *    representative's one-year report GET /reports/{company} (by project), a consultant's week
 *    GET /timesheet/{user}, the company's weeks GET /timesheets/{company}, and POST /tasks/{user}
 *    into a week that has a state row (rejected: its row is locked FOR SHARE by each write) in turns
 *    with POST /tasks/{user} of a colleague whose week has none, three times each
 *    with autocannon, prints requests/s and p99 latency per scenario, and writes them as JSON to
 *    argv[2] when given;
 * 4. sends the worst rich-text body found (5 MiB of styled spans, the costliest markup to
 *    sanitise below the nesting limit) while another consultant keeps reading their tasks: the
 *    hostile request's time and the slowest read during it;
 * 5. adds the company's money (clients, billable projects, rates at every level, approved weeks) and
 *    measures the representative's one-year report by client with its amounts (all hours, and
 *    approved weeks only), then the time of POST /invoices/{company} (a month's draft for the
 *    client that INVOICED_CONSULTANTS consultants worked for) and of GET /invoice/{id}/pdf once it
 *    is issued;
 * 6. measures grouped_tasks again at 2,000,000 tasks, then fills the audit trail to 1,000,000 events
 *    and measures a filtered page of it and POST /tasks/{user} with and without its event stored.
 * Environment: BENCH_DURATION (seconds per scenario, default 5, after 3 s of the same traffic that is not
 * counted), BENCH_CONNECTIONS (default 10), BENCH_ONLY=money (steps 1 and 5 alone, on both engines),
 * BENCH_ONLY=hostile (step 1, GET /tasks/{user} as in step 2, then the hostile body HOSTILE_RUNS
 * times: on the embedded engine, as in the whole run).
 */
import type { Invoice, RateLevel } from '@app/contract';
import { COMPANY_MONEY_DEFAULTS } from '@app/contract/money';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { start as startThrowawayPostgres } from '@app/scripts/throwaway-postgres';
import autocannon from 'autocannon';
import { sql, type SQL } from 'drizzle-orm';
import { hashPassword } from '../src/auth/passwords';
import { resolveOptions, type ServerOptions } from '../src/config';
import type { Db } from '../src/db/engine';
import { rowsOf } from '../src/db/repo';
import { recomputeTotals } from '../src/db/totals';
import { insertPerson } from '../src/people';
import { openStore } from '../src/server';

export const CONSULTANTS = 500;
export const TASKS = 200_000;
export const TASKS_AT_SCALE = 2_000_000;
const DEPARTMENTS = 5;
const DURATION = Number(process.env.BENCH_DURATION || 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const WARMUP = 3;
/** how many times the week lock's two writes run, in turns */
const WEEK_LOCK_TURNS = 5;
const PASSWORD = 'Bench#2025';
export const REP_EMAIL = 'bench.rep@bench.example';
const CONSULTANT_EMAIL = 'bench.consultant.0@bench.example';
/**
 * another consultant, whose reads go on while the hostile body is sent: her list stays the 400
 * tasks of GET /tasks/{user}, whose budget those reads keep
 */
const BYSTANDER_EMAIL = 'bench.consultant.1@bench.example';
/** the consultant whose week, without a state row, the week lock's writes are compared with */
const COLLEAGUE_EMAIL = 'bench.consultant.2@bench.example';
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
/** the days back from today that the tasks of the current periods span */
const RECENT_DAYS = 120;
/** the consultants whose hours the invoiced client's projects hold (the second hundred, by id) */
export const INVOICED_CONSULTANTS = 100;
/** the measured runs of the invoice draft and of its PDF, each after one run not counted */
const MONEY_RUNS = 5;
/** BENCH_ONLY: 'money' runs the money scenarios alone, 'hostile' the hostile body (on the data of step 1) */
const ONLY = process.env.BENCH_ONLY || null;
if (ONLY !== null && ONLY !== 'money' && ONLY !== 'hostile')
  throw new Error(`BENCH_ONLY must be money or hostile, not '${ONLY}'`);
/** the hostile body's sends of BENCH_ONLY=hostile, one after another */
const HOSTILE_RUNS = 3;

type Engine = 'embedded' | 'server';

/** A local day as 'YYYY-MM-DD' (the company's zone is the bench machine's). */
const isoDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The local day `offset` days from `day`. */
const dayFrom = (day: Date, offset: number) =>
  new Date(day.getFullYear(), day.getMonth(), day.getDate() + offset);

/**
 * One company with its representative, departments, projects and consultants, and `tasks` tasks
 * spread over the consultants and the last ~120 days (a few a day), daily totals included.
 */
export async function fill(options: Partial<ServerOptions>): Promise<void> {
  const store = await openStore(resolveOptions({ ...options, seed: 'empty', passwordHashCost: 16384 }));
  try {
    const hash = await hashPassword(PASSWORD); // one hash for every bench account keeps the build fast
    const now = new Date();
    await store.write(async (tx) => {
      const companyId = await tx.nextId();
      const rep = await insertPerson(
        tx,
        {
          email: REP_EMAIL,
          first_name: 'Bench',
          last_name: 'Rep',
          contact: '1',
          password_hash: hash,
          role: 'company_admin',
          company: companyId,
          department: null,
        },
        now,
      );
      await tx.insert('companies', {
        id: companyId,
        name: 'Bench Company',
        admin: rep.id,
        is_active: true,
        created_at: now.toISOString(),
        time_zone: ZONE,
        ...COMPANY_MONEY_DEFAULTS,
      });
      const departments: number[] = [];
      for (let i = 0; i < DEPARTMENTS; i += 1) {
        const id = await tx.nextId();
        const lead = await insertPerson(
          tx,
          {
            email: `bench.lead.${i}@bench.example`,
            first_name: 'Lead',
            last_name: `${i}`,
            contact: '1',
            password_hash: hash,
            role: 'department_admin',
            company: companyId,
            department: id,
          },
          now,
        );
        await tx.insert('departments', {
          id,
          name: `Department ${i}`,
          admin: lead.id,
          company: companyId,
          created_at: now.toISOString(),
        });
        departments.push(id);
      }
      await tx.q.execute(
        sql`insert into projects (name, company, created_at) select 'Project ' || i, ${companyId}, ${now} from generate_series(0, 9) as i`,
      );
      await tx.q.execute(sql`
        insert into users (email, first_name, last_name, contact, password_hash, date_joined, role, company, department)
        select 'bench.consultant.' || c || '@bench.example', 'Consultant', c::text, '1', ${hash}, ${now}, 'employee', ${companyId},
          (${sql.raw(`array[${departments.join(',')}]`)})[1 + c % ${DEPARTMENTS}]
        from generate_series(0, ${CONSULTANTS - 1}) as c`);
      // each consultant's target schedule (from 60 days back), and a company holiday a week ago:
      // what the week pages read besides the totals
      await tx.q.execute(sql`
        insert into target_schedules ("user", effective_from, days, set_at, set_by, set_by_name)
        select id, current_date - 60, '{480,480,480,480,240,0,0}'::int[], ${now}, ${rep.id}, 'Bench Rep'
        from users where company = ${companyId} and role = 'employee'`);
      await tx.q.execute(
        sql`insert into holidays (company, day, name) values (${companyId}, current_date - 7, 'Bench holiday')`,
      );
    });
    await addHistory(store, TASKS, 0);
  } finally {
    await store.close();
  }
}

/**
 * VACUUM (ANALYZE) after a bulk load, as after any: otherwise the PostgreSQL server's autovacuum
 * works through the new rows in the middle of the scenarios (its last runs on the tasks table were
 * seen there), and the embedded engine, which has no autovacuum, plans without statistics.
 */
async function settle(store: Awaited<ReturnType<typeof openStore>>): Promise<void> {
  await store.engineDb.execute(sql`vacuum (analyze)`);
}

/**
 * `count` tasks over the consultants: with `olderThanDays` 0 they fall in the last RECENT_DAYS
 * days; with more, that many days further back (history that the current periods never read).
 */
export async function addHistory(
  store: Awaited<ReturnType<typeof openStore>>,
  count: number,
  olderThanDays: number,
): Promise<void> {
  const perConsultant = Math.floor(count / CONSULTANTS);
  const spanDays = olderThanDays ? 1000 : RECENT_DAYS;
  const batch = 50; // consultants a statement
  for (let first = 0; first < CONSULTANTS; first += batch) {
    await store.write(async (tx) => {
      await tx.q.execute(sql`
        insert into tasks ("user", title, body, duration, project, created_at)
        select u.id, 'Task ' || t || ' of ' || u.last_name, '<p>Worked on <strong>item ' || t || '</strong> for the bench run.</p>',
          15 + (t % 12) * 5, p.ids[1 + t % 10],
          least(date_trunc('day', now()) - make_interval(days => ${olderThanDays} + (t * ${spanDays}) / ${perConsultant}) + make_interval(hours => 8 + t % 9), now() - interval '1 second')
        from (select id, last_name from users where role = 'employee' and email like 'bench.consultant.%' order by id offset ${first} limit ${batch}) u
        cross join generate_series(0, ${perConsultant - 1}) as t
        cross join (select array_agg(id order by id) as ids from projects) p`);
    });
  }
  // the totals, as every task write keeps them (days in the company's zone)
  await store.write(async (tx) => {
    const result = await tx.q.execute(sql`select id from companies`);
    await recomputeTotals(
      tx,
      (result as unknown as { rows: { id: number }[] }).rows.map((r) => r.id),
    );
  });
  await settle(store);
}

function startServer(options: {
  dataDir: string;
  databaseUrl: string | null;
}): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '../src/main.ts')], {
    cwd: path.join(__dirname, '..'),
    env: {
      ...process.env,
      API_PORT: '0',
      API_HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      ALLOWED_EMAILS: `${REP_EMAIL},${CONSULTANT_EMAIL},${BYSTANDER_EMAIL},${COLLEAGUE_EMAIL}`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+\/api\/v1)/.exec(out);
      if (match) resolve({ child, url: match[1] });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before listening`)));
  });
}

async function token(
  url: string,
  email: string,
): Promise<{ access: string; userId: number; company: number }> {
  const res = await fetch(`${url}/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
  const { access } = (await res.json()) as { access: string };
  const claims = JSON.parse(Buffer.from(access.split('.')[1], 'base64url').toString());
  return { access, userId: claims.user_id, company: claims.company };
}

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  token: string;
  body?: string;
  expect: number;
  /** seconds of unmeasured traffic first (default WARMUP) */
  warmup?: number;
}

type ScenarioResult = Awaited<ReturnType<typeof run>>;

async function run(scenario: Scenario) {
  const result = await autocannon({
    url: scenario.url,
    method: scenario.method,
    headers: { authorization: `Bearer ${scenario.token}`, 'content-type': 'application/json' },
    body: scenario.body,
    connections: CONNECTIONS,
    duration: DURATION,
    // steady state: the same traffic for 3 s first, not counted (a server just started, or just
    // moved to another call, is still compiling that call's code and warming its caches: after 1 s
    // of it, a new server's first GET /grouped_tasks measured ran at 330 answers a second, not 420)
    warmup: { connections: CONNECTIONS, duration: scenario.warmup ?? WARMUP },
  });
  const row = {
    scenario: scenario.name,
    requests_per_second: Math.round(result.requests.average),
    latency_p50_ms: result.latency.p50,
    latency_p99_ms: result.latency.p99,
    ok: result['2xx'],
    non_2xx: result.non2xx,
    errors: result.errors,
  };
  console.log(
    `${row.scenario.padEnd(40)} ${String(row.requests_per_second).padStart(7)} req/s   p50 ${String(row.latency_p50_ms).padStart(4)} ms   p99 ${String(row.latency_p99_ms).padStart(4)} ms   non-2xx ${row.non_2xx}   errors ${row.errors}`,
  );
  return row;
}

/**
 * Two more runs of `scenario`: the growth of grouped_tasks compares the medians of three runs' p99
 * at each size, since one 5 s run's p99 moves by up to a third from run to run here.
 */
async function rerun(scenario: Scenario) {
  const again = { ...scenario, name: `${scenario.name}, again` };
  return [await run(again), await run(again)];
}

/** A request of just under the 5 MiB body limit, of the markup that costs the sanitiser most per byte (measured: styled spans). */
const hostileBody = () => {
  const unit = '<span style="color:red;background-color:#fff">x</span>';
  return unit.repeat(Math.floor((5 * 1024 * 1024 - 200) / JSON.stringify(unit).slice(1, -1).length));
};

type Account = { userId: number; access: string };

/**
 * The hostile POST's time, and the slowest of another consultant's GETs of their own tasks, sent
 * one after another while it runs (the sender's own list holds the 5 MiB body once it is stored).
 */
async function hostileScenario(url: string, sender: Account, bystander: Account) {
  const headers = (access: string) => ({
    authorization: `Bearer ${access}`,
    'content-type': 'application/json',
  });
  const payload = JSON.stringify({ title: 'Hostile', body: hostileBody(), duration: 30, project: null });
  let done = false;
  const readLatencies: number[] = [];
  const reader = (async () => {
    while (!done) {
      const started = performance.now();
      const res = await fetch(`${url}/tasks/${bystander.userId}`, { headers: headers(bystander.access) });
      await res.arrayBuffer();
      readLatencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, 50));
  const started = performance.now();
  const res = await fetch(`${url}/tasks/${sender.userId}`, {
    method: 'POST',
    headers: headers(sender.access),
    body: payload,
  });
  await res.arrayBuffer();
  const hostileMs = Math.round(performance.now() - started);
  done = true;
  await reader;
  const row = {
    scenario: 'hostile 5 MiB body: POST /tasks/{user}',
    status: res.status,
    hostile_ms: hostileMs,
    reads_during: readLatencies.length,
    slowest_read_ms: Math.round(Math.max(...readLatencies)),
  };
  console.log(
    `${row.scenario.padEnd(40)} ${hostileMs} ms (status ${res.status}); ${row.reads_during} GET /tasks/{user} meanwhile, slowest ${row.slowest_read_ms} ms`,
  );
  return row;
}

async function stopServer(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The PostgreSQL server to measure: BENCH_DATABASE_URL (a fresh, empty database), else a throwaway cluster. */
async function serverDatabase(): Promise<{ url: string; stop(): void } | { skipped: string }> {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, stop: () => undefined };
  const cluster = await startThrowawayPostgres();
  return 'skipped' in cluster
    ? { skipped: cluster.skipped }
    : { url: cluster.url, stop: () => cluster.stop() };
}

async function measureEngine(engine: Engine, databaseUrl: string | null, withHostile: boolean) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `mock-server-bench-${engine}-`));
  let child: ChildProcess | null = null;
  try {
    console.log(`\n[${engine}] building ${CONSULTANTS} consultants and ${TASKS} tasks ...`);
    const started = Date.now();
    await fill({ dataDir, databaseUrl });
    console.log(`[${engine}] built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const server = await startServer({ dataDir, databaseUrl });
    child = server.child;
    const rep = await token(server.url, REP_EMAIL);
    const consultant = await token(server.url, CONSULTANT_EMAIL);
    const task = JSON.stringify({
      title: 'Bench task',
      body: '<p>Load <em>test</em> entry</p>',
      duration: 30,
      project: null,
    });
    const grouped = {
      name: `GET /grouped_tasks/{company} (${CONSULTANTS} rows)`,
      method: 'GET' as const,
      url: `${server.url}/grouped_tasks/${rep.company}`,
      token: rep.access,
      expect: 200,
    };
    const scenarios = [];
    scenarios.push(
      await run({
        name: `GET /tasks/{user} (${TASKS / CONSULTANTS} tasks)`,
        method: 'GET',
        url: `${server.url}/tasks/${consultant.userId}`,
        token: consultant.access,
        expect: 200,
      }),
    );
    scenarios.push(
      await run({
        name: 'POST /tasks/{user}',
        method: 'POST',
        url: `${server.url}/tasks/${consultant.userId}`,
        token: consultant.access,
        body: task,
        expect: 201,
      }),
    );
    scenarios.push(await run(grouped));
    const groupedRuns = [scenarios[2], ...(await rerun(grouped))];
    // a year up to today in the company's zone (the server's here): whole months from the monthly
    // roll-up, the edge days from the daily totals
    const today = new Date();
    const yearAgo = new Date(today.getFullYear() - 1, today.getMonth(), today.getDate() + 1);
    scenarios.push(
      await run({
        name: 'GET /reports/{company} (a year, by project)',
        method: 'GET',
        url: `${server.url}/reports/${rep.company}?from=${isoDay(yearAgo)}&to=${isoDay(today)}&group_by=project`,
        token: rep.access,
        expect: 200,
      }),
    );
    const thisWeek = isoDay(today);
    scenarios.push(
      await run({
        name: "GET /timesheet/{user} (a consultant's week)",
        method: 'GET',
        url: `${server.url}/timesheet/${consultant.userId}?week=${thisWeek}`,
        token: consultant.access,
        expect: 200,
      }),
    );
    scenarios.push(
      await run({
        name: `GET /timesheets/{company} (${CONSULTANTS} consultants)`,
        method: 'GET',
        url: `${server.url}/timesheets/${rep.company}?week=${thisWeek}`,
        token: rep.access,
        expect: 200,
      }),
    );
    // the consultant's week gets its state row: submitted, then rejected (open to her writes again)
    for (const [who, action, body] of [
      [consultant, 'submit', { week: thisWeek }],
      [rep, 'reject', { week: thisWeek, comment: 'Bench' }],
    ] as const) {
      const res = await fetch(`${server.url}/timesheet/${consultant.userId}/${action}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${who.access}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (res.status !== 200) throw new Error(`${action}: ${res.status} ${await res.text()}`);
    }
    // the lock's cost: writes into her week (its row locked FOR SHARE by each write) against writes
    // into another consultant's week, which has no row, run in turns five times and compared by
    // their medians (one 5 s run's p99 moves by up to a third from run to run here, and three
    // turns were still swayed by one slow run)
    const colleague = await token(server.url, COLLEAGUE_EMAIL);
    const lockedWrite: Scenario = {
      name: 'POST /tasks/{user} into a week with its state row',
      method: 'POST',
      url: `${server.url}/tasks/${consultant.userId}`,
      token: consultant.access,
      body: task,
      expect: 201,
    };
    const openWrite: Scenario = {
      ...lockedWrite,
      name: 'POST /tasks/{user} into a week without one',
      url: `${server.url}/tasks/${colleague.userId}`,
      token: colleague.access,
    };
    const weekLock: { open: ScenarioResult[]; locked: ScenarioResult[] } = { open: [], locked: [] };
    for (let round = 0; round < WEEK_LOCK_TURNS; round += 1) {
      weekLock.open.push(await run(openWrite));
      weekLock.locked.push(await run(lockedWrite));
    }
    scenarios.push(weekLock.locked[0]);
    const hostile = withHostile
      ? await hostileScenario(server.url, consultant, await token(server.url, BYSTANDER_EMAIL))
      : null;
    await stopServer(child);
    child = null;

    const money = await moneyScenarios(engine, { dataDir, databaseUrl });

    console.log(`[${engine}] adding ${TASKS_AT_SCALE - TASKS} older tasks ...`);
    const store = await openStore(resolveOptions({ dataDir, databaseUrl }));
    await addHistory(store, TASKS_AT_SCALE - TASKS, 200);
    await store.close();
    const again = await startServer({ dataDir, databaseUrl });
    child = again.child;
    const repAgain = await token(again.url, REP_EMAIL);
    const groupedAtScale = {
      ...grouped,
      name: `GET /grouped_tasks/{company} at ${TASKS_AT_SCALE} tasks`,
      url: `${again.url}/grouped_tasks/${repAgain.company}`,
      token: repAgain.access,
    };
    const atScale = await run({
      ...groupedAtScale,
      // as warm as the server measured at 200,000 tasks, 16 s into its life: a PGlite just started
      // is still compiling its WebAssembly (a new server's grouped_tasks after 3 s of traffic: 160
      // answers a second; after 15 s: 205)
      warmup: 15,
    });
    const growth = { at_200000: groupedRuns, at_scale: [atScale, ...(await rerun(groupedAtScale))] };
    await stopServer(child);
    child = null;

    console.log(`[${engine}] adding ${AUDIT_EVENTS} audit events ...`);
    const withTrail = await openStore(resolveOptions({ dataDir, databaseUrl }));
    await addAuditEvents(withTrail, AUDIT_EVENTS);
    await settle(withTrail);
    await withTrail.close();
    const audit = await auditScenarios({ dataDir, databaseUrl });
    return { engine, scenarios, grouped_growth: growth, week_lock: weekLock, hostile, money, audit };
  } finally {
    await stopServer(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export const AUDIT_EVENTS = 1_000_000;

/**
 * `count` audit events of the bench company, in one statement: its consultants' task events of
 * every action, a few of them edits by the representative, spread over the last year.
 */
export async function addAuditEvents(
  store: Awaited<ReturnType<typeof openStore>>,
  count: number,
): Promise<void> {
  await store.write(async (tx) => {
    await tx.q.execute(sql`with consultants as (select id, email, role, company, department,
          (row_number() over (order by id) - 1)::int as i from users where role = 'employee')
      insert into audit_events (at, actor_id, actor_email, actor_role, company, department, subject, entity,
        entity_id, action, before, after, client_address, request_id)
      select now() - (n % 365) * interval '1 day', u.id, u.email, u.role, u.company, u.department, u.id,
        (array['task','draft','week','session'])[1 + n % 4], n,
        (array['created','updated','deleted','signed_in'])[1 + (n / 4) % 4],
        case when n % 2 = 0 then jsonb_build_object('duration', n % 480) end,
        jsonb_build_object('duration', (n + 15) % 480, 'title', 'Bench task ' || n),
        '127.0.0.1', md5(n::text)
      from generate_series(1, ${count}::int) n join consultants u on u.i = n % ${CONSULTANTS}::int`);
  });
}

/**
 * Sets (or drops) in `db` a trigger making the database drop the trail's new rows, before they are
 * stored or indexed. (A rule would not do: the events go in a common table expression of a write's
 * last statement, where PostgreSQL refuses DO INSTEAD rules.)
 */
export async function dropTrailRowsIn(db: Db, on: boolean): Promise<void> {
  const statements = on
    ? [
        sql`create function bench_no_audit() returns trigger language plpgsql as $drop$ begin return null; end $drop$`,
        sql`create trigger bench_no_audit before insert on audit_events for each row execute function bench_no_audit()`,
      ]
    : [sql`drop trigger bench_no_audit on audit_events`, sql`drop function bench_no_audit()`];
  for (const statement of statements) await db.execute(statement);
}

/** Sets (or drops) the trigger of `dropTrailRowsIn` in the bench's database: for one measure alone. */
async function dropTrailRows(options: { dataDir: string; databaseUrl: string | null }, on: boolean) {
  const store = await openStore(resolveOptions(options));
  try {
    await dropTrailRowsIn(store.engineDb, on);
  } finally {
    await store.close();
  }
}

/**
 * With the trail at AUDIT_EVENTS: a filtered page of 100 events (the representative's, tasks
 * edited), then POST /tasks/{user} recording its event, and again on a server whose database drops
 * the trail's rows (a trigger, set for that measure alone): the recording's cost is their ratio. The
 * server runs between the measures only (the embedded engine's files belong to one process).
 */
async function auditScenarios(options: { dataDir: string; databaseUrl: string | null }) {
  const measure = async (recording: boolean) => {
    if (!recording) await dropTrailRows(options, true);
    const { child, url } = await startServer(options);
    try {
      const rep = await token(url, REP_EMAIL);
      const consultant = await token(url, CONSULTANT_EMAIL);
      const page = recording
        ? await run({
            name: `GET /audit/{company} (${AUDIT_EVENTS} events; tasks edited, 100 a page)`,
            method: 'GET',
            url: `${url}/audit/${rep.company}?entity=task&action=updated&limit=100`,
            token: rep.access,
            expect: 200,
          })
        : null;
      const post: Scenario = {
        name: recording
          ? 'POST /tasks/{user}, its event recorded'
          : 'POST /tasks/{user}, its event not stored',
        method: 'POST',
        url: `${url}/tasks/${consultant.userId}`,
        token: consultant.access,
        body: JSON.stringify({
          title: 'Audited bench task',
          body: '<p>bench</p>',
          duration: 30,
          project: null,
        }),
        expect: 201,
      };
      return { page, posts: [await run(post), ...(await rerun(post))] };
    } finally {
      await stopServer(child);
      if (!recording) await dropTrailRows(options, false);
    }
  };
  const recorded = await measure(true);
  const dropped = await measure(false);
  return { page: recorded.page!, recorded: recorded.posts, dropped: dropped.posts };
}

/** The clients of the bench company's ten projects: Project 8 is not billed, Project 9 has no client. */
const CLIENT_PROJECTS: [client: string, projects: number[]][] = [
  ['Bench Client A', [0, 1, 2, 3]],
  ['Bench Client B', [4, 5, 6]],
  ['Bench Client C', [7, 8]],
];
const INVOICED_CLIENT = 'Bench Invoiced Client';
/** The invoiced client's projects, each taking over the invoiced consultants' hours on one of the ten. */
const INVOICED_PROJECTS: [name: string, from: number][] = [
  ['Invoiced work 0', 7],
  ['Invoiced work 1', 8],
  ['Invoiced work 2', 9],
];

/** The month before last, as local days: wholly before last week, so all its weeks are approved. */
function invoicedMonth(today: Date): { from: string; to: string; middle: string } {
  return {
    from: isoDay(new Date(today.getFullYear(), today.getMonth() - 2, 1)),
    to: isoDay(new Date(today.getFullYear(), today.getMonth() - 1, 0)),
    middle: isoDay(new Date(today.getFullYear(), today.getMonth() - 2, 16)),
  };
}

/**
 * The bench company's money, in SQL (seed rows, no HTTP): clients of its ten projects
 * (CLIENT_PROJECTS); a fourth client, the invoiced one, whose projects take over the hours of
 * INVOICED_CONSULTANTS consultants on three of the ten (so they alone worked for it, and the tasks
 * stay as many); rates at every level of RATE_LEVELS, a few changing within the year and the
 * invoiced client's within the invoiced month; and each consultant's weeks of the tasks' span:
 * approved, last week's submitted (this week's row, if any, left as it is: the other scenarios
 * write into it). The totals are recounted after the move. Returns the invoiced client's id.
 */
export async function addMoney(store: Awaited<ReturnType<typeof openStore>>, today: Date): Promise<number> {
  const now = new Date().toISOString();
  const back = (days: number) => isoDay(dayFrom(today, -days));
  const thisMonday = dayFrom(today, -((today.getDay() + 6) % 7));
  const invoiced = await store.write(async (tx) => {
    const [company] = rowsOf<{ id: number; rep: number }>(
      await tx.q.execute(sql`select id, admin as rep from companies where name = 'Bench Company'`),
    );
    const companyId = Number(company!.id);
    const projectId = (name: string) =>
      sql`(select id from projects where company = ${companyId}::int and name = ${name})`;
    const clientId = (name: string) =>
      sql`(select id from clients where company = ${companyId}::int and name = ${name})`;
    const consultants = sql`select id, row_number() over (order by id) - 1 as n from users
      where company = ${companyId}::int and role = 'employee'`;

    for (const name of [...CLIENT_PROJECTS.map(([client]) => client), INVOICED_CLIENT])
      await tx.q.execute(sql`insert into clients (company, name, address, payment_terms_days, created_at)
        values (${companyId}::int, ${name}, ${`1 ${name} Street\nBench City`}, 30, ${now}::timestamptz)`);
    for (const [client, projects] of CLIENT_PROJECTS)
      await tx.q.execute(sql`update projects set client = ${clientId(client)}
        where company = ${companyId}::int and name in (${sql.join(
          projects.map((p) => sql`${`Project ${p}`}`),
          sql`, `,
        )})`);
    await tx.q.execute(
      sql`update projects set billable = false where company = ${companyId}::int and name = 'Project 8'`,
    );
    for (const [name, from] of INVOICED_PROJECTS) {
      await tx.q.execute(sql`insert into projects (name, company, created_at, client)
        values (${name}, ${companyId}::int, ${now}::timestamptz, ${clientId(INVOICED_CLIENT)})`);
      await tx.q.execute(sql`update tasks set project = ${projectId(name)}
        where project = ${projectId(`Project ${from}`)} and "user" in (select id from (${consultants}) c
          where c.n >= ${INVOICED_CONSULTANTS}::int and c.n < ${2 * INVOICED_CONSULTANTS}::int)`);
    }

    // rates of `place` (a client, a project, the consultants meeting a condition: those its level
    // names) from `from` on, one per consultant when it names them
    const rates = async (
      level: RateLevel,
      hourlyRate: number,
      from: string,
      place: { client?: string; project?: string; consultants?: SQL } = {},
    ) => {
      const users = place.consultants
        ? sql`(select id from (${consultants}) c where ${place.consultants})`
        : sql`(select null::int as id)`;
      await tx.q.execute(sql`insert into rates (company, level, client, project, "user", hourly_rate, "from",
          set_at, set_by, set_by_name)
        select ${companyId}::int, ${level}, ${place.client ? clientId(place.client) : null}::int,
          ${place.project ? projectId(place.project) : null}::int, u.id, ${hourlyRate}::bigint, ${from}::date,
          ${now}::timestamptz, ${Number(company!.rep)}::int, 'Bench Rep'
        from ${users} u`);
    };
    await rates('company', 9000, back(400));
    await rates('company', 10000, back(90));
    await rates('client', 12000, back(400), { client: 'Bench Client A' });
    await rates('client', 11000, back(60), { client: 'Bench Client B' });
    await rates('client', 15000, back(400), { client: INVOICED_CLIENT });
    await rates('client', 16000, invoicedMonth(today).middle, { client: INVOICED_CLIENT });
    await rates('project', 13000, back(30), { project: 'Project 1' });
    await rates('consultant', 14000, back(400), { consultants: sql`c.n % 10 = 0` });
    await rates('consultant_project', 18000, back(400), {
      project: INVOICED_PROJECTS[0][0],
      consultants: sql`c.n >= ${INVOICED_CONSULTANTS}::int and c.n < ${INVOICED_CONSULTANTS + 20}::int`,
    });

    await tx.q.execute(sql`insert into week_states ("user", week_start, status, updated_at)
      select u.id, ${isoDay(thisMonday)}::date - 7 * k, case when k = 1 then 'submitted' else 'approved' end,
        ${now}::timestamptz
      from users u cross join generate_series(1, ${Math.ceil(RECENT_DAYS / 7) + 1}::int) as k
      where u.company = ${companyId}::int and u.role = 'employee'
      on conflict do nothing`);
    await recomputeTotals(tx, [companyId]);
    const [client] = rowsOf<{ id: number }>(
      await tx.q.execute(sql`select ${clientId(INVOICED_CLIENT)} as id`),
    );
    return Number(client!.id);
  });
  await settle(store);
  return invoiced;
}

/** One request, timed to the end of its answer's body. */
async function timedCall(method: string, url: string, access: string, body?: unknown) {
  const started = performance.now();
  const res = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bytes,
    ms: Math.round(performance.now() - started),
  };
}

/** A cheap read answered within this, twice in a row: the server has no request left running. */
const QUIET_MS = 50;

/**
 * Waits until the requests a load left running on the server are done (autocannon stops sending,
 * the server goes on answering): until the company's invoice list, one small read, comes back
 * within QUIET_MS twice in a row, for a minute at most (then says so and goes on).
 */
async function untilQuiet(url: string, access: string, company: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (let quick = 0; quick < 2;) {
    if (Date.now() > deadline) {
      console.log('the server is still busy a minute after the load: going on');
      return;
    }
    const answer = await timedCall('GET', `${url}/invoices/${company}`, access);
    quick = answer.ms <= QUIET_MS ? quick + 1 : 0;
    if (!quick) await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** `call`'s answer when it has `status`, else an error naming the call and what came. */
function expectStatus<T extends { status: number; bytes: Buffer }>(
  call: string,
  status: number,
  answer: T,
): T {
  if (answer.status !== status)
    throw new Error(`${call}: ${answer.status} ${answer.bytes.toString().slice(0, 500)}`);
  return answer;
}

/**
 * The money scenarios on the bench database (step 1's data, its server stopped): the money added
 * (`addMoney`), then on a new server a month's invoice draft for the invoiced client by
 * consultant, MONEY_RUNS times after a first one not counted, each deleted but the last (so each
 * bills the same hours); that one issued, and its PDF MONEY_RUNS times after a first not counted;
 * a company-wide rate from a year back set MONEY_RUNS times after a first (each replacing it, each
 * counting the year's money again); last (a load leaves requests running on the server after it, which single calls would wait for)
 * the representative's one-year report by client, all hours and approved weeks only.
 */
async function moneyScenarios(engine: Engine, options: { dataDir: string; databaseUrl: string | null }) {
  console.log(`[${engine}] adding clients, rates and approved weeks ...`);
  const today = new Date();
  const seeding = await openStore(resolveOptions(options));
  const client = await addMoney(seeding, today).finally(() => seeding.close());
  const { child, url } = await startServer(options);
  try {
    const rep = await token(url, REP_EMAIL);
    const month = invoicedMonth(today);
    const draftOnce = async () => {
      const answer = expectStatus(
        'POST /invoices',
        201,
        await timedCall('POST', `${url}/invoices/${rep.company}`, rep.access, {
          client,
          from: month.from,
          to: month.to,
          group_by: 'consultant',
        }),
      );
      return { ms: answer.ms, invoice: JSON.parse(answer.bytes.toString()) as Invoice };
    };
    const remove = async (id: number) =>
      expectStatus('DELETE /invoice', 202, await timedCall('DELETE', `${url}/invoice/${id}`, rep.access));
    const firstDraft = await draftOnce();
    await remove(firstDraft.invoice.id);
    const drafts = [];
    for (let i = 0; i < MONEY_RUNS; i += 1) {
      drafts.push(await draftOnce());
      if (i < MONEY_RUNS - 1) await remove(drafts[i].invoice.id);
    }
    const invoice = drafts[MONEY_RUNS - 1].invoice;
    const billed = new Set(invoice.lines.map((l) => l.user)).size;
    if (billed !== INVOICED_CONSULTANTS || invoice.total <= 0)
      throw new Error(`the draft bills ${billed} consultants, ${invoice.total} in all`);
    const draft = {
      consultants: billed,
      lines: invoice.lines.length,
      minutes: invoice.lines.reduce((sum, l) => sum + l.minutes, 0),
      first_ms: firstDraft.ms,
      runs_ms: drafts.map((d) => d.ms),
    };
    console.log(
      `${'POST /invoices/{company} (a month)'.padEnd(40)} ${draft.runs_ms.join(', ')} ms (first ${draft.first_ms} ms, not counted); ${billed} consultants, ${draft.lines} lines`,
    );
    expectStatus(
      'POST /invoice/{id}/issue',
      200,
      await timedCall('POST', `${url}/invoice/${invoice.id}/issue`, rep.access, {}),
    );
    const pdfOnce = async () => {
      const answer = expectStatus(
        'GET /invoice/{id}/pdf',
        200,
        await timedCall('GET', `${url}/invoice/${invoice.id}/pdf`, rep.access),
      );
      if (answer.type !== 'application/pdf') throw new Error(`GET /invoice/{id}/pdf: ${answer.type}`);
      return answer;
    };
    const firstPdf = await pdfOnce();
    const pdfs = [];
    for (let i = 0; i < MONEY_RUNS; i += 1) pdfs.push(await pdfOnce());
    const pdf = { bytes: firstPdf.bytes.length, first_ms: firstPdf.ms, runs_ms: pdfs.map((p) => p.ms) };
    console.log(
      `${'GET /invoice/{id}/pdf (issued)'.padEnd(40)} ${pdf.runs_ms.join(', ')} ms (first ${pdf.first_ms} ms, not counted); ${pdf.bytes} bytes`,
    );

    const yearAgo = new Date(today.getFullYear() - 1, today.getMonth(), today.getDate() + 1);
    // a company-wide rate from a year back: every task of the company's year counted again
    const rateOnce = async (i: number) =>
      expectStatus(
        'POST /rates',
        201,
        await timedCall('POST', `${url}/rates/${rep.company}`, rep.access, {
          level: 'company',
          hourly_rate: 9500 + i,
          from: isoDay(yearAgo),
        }),
      ).ms;
    const firstRate = await rateOnce(0);
    const rates = [];
    for (let i = 1; i <= MONEY_RUNS; i += 1) rates.push(await rateOnce(i));
    const rate = { first_ms: firstRate, runs_ms: rates };
    console.log(
      `${'POST /rates/{company} (a year back)'.padEnd(40)} ${rate.runs_ms.join(', ')} ms (first ${rate.first_ms} ms, not counted)`,
    );

    const report = (approved: boolean): Scenario => ({
      name: `GET /reports/{company} (a year, by client${approved ? ', approved weeks' : ''}, with money)`,
      method: 'GET',
      url: `${url}/reports/${rep.company}?from=${isoDay(yearAgo)}&to=${isoDay(today)}&group_by=client${approved ? '&status=approved' : ''}`,
      token: rep.access,
      expect: 200,
    });
    // each report alone on the quiet server, twice (the second's time kept): its answer must carry
    // money (the data makes amounts)
    const alone = async (approved: boolean) => {
      let ms = 0;
      for (let i = 0; i < 2; i += 1) {
        const answer = expectStatus(
          'GET /reports',
          200,
          await timedCall('GET', report(approved).url, rep.access),
        );
        const shown = JSON.parse(answer.bytes.toString()) as {
          currency?: string;
          totals: { amount?: number };
        };
        if (!shown.currency || !shown.totals.amount)
          throw new Error(`the report shows no money: ${answer.bytes}`);
        ms = answer.ms;
      }
      return ms;
    };
    const aloneMs = { all: await alone(false), approved: await alone(true) };
    // then under load, the second once the first's requests left running are done
    const all = { ...(await run(report(false))), alone_ms: aloneMs.all };
    await untilQuiet(url, rep.access, rep.company);
    const approved = { ...(await run(report(true))), alone_ms: aloneMs.approved };
    await untilQuiet(url, rep.access, rep.company);
    return { report: all, report_approved: approved, draft, pdf, rate };
  } finally {
    await stopServer(child);
  }
}

/** BENCH_ONLY=money: a new database filled as in step 1, then the money scenarios alone. */
async function measureMoneyOnly(engine: Engine, databaseUrl: string | null) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `mock-server-bench-${engine}-`));
  try {
    console.log(`\n[${engine}] building ${CONSULTANTS} consultants and ${TASKS} tasks ...`);
    await fill({ dataDir, databaseUrl });
    return { engine, money: await moneyScenarios(engine, { dataDir, databaseUrl }) };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * BENCH_ONLY=hostile: a new embedded database filled as in step 1, GET /tasks/{user} measured as in
 * step 2 (which warms the server as the whole run has before its hostile body), then the hostile
 * body sent HOSTILE_RUNS times.
 */
async function measureHostileOnly() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-server-bench-embedded-'));
  let child: ChildProcess | null = null;
  try {
    console.log(`\n[embedded] building ${CONSULTANTS} consultants and ${TASKS} tasks ...`);
    await fill({ dataDir, databaseUrl: null });
    const server = await startServer({ dataDir, databaseUrl: null });
    child = server.child;
    const consultant = await token(server.url, CONSULTANT_EMAIL);
    const bystander = await token(server.url, BYSTANDER_EMAIL);
    const reads = await run({
      name: `GET /tasks/{user} (${TASKS / CONSULTANTS} tasks)`,
      method: 'GET',
      url: `${server.url}/tasks/${bystander.userId}`,
      token: bystander.access,
      expect: 200,
    });
    const hostile = [];
    for (let i = 0; i < HOSTILE_RUNS; i += 1)
      hostile.push(await hostileScenario(server.url, consultant, bystander));
    return { engine: 'embedded' as const, reads, hostile };
  } finally {
    await stopServer(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Writes a run's results to `out` as JSON, when a file is named. */
function writeResults(out: string | null, report: object): void {
  if (!out) return;
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nresults written to ${out}`);
}

async function main(): Promise<void> {
  const out = process.argv[2] ? path.resolve(process.argv[2]) : null;
  if (ONLY === 'hostile') {
    const measured = await measureHostileOnly();
    writeResults(out, { date: new Date().toISOString(), only: ONLY, ...measured });
    if (
      measured.reads.non_2xx > 0 ||
      measured.reads.errors > 0 ||
      measured.hostile.some((h) => h.status !== 201)
    )
      process.exitCode = 1;
    return;
  }
  // either kind of result, as such (inferred, the union would shrink to the money run's alone,
  // whose parts the whole run's result holds too)
  type Measured = Awaited<ReturnType<typeof measureEngine>> | Awaited<ReturnType<typeof measureMoneyOnly>>;
  const measure = (engine: Engine, databaseUrl: string | null, withHostile: boolean): Promise<Measured> =>
    ONLY === 'money'
      ? measureMoneyOnly(engine, databaseUrl)
      : measureEngine(engine, databaseUrl, withHostile);
  const engines = [await measure('embedded', null, true)];
  const pg = await serverDatabase();
  if ('url' in pg) {
    try {
      engines.push(await measure('server', pg.url, false));
    } finally {
      pg.stop();
    }
  } else {
    console.log(`\n[server] skipped: ${pg.skipped}`);
  }
  const report = {
    date: new Date().toISOString(),
    only: ONLY,
    node: process.version,
    cpus: os.cpus().length,
    data: { consultants: CONSULTANTS, tasks: TASKS, tasks_at_scale: TASKS_AT_SCALE },
    duration_seconds: DURATION,
    connections: CONNECTIONS,
    engines,
  };
  writeResults(out, report);
  const failed = engines
    .flatMap((e) => [
      ...('scenarios' in e
        ? [...e.scenarios, ...e.grouped_growth.at_200000, ...e.grouped_growth.at_scale]
        : []),
      e.money.report,
      e.money.report_approved,
    ])
    .some((r) => r.non_2xx > 0 || r.errors > 0);
  if (failed) process.exitCode = 1;
}

if (require.main === module)
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
