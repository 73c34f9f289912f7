/**
 * The versions the shared modules are declared with change with their content: two copies of the
 * kit built from different code never pass as one (the federation runtime and the release check
 * compare them), and a build of the same code declares the same version.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { contentVersion, sharedSingletons, sharedVersions } = require('../webpack/shared.js');
const { packageVersions } = require('../webpack/releases.js');

let dir;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  fs.mkdirSync(path.join(dir, 'src', 'ui'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'src', 'ui', 'Button.tsx'), 'export const label = "Save";\n');
  fs.writeFileSync(path.join(dir, 'src', 'index.ts'), "export * from './ui/Button';\n");
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

test('the same files give the same version; one changed byte, a renamed or an added file another', () => {
  const first = contentVersion('0.1.0', [dir]);
  expect(first).toMatch(/^0\.1\.0-c-[0-9a-f]{12}$/);
  expect(contentVersion('0.1.0', [dir])).toBe(first);

  fs.writeFileSync(path.join(dir, 'src', 'ui', 'Button.tsx'), 'export const label = "Save!";\n');
  const edited = contentVersion('0.1.0', [dir]);
  expect(edited).not.toBe(first);

  fs.renameSync(path.join(dir, 'src', 'index.ts'), path.join(dir, 'src', 'main.ts'));
  const renamed = contentVersion('0.1.0', [dir]);
  expect(renamed).not.toBe(edited);

  fs.writeFileSync(path.join(dir, 'src', 'extra.ts'), '');
  expect(contentVersion('0.1.0', [dir])).not.toBe(renamed);
});

test('the kit and the router subset are shared under their content versions, required exactly', () => {
  const versions = sharedVersions();
  const kit = require('../../shared/package.json').version;
  expect(versions['@app/shared']).toMatch(new RegExp(`^${kit.replace(/\./g, '\\.')}-c-[0-9a-f]{12}$`));
  const shared = sharedSingletons();
  for (const key of ['@app/shared', '@app/shared/'])
    expect(shared[key]).toMatchObject({
      version: versions['@app/shared'],
      requiredVersion: versions['@app/shared'],
    });
  expect(shared['react-router-dom']).toMatchObject({
    version: versions['react-router-dom'],
    requiredVersion: versions['react-router-dom'],
  });
  // what the shell offers a remote is the same content version
  expect(packageVersions()).toMatchObject(versions);
});

test("a remote's release takes what the shell provides from it, with no copy of its own; the rest it may provide", () => {
  const { SHELL_PROVIDES } = require('../webpack/shared.js');
  const inShell = sharedSingletons({ inShell: true });
  for (const key of SHELL_PROVIDES) expect(inShell[key]).toMatchObject({ import: false, singleton: true });
  // a module the shell does not load (the weeks' kit) keeps its fallback under the prefix
  expect(inShell['@app/shared/']).not.toHaveProperty('import');
  expect(inShell['@app/shared/query'].version).toBe(sharedVersions()['@app/shared']);
  // the shell and a standalone build carry every module
  expect(Object.values(sharedSingletons()).some((entry) => entry.import === false)).toBe(false);
});
