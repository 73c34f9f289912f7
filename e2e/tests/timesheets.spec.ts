/**
 * A week from logged to billed: the consultant fills and submits her week; her department lead
 * rejects it with a comment; she fixes and resubmits it; the lead approves it; the representative
 * cannot change a task in it (a clear message) and reopens it with a reason. Every figure shown is
 * checked against the tasks created. Each role signs in through the login page, in its own browser
 * context, on the production builds (each remote on its own origin).
 */
import type { Browser, Page } from '@playwright/test';
import { addDays, todayIn, weekOf, weekRangeLabel } from '@app/contract/days';
import { expect, test } from '../support/test';
import { apiSession, type ApiSession } from '../support/api';
import { expectAccessibleInBothThemes, expectNoSeriousA11yViolations, setTheme } from '../support/axe';
import type { AccountKey } from '../support/accounts';
import { logInAs } from '../support/session';
import { durationText, fillTaskForm, snapDialog, snapWidthsAndThemes } from '../support/taskPages';

interface Task {
  id: number;
  title: string;
  duration: number;
  worked_on: string;
}

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
let week: string;

const duration = durationText;

async function weekMinutes(consultant: ApiSession): Promise<number> {
  const tasks = (await consultant.call<Task[]>('GET', `/tasks/${consultant.userId}`)).body;
  const days = Array.from({ length: 7 }, (_, i) => addDays(week, i));
  return tasks.filter((t) => days.includes(t.worked_on)).reduce((sum, t) => sum + t.duration, 0);
}

/** A signed-in page of its own for `who`. */
async function pageOf(browser: Browser, who: AccountKey): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logInAs(page, who);
  return page;
}

/** From the menu's link to the page, then to the week asked (kept in the URL). */
async function openFromMenu(page: Page, link: string) {
  await page.getByRole('link', { name: link, exact: true }).first().click();
  const url = new URL(page.url());
  url.searchParams.set('week', week);
  await page.goto(url.toString());
}

test.beforeAll(async ({ request }) => {
  const consultant = await apiSession(request, 'consultant');
  const company = (await consultant.call<{ time_zone: string }>('GET', `/get_company/${consultant.userId}`))
    .body;
  // fifteen weeks back: a week of its own for this file. The demo seed writes work into this month
  // and the two before (the first of those at most 92 days back), so its week and the week before
  // hold only what this file logs; well within the year a work day may be logged in.
  week = weekOf(addDays(todayIn(company.time_zone), -105)).from;
  for (const [offset, minutes] of [
    [0, 240],
    [1, 180],
    [3, 300],
  ] as const) {
    const created = await consultant.call('POST', `/tasks/${consultant.userId}`, {
      title: `Week work ${stamp} ${offset}`,
      body: '<p>For the week</p>',
      duration: minutes,
      project: null,
      worked_on: addDays(week, offset),
    });
    expect(created.status).toBe(201);
  }
  // the week before: what 'Copy last week' offers
  for (const [offset, minutes] of [
    [4, 90],
    [5, 30],
  ] as const) {
    const created = await consultant.call('POST', `/tasks/${consultant.userId}`, {
      title: `Last week ${stamp} ${offset}`,
      body: '<p>The week before</p>',
      duration: minutes,
      project: null,
      worked_on: addDays(week, offset - 7),
    });
    expect(created.status).toBe(201);
  }
});

test("the consultant fills her week from 'Copy last week', sees it against its target and submits it", async ({
  page,
  request,
}) => {
  const consultant = await apiSession(request, 'consultant');
  await logInAs(page, 'consultant');
  await openFromMenu(page, 'Week');
  await page.getByRole('button', { name: 'Copy last week' }).click();
  const copy = page.getByRole('dialog', { name: 'Copy last week' });
  await expect(copy.getByText(`Last week ${stamp} 4`, { exact: true })).toBeVisible();
  // Friday's task with a duration typed; Saturday's left out
  await copy.getByLabel(`Duration of Last week ${stamp} 4 (minutes)`).fill('75');
  await copy.getByRole('checkbox', { name: new RegExp(`Last week ${stamp} 5`) }).uncheck();
  await copy.getByRole('button', { name: 'Copy 1 task' }).click();
  await expect(page.locator('.tt-notice')).toContainText('1 draft added from last week');
  await expect(copy).toBeHidden();
  // the dialog again, checked and shown in both themes (a theme reloads the page: opened after)
  const openCopy = async () => {
    await page.getByRole('button', { name: 'Copy last week' }).click();
    await expect(copy.getByText(`Last week ${stamp} 5`, { exact: true })).toBeVisible();
  };
  for (const theme of ['dark', 'light'] as const) {
    await setTheme(page, theme);
    await openCopy();
    await expectNoSeriousA11yViolations(page, `copy last week (${theme} theme)`);
    await page.keyboard.press('Escape');
  }
  await snapDialog(page, 'week-copy', openCopy);
  const drafts = (await consultant.call<Task[]>('GET', `/drafts/${consultant.userId}`)).body.filter(
    (d) => d.title === `Last week ${stamp} 4`,
  );
  expect(drafts.map((d) => [d.worked_on, d.duration])).toEqual([[addDays(week, 4), 75]]);
  // published from the drafts page, it counts in the week
  await page.getByRole('link', { name: 'Draft', exact: true }).first().click();
  await page.getByRole('button', { name: 'Publish tasks' }).click();
  await page.getByRole('button', { name: 'confirm publish' }).click();
  await expect(page.locator('.tt-notice')).toBeVisible();
  await openFromMenu(page, 'Week');
  const total = await weekMinutes(consultant);
  expect(total).toBe(240 + 180 + 300 + 75);
  await expect(page.getByRole('status').filter({ hasText: /^Week: / })).toContainText(
    `Week: ${duration(total)} of ${duration(2400)} target`,
  );
  await expect(page.getByText('Open', { exact: true })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'week page');
  await snapWidthsAndThemes(page, 'week-open', setTheme);
  await setTheme(page, 'light');
  await page.getByRole('button', { name: 'Submit week' }).click();
  await expect(page.getByText('Submitted', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add a draft for/ })).toHaveCount(0);
});

test('her lead rejects it with a comment; she adds Wednesday and resubmits; the lead approves', async ({
  browser,
  request,
}) => {
  const consultant = await apiSession(request, 'consultant');
  const lead = await pageOf(browser, 'departmentLead');
  await openFromMenu(lead, 'Approvals');
  const table = lead.getByRole('table', { name: 'Approvals' });
  const cora = table.getByRole('row').filter({ hasText: 'Cora Consultant' }).first();
  await expect(cora).toContainText('Submitted');
  await expect(cora).toContainText(duration(await weekMinutes(consultant)));
  await expectAccessibleInBothThemes(lead, 'approvals page');
  await snapWidthsAndThemes(lead, 'approvals', setTheme);
  await setTheme(lead, 'light');
  await cora.getByRole('button', { name: 'Reject' }).click();
  const dialog = lead.getByRole('dialog', { name: 'Reject week' });
  await dialog.getByLabel('Comment').fill('Wednesday is missing');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(lead.locator('.tt-notice')).toContainText('Week rejected');

  const her = await pageOf(browser, 'consultant');
  await openFromMenu(her, 'Week');
  await expect(her.getByText(/^Rejected by .* — “Wednesday is missing”/).first()).toBeVisible();
  // the draft for Wednesday, from the week page, published from the drafts page
  const grid = her.getByRole('table', { name: 'Minutes by project and day' });
  await grid
    .getByRole('button', { name: /^Add a draft for/ })
    .nth(2)
    .click();
  const form = her.getByRole('dialog', { name: 'Add draft' });
  await expect(form.getByLabel('Day')).toHaveValue(addDays(week, 2));
  await fillTaskForm(form, { title: `Wednesday ${stamp}`, body: 'The missing day', duration: '120' });
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(form).toBeHidden();
  await her.getByRole('link', { name: 'Draft', exact: true }).first().click();
  await her.getByRole('button', { name: 'Publish tasks' }).click();
  await her.getByRole('button', { name: 'confirm publish' }).click();
  await expect(her.locator('.tt-notice')).toBeVisible();
  await openFromMenu(her, 'Week');
  const total = await weekMinutes(consultant);
  await expect(her.getByRole('status').filter({ hasText: /^Week: / })).toContainText(
    `Week: ${duration(total)}`,
  );
  await her.getByRole('button', { name: 'Submit week' }).click();
  await expect(her.getByText('Submitted', { exact: true }).first()).toBeVisible();

  await lead.reload();
  const again = lead
    .getByRole('table', { name: 'Approvals' })
    .getByRole('row')
    .filter({ hasText: 'Cora Consultant' })
    .first();
  await expect(again).toContainText('Submitted');
  await expect(again).toContainText(duration(total));
  await again.getByRole('button', { name: 'Approve' }).click();
  await expect(lead.locator('.tt-notice')).toContainText('Week approved');
  await expect(
    lead
      .getByRole('table', { name: 'Approvals' })
      .getByRole('row')
      .filter({ hasText: 'Cora Consultant' })
      .first(),
  ).toContainText('Approved');
});

test('the representative cannot change a task of the approved week, and reopens it with a reason', async ({
  page,
  request,
}) => {
  const consultant = await apiSession(request, 'consultant');
  const tasks = (await consultant.call<Task[]>('GET', `/tasks/${consultant.userId}`)).body;
  const monday = tasks.find((t) => t.title === `Week work ${stamp} 0`)!;
  await logInAs(page, 'representative');
  // to her task list, on Monday of that week
  await page.goto(`/`);
  await page.getByRole('link', { name: 'View all consultants' }).first().click();
  await page.getByRole('button', { name: 'Actions for Cora Consultant', exact: true }).first().click();
  await page.getByRole('menuitem', { name: 'View' }).click();
  await page.getByLabel('From', { exact: true }).fill(addDays(week, 0));
  await page.getByLabel('To', { exact: true }).fill(addDays(week, 0));
  await page.getByRole('button', { name: `Actions for ${monday.title}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const form = page.getByRole('dialog', { name: 'Edit task' });
  await form.getByLabel('Duration (minutes)').fill('15');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.locator('.tt-notice')).toContainText('Week locked');
  await expect(page.locator('.tt-notice')).toContainText(`The week of ${weekRangeLabel(week)} is approved`);
  expect(
    (await consultant.call<Task[]>('GET', `/tasks/${consultant.userId}`)).body.find(
      (t) => t.id === monday.id,
    ),
  ).toMatchObject({ duration: monday.duration });
  // what was typed stays in the form; the task stays as it was
  await expect(form.getByLabel('Duration (minutes)')).toHaveValue('15');
  await expect(page.locator('.tt-notice')).toHaveCount(0, { timeout: 15_000 });
  await form.getByRole('button', { name: 'close' }).click();
  await expect(form).toBeHidden();

  // billable hours: the report of approved weeks counts the week, all of it
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }).click();
  const report = new URL(page.url());
  report.search = `?range=custom&from=${week}&to=${addDays(week, 6)}&group=consultant`;
  await page.goto(report.toString());
  await page.getByLabel('Hours', { exact: true }).selectOption({ label: 'Approved weeks only' });
  await expect(page).toHaveURL(/hours=approved/);
  await expect(page.getByRole('row').filter({ hasText: 'Cora Consultant' })).toContainText(
    duration(await weekMinutes(consultant)),
  );

  // the week, from her row of the consultants table (the company's remote to the employee's)
  await page.getByRole('link', { name: 'View all consultants' }).first().click();
  await page.getByRole('button', { name: 'Actions for Cora Consultant', exact: true }).first().click();
  await page.getByRole('menuitem', { name: 'Week' }).click();
  await expect(page).toHaveURL(/\/employee\/week\//);
  await expect(page.getByRole('heading', { level: 1, name: /^Week of Cora/ })).toBeVisible();
  const url = new URL(page.url());
  url.searchParams.set('week', week);
  await page.goto(url.toString());
  await expect(page.getByText(/^Approved by /).first()).toBeVisible();
  await page.getByRole('button', { name: 'Reopen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reopen week' });
  await dialog.getByLabel('Reason').fill('The client moved Monday');
  await dialog.getByRole('button', { name: 'Reopen' }).click();
  await expect(page.getByText('Open', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Reopened by .* — “The client moved Monday”/).first()).toBeVisible();
  const sheet = await consultant.call<{ status: string; history: { status: string }[] }>(
    'GET',
    `/timesheet/${consultant.userId}?week=${week}`,
  );
  expect(sheet.body.status).toBe('open');
  expect(sheet.body.history.map((h) => h.status)).toEqual([
    'submitted',
    'rejected',
    'submitted',
    'approved',
    'open',
  ]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the week reads one day at a time with the week’s total in view', async ({ page }) => {
    await logInAs(page, 'consultant');
    // the bottom bar's 'Week'
    await page
      .getByRole('navigation', { name: 'Main (compact)' })
      .getByRole('link', { name: 'Week' })
      .click();
    await expect(page).toHaveURL(/\/employee\/week\//);
    const url = new URL(page.url());
    url.searchParams.set('week', week);
    await page.goto(url.toString());
    await expect(page.getByRole('table', { name: 'Minutes by project and day' })).toBeHidden();
    await page.getByRole('button', { name: new RegExp(`^Mon, `) }).click();
    await expect(page.getByRole('region', { name: /^Mon, / })).toContainText(duration(240));
    await page.getByRole('button', { name: new RegExp(`^Tue, `) }).click();
    await expect(page.getByRole('region', { name: /^Tue, / })).toContainText(duration(180));
    const total = page.getByRole('status').filter({ hasText: /^Week: / });
    await expect(total).toBeInViewport();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
});
