/**
 * `npm start`: builds what is stale, starts the mock server and serves the whole product at
 * http://localhost:8080 (PORT overrides): the shell at /, each remote under /remotes/<name>/,
 * /remotes.json telling the shell where they are, /api proxied to the mock server.
 */
import crypto from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';
import { apps, distOf, repoRoot } from './apps.mjs';
import { buildStale, stopBuilds } from './build.mjs';
import { createStaticServer } from './static-server.mjs';
import { startMockServer } from './mock-server-process.mjs';

const require = createRequire(import.meta.url);
const { productPort, apiPort } = require('./ports.js');
const { liveRemotesDocument } = require('./remotes-document.js');
const { appAllowList } = await import('./allow-list.mjs');

const host = process.env.HOST || '127.0.0.1';
const dataDir = process.env.DATA_DIR || path.join(repoRoot, 'mock-server/.data');

// Nothing outlives this command: Ctrl+C, a kill, a failed build or start each stop the builds and
// the API it started (the API also stops by itself once this process is gone, however it ended).
let api = null;
let web = null;
let stopping = null;
const stop = (code) =>
  (stopping ??= (async () => {
    stopBuilds();
    await web?.close().catch(() => {});
    await api?.stop();
    process.exit(code);
  })());
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));
process.on('exit', () => api?.child.exitCode === null && api.child.kill('SIGKILL'));

/** Stops everything and exits with `message` (the error as it happened, and what to do). */
const fail = (message) => {
  console.error(`\nnpm start failed: ${message}`);
  return stop(1);
};

/** Whether `port` can be listened on at `on`. */
const portFree = (port, on) =>
  new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, on, () => probe.close(() => resolve(true)));
  });

// both ports first: a port in use is said before minutes of building
for (const [port, variable, what] of [
  [productPort, 'PORT', 'the product'],
  [apiPort, 'API_PORT', 'the API'],
])
  if (!(await portFree(port, variable === 'PORT' ? host : '127.0.0.1')))
    await fail(
      `port ${port} (${what}) is in use. Stop the program that holds it (an earlier npm start still running? \`lsof -i :${port}\` names it) or choose another port: ${variable}=<port> npm start`,
    );

// the API believes the client addresses this server forwards (it throttles sign-ins by them) only
// with this secret, made anew at each start unless the operator sets one
const proxySecret = process.env.PROXY_SECRET?.trim() || crypto.randomBytes(32).toString('base64url');

// START_SKIP_BUILD=1 serves the builds as they are (what an operator deploys, and the tests of
// this script)
if (!process.env.START_SKIP_BUILD)
  try {
    console.log(
      'Building what changed since the last build (the first start builds the shell and the four remotes: minutes on a slow machine)...',
    );
    const built = await buildStale();
    console.log(built.length ? `Built ${built.join(', ')}.` : 'Every build is up to date.');
  } catch (error) {
    await fail(`${error.message}: the build's own error is above; fix it and run npm start again`);
  }

console.log('Starting the API...');
api = startMockServer({
  port: apiPort,
  dataDir,
  seed: process.env.SEED || 'demo',
  env: { PROXY_SECRET: proxySecret },
});
try {
  await api.ready;
} catch (error) {
  await fail(error.message);
}
// an API that stops while the product serves stops the product too, saying so
api.child.once('exit', (code, signal) => {
  if (!stopping) void fail(`the API stopped (${signal ?? `exit ${code}`}); its error is above`);
});

const [shell, ...remotes] = apps;
web = createStaticServer({
  root: distOf(shell),
  mounts: Object.fromEntries(remotes.map((r) => [`/remotes/${r.name}/`, distOf(r)])),
  // each remote's live release, read at each request: a build while this serves is a deployment
  remotesDocument: () =>
    liveRemotesDocument(
      (name) => distOf(remotes.find((r) => r.name === name)),
      (name) => `/remotes/${name}`,
    ),
  apiTarget: `http://127.0.0.1:${apiPort}`,
  proxySecret,
});
try {
  await web.listen(productPort, host);
} catch (error) {
  web = null;
  await fail(
    error.code === 'EADDRINUSE'
      ? `port ${productPort} (the product) was taken meanwhile. Stop the program that holds it or choose another port: PORT=<port> npm start`
      : error.message,
  );
}

console.log(`\nTask Tracker is running at http://localhost:${productPort}\n`);
console.log('Demo accounts (password Demo#2025; roles in README.md):');
for (const email of appAllowList()) console.log(`  ${email}`);
const where = process.env.DATABASE_URL
  ? `the PostgreSQL server of DATABASE_URL`
  : `embedded PostgreSQL in ${dataDir}`;
console.log(
  `\nAPI (mock server): http://localhost:${apiPort}/api/v1 — data: ${where}\nPress Ctrl+C to stop.`,
);
