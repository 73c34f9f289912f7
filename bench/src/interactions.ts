/**
 * On the bulk data (10,000 tasks today for the consultant, 100,000 log rows for the company):
 * how long a sort or search change takes until the table shows it, and how long the logs page
 * takes to show its first rows (median of three visits, the first on a cold server). Timed inside
 * the page (performance.now), from the input event to the frame after the table's DOM changed
 * (rows, texts, or the spacer rows' heights).
 */
import type { Browser, Page } from '@playwright/test';
import budgets from '@app/scripts/budgets';
import { logIn } from './browser';
import { median, type Row } from './report';
import { BULK_LOGS, BULK_TASKS } from './data';
import { timeInPage } from './inPageTiming';

async function taskListTimings(page: Page): Promise<{ sort: number[]; search: number[] }> {
  const table = page.getByRole('table', { name: /^Tasks/ });
  await table.locator('tbody tr.tt-row').first().waitFor();
  const tableElement = (await table.elementHandle())!;
  const select = (await page.getByLabel('Sort by').elementHandle())!;
  const options = await select.evaluate((s) => [...(s as HTMLSelectElement).options].map((o) => o.value));
  const sort: number[] = [];
  for (let round = 0; round < 4; round += 1) {
    for (const option of [...options.slice(1), options[0]])
      sort.push(await timeInPage(page, select, { value: option }, { changeIn: tableElement }));
  }
  const search: number[] = [];
  const input = (await page.getByLabel('Search tasks').elementHandle())!;
  // typed one character at a time, each narrowing the rows (so the table changes), then cleared
  for (const digits of ['4321', '7777', '9999']) {
    for (let i = 1; i <= digits.length; i += 1)
      search.push(await timeInPage(page, input, { value: digits.slice(0, i) }, { changeIn: tableElement }));
    await timeInPage(page, input, { value: '' }, { changeIn: tableElement });
  }
  return { sort, search };
}

/** Visits of the logs page timed (the first one finds the server's caches cold). */
const LOG_VISITS = 3;

/** One visit of the logs page in a new context (nothing cached in the browser): click → first rows. */
async function logsPageTime(browser: Browser, baseUrl: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await logIn(page, baseUrl, 'representative');
    await page.locator('main table tbody tr.tt-row').first().waitFor();
    const logsLink = (await page
      .getByRole('navigation', { name: 'Main', exact: true })
      .getByRole('link', { name: 'Logs' })
      .elementHandle())!;
    return await timeInPage(page, logsLink, { click: true }, { heading: 'Logs', caption: 'Task logs' });
  } finally {
    await context.close();
  }
}

export async function measureInteractions(browser: Browser, baseUrl: string): Promise<Row[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await logIn(page, baseUrl, 'consultant');
  const { sort, search } = await taskListTimings(page);
  await context.close();

  const logs: number[] = [];
  for (let visit = 0; visit < LOG_VISITS; visit += 1) logs.push(await logsPageTime(browser, baseUrl));

  const detail = (values: number[]) => `median of ${values.length}; max ${Math.max(...values).toFixed(0)} ms`;
  return [
    {
      group: `${BULK_TASKS.toLocaleString('en')} tasks`,
      measure: 'sort change → table updated',
      value: median(sort),
      unit: 'ms',
      kind: 'max',
      budget: budgets.interactionMs,
      detail: detail(sort),
    },
    {
      group: `${BULK_TASKS.toLocaleString('en')} tasks`,
      measure: 'search character → table updated',
      value: median(search),
      unit: 'ms',
      kind: 'max',
      budget: budgets.interactionMs,
      detail: detail(search),
    },
    {
      group: `${BULK_LOGS.toLocaleString('en')} log rows`,
      measure: "click on 'Logs' → first rows visible",
      value: median(logs),
      unit: 'ms',
      kind: 'max',
      budget: budgets.logsFirstRowsMs,
      detail: `median of ${logs.length} visits, each in a new browser context (the first the server's first read of the log): ${logs.map((ms) => ms.toFixed(0)).join(', ')} ms; company remote already loaded`,
    },
  ];
}
