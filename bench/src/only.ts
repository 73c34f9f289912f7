/**
 * `npx tsx src/only.ts sizes|journeys|release-poll|features` (in bench/): one measure of `npm run bench` alone, on the
 * demo data, for a quick look (the gzipped sizes per page, the two journeys, the poll, or where each feature ships).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildStale } from 'e2e/support/scripts';
import { launchBrowser } from './browser';
import { writeDemoData } from './data';
import { measureFeatureShipping } from './featureShipping';
import { measureJourneys } from './journeys';
import { measureReleasePoll } from './releasePoll';
import { formatTable } from './report';
import { startServers } from './servers';
import { measureSizes } from './sizes';

const MEASURES = {
  sizes: measureSizes,
  journeys: measureJourneys,
  'release-poll': measureReleasePoll,
  features: async () => measureFeatureShipping(),
};

async function main() {
  const name = process.argv[2] as keyof typeof MEASURES;
  const measure = MEASURES[name];
  if (!measure) throw new Error(`usage: only.ts ${Object.keys(MEASURES).join('|')}`);
  await buildStale();
  const servers = await startServers(await writeDemoData(fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`))));
  const browser = await launchBrowser();
  try {
    console.log(formatTable(await measure(browser, servers.federatedUrl)));
  } finally {
    await browser.close();
    await servers.close();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
