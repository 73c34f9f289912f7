/**
 * Installing the product reports nothing to third parties: the analytics postinstall of a
 * dependency (Scarf, under swagger-ui-dist) reads the dependency tree as npm lists it and finds the
 * opt-out of the root package.json there, so it stops before it makes or sends any payload.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(root, 'mock-server/package.json'));

test("Scarf's postinstall finds this repository's opt-out in the tree npm lists, and reports nothing", async () => {
  const scarf = require('@scarf/scarf/report.js');
  // the listing its postinstall asks npm for (it allows npm 3 s: here without a limit of its own)
  const listing = execFileSync('npm', ['ls', '@scarf/scarf', '--json', '--long'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const found = new Promise((resolve, reject) =>
    scarf.processDependencyTreeOutput(resolve, reject)(null, listing, ''),
  );
  await expect(found).rejects.toThrow('Scarf has been disabled via a package.json in the dependency chain');
});
