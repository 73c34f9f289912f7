/**
 * `npm start` never leaves a process behind and says what is wrong: stopped with Ctrl+C (SIGINT),
 * a kill (SIGTERM) or kill -9 of itself, during or after its start, the API it started is gone and
 * both ports are free again; a port in use is refused before anything starts, naming the port and
 * what to do. The builds are served as they are (START_SKIP_BUILD) and the database starts empty:
 * what is tried here is the process handling, not the build or the seed.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
/** A start creates an empty embedded database: seconds, more on a busy machine. */
const START_MS = 180_000;
const started = [];
let dataDir;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-test-'));
});
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A port nobody listens on now. */
const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Whether something accepts connections on `port`. */
const listening = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** Resolves once `port` is free, or fails after `ms`. */
async function freed(port, ms = 20_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!(await listening(port))) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`port ${port} is still in use`);
}

/** `npm start`'s script on `ports` (free ones unless given), with `env`; its output collected. */
async function start({ port, apiPort, env = {} } = {}) {
  port ??= await freePort();
  apiPort ??= await freePort();
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      START_SKIP_BUILD: '1',
      SEED: 'empty',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const said = async (text, ms = 120_000) => {
    const until = Date.now() + ms;
    while (!output.includes(text)) {
      if (child.exitCode !== null || Date.now() > until) throw new Error(`never said "${text}":\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  return { child, port, apiPort, exited, said, output: () => output };
}

test.each(['SIGINT', 'SIGTERM'])(
  'stopped with %s once it serves: it and its API are gone, both ports free',
  async (signal) => {
    const run = await start();
    await run.said('Task Tracker is running');
    // it serves and keeps serving (its API watches for its parent: its parent is this start)
    await new Promise((r) => setTimeout(r, 3000));
    expect(await listening(run.apiPort)).toBe(true);
    expect(await listening(run.port)).toBe(true);
    run.child.kill(signal);
    await run.exited;
    await freed(run.port);
    await freed(run.apiPort);
  },
  START_MS,
);

test(
  'stopped with Ctrl+C while the API is still starting: nothing is left',
  async () => {
    const run = await start();
    await run.said('Starting the API');
    run.child.kill('SIGINT');
    await run.exited;
    // the API had not answered yet: give it the time it would have taken, then nothing listens
    await new Promise((r) => setTimeout(r, 3000));
    await freed(run.apiPort);
    await freed(run.port);
  },
  START_MS,
);

test(
  'killed with -9 (no handler runs): the API notices its parent is gone and stops by itself',
  async () => {
    const run = await start();
    await run.said('Task Tracker is running');
    await new Promise((r) => setTimeout(r, 3000));
    expect(await listening(run.apiPort)).toBe(true);
    run.child.kill('SIGKILL');
    await run.exited;
    await freed(run.apiPort);
  },
  START_MS,
);

test.each([
  ['PORT', 'the product'],
  ['API_PORT', 'the API'],
])(
  '%s in use: refused before anything starts, naming the port and what to do',
  async (variable, what) => {
    const holder = net.createServer();
    const taken = await new Promise((resolve) =>
      holder.listen(0, '127.0.0.1', () => resolve(holder.address().port)),
    );
    try {
      const run = await start(variable === 'PORT' ? { port: taken } : { apiPort: taken });
      const { code } = await run.exited;
      expect(code).toBe(1);
      expect(run.output()).toContain(`port ${taken} (${what}) is in use`);
      expect(run.output()).toContain(`${variable}=<port> npm start`);
      expect(run.output()).not.toContain('Starting the API');
      expect(await listening(variable === 'PORT' ? run.apiPort : run.port)).toBe(false);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  },
  START_MS,
);

test(
  'a build that fails: its error is said, nothing else starts, no process is left',
  async () => {
    // every build this start runs fails at once, as a broken import would (a webpack process that
    // exits with an error); nothing is built yet, so all five are built
    const distRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'start-dist-'));
    const breaker = path.join(distRoot, 'break-webpack.cjs');
    fs.writeFileSync(
      breaker,
      "if (process.argv.some((a) => a.includes('webpack-cli'))) { console.error('Module not found: Error: Can\\'t resolve ./missing'); process.exit(2); }\n",
    );
    try {
      const run = await start({
        env: { START_SKIP_BUILD: '', DIST_ROOT: distRoot, NODE_OPTIONS: `--require ${breaker}` },
      });
      const { code } = await run.exited;
      expect(code).toBe(1);
      expect(run.output()).toContain("Module not found: Error: Can't resolve ./missing");
      expect(run.output()).toMatch(
        /npm start failed: build of \w+ failed \(exit 2\): the build's own error is above/,
      );
      expect(run.output()).not.toContain('Starting the API');
      expect(await listening(run.port)).toBe(false);
      expect(await listening(run.apiPort)).toBe(false);
    } finally {
      fs.rmSync(distRoot, { recursive: true, force: true });
    }
  },
  START_MS,
);
