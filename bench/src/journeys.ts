/**
 * The two journeys the budgets hold, timed inside the page from the click to the frame that
 * shows the first table row, medians of cold-cache runs (a fresh browser context each):
 * - sign-in: the representative presses Login on a loaded login page until the consultants' first
 *   row (token, company, the signed-in frame, the company remote and its data);
 * - first visit to another area: the platform admin, after reading the companies list for a few
 *   seconds (as a user would; the other areas' code is fetched meanwhile), opens a company with its
 *   row's View until the company remote's departments list shows its first row.
 */
import type { Browser, Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, type AccountKey } from 'e2e/support/accounts';
import budgets from '@app/scripts/budgets';
import { JOURNEY_RUNS as RUNS, alternateRuns, timeInPage } from './inPageTiming';
import { median, type Row } from './report';

/** How long the admin reads the companies list before opening a company. */
const READING_MS = 4000;

async function loginPage(browser: Browser, baseUrl: string, who: AccountKey): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`);
  await page.getByRole('button', { name: 'Login' }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Email').fill(ACCOUNTS[who]);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  return page;
}

async function timeSignIn(browser: Browser, baseUrl: string): Promise<number> {
  const page = await loginPage(browser, baseUrl, 'representative');
  const login = (await page.getByRole('button', { name: 'Login' }).elementHandle())!;
  const ms = await timeInPage(page, login, { click: true }, { heading: 'Consultants' });
  await page.context().close();
  return ms;
}

async function timeOtherArea(browser: Browser, baseUrl: string): Promise<number> {
  const page = await loginPage(browser, baseUrl, 'admin');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.locator('main table tbody tr.tt-row').first().waitFor();
  await page.keyboard.press('Escape'); // the 'Login success' notice
  await page.waitForTimeout(READING_MS);
  await page
    .getByRole('button', { name: /^Actions for / })
    .first()
    .click();
  const view = (await page.getByRole('menuitem', { name: 'View' }).elementHandle())!;
  const ms = await timeInPage(page, view, { click: true }, { heading: 'Departments' });
  await page.context().close();
  return ms;
}

export async function measureJourneys(browser: Browser, baseUrl: string): Promise<Row[]> {
  const [signIn, otherArea] = await alternateRuns(
    () => timeSignIn(browser, baseUrl),
    () => timeOtherArea(browser, baseUrl),
  );
  const spread = (values: number[]) =>
    `min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)} ms, ${RUNS} runs`;
  return [
    {
      group: 'journeys',
      measure: 'sign-in: Login click → first row (representative, median)',
      value: median(signIn),
      unit: 'ms',
      kind: 'max',
      budget: budgets.journeyMs.signInToFirstRow,
      detail: spread(signIn),
    },
    {
      group: 'journeys',
      measure: 'first visit to another area: View click → first row (admin → company, median)',
      value: median(otherArea),
      unit: 'ms',
      kind: 'max',
      budget: budgets.journeyMs.firstVisitOtherArea,
      detail: `after ${READING_MS / 1000} s on the first page; ${spread(otherArea)}`,
    },
  ];
}
