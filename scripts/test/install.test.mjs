/**
 * Installing the product reports nothing to third parties: the analytics postinstall of a
 * dependency (Scarf, under swagger-ui-dist) finds the opt-out in the root package.json and stops
 * before it makes its payload or sends anything.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(root, 'mock-server/package.json'));

test("Scarf's postinstall, run as npm runs it for this repository, stops at the opt-out, before any payload", () => {
  const report = path.join(path.dirname(require.resolve('@scarf/scarf/package.json')), 'report.js');
  // verbose: it says what it does (a user's message is shown at most once a while)
  const env = { ...process.env, INIT_CWD: root, SCARF_VERBOSE: 'true' };
  for (const name of ['SCARF_ANALYTICS', 'SCARF_NO_ANALYTICS', 'DO_NOT_TRACK']) delete env[name];
  const run = spawnSync(process.execPath, [report], {
    cwd: path.dirname(report),
    env,
    encoding: 'utf8',
    timeout: 20_000,
  });
  expect(run.status).toBe(0);
  const said = `${run.stdout}${run.stderr}`;
  expect(said).toMatch(/Scarf has been disabled via a package.json|User has opted out/);
  expect(said).not.toMatch(/Scarf payload|Response status/);
});
