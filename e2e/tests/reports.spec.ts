/**
 * Reports: every role's journey to its report, numbers checked against tasks this test
 * logs, drill-down, the URL as a bookmark, both exports opened and read, axe in both themes, and
 * days in the company's time zone while the browser sits in another one.
 */
import fs from 'node:fs';
import readXlsxFile from 'read-excel-file/node';
import { expect, test, type Page } from '../support/test';
import { apiSession } from '../support/api';
import { expectAccessibleInBothThemes } from '../support/axe';
import { PHONE } from '../support/phones';
import { logInAs } from '../support/session';

interface Company {
  id: number;
  name: string;
  time_zone: string;
}
interface Project {
  id: number;
  name: string;
}

/** Far from the browser's zone below: at any moment the two calendars are a day or two apart. */
const COMPANY_ZONE = 'Pacific/Pago_Pago';
const BROWSER_ZONE = 'Pacific/Kiritimati';
const stamp = Date.now().toString(36);
const projectName = `Billing ${stamp}`;

/** Today in a time zone, 'yyyy-MM-dd'. */
const dayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );

test.use({ timezoneId: BROWSER_ZONE });
test.describe.configure({ mode: 'serial' });

let company: Company;
let originalZone: string;
let project: Project;
let consultantName: string;
/** Where the consultant was before this journey put them in the department lead's department. */
let originalDepartment: { consultant: number; department: number | null } | null = null;

test.beforeAll(async ({ request }) => {
  const admin = await apiSession(request, 'admin');
  const representative = await apiSession(request, 'representative');
  const consultant = await apiSession(request, 'consultant');
  const companies = await admin.call<Company[]>('GET', '/companies');
  company = companies.body.find((each) => each.id === representative.company)!;
  originalZone = company.time_zone;
  const zoned = await admin.call<Company>('PATCH', `/company/${company.id}`, { time_zone: COMPANY_ZONE });
  expect(zoned.status).toBe(202);
  const created = await representative.call<Project>('POST', `/projects/${company.id}`, {
    name: projectName,
  });
  expect(created.status).toBe(201);
  project = created.body;
  for (const [title, duration] of [
    ['Report kickoff', 60],
    ['Report invoice run', 45],
  ] as const) {
    const task = await consultant.call('POST', `/tasks/${consultant.userId}`, {
      title: `${title} ${stamp}`,
      body: '<p>Billed</p>',
      duration,
      project: project.id,
    });
    expect(task.status).toBe(201);
  }
  const people = await representative.call<
    { id: number; first_name: string; last_name: string; department: number | null }[]
  >('GET', `/employees/${company.id}`);
  const self = people.body.find((user) => user.id === consultant.userId)!;
  consultantName = `${self.first_name} ${self.last_name}`;
  // earlier journeys may have moved the consultant: the lead's report needs them in the lead's department
  const lead = await apiSession(request, 'departmentLead');
  const leads = await lead.call<{ id: number }>('GET', `/get_department/${lead.userId}`);
  if (self.department !== leads.body.id) {
    const moved = await representative.call('PATCH', `/update_user/${self.id}`, {
      department: leads.body.id,
    });
    expect(moved.status).toBe(200);
    originalDepartment = { consultant: self.id, department: self.department };
  }
});

test.afterAll(async ({ request }) => {
  const restorer = await apiSession(request, 'admin');
  await restorer.call('PATCH', `/company/${company.id}`, { time_zone: originalZone });
  if (originalDepartment?.department != null) {
    const representative = await apiSession(request, 'representative');
    await representative.call('PATCH', `/update_user/${originalDepartment.consultant}`, {
      department: originalDepartment.department,
    });
  }
});

/** The report table's row for `name` (a drillable name's button adds where it leads): its hours and tasks. */
/**
 * The report row named `name` shows `cells`. Waits for it: after a control changes, the report of
 * the previous query stays until the new one has loaded, so a row read at once may be the old one
 * or gone for a moment.
 */
async function expectReportRow(page: Page, name: string, cells: string[]) {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const row = page
    .getByRole('table', { name: /^Hours by/ })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${escaped}(: show by \\w+)?$`) }) });
  await expect(row.getByRole('cell')).toHaveText(cells);
}

/** The project's row as those who see money read it: its billable hours and their amount (no rate is set). */
const MONEY_ROW = ['1 HR 45 Mins', '2 Tasks', '1 HR 45 Mins', '€0.00'];

async function openReports(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).first().click();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
}

test('the consultant: own hours by project and by day in the company’s days; CSV and XLSX exports', async ({
  page,
}) => {
  await logInAs(page, 'consultant');
  await openReports(page);
  await expect(page.getByRole('tab', { name: 'Projects', selected: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Departments' })).toHaveCount(0);
  await expectReportRow(page, projectName, ['1 HR 45 Mins', '2 Tasks']);

  // by day, for this project: one day, the company's today (the browser's is another day)
  expect(dayIn(COMPANY_ZONE)).not.toBe(dayIn(BROWSER_ZONE));
  await page.getByLabel('Project', { exact: true }).selectOption({ label: projectName });
  await page.getByRole('tab', { name: 'Days' }).click();
  await expect(page.getByRole('table', { name: /^Hours by day/ }).getByRole('rowheader')).toHaveText([
    dayIn(COMPANY_ZONE),
    'Total',
  ]);
  await expectReportRow(page, dayIn(COMPANY_ZONE), ['1 HR 45 Mins', '2 Tasks']);

  // exports: file names with company, range and grouping; contents as in the table
  await page.getByRole('tab', { name: 'Projects' }).click();
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/_report_\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}_by-project\.csv$/);
  const csvText = fs.readFileSync((await csv.path())!, 'utf8');
  expect(csvText.split('\r\n')).toEqual([
    'NAME,MINUTES,HOURS,TASKS',
    `${projectName},105,1.75,2`,
    'Total,105,1.75,2',
    '',
  ]);
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export XLSX' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/_by-project\.xlsx$/);
  const sheet = await readXlsxFile(fs.readFileSync((await xlsx.path())!));
  expect(sheet).toEqual([
    {
      sheet: 'Hours by project',
      data: [
        ['Name', 'Minutes', 'Hours', 'Tasks'],
        [projectName, 105, 1.75, 2],
        ['Total', 105, 1.75, 2],
      ],
    },
  ]);
});

test('the representative: company report, drill-down from a project to its consultants, the URL as a bookmark', async ({
  page,
}) => {
  await logInAs(page, 'representative');
  await openReports(page);
  // the representative sees money: the billable hours and their amount (no rate is set: nothing),
  // and by project each project's budget to date (this one has none)
  await expectReportRow(page, projectName, [...MONEY_ROW, 'No budget']);
  await page.getByRole('button', { name: `${projectName}: show by consultant` }).click();
  await expect(page.getByRole('tab', { name: 'Consultants', selected: true })).toBeVisible();
  await expect(page.getByLabel('Project', { exact: true })).toHaveValue(String(project.id));
  await expectReportRow(page, consultantName, MONEY_ROW);
  const bookmark = page.url();
  expect(bookmark).toMatch(/group=consultant/);
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Projects', selected: true })).toBeVisible();
  await page.goto(bookmark);
  await expect(page.getByRole('tab', { name: 'Consultants', selected: true })).toBeVisible();
  await expectReportRow(page, consultantName, MONEY_ROW);
  await expectAccessibleInBothThemes(page, 'company report');

  // a custom range that cannot be asked for says why
  await page.getByLabel('Range', { exact: true }).selectOption('custom');
  await page.getByLabel('From', { exact: true }).fill('2026-05-01');
  await page.getByLabel('To', { exact: true }).fill('2026-04-01');
  await expect(page.getByText('The end date is before the start date.').first()).toBeVisible();
});

test('the department lead: their department, by consultant, for one project', async ({ page }) => {
  await logInAs(page, 'departmentLead');
  await openReports(page);
  await page.getByRole('tab', { name: 'Consultants' }).click();
  await page.getByLabel('Project', { exact: true }).selectOption({ label: projectName });
  await expectReportRow(page, consultantName, ['1 HR 45 Mins', '2 Tasks']);
  await expect(page.getByLabel('Department', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Departments' })).toHaveCount(0);
});

test('the board member reads the company report', async ({ page }) => {
  await logInAs(page, 'board');
  await openReports(page);
  // money, but no budgets: a board member does not read the projects
  await expectReportRow(page, projectName, MONEY_ROW);
});

test('the admin picks a company; on a phone the report fits the screen', async ({ page }) => {
  await logInAs(page, 'admin');
  // the visit logs nothing (the picker's URL has no id, which is not a missing one)
  const logged: string[] = [];
  page.on('console', (message) => {
    if (['log', 'warning', 'error'].includes(message.type())) logged.push(message.text());
  });
  await openReports(page);
  await page.getByLabel('Company', { exact: true }).selectOption({ label: company.name });
  // the admin reads the projects: their budgets too
  await expectReportRow(page, projectName, [...MONEY_ROW, 'No budget']);
  expect(logged).toEqual([]);
  await page.getByRole('tab', { name: 'Departments' }).click();
  await expect(page.getByRole('table', { name: /^Hours by department/ })).toBeVisible();

  // on a phone: the page does not scroll sideways and the figures stay on screen
  await page.setViewportSize(PHONE);
  await page.getByRole('tab', { name: 'Projects' }).click();
  await expectReportRow(page, projectName, [...MONEY_ROW, 'No budget']);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await expectAccessibleInBothThemes(page, 'company report on a phone');
});
