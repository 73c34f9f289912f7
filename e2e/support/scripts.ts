/** Typed access to the repository's build and server scripts (plain .mjs files). */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const repoRoot = path.resolve(__dirname, '../..');
/** Imports one of the repository's .mjs scripts (by file URL, which works from CommonJS and ES modules alike). */
export const importScript = (relative: string) => import(pathToFileURL(path.join(repoRoot, relative)).href);

export interface App {
  name: string;
  dir: string;
}
export interface StaticServer {
  listen(port: number, host?: string): Promise<number>;
  root(): string;
  setRoot(dir: string): void;
  close(): Promise<void>;
}
export interface ChildServer {
  ready: Promise<void>;
  stop(): Promise<void>;
}

export const apps: App[] = ['shell', 'admin', 'company', 'department', 'employee'].map((name) => ({
  name,
  dir: path.join(repoRoot, name === 'shell' ? 'shell' : `remotes/${name}`),
}));
/** Same rule as scripts/apps.mjs: DIST_ROOT/<name> when set, else the app's dist/. */
export const distOf = (app: App) =>
  process.env.DIST_ROOT ? path.resolve(process.env.DIST_ROOT, app.name) : path.join(app.dir, 'dist');

export async function buildStale(): Promise<string[]> {
  const mod = await importScript('scripts/build.mjs');
  return mod.buildStale();
}

/**
 * Builds a changed copy of app `name` into `outRoot` (a new release of a team's change): its source
 * copied beside the repository's (so it resolves the same packages), `change` applied to the copy's
 * folder, then built like `buildAppInto`. The checkout itself is not touched.
 */
export async function buildChangedCopyInto(
  name: string,
  outRoot: string,
  env: Record<string, string>,
  change: (dir: string) => void,
): Promise<void> {
  const app = apps.find((a) => a.name === name)!;
  const copy = fs.mkdtempSync(path.join(repoRoot, 'e2e', 'test-results', `${name}-change-`));
  try {
    fs.cpSync(app.dir, copy, {
      recursive: true,
      filter: (source) => !/[/\\](dist|node_modules)$/.test(source),
    });
    change(copy);
    const mod = await importScript('scripts/build.mjs');
    await mod.buildApps([{ name, dir: copy }], { ...env, BUILD_OUT_DIR: outRoot });
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

/** Builds one app into another folder with extra build-time environment (a "new release"). */
export async function buildAppInto(
  name: string,
  outRoot: string,
  env: Record<string, string>,
): Promise<string> {
  const mod = await importScript('scripts/build.mjs');
  await mod.buildApps([apps.find((a) => a.name === name)], { ...env, BUILD_OUT_DIR: outRoot });
  return path.join(outRoot, name);
}

/**
 * What the product server of the browser tests proves itself to the API with, so that the API
 * believes the client addresses it forwards (a test value: `npm start` makes a random one).
 */
export const TEST_PROXY_SECRET = 'browser-tests-proxy-secret-not-for-production';

export async function startMockServer(port: number, dataDir: string): Promise<ChildServer> {
  const mod = await importScript('scripts/mock-server-process.mjs');
  return mod.startMockServer({
    port,
    dataDir,
    seed: 'demo',
    quiet: true,
    env: { PROXY_SECRET: TEST_PROXY_SECRET },
  });
}
