/**
 * A remote's deployment folder: its live release read from live.json and its release's manifest,
 * followed when a deployment or a rollback replaces live.json, and not taken while its folder is
 * not readable yet (the static server asks at every request).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { liveRelease, setLiveRelease, releasesIn } = require('../webpack/releases.js');

let dir;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A release folder with its manifest, as a build leaves it. */
function release(folder, label, builtAt) {
  fs.mkdirSync(path.join(dir, 'releases', folder), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'releases', folder, 'release.json'),
    JSON.stringify({ name: 'employee', release: label, built_at: builtAt, requires: {} }),
  );
}

test('the live release follows live.json through a deployment and a rollback', () => {
  expect(liveRelease(dir)).toBeNull();
  release('r1', 'first', '2026-11-26T09:00:00.000Z');
  release('r2', 'second', '2026-11-26T10:00:00.000Z');
  setLiveRelease(dir, 'r1');
  expect(liveRelease(dir)).toMatchObject({ folder: 'r1', manifest: { release: 'first' } });
  setLiveRelease(dir, 'r2');
  expect(liveRelease(dir)).toMatchObject({ folder: 'r2', manifest: { release: 'second' } });
  setLiveRelease(dir, 'r1');
  expect(liveRelease(dir)).toMatchObject({ folder: 'r1', manifest: { release: 'first' } });
  expect(releasesIn(dir).map((r) => r.folder)).toEqual(['r1', 'r2']);
});

test('a live.json naming a folder not there yet gives no release, and the release once it is there', () => {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'live.json'), JSON.stringify({ release: 'r3' }));
  expect(liveRelease(dir)).toBeNull();
  release('r3', 'third', '2026-11-26T11:00:00.000Z');
  expect(liveRelease(dir)).toMatchObject({ folder: 'r3', manifest: { release: 'third' } });
});

test('a rollback to a release that is not kept is refused, and the live one stays', () => {
  release('r1', 'first', '2026-11-26T09:00:00.000Z');
  setLiveRelease(dir, 'r1');
  expect(() => setLiveRelease(dir, 'gone')).toThrow('No release "gone"');
  expect(() => setLiveRelease(dir, '../r1')).toThrow('No release');
  expect(liveRelease(dir)?.folder).toBe('r1');
});
