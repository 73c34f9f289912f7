/**
 * The server as a real process (the way `npm run server` and scripts/start.mjs run it), on the
 * engine under test: SIGKILL in the middle of 200 concurrent writes, five times, loses no
 * acknowledged write and the next start is clean; SIGTERM shuts down cleanly; an unreadable old
 * data file stops it from starting and stays untouched.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SEED_ACCOUNTS } from '../src/seed';
import {
  apiClient,
  freshServerDatabase,
  mainScript,
  repoRoot,
  signIn,
  TEST_ENGINE,
  type Api,
} from './helpers';

jest.setTimeout(180_000);

let dir: string;
let database: { url: string; drop(): Promise<void> } | null = null;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-server-crash-'));
  database = TEST_ENGINE === 'postgres' ? await freshServerDatabase() : null;
});
afterEach(async () => {
  await database?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

interface Child {
  process: ChildProcess;
  api: Api;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>;
}

function launch(extraEnv: Record<string, string> = {}): { process: ChildProcess; ready: Promise<Child> } {
  // node itself with tsx as a loader (not the tsx CLI, which runs the server in a grandchild
  // process that a SIGKILL of the CLI would leave running)
  const child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
    cwd: repoRoot,
    env: {
      ...process.env,
      API_PORT: '0',
      DATA_DIR: dir,
      DATABASE_URL: database?.url ?? '',
      SEED: 'demo',
      PASSWORD_HASH_COST: '1024',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>(
    (resolve) => child.on('exit', (code, signal) => resolve({ code, signal, stderr })),
  );
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const ready = new Promise<Child>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      stdout += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(stdout);
      if (match) resolve({ process: child, api: apiClient(match[1]), exited });
    });
    exited.then(({ code }) => reject(new Error(`server exited (${code}) before listening: ${stderr}`)));
  });
  return { process: child, ready };
}

const ROUNDS = 5;
const IN_FLIGHT = 200;

test('SIGKILL during 200 concurrent POSTs, five times: every acknowledged (201) task is there after a clean restart', async () => {
  const acknowledged = new Map<number, string>();
  for (let round = 0; round < ROUNDS; round += 1) {
    const server = await launch().ready;
    const cora = await signIn(server.api, SEED_ACCOUNTS.consultant.email);
    const tasksPath = `/tasks/${cora.claims.user_id}`;
    let killed = false;
    let answered = 0;
    const post = async (n: number) => {
      const title = `r${round} n${n}`;
      try {
        const res = await server.api('POST', tasksPath, {
          token: cora.access,
          body: { title, body: `<p>${title}</p>`, duration: 5, project: null },
        });
        if (res.status === 201) acknowledged.set(res.body.id, title);
      } catch {
        return; // connection dropped by the kill
      }
      answered += 1;
      // kill while about half of the 200 are still in flight
      if (!killed && answered >= IN_FLIGHT / 2) {
        killed = true;
        server.process.kill('SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, (_, n) => post(n)));
    const { signal } = await server.exited;
    expect(signal).toBe('SIGKILL');
  }

  const restarted = await launch().ready;
  try {
    const cora = await signIn(restarted.api, SEED_ACCOUNTS.consultant.email);
    const res = await restarted.api('GET', `/tasks/${cora.claims.user_id}`, { token: cora.access });
    expect(res.status).toBe(200);
    const stored = new Map<number, string>(
      res.body.map((t: { id: number; title: string }) => [t.id, t.title]),
    );
    const missing = [...acknowledged].filter(([id, title]) => stored.get(id) !== title);
    expect(acknowledged.size).toBeGreaterThanOrEqual(ROUNDS * (IN_FLIGHT / 2 - 1));
    expect(missing).toEqual([]);
    // ids stay unique after the restarts
    expect(new Set(res.body.map((t: { id: number }) => t.id)).size).toBe(res.body.length);
    // and the daily totals agree with the tasks that survived
    const rep = await signIn(restarted.api, SEED_ACCOUNTS.representative.email);
    const rows = (await restarted.api('GET', `/grouped_tasks/${rep.claims.company}`, { token: rep.access }))
      .body;
    const today = new Date().toDateString();
    const todays = res.body.filter(
      (t: { created_at: string }) => new Date(t.created_at).toDateString() === today,
    );
    const row = rows.find((r: { id: number }) => r.id === cora.claims.user_id);
    expect(row.daily_tasks.task_count).toBe(todays.length);
  } finally {
    restarted.process.kill('SIGTERM');
    const { code } = await restarted.exited;
    expect(code).toBe(0);
  }
});

test('an unreadable data file of the old store: the server refuses to start, names the file, and leaves it untouched', async () => {
  const dataFile = path.join(dir, 'db.json');
  const content = '{"format":"task-tracker-mock-db","version":1,"users":[{"id":1,';
  fs.writeFileSync(dataFile, content);
  const { process: child, ready } = launch();
  await expect(ready).rejects.toThrow(/db\.json/);
  expect(child.exitCode).toBe(1);
  expect(fs.readFileSync(dataFile, 'utf8')).toBe(content);
});

test('an invalid setting stops start-up with a clear message', async () => {
  const { ready } = launch({ SEED: 'lots' });
  await expect(ready).rejects.toThrow(/SEED must be "demo" or "empty"/);
  expect(fs.readdirSync(dir)).toEqual([]);
});
