/** Starts the mock server as a child process and resolves once it answers. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './apps.mjs';

export function startMockServer({ port, dataDir, seed = 'demo', env = {}, quiet = false }) {
  const child = spawn(
    path.join(repoRoot, 'node_modules/.bin/tsx'),
    [path.join(repoRoot, 'mock-server/src/main.ts')],
    {
      cwd: repoRoot,
      env: { ...process.env, API_PORT: String(port), DATA_DIR: dataDir, SEED: seed, ...env },
      stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
    },
  );
  const ready = waitForHttp(`http://127.0.0.1:${port}/api/v1/companies`, child);
  return { child, ready, stop: () => stopChild(child) };
}

export async function waitForHttp(url, child, timeoutMs = 30000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`mock server exited with code ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 5000).unref();
  });
}
