/**
 * The audit trail: the representative edits a consultant's task on its list and finds the change,
 * field by field, in the task's History and on the company's 'Audit trail' page (filtered to that
 * task); the consultant finds the same change in her own task's History. Each role signs in
 * through the login page, on the production builds (each remote on its own origin).
 */
import type { Locator, Page } from '@playwright/test';
import type { AuditPage, Task } from '@app/contract';
import { addDays, todayIn } from '@app/contract/days';
import { expect, test } from '../support/test';
import { apiSession } from '../support/api';
import { expectNoSeriousA11yViolations, setTheme } from '../support/axe';
import { expectNotice } from '../support/expectNotice';
import { urlId } from '../support/ids';
import { logInAs } from '../support/session';
import { rowAction, snapDialog } from '../support/taskPages';

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const title = `Audited ${stamp}`;
const renamed = `Audited and renamed ${stamp}`;
let taskId = 0;

/** The row of `field` in a table of changes: its Before and After cells. */
async function expectChange(changes: Locator, field: string, before: string, after: string) {
  const row = changes
    .getByRole('row')
    .filter({ has: changes.page().getByRole('rowheader', { name: field, exact: true }) });
  await expect(row.getByRole('cell')).toHaveText([before, after]);
}

const historyDialog = (page: Page, what: string) => page.getByRole('dialog', { name: `History of ${what}` });

test('the representative edits a task and finds the change field by field in its History', async ({
  page,
  request,
}) => {
  const consultant = await apiSession(request, 'consultant');
  const created = await consultant.call<Task>('POST', `/tasks/${consultant.userId}`, {
    title,
    body: '<p>to be audited</p>',
    duration: 30,
    project: null,
  });
  expect(created.status).toBe(201);
  taskId = created.body.id;

  await logInAs(page, 'representative');
  await expect(page).toHaveURL(/\/admin\/users\//);
  await page.goto(`/employee/${urlId(consultant.userId)}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Tasks/ })).toBeVisible();
  await rowAction(page, title, 'Edit');
  const edit = page.getByRole('dialog', { name: 'Edit task' });
  await edit.getByLabel('Title').fill(renamed);
  await edit.getByLabel('Duration (minutes)').fill('45');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expectNotice(page, { title: 'Task updated successfully', body: 'The task has been updated' });

  await rowAction(page, renamed, 'History');
  const history = historyDialog(page, renamed);
  const changes = history.getByRole('table');
  await expect(changes).toHaveCount(2);
  // newest first: the edit, then the creation
  await expect(history.getByText(/representative@example\.com/)).toBeVisible();
  await expectChange(changes.first(), 'Title', title, renamed);
  await expectChange(changes.first(), 'Duration', '30', '45');
  await expectChange(changes.nth(1), 'Title', '—', title);
  await expectNoSeriousA11yViolations(page, 'task history (light theme)');
  await page.keyboard.press('Escape');
  await expect(history).toHaveCount(0);
  await snapDialog(page, 'task-history', async () => {
    await rowAction(page, renamed, 'History');
    await expect(historyDialog(page, renamed).getByRole('table')).toHaveCount(2);
  });
});

test("the change is on the company's audit trail page, filtered to the task, before and after side by side", async ({
  page,
  request,
}) => {
  const representative = await apiSession(request, 'representative');
  const company = (
    await representative.call<{ time_zone: string }>('GET', `/get_company/${representative.userId}`)
  ).body;
  const trail = (
    await representative.call<AuditPage>(
      'GET',
      `/audit/${representative.company!}?entity=task&entity_id=${taskId}`,
    )
  ).body;
  expect(trail.events.map((e) => e.action)).toEqual(['updated', 'created']);

  await logInAs(page, 'representative');
  await expect(page).toHaveURL(/\/admin\/users\//);
  await page
    .getByRole('navigation', { name: 'Main', exact: true })
    .getByRole('link', { name: 'Audit trail', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /Audit trail/ })).toBeVisible();
  const events = page.locator('.au-event-summary');
  // the events' columns line up whatever the length of each one's time: those of the seed's tasks,
  // written at many hours of the days before this run's
  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByLabel('To', { exact: true }).fill(addDays(todayIn(company.time_zone), -2));
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect
    .poll(async () => new Set((await page.locator('.au-when').allInnerTexts()).map((t) => t.length)).size)
    .toBeGreaterThan(1);
  const lefts = await page
    .locator('.au-action')
    .evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().left)));
  expect(new Set(lefts).size).toBe(1);
  await filters.getByLabel('To', { exact: true }).fill('');
  /** The task's events, filtered on the page, the newest (the edit) opened on its changes. */
  const showEdit = async () => {
    await filters.getByLabel('Record', { exact: true }).selectOption('task');
    await filters.getByLabel('Record (name or id)', { exact: true }).fill(String(taskId));
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(events).toHaveCount(2);
    await events.first().click();
    await expect(events.first()).toHaveAttribute('aria-expanded', 'true');
  };
  await showEdit();
  await expect(events.first()).toContainText('updated');
  await expect(events.nth(1)).toContainText('created');
  const changes = page.getByRole('table').first();
  await expectChange(changes, 'Title', title, renamed);
  await expectChange(changes, 'Duration', '30', '45');
  await expect(page.getByText(/request [0-9a-f-]{36}/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'audit trail (light theme)');
  await setTheme(page, 'dark');
  await showEdit();
  await expectNoSeriousA11yViolations(page, 'audit trail (dark theme)');
  await snapDialog(page, 'audit-trail', showEdit);
});

test('the consultant finds the change on her own task', async ({ page }) => {
  await logInAs(page, 'consultant');
  await expect(page).toHaveURL(/\/employee\/[^/]+$/);
  await rowAction(page, renamed, 'History');
  const history = historyDialog(page, renamed);
  await expect(history.getByRole('table')).toHaveCount(2);
  await expectChange(history.getByRole('table').first(), 'Duration', '30', '45');
  await expect(history.getByText(/representative@example\.com/)).toBeVisible();
  await setTheme(page, 'dark');
  await rowAction(page, renamed, 'History');
  await expectNoSeriousA11yViolations(page, "the consultant's task history (dark theme)");
});
