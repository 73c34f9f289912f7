/**
 * Bounded loopback load test of the mock server (127.0.0.1 only, fixed duration per scenario,
 * stops by itself):
 *   npm run bench -w mock-server [-- results.json]
 * 1. builds a temporary data file with one company of 500 consultants and 200,000 tasks through
 *    the store's own API (no HTTP),
 * 2. starts the server on it as a separate process (so the load generator has its own core),
 * 3. measures GET /tasks/{user}, POST /tasks/{user} and GET /grouped_tasks/{company} with
 *    autocannon, prints requests/s and p99 latency per scenario, and writes them as JSON to
 *    argv[2] when given;
 * 4. sends the worst rich-text body found (5 MiB of styled spans, the costliest markup to
 *    sanitise below the nesting limit) while a client keeps reading tasks: the hostile request's
 *    time and the slowest read during it.
 * Environment: BENCH_DURATION (seconds per scenario, default 5), BENCH_CONNECTIONS (default 10).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// autocannon ships no type declarations; the little used here is typed below
const autocannon = require('autocannon') as (options: object) => Promise<CannonResult>;
import { hashPassword } from '../src/auth/passwords';
import { putLog, putNewTask, putNewUser, logActions } from '../src/entities';
import { emptySeed } from '../src/seed';
import { Store } from '../src/store/store';
import { addDays, startOfDay } from '../src/time';

interface CannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  '2xx': number;
  duration: number;
}

const CONSULTANTS = 500;
const TASKS = 200_000;
const DEPARTMENTS = 5;
const DURATION = Number(process.env.BENCH_DURATION || 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const PASSWORD = 'Bench#2025';
const REP_EMAIL = 'bench.rep@bench.example';
const CONSULTANT_EMAIL = 'bench.consultant.0@bench.example';

async function buildDataFile(file: string): Promise<{ bytes: number; seconds: number }> {
  const started = Date.now();
  const store = await Store.open({ file, seed: (tx) => emptySeed(tx), compactAfterBytes: Number.MAX_SAFE_INTEGER });
  const hash = await hashPassword(PASSWORD); // one hash for every bench account keeps the build fast
  const now = new Date();
  const today = startOfDay(now);

  const companyId = await store.write((tx) => {
    const id = tx.nextId();
    const rep = putNewUser(tx, { email: REP_EMAIL, first_name: 'Bench', last_name: 'Rep', contact: '1', password_hash: hash, role: 'company_admin', company: id, department: null }, now);
    tx.put('companies', { id, name: 'Bench Company', admin: rep.id, is_active: true, created_at: now.toISOString() });
    return id;
  });
  const departments = await store.write((tx) =>
    Array.from({ length: DEPARTMENTS }, (_, i) => {
      const lead = putNewUser(tx, { email: `bench.lead.${i}@bench.example`, first_name: 'Lead', last_name: `${i}`, contact: '1', password_hash: hash, role: 'department_admin', company: companyId, department: null }, now);
      const id = tx.nextId();
      tx.put('departments', { id, name: `Department ${i}`, admin: lead.id, company: companyId, created_at: now.toISOString() });
      tx.put('users', { ...lead, department: id });
      return id;
    }),
  );
  const projects = await store.write((tx) =>
    Array.from({ length: 10 }, (_, i) => {
      const project = { id: tx.nextId(), name: `Project ${i}`, company: companyId, created_at: now.toISOString(), deleted_at: null };
      tx.put('projects', project);
      return project.id;
    }),
  );
  const perConsultant = TASKS / CONSULTANTS;
  for (let c = 0; c < CONSULTANTS; c += 1) {
    await store.write((tx) => {
      const user = putNewUser(
        tx,
        { email: `bench.consultant.${c}@bench.example`, first_name: 'Consultant', last_name: `${c}`, contact: '1', password_hash: hash, role: 'employee', company: companyId, department: departments[c % DEPARTMENTS] },
        now,
      );
      for (let t = 0; t < perConsultant; t += 1) {
        // spread over the last ~120 days, a few tasks a day
        const day = addDays(today, -Math.floor((t * 120) / perConsultant));
        const at = new Date(Math.min(day.getTime() + (8 + (t % 9)) * 3600_000, now.getTime() - 1000));
        const title = `Task ${t} of consultant ${c}`;
        putNewTask(tx, { user: user.id, title, body: `<p>Worked on <strong>item ${t}</strong> for the bench run.</p>`, duration: 15 + (t % 12) * 5, project: projects[t % projects.length] }, at);
        if (t % 40 === 0) putLog(tx, companyId, user.email, logActions.created(title), at);
      }
    });
  }
  await store.close(); // folds the journal into the snapshot
  return { bytes: fs.statSync(file).size, seconds: (Date.now() - started) / 1000 };
}

function startServer(file: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '../src/main.ts')], {
    cwd: path.join(__dirname, '..'),
    env: { ...process.env, API_PORT: '0', API_HOST: '127.0.0.1', DATA_FILE: file, ALLOWED_EMAILS: `${REP_EMAIL},${CONSULTANT_EMAIL}` },
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

async function token(url: string, email: string): Promise<{ access: string; userId: number; company: number }> {
  const res = await fetch(`${url}/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
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
}

async function run(scenario: Scenario) {
  const result = await autocannon({
    url: scenario.url,
    method: scenario.method,
    headers: { authorization: `Bearer ${scenario.token}`, 'content-type': 'application/json' },
    body: scenario.body,
    connections: CONNECTIONS,
    duration: DURATION,
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
  console.log(`${row.scenario.padEnd(40)} ${String(row.requests_per_second).padStart(7)} req/s   p50 ${String(row.latency_p50_ms).padStart(4)} ms   p99 ${String(row.latency_p99_ms).padStart(4)} ms   non-2xx ${row.non_2xx}   errors ${row.errors}`);
  return row;
}

/** A request of just under the 5 MiB body limit, of the markup that costs the sanitiser most per byte (measured: styled spans). */
const hostileBody = () => {
  const unit = '<span style="color:red;background-color:#fff">x</span>';
  return unit.repeat(Math.floor((5 * 1024 * 1024 - 200) / JSON.stringify(unit).slice(1, -1).length));
};

/** The hostile POST's time, and the slowest of the GETs sent one after another while it runs. */
async function hostileScenario(url: string, userId: number, access: string) {
  const headers = { authorization: `Bearer ${access}`, 'content-type': 'application/json' };
  const payload = JSON.stringify({ title: 'Hostile', body: hostileBody(), duration: 30, project: null });
  let done = false;
  const readLatencies: number[] = [];
  const reader = (async () => {
    while (!done) {
      const started = performance.now();
      const res = await fetch(`${url}/tasks/${userId}`, { headers });
      await res.arrayBuffer();
      readLatencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, 50));
  const started = performance.now();
  const res = await fetch(`${url}/tasks/${userId}`, { method: 'POST', headers, body: payload });
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
  console.log(`${row.scenario.padEnd(40)} ${hostileMs} ms (status ${res.status}); ${row.reads_during} GET /tasks/{user} meanwhile, slowest ${row.slowest_read_ms} ms`);
  return row;
}

async function main(): Promise<void> {
  const out = process.argv[2] ? path.resolve(process.argv[2]) : null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-server-bench-'));
  const file = path.join(dir, 'db.json');
  let child: ChildProcess | null = null;
  try {
    console.log(`building ${CONSULTANTS} consultants and ${TASKS} tasks ...`);
    const built = await buildDataFile(file);
    console.log(`data file: ${(built.bytes / 1024 / 1024).toFixed(1)} MiB, built in ${built.seconds.toFixed(1)} s`);
    const startedAt = Date.now();
    const server = await startServer(file);
    child = server.child;
    const startupSeconds = (Date.now() - startedAt) / 1000;
    console.log(`server started in ${startupSeconds.toFixed(1)} s at ${server.url}; ${DURATION} s per scenario, ${CONNECTIONS} connections\n`);
    const rep = await token(server.url, REP_EMAIL);
    const consultant = await token(server.url, CONSULTANT_EMAIL);
    const task = JSON.stringify({ title: 'Bench task', body: '<p>Load <em>test</em> entry</p>', duration: 30, project: null });
    const results = [];
    results.push(await run({ name: `GET /tasks/{user} (${TASKS / CONSULTANTS} tasks)`, method: 'GET', url: `${server.url}/tasks/${consultant.userId}`, token: consultant.access, expect: 200 }));
    results.push(await run({ name: 'POST /tasks/{user}', method: 'POST', url: `${server.url}/tasks/${consultant.userId}`, token: consultant.access, body: task, expect: 201 }));
    results.push(await run({ name: `GET /grouped_tasks/{company} (${CONSULTANTS} rows)`, method: 'GET', url: `${server.url}/grouped_tasks/${rep.company}`, token: rep.access, expect: 200 }));
    const hostile = await hostileScenario(server.url, consultant.userId, consultant.access);
    const report = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      data: { consultants: CONSULTANTS, tasks: TASKS, snapshot_bytes: built.bytes, build_seconds: built.seconds, server_startup_seconds: startupSeconds },
      duration_seconds: DURATION,
      connections: CONNECTIONS,
      scenarios: results,
      hostile,
    };
    if (out) {
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
      console.log(`\nresults written to ${out}`);
    }
    if (results.some((r) => r.non_2xx > 0 || r.errors > 0)) process.exitCode = 1;
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
