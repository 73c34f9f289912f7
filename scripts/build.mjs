/**
 * Production build of the shell and every remote, each its own webpack build in its own dist/.
 *   node scripts/build.mjs              builds what is stale (sources newer than the last build)
 *   node scripts/build.mjs --force      builds everything
 *   node scripts/build.mjs employee     builds only the named apps
 * Two builds run at a time (the machines have two cores).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { apps, distOf, repoRoot } from './apps.mjs';

const STAMP = '.build-stamp';
// the contract travels inside @app/shared: a change to it changes every build
const commonSources = [
  'shared/src',
  'shared/package.json',
  'contract/src',
  'contract/package.json',
  'scripts/webpack',
  'package-lock.json',
];

function newestMtime(entry) {
  const abs = path.resolve(repoRoot, entry);
  if (!fs.existsSync(abs)) return 0;
  const stat = fs.statSync(abs);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(abs)) {
    if (child === 'node_modules' || child === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(abs, child)));
  }
  return newest;
}

export function isStale(app) {
  const stamp = path.join(distOf(app), STAMP);
  if (!fs.existsSync(stamp)) return true;
  const built = Number(fs.readFileSync(stamp, 'utf8')) || 0;
  const sources = [path.join(app.dir, 'src'), path.join(app.dir, 'webpack.config.js'), ...commonSources];
  return sources.some((s) => newestMtime(s) > built);
}

/** The builds running now, so a stopped start can stop them too. */
const running = new Set();

/** Stops every build still running (a start stopped or failed meanwhile). */
export function stopBuilds() {
  for (const child of running) child.kill('SIGTERM');
}

function buildApp(app, env = {}) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(
      process.execPath,
      [
        path.join(repoRoot, 'node_modules/webpack-cli/bin/cli.js'),
        '--mode',
        'production',
        '-c',
        path.join(app.dir, 'webpack.config.js'),
      ],
      { cwd: app.dir, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } },
    );
    running.add(child);
    child.on('exit', (code, signal) => {
      running.delete(child);
      if (code !== 0) return reject(new Error(`build of ${app.name} failed (${signal ?? `exit ${code}`})`));
      if (!env.BUILD_OUT_DIR) fs.writeFileSync(path.join(distOf(app), STAMP), String(Date.now()));
      console.log(`built ${app.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve();
    });
  });
}

/** Builds the given apps, two at a time. */
export async function buildApps(list, env = {}) {
  const queue = [...list];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) await buildApp(app, env);
  };
  // one build failed: the other's is stopped, and nothing more starts
  await Promise.all([worker(), worker()]).catch((error) => {
    queue.length = 0;
    stopBuilds();
    throw error;
  });
}

export async function buildStale({ force = false, only = [] } = {}) {
  const chosen = apps.filter((a) => (only.length ? only.includes(a.name) : true));
  const todo = force || only.length ? chosen : chosen.filter(isStale);
  if (todo.length) await buildApps(todo);
  return todo.map((a) => a.name);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const started = Date.now();
  buildStale({ force: args.includes('--force'), only: args.filter((a) => !a.startsWith('--')) })
    .then((built) => {
      console.log(
        built.length
          ? `build done in ${((Date.now() - started) / 1000).toFixed(1)} s`
          : 'all builds are up to date',
      );
    })
    .catch((error) => {
      console.error(error.message);
      process.exit(1);
    });
}
