/**
 * From approved hours to money, as the representative does it in the browser: a client (a name
 * with ü, ø, ł), a project billed to it, a rate typed as money, then, once the consultant's week is
 * approved, an invoice draft of that week, issued with the next number, its PDF downloaded, and the
 * report by client with the amount; a task of an approved week marked not billable, an invoiced one
 * refused its mark. A board member reads the invoice on a phone without any action;
 * a consultant has no money page. Real sign-ins on the production builds (each remote on its origin).
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { addDays, todayIn, weekOf } from '@app/contract/days';
import { expect, test } from '../support/test';
import { apiSession, type ApiSession } from '../support/api';
import { setTheme } from '../support/axe';
import { expectNotice } from '../support/expectNotice';
import { logInAs } from '../support/session';
import { PHONE, settled } from '../support/phones';
import { rowAction, snapWidthsAndThemes } from '../support/taskPages';

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const clientName = `Müller & Søn Łódź ${stamp}`;
const projectName = `Money ${stamp}`;
/** A week of this file's own, far enough back that no other file logs or decides in it. */
let week: string;
let rep: ApiSession;
let consultant: ApiSession;
let invoiceNumber = '';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main', exact: true });

// the API's sessions anew for each test: a request context lives for one test
test.beforeEach(async ({ request }) => {
  rep = await apiSession(request, 'representative');
  consultant = await apiSession(request, 'consultant');
  const zone = (await consultant.call<{ time_zone: string }>('GET', `/get_company/${consultant.userId}`)).body
    .time_zone;
  week = weekOf(addDays(todayIn(zone), -210)).from;
});

test('the representative adds a client, bills a project to it and sets its rate', async ({ page }) => {
  await logInAs(page, 'representative');
  await mainNav(page).getByRole('link', { name: 'Clients', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Clients/ })).toBeVisible();
  await page.getByRole('button', { name: 'Add client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add client' });
  await dialog.getByLabel('Name').fill(clientName);
  await dialog.getByLabel('Address').fill('Hauptstraße 5\n10115 Berlin');
  await dialog.getByLabel('VAT id').fill('DE123456789');
  await dialog.getByRole('button', { name: 'Add client' }).click();
  await expectNotice(page, { title: 'Client saved', body: 'The list shows it' });
  await expect(
    page.getByRole('rowheader', { name: clientName }).or(page.getByText(clientName)).first(),
  ).toBeVisible();
  await snapWidthsAndThemes(page, 'money-clients', setTheme);

  await mainNav(page).getByRole('link', { name: 'View all projects', exact: true }).click();
  await page.getByRole('button', { name: 'Add project' }).click();
  const project = page.getByRole('dialog', { name: 'Add project' });
  await project.getByLabel('Project name').fill(projectName);
  await project.getByLabel('Client').selectOption({ label: clientName });
  await expect(project.getByLabel('Billable')).toBeChecked();
  await project.getByRole('button', { name: 'Add project' }).click();
  const row = page.getByRole('row').filter({ hasText: projectName });
  await expect(row).toContainText(clientName);

  await mainNav(page).getByRole('link', { name: 'Rates', exact: true }).click();
  await page.getByRole('button', { name: 'Add rate' }).click();
  const rate = page.getByRole('dialog', { name: 'Add rate' });
  await rate.getByLabel('Applies to').selectOption({ label: 'A project' });
  await rate.getByLabel('Project', { exact: true }).selectOption({ label: projectName });
  await rate.getByLabel('Hourly rate (EUR)').fill('120,50');
  await rate.getByLabel('From').fill(week);
  await rate.getByRole('button', { name: 'Add rate' }).click();
  await expectNotice(page, { title: 'Rate saved', body: 'It applies from its first day on' });
  await expect(page.getByRole('row').filter({ hasText: projectName })).toContainText('€120.50');
  await snapWidthsAndThemes(page, 'money-rates', setTheme);
});

test('an approved week becomes an invoice: drafted, issued with the next number, its PDF downloaded', async ({
  page,
}) => {
  // the consultant's 90 minutes on the project in that week, submitted and approved
  const projects = (await rep.call<{ id: number; name: string }[]>('GET', `/projects/${rep.company}`)).body;
  const project = projects.find((p) => p.name === projectName)!;
  const logged = await consultant.call('POST', `/tasks/${consultant.userId}`, {
    title: 'Billed workshop',
    body: '<p>Workshop</p>',
    duration: 90,
    project: project.id,
    worked_on: addDays(week, 1),
  });
  expect(logged.status).toBe(201);
  expect((await consultant.call('POST', `/timesheet/${consultant.userId}/submit`, { week })).status).toBe(
    200,
  );
  expect((await rep.call('POST', `/timesheet/${consultant.userId}/approve`, { week })).status).toBe(200);

  await logInAs(page, 'representative');
  await mainNav(page).getByRole('link', { name: 'Invoices', exact: true }).click();
  await page.getByRole('button', { name: 'New invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'New invoice' });
  await dialog.getByLabel('Client').selectOption({ label: clientName });
  await dialog.getByLabel('From').fill(week);
  await dialog.getByLabel('To').fill(addDays(week, 6));
  await dialog.getByLabel('Group hours by').selectOption({ label: 'By project' });
  await dialog.getByLabel('Tax rate (%)').fill('25');
  await dialog.getByRole('button', { name: 'Create draft' }).click();
  await expectNotice(page, {
    title: 'Draft created',
    body: 'It holds the approved billable hours of its period',
  });
  // 90 minutes at 120.50 is 180.75; 25 % tax is 45.19 (45.1875, rounded once); 225.94 in all
  const line = page.getByRole('row').filter({ hasText: projectName });
  await expect(line).toContainText('€180.75');
  await expect(page.getByText('€225.94').first()).toBeVisible();

  // a draft's week is held: the consultant's week cannot be reopened
  const reopen = await rep.call<{ error: string }>('POST', `/timesheet/${consultant.userId}/reopen`, {
    week,
    reason: 'too late',
  });
  expect([reopen.status, reopen.body.error]).toEqual([409, 'week_invoiced']);

  await page.getByRole('button', { name: 'Issue', exact: true }).click();
  await page.getByRole('dialog', { name: 'Issue invoice' }).getByRole('button', { name: 'Issue' }).click();
  const heading = page.getByRole('heading', { level: 1, name: /^Invoice \S+$/ });
  await expect(heading).toBeVisible();
  invoiceNumber = ((await heading.textContent()) ?? '').replace(/^Invoice /, '').trim();
  expect(invoiceNumber).toMatch(/^\d{4}$/);
  await expect(page.getByRole('button', { name: 'Void' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove line' })).toHaveCount(0);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`invoice-${invoiceNumber}.pdf`);
  const file = fs.readFileSync((await download.path())!);
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');
  await snapWidthsAndThemes(page, 'money-invoice', setTheme);
});

test('the report by client shows the billable hours and the amount to the representative', async ({
  page,
}) => {
  await logInAs(page, 'representative');
  await mainNav(page).getByRole('link', { name: 'Reports', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const url = new URL(page.url());
  url.search = `?range=custom&from=${week}&to=${addDays(week, 6)}&group=client`;
  await page.goto(url.toString());
  const row = page.getByRole('row').filter({ hasText: clientName });
  await expect(row).toContainText('€180.75');
  await expect(page.getByRole('columnheader', { name: 'Amount (EUR)' })).toBeVisible();
});

test('a project over its budget: its bar says how far, the reports by project show it, the menu counts it', async ({
  page,
}) => {
  const projects = (await rep.call<{ id: number; name: string }[]>('GET', `/projects/${rep.company}`)).body;
  const project = projects.find((p) => p.name === projectName)!;
  try {
    await logInAs(page, 'representative');
    await mainNav(page).getByRole('link', { name: 'View all projects', exact: true }).click();
    await rowAction(page, projectName, 'Edit');
    const dialog = page.getByRole('dialog', { name: 'Edit project' });
    await dialog.getByLabel('Budget', { exact: true }).selectOption({ label: 'In hours' });
    // the week's 90 minutes against a budget of one hour
    await dialog.getByLabel('Budget (hours)').fill('1');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expectNotice(page, {
      title: 'Project updated successfully',
      body: 'The project has been updated',
    });
    const row = page.getByRole('row').filter({ hasText: projectName });
    await expect(row).toContainText('1.5 h of 1 h (150 %) · 0.5 h over · Over budget');
    await expect(page.getByRole('meter', { name: `Budget of ${projectName}` })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    // the menu counts the projects over budget (this one at least)
    await expect(
      mainNav(page).getByRole('link', { name: /^View all projects\W+\d+ projects? over budget$/ }),
    ).toBeVisible();
    await snapWidthsAndThemes(page, 'money-budgets', setTheme);

    const url = new URL(page.url().replace(/\/admin\/projects\//, '/admin/reports/'));
    url.search = `?range=custom&from=${week}&to=${addDays(week, 6)}&group=project`;
    await page.goto(url.toString());
    await expect(page.getByRole('row').filter({ hasText: projectName })).toContainText('Over budget');
  } finally {
    // no budget again: the other files' menus count nothing of this one
    expect((await rep.call('PATCH', `/project/${project.id}`, { budget_minutes: null })).status).toBe(202);
  }
});

test("the representative marks a consultant's task not billable in an approved week; an invoiced one keeps its mark", async ({
  page,
}) => {
  // a task of the week after the invoiced one, approved: billed by no invoice yet
  const projects = (await rep.call<{ id: number; name: string }[]>('GET', `/projects/${rep.company}`)).body;
  const project = projects.find((p) => p.name === projectName)!;
  const otherWeek = addDays(week, 7);
  const logged = await consultant.call<{ id: number }>('POST', `/tasks/${consultant.userId}`, {
    title: 'Internal sync',
    body: '<p>Sync</p>',
    duration: 30,
    project: project.id,
    worked_on: addDays(otherWeek, 2),
  });
  expect(logged.status).toBe(201);
  expect(
    (await consultant.call('POST', `/timesheet/${consultant.userId}/submit`, { week: otherWeek })).status,
  ).toBe(200);
  expect(
    (await rep.call('POST', `/timesheet/${consultant.userId}/approve`, { week: otherWeek })).status,
  ).toBe(200);

  await logInAs(page, 'representative');
  await expect(page.getByRole('heading', { level: 1, name: /Consultants/ })).toBeVisible();
  await rowAction(page, 'Cora Consultant', 'View');
  await expect(page.getByRole('heading', { level: 1, name: /^Tasks for Cora/ })).toBeVisible();
  const url = new URL(page.url());
  url.search = `?from=${week}&to=${addDays(otherWeek, 6)}`;
  await page.goto(url.toString());

  const sync = page.getByRole('switch', { name: 'Billable: Internal sync' });
  await expect(sync).toHaveAttribute('aria-checked', 'true');
  await sync.click();
  await expectNotice(page, { title: 'Task marked', body: 'It is no longer billed' });
  await expect(sync).toHaveAttribute('aria-checked', 'false');
  const stored = await rep.call<{ id: number; title: string; billable: boolean | null }[]>(
    'GET',
    `/tasks/${consultant.userId}`,
  );
  expect(stored.body.find((t) => t.id === logged.body.id)?.billable).toBe(false);
  await snapWidthsAndThemes(page, 'money-task-marks', setTheme);

  // the invoiced task keeps its mark: the server's reason, and the switch as it was
  const workshop = stored.body.find((t) => t.title === 'Billed workshop')!;
  const billed = page.getByRole('switch', { name: 'Billable: Billed workshop' });
  await billed.click();
  await expectNotice(page, {
    title: 'Task not marked',
    body: `Task ${workshop.id} is billed by invoice ${invoiceNumber}: void it before marking it otherwise`,
  });
  await expect(billed).toHaveAttribute('aria-checked', 'true');
});

test('on a phone a board member reads the invoice without any action; a consultant has no money page', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true });
  const page = await context.newPage();
  await logInAs(page, 'board');
  await settled(page);
  await page
    .getByRole('navigation', { name: 'Main (compact)' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await page.getByRole('navigation', { name: 'More pages' }).getByRole('link', { name: 'Invoices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Invoices/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New invoice' })).toHaveCount(0);
  await page.getByRole('link', { name: `Invoice ${invoiceNumber}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${invoiceNumber}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  for (const action of ['Void', 'Mark paid', 'Issue'])
    await expect(page.getByRole('button', { name: action })).toHaveCount(0);
  // the rates, each place by name though she reads no projects, and nothing to change
  await page
    .getByRole('navigation', { name: 'Main (compact)' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await page.getByRole('navigation', { name: 'More pages' }).getByRole('link', { name: 'Rates' }).click();
  const projectRates = page.getByRole('table', { name: 'A project' });
  await expect(projectRates.getByText(projectName, { exact: true })).toBeVisible();
  await expect(projectRates.getByText('€120.50')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add rate' })).toHaveCount(0);
  await snapWidthsAndThemes(page, 'money-rates-board', setTheme);
  await context.close();

  const own = await (await browser.newContext()).newPage();
  await logInAs(own, 'consultant');
  for (const label of ['Clients', 'Rates', 'Invoices'])
    await expect(mainNav(own).getByRole('link', { name: label, exact: true })).toHaveCount(0);
  await own.goto(new URL(own.url()).origin + `/company/invoices/x`);
  await expect(own.getByRole('heading', { level: 1, name: /Invoices/ })).toHaveCount(0);
});
