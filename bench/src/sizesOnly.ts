/** `npx tsx src/sizesOnly.ts` (in bench/): only the gzipped sizes of `npm run bench`, for a quick look. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildStale } from 'e2e/support/scripts';
import { launchBrowser } from './browser';
import { writeDemoData } from './data';
import { formatTable } from './report';
import { startServers } from './servers';
import { measureSizes } from './sizes';

async function main() {
  await buildStale();
  const servers = await startServers(await writeDemoData(fs.mkdtempSync(path.join(os.tmpdir(), 'sizes-'))));
  const browser = await launchBrowser();
  try {
    console.log(formatTable(await measureSizes(browser, servers.federatedUrl)));
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
