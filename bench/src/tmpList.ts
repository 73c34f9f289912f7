import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser, logIn } from './browser';
import { writeDemoData } from './data';
import { startServers } from './servers';
async function main() {
  const servers = await startServers(await writeDemoData(fs.mkdtempSync(path.join(os.tmpdir(), 'l-'))));
  const browser = await launchBrowser();
  for (const who of process.argv.slice(2)) {
    const page = await (await browser.newContext()).newPage();
    const got: Promise<[string, number]>[] = [];
    page.on('response', (r) => {
      const t = r.request().resourceType();
      if ((t === 'script' || t === 'stylesheet') && r.ok())
        got.push(
          r.body().then(
            (b) =>
              [r.url().replace(/^https?:\/\/[^/]+/, ''), gzipSync(b, { level: 9 }).length] as [
                string,
                number,
              ],
            () => ['x', 0],
          ),
        );
    });
    if (who === 'login') {
      await page.goto(servers.federatedUrl + '/');
      await page.getByRole('button', { name: 'Login' }).waitFor();
    } else await logIn(page, servers.federatedUrl, who as never);
    await page.waitForLoadState('networkidle');
    const all = await Promise.all(got);
    console.log('==', who, (all.reduce((s, [, n]) => s + n, 0) / 1024).toFixed(1));
    for (const [u, n] of all) console.log((n / 1024).toFixed(1).padStart(6), u);
    await page.context().close();
  }
  await browser.close();
  await servers.close();
}
main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
