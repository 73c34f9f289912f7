/**
 * Targets: the department lead sets a consultant's weekly target from today on, on her details;
 * the representative adds a company holiday today on the approvals page; the consultant's week
 * shows both (the holiday named, the target counted day by day); the lead's performance table
 * flags who is under target so far. Then the holiday is removed. Each role signs in through the
 * login page, on the production builds (each remote on its own origin).
 */
import { addDays, todayIn, weekOf } from '@app/contract/days';
import { DEFAULT_DAY_TARGETS } from '@app/contract/weeks';
import { expect, test } from '../support/test';
import { apiSession } from '../support/api';
import { expectAccessibleInBothThemes, expectNoSeriousA11yViolations, setTheme } from '../support/axe';
import { logInAs } from '../support/session';
import { durationText, rowAction, snapDialog, snapWidthsAndThemes } from '../support/taskPages';

test.describe.configure({ mode: 'serial' });

const SCHEDULE = [360, 360, 360, 360, 300, 0, 0];
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const holidayName = `Founders day ${Date.now().toString(36)}`;

const duration = durationText;

interface PerformanceRow {
  id: number;
  name: string;
  weekly_tasks: { total_duration: number };
  weekly_target: number;
}

test("the lead sets Cora's weekly target from today on her details", async ({ page, request }) => {
  const consultant = await apiSession(request, 'consultant');
  const company = (await consultant.call<{ time_zone: string }>('GET', `/get_company/${consultant.userId}`))
    .body;
  const today = todayIn(company.time_zone);
  await logInAs(page, 'departmentLead');
  await expect(page).toHaveURL(/\/department\/[^/]+$/);
  await page
    .getByRole('navigation', { name: 'Main', exact: true })
    .getByRole('link', { name: 'View all Consultants', exact: true })
    .click();
  const details = page.getByRole('dialog', { name: 'User details' });
  const openDetails = async () => {
    await rowAction(page, 'Cora Consultant', 'View');
    await expect(details.getByRole('heading', { name: 'Weekly target' })).toBeVisible();
  };
  await openDetails();
  const form = details.getByRole('form', { name: 'Set a new target' });
  await expect(form.getByLabel('Effective from')).toHaveValue(today);
  for (const [index, name] of WEEKDAYS.entries()) await form.getByLabel(name).fill(String(SCHEDULE[index]));
  await form.getByRole('button', { name: 'Save target' }).click();
  await expect(page.locator('.tt-notice')).toContainText('Target saved');
  await expect(details.getByRole('list').filter({ hasText: 'set by' })).toContainText(
    `${duration(SCHEDULE.reduce((a, b) => a + b, 0))} a week`,
  );
  const schedules = (
    await consultant.call<{ effective_from: string; days: number[] }[]>(
      'GET',
      `/targets/${consultant.userId}`,
    )
  ).body;
  expect(schedules.at(-1)).toMatchObject({ effective_from: today, days: SCHEDULE });
  await expectNoSeriousA11yViolations(page, 'user details with targets (light theme)');
  await setTheme(page, 'dark');
  await openDetails();
  await expectNoSeriousA11yViolations(page, 'user details with targets (dark theme)');
  await page.keyboard.press('Escape');
  await snapDialog(page, 'user-details-targets', openDetails);
});

test('the representative adds a holiday today; her week shows it and counts the targets day by day', async ({
  browser,
  page,
  request,
}) => {
  const consultant = await apiSession(request, 'consultant');
  const company = (await consultant.call<{ time_zone: string }>('GET', `/get_company/${consultant.userId}`))
    .body;
  const today = todayIn(company.time_zone);
  await logInAs(page, 'representative');
  // the landing page first, so the menu's link is not overtaken by the landing's redirect
  await expect(page).toHaveURL(/\/admin\/users\/[^/]+$/);
  await page
    .getByRole('navigation', { name: 'Main', exact: true })
    .getByRole('link', { name: 'Approvals', exact: true })
    .click();
  const holidays = page.getByRole('region', { name: 'Holidays' });
  await holidays.getByLabel('Day', { exact: true }).fill(today);
  await holidays.getByLabel('Name', { exact: true }).fill(holidayName);
  await holidays.getByRole('button', { name: 'Add holiday' }).click();
  await expect(page.locator('.tt-notice')).toContainText('Holiday added');
  await expect(holidays.getByRole('listitem').filter({ hasText: holidayName })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'approvals with holidays');
  await snapWidthsAndThemes(page, 'approvals-holidays', setTheme);
  await setTheme(page, 'light');

  // her week: the holiday named under today, the week's target as the schedule and holiday make it
  const her = await (await browser.newContext()).newPage();
  await logInAs(her, 'consultant');
  await expect(her).toHaveURL(/\/employee\/[^/]+$/);
  await her.getByRole('link', { name: 'Week', exact: true }).first().click();
  const grid = her.getByRole('table', { name: 'Minutes by project and day' });
  await expect(grid.getByText(holidayName)).toBeVisible();
  const monday = weekOf(today).from;
  const target = Array.from({ length: 7 }, (_, i) => addDays(monday, i)).reduce(
    (sum, day, i) => sum + (day === today ? 0 : day < today ? DEFAULT_DAY_TARGETS[i] : SCHEDULE[i]),
    0,
  );
  await expect(her.getByRole('status').filter({ hasText: /^Week: / })).toContainText(
    `of ${duration(target)} target`,
  );

  // the representative removes it: the week counts today's target again
  await holidays.getByRole('button', { name: new RegExp(`^Remove the holiday ${holidayName}`) }).click();
  await expect(page.locator('.tt-notice')).toContainText('Holiday removed');
  await expect(holidays.getByText(holidayName)).toHaveCount(0);
  await her.reload();
  await expect(her.getByRole('table', { name: 'Minutes by project and day' })).toBeVisible();
  await expect(her.getByText(holidayName)).toHaveCount(0);
});

test("the lead's performance table flags who is under target so far this week", async ({ page, request }) => {
  const lead = await apiSession(request, 'departmentLead');
  await logInAs(page, 'departmentLead');
  await expect(page).toHaveURL(/\/department\/[^/]+$/);
  await page
    .getByRole('navigation', { name: 'Main', exact: true })
    .getByRole('link', { name: 'Consultants', exact: true })
    .click();
  await expect(page).toHaveURL(/\/department\/users\/[^/]+$/);
  const table = page.getByRole('table', { name: 'Consultant performance' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const engineering = (
    await lead.call<{ id: number; name: string }[]>('GET', `/departments/${lead.company}`)
  ).body.find((d) => d.name === 'Engineering')!;
  const rows = (await lead.call<PerformanceRow[]>('GET', `/task_grouping_by_department/${engineering.id}`))
    .body;
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    const shown = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: row.name }) });
    const under = row.weekly_tasks.total_duration < row.weekly_target;
    await expect(shown.getByText('Under target', { exact: true })).toHaveCount(under ? 1 : 0);
  }
});
