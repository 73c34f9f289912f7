/**
 * `npm run dev`: the mock server plus a webpack dev server per app, rebuilding on change.
 * The shell runs at http://localhost:8080 and finds the remotes' dev servers through its
 * /remotes.json. Each remote can also run alone: `npm run dev -w employee` (with `npm run server`).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { apps, repoRoot } from './apps.mjs';
import { startMockServer } from './mock-server-process.mjs';

const require = createRequire(import.meta.url);
const { apiPort, devPorts } = require('./ports.js');

const api = startMockServer({
  port: apiPort,
  dataDir: process.env.DATA_DIR || path.join(repoRoot, 'mock-server/.data'),
});
await api.ready;

const children = apps.map((app) => {
  const child = spawn(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/webpack-cli/bin/cli.js'),
      'serve',
      '--mode',
      'development',
      '-c',
      path.join(app.dir, 'webpack.config.js'),
    ],
    { cwd: app.dir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const prefix = `[${app.name}] `;
  const relay = (stream, out) =>
    stream.on('data', (chunk) => out.write(chunk.toString().replace(/^(?=.)/gm, prefix)));
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  return child;
});

console.log(`\nDev servers starting; open http://localhost:${devPorts.shell} (API on ${apiPort}).\n`);
const shutdown = () => {
  for (const child of children) child.kill('SIGTERM');
  api.stop().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
