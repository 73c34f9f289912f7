/** `npx tsx src/journeysOnly.ts` (in bench/): only the two journeys of `npm run bench`, for a quick look. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildStale } from 'e2e/support/scripts';
import { launchBrowser } from './browser';
import { writeDemoData } from './data';
import { measureJourneys } from './journeys';
import { formatTable } from './report';
import { startServers } from './servers';

async function main() {
  await buildStale();
  const servers = await startServers(
    await writeDemoData(fs.mkdtempSync(path.join(os.tmpdir(), 'journeys-'))),
  );
  const browser = await launchBrowser();
  try {
    console.log(formatTable(await measureJourneys(browser, servers.federatedUrl)));
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
