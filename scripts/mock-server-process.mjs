/**
 * Starts the mock server as a child process and resolves once it answers. A start takes as long
 * as it takes (the first start of a data folder creates and seeds the database: a minute or more
 * on a busy machine): it fails only when the child does, with what it said. The child stops with
 * the process that started it, however that one ends (STOP_WITH_PARENT, read by its main.ts).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './apps.mjs';

/** How often a start still under way says so. */
const STILL_STARTING_EVERY_MS = 15_000;

export function startMockServer({ port, dataDir, seed = 'demo', env = {}, quiet = false }) {
  // node itself with tsx as a loader, not the tsx CLI: the CLI runs the server in a grandchild,
  // which a kill of the CLI leaves running and whose parent is not this process
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'mock-server/src/main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      API_PORT: String(port),
      DATA_DIR: dataDir,
      SEED: seed,
      STOP_WITH_PARENT: String(process.pid),
      ...env,
    },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  const ready = waitForHttp(`http://127.0.0.1:${port}/api/v1/health`, child, { quiet });
  return { child, ready, stop: () => stopChild(child) };
}

/**
 * Resolves once `url` answers; rejects when `child` exits first (or, given `timeoutMs`, when that
 * passes). While waiting it says every so often that the start goes on, unless `quiet`.
 */
export async function waitForHttp(url, child, { timeoutMs = Infinity, quiet = true } = {}) {
  const started = Date.now();
  let said = started;
  const exited = new Promise((resolve) => {
    if (!child) return;
    if (child.exitCode !== null) resolve(child.exitCode);
    child.once('exit', (code, signal) => resolve(code ?? signal));
  });
  let gone = null;
  void exited.then((code) => (gone = code));
  while (Date.now() - started < timeoutMs) {
    if (gone !== null)
      throw new Error(`the mock server stopped (exit ${gone}) before it answered; its error is above`);
    try {
      await fetch(url);
      return;
    } catch {
      if (!quiet && Date.now() - said >= STILL_STARTING_EVERY_MS) {
        said = Date.now();
        console.log(`  ... the API is still starting (${Math.round((said - started) / 1000)} s)`);
      }
      await Promise.race([new Promise((r) => setTimeout(r, 200)), exited]);
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 5000).unref();
  });
}
