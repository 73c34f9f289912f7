import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser, logIn } from './browser';
import { writeBulkData } from './data';
import { startServers } from './servers';
import { timeInPage } from './inPageTiming';
(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tmp-logs-'));
  const bulk = await writeBulkData(dir);
  const servers = await startServers(bulk);
  const browser = await launchBrowser();
  try {
    for (let run = 0; run < 3; run++) {
      const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await ctx.newPage();
      await logIn(page, servers.federatedUrl, 'representative');
      await page.locator('main table tbody tr.tt-row').first().waitFor();
      const link = (await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Logs' }).elementHandle())!;
      const cdp = run === 2 ? await ctx.newCDPSession(page) : null;
      if (cdp) { await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); await cdp.send('Profiler.start'); }
      const respTimes: string[] = [];
      page.on('response', async (r) => { if (r.url().includes('tasks_logs')) { const t = r.request().timing(); respTimes.push(`ttfb ${(t.responseStart).toFixed(0)} end ${t.responseEnd.toFixed(0)}`); } });
      const ms = await timeInPage(page, link, { click: true }, { heading: 'Logs', caption: 'Task logs' });
      console.log('logs page', ms.toFixed(0), 'ms', respTimes.join(' '));
      if (cdp) {
        const { profile } = (await cdp.send('Profiler.stop')) as any;
        const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
        const self = new Map<string, number>();
        for (let i = 0; i < profile.samples.length; i++) { const n: any = byId.get(profile.samples[i]); const k = `${n.callFrame.functionName} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) || 0) + (profile.timeDeltas[i] || 0)); }
        for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log((v / 1000).toFixed(0).padStart(6), k);
      }
      await ctx.close();
    }
  } finally { await browser.close(); await servers.close(); fs.rmSync(dir, { recursive: true, force: true }); }
})();
