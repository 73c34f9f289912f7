/**
 * The releases of a remote, and a rollback (or forward) to one of them while the product serves:
 *   node scripts/release.mjs employee               lists the employee remote's releases, the live one marked
 *   node scripts/release.mjs employee <release>     makes <release> (a folder of the list) live
 * Open tabs take the live release at their next navigation (docs/decisions/0081).
 */
import { createRequire } from 'node:module';
import { appByName, distOf } from './apps.mjs';

const require = createRequire(import.meta.url);
const { liveRelease, releasesIn, setLiveRelease } = require('./webpack/releases.js');

const [name, release] = process.argv.slice(2);
const app = appByName(name ?? '');
if (!app || name === 'shell') {
  console.error('usage: node scripts/release.mjs <admin|company|department|employee> [release]');
  process.exit(2);
}
const dir = distOf(app);
if (release) {
  setLiveRelease(dir, release);
  console.log(`${name}: ${release} is live`);
} else {
  const live = liveRelease(dir)?.folder;
  for (const r of releasesIn(dir))
    console.log(`${r.folder === live ? '*' : ' '} ${r.folder}  (${r.release}, built ${r.built_at})`);
}
