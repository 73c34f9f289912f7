/**
 * The server as a real process (the way `npm run server` and scripts/start.mjs run it):
 * SIGKILL in the middle of concurrent writes loses no acknowledged write; SIGTERM shuts down
 * cleanly; a corrupt data file stops it from starting and stays untouched.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SEED_ACCOUNTS } from '../src/seed';
import { apiClient, mainScript, repoRoot, signIn, type Api } from './helpers';

jest.setTimeout(60_000);

let dir: string;
let dataFile: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-server-crash-'));
  dataFile = path.join(dir, 'db.json');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

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
    env: { ...process.env, API_PORT: '0', DATA_FILE: dataFile, SEED: 'demo', PASSWORD_HASH_COST: '1024', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, stderr })),
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

test('SIGKILL during concurrent POSTs: every acknowledged (201) task is there after a restart', async () => {
  const acknowledged = new Map<number, string>();
  for (let round = 0; round < 2; round += 1) {
    const server = await launch().ready;
    const cora = await signIn(server.api, SEED_ACCOUNTS.consultant.email);
    const tasksPath = `/tasks/${cora.claims.user_id}`;
    let killed = false;
    let sent = 0;
    const worker = async (w: number) => {
      while (!killed) {
        const title = `r${round} w${w} n${(sent += 1)}`;
        try {
          const res = await server.api('POST', tasksPath, { token: cora.access, body: { title, body: `<p>${title}</p>`, duration: 5, project: null } });
          if (res.status === 201) acknowledged.set(res.body.id, title);
        } catch {
          return; // connection dropped by the kill
        }
        if (!killed && acknowledged.size >= (round + 1) * 150) {
          killed = true;
          server.process.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, (_, w) => worker(w)));
    const { signal } = await server.exited;
    expect(signal).toBe('SIGKILL');
  }

  const restarted = await launch().ready;
  try {
    const cora = await signIn(restarted.api, SEED_ACCOUNTS.consultant.email);
    const res = await restarted.api('GET', `/tasks/${cora.claims.user_id}`, { token: cora.access });
    expect(res.status).toBe(200);
    const stored = new Map<number, string>(res.body.map((t: { id: number; title: string }) => [t.id, t.title]));
    const missing = [...acknowledged].filter(([id, title]) => stored.get(id) !== title);
    expect(acknowledged.size).toBeGreaterThanOrEqual(300);
    expect(missing).toEqual([]);
    // ids stay unique after the restarts
    expect(new Set(res.body.map((t: { id: number }) => t.id)).size).toBe(res.body.length);
  } finally {
    restarted.process.kill('SIGTERM');
    const { code } = await restarted.exited;
    expect(code).toBe(0);
  }
  // a graceful stop leaves a self-contained snapshot (the journal is folded in)
  const snapshot = JSON.parse(fs.readFileSync(dataFile, 'utf8'));
  const titles = new Set(snapshot.tasks.map((t: { title: string }) => t.title));
  for (const title of acknowledged.values()) expect(titles.has(title)).toBe(true);
  const journals = fs.readdirSync(dir).filter((n) => n.includes('.journal.'));
  expect(journals.map((n) => fs.statSync(path.join(dir, n)).size)).toEqual([0]);
});

test('a corrupt data file: the server refuses to start, names the file, and leaves it untouched', async () => {
  const content = '{"format":"task-tracker-mock-db","version":1,"users":[{"id":1,';
  fs.writeFileSync(dataFile, content);
  const { process: child, ready } = launch();
  await expect(ready).rejects.toThrow(/exited \(1\)/);
  expect(child.exitCode).toBe(1);
  expect(fs.readFileSync(dataFile, 'utf8')).toBe(content);
  expect(fs.readdirSync(dir)).toEqual(['db.json']);
});

test('an invalid setting stops start-up with a clear message', async () => {
  const { ready } = launch({ SEED: 'lots' });
  await expect(ready).rejects.toThrow(/SEED must be "demo" or "empty"/);
  expect(fs.existsSync(dataFile)).toBe(false);
});
