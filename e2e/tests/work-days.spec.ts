/**
 * Work days: the consultant logs on Monday what she forgot on Friday. The task form's 'Day' picks
 * the day (today by default, the company's); the task list shows it on that day, not today; her
 * manager's report counts its minutes on that day. Also at 375 px, with the keyboard.
 */
import { addDays, todayIn, weekOf } from '@app/contract/days';
import { expect, test } from '../support/test';
import { apiSession } from '../support/api';
import { logInAs } from '../support/session';
import { fillTaskForm, rowHeaders, totalWorkingHours } from '../support/taskPages';

interface Company {
  id: number;
  time_zone: string;
}
interface ReportRow {
  key: string;
  total_duration: number;
}

const stamp = Date.now().toString(36);

test('a consultant logs last Friday: listed on that day, counted on it in her manager’s report', async ({
  page,
  request,
}) => {
  const representative = await apiSession(request, 'representative');
  const consultant = await apiSession(request, 'consultant');
  const company = (await consultant.call<Company>('GET', `/get_company/${consultant.userId}`)).body;
  const today = todayIn(company.time_zone);
  const lastFriday = addDays(weekOf(today).from, -3);
  const title = `Forgot Friday ${stamp}`;

  await logInAs(page, 'consultant');
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(today);
  await page.getByRole('button', { name: 'Add task' }).click();
  const dialog = page.getByRole('dialog', { name: 'add task' });
  await fillTaskForm(dialog, { title, body: 'Logged on the day it was done', duration: '75' });
  const day = dialog.getByLabel('Day');
  await expect(day).toHaveValue(today);
  await expect(day).toHaveAttribute('max', today);
  await day.fill(lastFriday);
  await dialog.getByRole('button', { name: 'Add task' }).click();
  await expect(dialog).toBeHidden();

  // not on today's list
  await expect(page.getByRole('table', { name: 'Tasks' })).toBeVisible();
  expect(await rowHeaders(page, 'Tasks')).not.toContain(title);
  // on Friday's
  await page.getByLabel('From', { exact: true }).fill(lastFriday);
  await page.getByLabel('To', { exact: true }).fill(lastFriday);
  await expect(page.getByRole('rowheader', { name: title })).toBeVisible();
  const listed = await consultant.call<{ title: string; worked_on: string; duration: number }[]>(
    'GET',
    `/tasks/${consultant.userId}`,
  );
  const fridays = listed.body.filter((t) => t.worked_on === lastFriday);
  expect(fridays.map((t) => t.title)).toContain(title);
  await expect(page.getByRole('status').filter({ hasText: 'Total working hours' })).toHaveText(
    `Total working hours: ${totalWorkingHours(fridays.reduce((sum, t) => sum + t.duration, 0))}`,
  );
  await page.getByRole('button', { name: `Actions for ${title}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'View' }).click();
  await expect(page.getByRole('dialog', { name: 'Task details' })).toContainText('Day worked');

  // the manager's report counts Friday's minutes on Friday
  const report = await representative.call<{ rows: ReportRow[] }>(
    'GET',
    `/reports/${company.id}?from=${lastFriday}&to=${today}&group_by=day&consultant=${consultant.userId}`,
  );
  expect(report.status).toBe(200);
  const friday = report.body.rows.find((row) => row.key === lastFriday);
  expect(friday?.total_duration).toBe(fridays.reduce((sum, t) => sum + t.duration, 0));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the day is picked with the keyboard, a day after today is refused with its message', async ({
    page,
    request,
  }) => {
    const consultant = await apiSession(request, 'consultant');
    const company = (await consultant.call<Company>('GET', `/get_company/${consultant.userId}`)).body;
    const today = todayIn(company.time_zone);
    await logInAs(page, 'consultant');
    await page.getByRole('button', { name: 'Add task' }).click();
    const dialog = page.getByRole('dialog', { name: 'add task' });
    await fillTaskForm(dialog, { title: `Phone day ${stamp}`, body: 'From the phone', duration: '10' });
    const day = dialog.getByLabel('Day');
    await day.scrollIntoViewIfNeeded();
    const box = await day.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await expect(day).toHaveValue(today);
    await day.fill(addDays(today, 1));
    await dialog.getByRole('button', { name: 'Add task' }).click();
    await expect(page.locator('.tt-notice')).toContainText('The day cannot be in the future');
    await expect(dialog).toBeVisible();
    // yesterday typed with the keyboard, segment by segment (month, day, year in an en-US browser)
    const yesterday = addDays(today, -1);
    const [year, month, date] = yesterday.split('-');
    await day.focus();
    await page.keyboard.type(`${month}${date}${year}`);
    await expect(day).toHaveValue(yesterday);
    const picked = yesterday;
    await dialog.getByRole('button', { name: 'Add task' }).click();
    await expect(dialog).toBeHidden();
    const listed = await consultant.call<{ title: string; worked_on: string }[]>(
      'GET',
      `/tasks/${consultant.userId}`,
    );
    expect(listed.body.find((t) => t.title === `Phone day ${stamp}`)?.worked_on).toBe(picked);
  });
});
