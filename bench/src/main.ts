/**
 * `npm run bench`: builds the production bundles (and the comparison build without federation),
 * measures every figure of the performance budget, prints one table and writes it as JSON under
 * bench/results/. Exits non-zero when a figure misses its budget.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildStale, repoRoot } from 'e2e/support/scripts';
import { launchBrowser } from './browser';
import { writeBulkData, writeDemoData } from './data';
import { measureFeatureShipping } from './featureShipping';
import { measureFederationCost } from './federationCost';
import { measureInteractions } from './interactions';
import { measureJourneys } from './journeys';
import { measureLighthouse } from './lighthouseScores';
import { formatTable, meets, type Row } from './report';
import { measureImport } from './imports';
import { measureReleasePoll } from './releasePoll';
import { measureServerLoad } from './serverLoad';
import { startServers } from './servers';
import { measureSizes } from './sizes';

const step = (what: string) => console.log(`\n== ${what}`);
const show = (found: Row[]) => {
  console.log(formatTable(found));
  return found;
};

function buildMonolith(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(repoRoot, 'node_modules/webpack-cli/bin/cli.js'),
        '--mode',
        'production',
        '-c',
        path.join(repoRoot, 'bench/monolith/webpack.config.cjs'),
      ],
      {
        cwd: repoRoot,
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`comparison build failed (exit ${code})`)),
    );
  });
}

async function main(): Promise<void> {
  const started = Date.now();
  step('production builds (only what is stale) and the comparison build without federation');
  await buildStale();
  await buildMonolith();

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  const rows: Row[] = [];
  try {
    step('data files: the demo seed, and the demo seed with 10,000 tasks and 100,000 log rows');
    const demo = await writeDemoData(dir);
    const bulk = await writeBulkData(dir);
    const servers = await startServers(demo);
    const browser = await launchBrowser();
    try {
      step('gzipped JS and CSS per page');
      rows.push(...show(await measureSizes(browser, servers.federatedUrl)));
      step('where each feature ships');
      rows.push(...show(measureFeatureShipping()));
      step('Lighthouse');
      rows.push(...show(await measureLighthouse(servers.federatedUrl)));
      step('journeys: sign-in and the first visit to another area');
      rows.push(...show(await measureJourneys(browser, servers.federatedUrl)));
      step('federation cost');
      rows.push(...show(await measureFederationCost(browser, servers.federatedUrl, servers.monolithUrl)));
      step('the release poll of an idle tab');
      rows.push(...show(await measureReleasePoll(browser, servers.federatedUrl)));
      step('10,000 tasks and 100,000 log rows');
      await servers.useData(bulk);
      rows.push(...show(await measureInteractions(browser, servers.federatedUrl)));
    } finally {
      await browser.close();
      await servers.close();
    }
    step('mock server load');
    rows.push(...show(await measureServerLoad()));
    step('imports');
    rows.push(...show(await measureImport()));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }

  const table = formatTable(rows);
  console.log(`\n${table}\n`);
  const resultsDir = path.join(repoRoot, 'bench/results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    seconds: (Date.now() - started) / 1000,
    rows: rows.map((r) => ({ ...r, meets: meets(r) })),
  };
  const file = path.join(resultsDir, `bench-${stamp}.json`);
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written to ${path.relative(repoRoot, file)} in ${report.seconds.toFixed(0)} s`);
  const over = rows.filter((r) => !meets(r));
  if (over.length) {
    console.error(
      `${over.length} figure(s) over budget: ${over.map((r) => `${r.group} / ${r.measure}`).join('; ')}`,
    );
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
