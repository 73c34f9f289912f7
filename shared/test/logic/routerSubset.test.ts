/**
 * The federation shares only the product's subset of react-router-dom
 * (scripts/webpack/react-router-dom-subset.js). Every name an app imports from 'react-router-dom'
 * at run time must be in it, or that import would be undefined in the production builds.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as reactRouter from 'react-router';

const root = path.resolve(__dirname, '../../..');
const subsetFile = path.join(root, 'scripts/webpack/react-router-dom-subset.js');

function namesIn(list: string): string[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0].trim());
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const subset = namesIn(/export\s*{([^}]*)}\s*from/.exec(fs.readFileSync(subsetFile, 'utf8'))![1]);
const appSources = [
  'shell/src',
  'shared/src',
  ...fs.readdirSync(path.join(root, 'remotes')).map((r) => `remotes/${r}/src`),
].flatMap((d) => sourceFiles(path.join(root, d)));

test('every react-router-dom name the apps use at run time is in the shared subset', () => {
  const used = new Set<string>();
  for (const file of appSources) {
    for (const match of fs
      .readFileSync(file, 'utf8')
      .matchAll(/import\s+(type\s+)?{([^}]*)}\s*from\s*'react-router-dom'/g)) {
      if (!match[1]) namesIn(match[2]).forEach((name) => used.add(name));
    }
  }
  expect(used.size).toBeGreaterThan(5);
  expect([...used].filter((name) => !subset.includes(name))).toEqual([]);
});

test('the subset names exist in react-router', () => {
  const missing = subset.filter((name) => !(name in reactRouter));
  expect(missing).toEqual([]);
});
