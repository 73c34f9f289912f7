/**
 * `npm start`: builds what is stale, starts the mock server and serves the whole product at
 * http://localhost:8080 (PORT overrides): the shell at /, each remote under /remotes/<name>/,
 * /remotes.json telling the shell where they are, /api proxied to the mock server.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { createRequire } from 'node:module';
import { apps, distOf, repoRoot } from './apps.mjs';
import { buildStale } from './build.mjs';
import { createStaticServer } from './static-server.mjs';
import { startMockServer } from './mock-server-process.mjs';

const require = createRequire(import.meta.url);
const { productPort, apiPort } = require('./ports.js');
const { liveRemotesDocument } = require('./remotes-document.js');
const { appAllowList } = await import('./allow-list.mjs');

const host = process.env.HOST || '127.0.0.1';
const dataDir = process.env.DATA_DIR || path.join(repoRoot, 'mock-server/.data');

// the API believes the client addresses this server forwards (it throttles sign-ins by them) only
// with this secret, made anew at each start unless the operator sets one
const proxySecret = process.env.PROXY_SECRET?.trim() || crypto.randomBytes(32).toString('base64url');

await buildStale();
const api = startMockServer({ port: apiPort, dataDir, env: { PROXY_SECRET: proxySecret } });
await api.ready;

const [shell, ...remotes] = apps;
const web = createStaticServer({
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
await web.listen(productPort, host);

console.log(`\nTask Tracker is running at http://localhost:${productPort}\n`);
console.log('Demo accounts (password Demo#2025; roles in README.md):');
for (const email of appAllowList()) console.log(`  ${email}`);
const where = process.env.DATABASE_URL
  ? `the PostgreSQL server of DATABASE_URL`
  : `embedded PostgreSQL in ${dataDir}`;
console.log(
  `\nAPI (mock server): http://localhost:${apiPort}/api/v1 — data: ${where}\nPress Ctrl+C to stop.`,
);

const shutdown = async () => {
  await web.close();
  await api.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
