/**
 * A throwaway PostgreSQL cluster for the test suites: Debian's PostgreSQL binaries, a temporary
 * data directory, a free port on 127.0.0.1, trust authentication, run as the `postgres` user when
 * started by root. `start()` resolves to { url, stop } or to { skipped: reason } when no server can
 * be started here (no binaries, no postgres user).
 */
const { execFileSync, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

function binDir() {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  const dir = versions
    .map((v) => path.join(root, v, 'bin'))
    .find((d) => fs.existsSync(path.join(d, 'initdb')));
  return dir ?? null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function start() {
  const bin = binDir();
  if (!bin) return { skipped: 'PostgreSQL is not installed (apt-get install -y postgresql)' };
  const asRoot = process.getuid?.() === 0;
  if (asRoot && spawnSync('id', ['postgres']).status !== 0)
    return { skipped: 'there is no postgres user to run PostgreSQL as' };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-postgres-'));
  if (asRoot) execFileSync('chown', ['postgres:', dir]);
  const run = (file, args) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, file), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, file), args, { stdio: 'pipe' });
  const port = await freePort();
  try {
    run('initdb', ['-D', dir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    run('pg_ctl', [
      '-D',
      dir,
      '-w',
      '-l',
      path.join(dir, 'server.log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      'start',
    ]);
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    return {
      skipped: `a throwaway PostgreSQL could not be started: ${String(error.stderr || error.message)
        .trim()
        .split('\n')
        .pop()}`,
    };
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dir,
    stop() {
      try {
        run('pg_ctl', ['-D', dir, '-m', 'immediate', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

module.exports = { start };
