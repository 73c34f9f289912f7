/**
 * The light poll that brings remotes' new releases to open tabs: requests for /remotes.json in ten
 * idle minutes of a signed-in tab, shown and hidden (the tab's clock run forward by the bench).
 */
import type { Browser } from '@playwright/test';
import budgets from '@app/scripts/budgets';
import { logIn } from './browser';
import type { Row } from './report';

const TEN_MINUTES = 10 * 60_000;

export async function measureReleasePoll(browser: Browser, baseUrl: string): Promise<Row[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.clock.install();
  await logIn(page, baseUrl, 'consultant');
  let asked = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/remotes.json') asked += 1;
  });
  await page.clock.runFor(TEN_MINUTES);
  const shown = asked;
  // the tab hidden (as a text: the bench's compiler would wrap a function in helpers the page lacks)
  await page.evaluate(`
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  `);
  asked = 0;
  await page.clock.runFor(TEN_MINUTES);
  const hidden = asked;
  await context.close();
  const group = 'release poll';
  return [
    {
      group,
      measure: 'requests for remotes.json in 10 idle minutes, tab shown',
      value: shown,
      unit: 'requests',
      kind: 'max',
      budget: budgets.releasePoll.shownTenMinutes,
      detail: 'conditional (ETag): 304 when nothing changed',
    },
    {
      group,
      measure: 'requests for remotes.json in 10 idle minutes, tab hidden',
      value: hidden,
      unit: 'requests',
      kind: 'max',
      budget: budgets.releasePoll.hiddenTenMinutes,
    },
  ];
}
