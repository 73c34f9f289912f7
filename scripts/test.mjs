/**
 * `npm test`: every check of the repository, each lane stopping at the first that fails, and each
 * stage's time printed at the end (also when one failed): lint, format, types, the jest projects,
 * the production builds and each browser test file. What is independent runs at once, one lane per
 * core (the machines have two).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const bin = (name) => path.join(root, 'node_modules/.bin', name);

/** [stage, seconds, passed] in the order they ended. */
const times = [];
/** [test (file and name), seconds] of every jest and browser test that reported its time. */
const tests = [];
/** How many of the slowest tests the end of the run names (a test that takes minutes says why in its name). */
const SLOWEST_SHOWN = 12;
const seconds = (since) => (Date.now() - since) / 1000;

/** Runs `command` (its output passed through); resolves with whether it passed. */
function run(stage, command, args, env = {}, cwd = root) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
    const end = (passed) => {
      times.push([stage, seconds(started), passed]);
      resolve(passed);
    };
    child.on('exit', (code, signal) => end(code === 0 && !signal));
    child.on('error', (error) => {
      console.error(`${stage}: ${error.message}`);
      end(false);
    });
  });
}

function table() {
  const width = Math.max(...times.map(([stage]) => stage.length), 5);
  const lines = times.map(
    ([stage, s, passed]) =>
      `  ${stage.padEnd(width)}  ${s.toFixed(1).padStart(7)} s  ${passed ? 'passed' : 'FAILED'}`,
  );
  console.log(`\n== npm test: each stage's time\n${lines.join('\n')}`);
  const slowest = [...tests].sort((a, b) => b[1] - a[1]).slice(0, SLOWEST_SHOWN);
  if (slowest.length)
    console.log(
      `\n== npm test: the ${slowest.length} slowest tests\n${slowest
        .map(([test, s]) => `  ${s.toFixed(1).padStart(7)} s  ${test}`)
        .join('\n')}`,
    );
}

/** A run's JSON report, or null when it wrote none (it stopped before). */
function reportOf(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Each browser test file's time, from the JSON report of the run. */
function browserFileTimes(reportFile) {
  const report = reportOf(reportFile);
  if (!report) return;
  /** file -> [seconds, every test passed] */
  const perFile = new Map();
  const walk = (suite, file) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      const [s, passed] = perFile.get(here) ?? [0, true];
      const seconds = (spec.tests ?? [])
        .flatMap((test) => test.results ?? [])
        .reduce((sum, result) => sum + (result.duration ?? 0) / 1000, 0);
      tests.push([`browser: ${here} › ${spec.title}`, seconds]);
      perFile.set(here, [s + seconds, passed && spec.ok !== false]);
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  for (const [file, [s, passed]] of perFile) times.push([`  browser: ${file}`, s, passed]);
}

/**
 * Each test's time from jest's JSON report, and each jest project's time when a stage runs several:
 * the sum of its test files' times (jest runs a stage's files one after the other on these machines).
 */
function jestTimes(reportFile, projects) {
  const report = reportOf(reportFile);
  if (!report) return;
  for (const file of report.testResults ?? [])
    for (const result of file.assertionResults ?? [])
      tests.push([`${path.relative(root, file.name)} › ${result.fullName}`, (result.duration ?? 0) / 1000]);
  if (projects.length === 1) return;
  const home = (project) => path.join(root, project, path.sep);
  for (const project of projects) {
    const files = (report.testResults ?? []).filter((result) => result.name.startsWith(home(project)));
    const seconds = files.reduce(
      (sum, file) => sum + Math.max(0, (file.endTime ?? 0) - (file.startTime ?? 0)) / 1000,
      0,
    );
    times.push([`  jest project: ${project}`, seconds, files.every((file) => file.status === 'passed')]);
  }
}

/** A jest stage of `projects`; a stage of several prints each one's time too. */
async function jest(stage, projects, env = {}) {
  const args = ['--experimental-vm-modules', bin('jest'), '--selectProjects', ...projects];
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'jest-report-')), 'report.json');
  const passed = await run(stage, process.execPath, [...args, '--json', `--outputFile=${report}`], env);
  jestTimes(report, projects);
  fs.rmSync(path.dirname(report), { recursive: true, force: true });
  return passed;
}

/** Runs `stages` (functions starting one each) one after the other, stopping at the first that fails. */
async function inTurn(...stages) {
  for (const stage of stages) if (!(await stage())) return false;
  return true;
}

/** Runs `lanes` at once; resolves with whether every one passed. */
const atOnce = async (...lanes) => (await Promise.all(lanes.map((lane) => lane()))).every(Boolean);

/**
 * Two lanes, one per core. The checks of the sources first (types on one core, lint then format on
 * the other). Then the server suites (embedded engine, then PostgreSQL server) on one core, while
 * the other builds the production bundles, runs the browser tests on them, then the client
 * suites: the browser tests leave much of a core idle (they wait on pages), so they run beside the
 * server suites; the two lanes take about as long.
 */
async function main() {
  const sources = await atOnce(
    () => run('types', bin('tsc'), ['-b']),
    () =>
      inTurn(
        () => run('lint', bin('eslint'), ['.', '--max-warnings=0']),
        () => run('format', bin('prettier'), ['--check', '.']),
      ),
  );
  if (!sources) return false;

  // one PostgreSQL cluster for the server suite on the server engine (jest.config.js reads its URL)
  const cluster = process.env.TEST_DATABASE_URL
    ? { url: process.env.TEST_DATABASE_URL }
    : await require('./throwaway-postgres.js').start();
  if (!cluster.url)
    console.log(`The mock-server suites on a PostgreSQL server are skipped: ${cluster.skipped}`);
  const postgresSuite = async () => {
    try {
      return cluster.url
        ? await jest('jest: mock-server-postgres', ['mock-server-postgres'], {
            TEST_DATABASE_URL: cluster.url,
          })
        : true;
    } finally {
      cluster.stop?.();
    }
  };
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-report-')), 'report.json');
  const browserTests = async () => {
    const passed = await run(
      'browser tests (all files)',
      bin('playwright'),
      ['test', '-c', 'playwright.config.ts', '--reporter=list,json'],
      { PLAYWRIGHT_JSON_OUTPUT_NAME: report },
      path.join(root, 'e2e'),
    );
    browserFileTimes(report);
    return passed;
  };
  const noCluster = { JEST_NO_POSTGRES: '1' };
  return atOnce(
    () =>
      inTurn(() => jest('jest: mock-server (embedded engine)', ['mock-server'], noCluster), postgresSuite),
    () =>
      inTurn(
        () =>
          run('production builds for the browser tests', process.execPath, [
            path.join(root, 'scripts/build.mjs'),
          ]),
        browserTests,
        () =>
          jest(
            'jest: contract, scripts, shared, shell, remotes',
            ['contract', 'scripts', 'shared', 'shell', 'remotes'],
            noCluster,
          ),
      ),
  );
}

const passed = await main().catch((error) => {
  console.error(error);
  return false;
});
table();
process.exit(passed ? 0 : 1);
