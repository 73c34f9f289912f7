/**
 * The federation's cost: one role journey timed against the federated product (shell and remotes
 * on their own origins, remotes.json, remoteEntry.js, shared singletons negotiated at run time) and
 * against the comparison build with the remotes bundled into the shell, alternating, each run in a
 * fresh browser context (cold cache). Reported as the ratio of the medians.
 */
import type { Browser } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD } from 'e2e/support/accounts';
import budgets from '@app/scripts/budgets';
import { JOURNEY_RUNS as RUNS, alternateRuns, timeInPage } from './inPageTiming';
import { median, type Row } from './report';

/**
 * The representative's round: the login page from a cold cache (navigation start to the form),
 * then sign-in to the consultants' rows, and departments, projects and board members, each from
 * the click on its link to its rows. Returns the sum of the steps.
 */
async function timeJourney(browser: Browser, baseUrl: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // records when the login form first appears, from the very start of the page
  await context.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (document.querySelector('form button[type="submit"]')) {
        observer.disconnect();
        (window as unknown as { formShownAt: number }).formShownAt = performance.now();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`);
  await page.getByRole('button', { name: 'Login' }).waitFor();
  let total = await page.evaluate(() => (window as unknown as { formShownAt: number }).formShownAt);
  await page.getByLabel('Email').fill(ACCOUNTS.representative);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  total += await timeInPage(
    page,
    (await page.getByRole('button', { name: 'Login' }).elementHandle())!,
    { click: true },
    { heading: 'Consultants' },
  );
  const nav = page.getByRole('navigation', { name: 'Main', exact: true });
  for (const [link, heading] of [
    ['View all departments', 'Departments'],
    ['View all projects', 'Projects'],
    ['Board members', 'Board members'],
  ] as const) {
    total += await timeInPage(
      page,
      (await nav.getByRole('link', { name: link }).elementHandle())!,
      { click: true },
      { heading },
    );
  }
  await context.close();
  return total;
}

export async function measureFederationCost(
  browser: Browser,
  federatedUrl: string,
  monolithUrl: string,
): Promise<Row[]> {
  const [federated, monolith] = await alternateRuns(
    () => timeJourney(browser, federatedUrl),
    () => timeJourney(browser, monolithUrl),
  );
  const ratio = median(federated) / median(monolith);
  return [
    {
      group: 'federation cost',
      measure: 'representative journey, federated / bundled',
      value: ratio,
      unit: '×',
      kind: 'max',
      budget: budgets.federationRatio,
      detail: `median ${median(federated).toFixed(0)} ms vs ${median(monolith).toFixed(0)} ms, ${RUNS} runs each`,
    },
  ];
}
