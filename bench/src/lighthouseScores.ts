/**
 * Lighthouse (desktop preset) performance and accessibility scores of the login page and of the
 * consultant's task list, in the system Chromium. For the task list the consultant signs in first
 * in the same browser (Playwright over CDP) and Lighthouse keeps that storage.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs, chromiumPath } from 'e2e/support/chromium';
import { repoRoot } from 'e2e/support/scripts';
import budgets from '@app/scripts/budgets';
import { logIn } from './browser';
import type { Row } from './report';

interface LighthouseResult {
  categories: Record<'performance' | 'accessibility', { score: number | null }>;
  runtimeError?: { message: string };
}

/**
 * Lighthouse's own command line, in plain Node (it runs functions inside the page, which must not
 * pass through this TypeScript runner), attached to the Chromium already listening on `port`.
 */
async function audit(
  url: string,
  port: number,
  keepStorage: boolean,
): Promise<{ performance: number; accessibility: number }> {
  const cli = path.join(repoRoot, 'node_modules/lighthouse/cli/index.js');
  const args = [
    cli,
    url,
    `--port=${port}`,
    '--preset=desktop',
    '--only-categories=performance,accessibility',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
  ];
  if (keepStorage) args.push('--disable-storage-reset');
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 });
  const { categories, runtimeError } = JSON.parse(stdout) as LighthouseResult;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
  return {
    performance: Math.round((categories.performance.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
  };
}

export async function measureLighthouse(baseUrl: string): Promise<Row[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const login = await audit(`${baseUrl}/`, chrome.port, false);

    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await cdp.contexts()[0].newPage();
    await logIn(page, baseUrl, 'consultant');
    const taskListUrl = page.url();
    await page.close();
    await cdp.close();
    const tasks = await audit(taskListUrl, chrome.port, true);

    const row = (measure: string, value: number, budget: number): Row => ({
      group: 'Lighthouse (desktop)',
      measure,
      value,
      unit: 'points',
      kind: 'min',
      budget,
    });
    return [
      row('login page: performance', login.performance, budgets.lighthouse.performance),
      row('login page: accessibility', login.accessibility, budgets.lighthouse.accessibility),
      row('task list: performance', tasks.performance, budgets.lighthouse.performance),
      row('task list: accessibility', tasks.accessibility, budgets.lighthouse.accessibility),
    ];
  } finally {
    chrome.kill();
  }
}
