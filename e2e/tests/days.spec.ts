/**
 * One day for everyone: the consultant's task list counts today in the company's time zone, so
 * its 'Total working hours' for today is the figure of her department's performance row for her
 * day, whichever zone the browser sits in. Two browsers far apart (Los Angeles, Tokyo) and a
 * company in Auckland: at any moment at least one of them is on another calendar day than the
 * company.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { apiSession, type ApiSession } from '../support/api';
import { logInAs } from '../support/session';
import { totalWorkingHours } from '../support/taskPages';

interface Company {
  id: number;
  time_zone: string;
}
interface User {
  id: number;
  department: number | null;
}
interface PerformanceRow {
  id: number;
  daily_tasks: { total_duration: number; task_count: number };
}

const COMPANY_ZONE = 'Pacific/Auckland';
const BROWSER_ZONES = ['America/Los_Angeles', 'Asia/Tokyo'];
const stamp = Date.now().toString(36);

/** Today in a time zone, 'yyyy-MM-dd'. */
const dayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );

test.describe.configure({ mode: 'serial' });

let company: Company;
let originalZone: string;
let consultant: Pick<ApiSession, 'userId'>;

test.beforeAll(async ({ request }) => {
  const admin = await apiSession(request, 'admin');
  const representative = await apiSession(request, 'representative');
  const signedIn = await apiSession(request, 'consultant');
  consultant = { userId: signedIn.userId };
  company = (await admin.call<Company[]>('GET', '/companies')).body.find(
    (each) => each.id === representative.company,
  )!;
  originalZone = company.time_zone;
  const zoned = await admin.call('PATCH', `/company/${company.id}`, { time_zone: COMPANY_ZONE });
  expect(zoned.status).toBe(202);
  // work logged now is today in every zone; the seed's earlier work falls on other days in some
  const logged = await signedIn.call('POST', `/tasks/${consultant.userId}`, {
    title: `Zone check ${stamp}`,
    body: '<p>Counted on the company’s day</p>',
    duration: 25,
    project: null,
  });
  expect(logged.status).toBe(201);
});

test.afterAll(async ({ request }) => {
  const admin = await apiSession(request, 'admin');
  await admin.call('PATCH', `/company/${company.id}`, { time_zone: originalZone });
});

/** The consultant's figure for today in her department's performance rows (what her manager sees). */
async function performanceToday(request: APIRequestContext): Promise<number> {
  // a request context of the test's own (a beforeAll's cannot be used in a test)
  const representative = await apiSession(request, 'representative');
  const people = await representative.call<User[]>('GET', `/employees/${company.id}`);
  const department = people.body.find((user) => user.id === consultant.userId)!.department;
  expect(department).not.toBeNull();
  const rows = await representative.call<PerformanceRow[]>(
    'GET',
    `/task_grouping_by_department/${department}`,
  );
  expect(rows.status).toBe(200);
  return rows.body.find((row) => row.id === consultant.userId)!.daily_tasks.total_duration;
}

for (const browserZone of BROWSER_ZONES) {
  test.describe(`a browser in ${browserZone}`, () => {
    test.use({ timezoneId: browserZone });

    test("the task list's today is the company's day, with her manager's total for it", async ({
      page,
      request,
    }) => {
      await logInAs(page, 'consultant');
      await expect(page.getByText(`Days in ${COMPANY_ZONE}`)).toBeVisible();
      const today = dayIn(COMPANY_ZONE);
      await expect(page.getByLabel('From', { exact: true })).toHaveValue(today);
      await expect(page.getByLabel('To', { exact: true })).toHaveValue(today);
      await expect(page.getByRole('rowheader', { name: `Zone check ${stamp}` })).toBeVisible();
      const figure = await performanceToday(request);
      await expect(page.getByRole('status').filter({ hasText: 'Total working hours' })).toHaveText(
        `Total working hours: ${totalWorkingHours(figure)}`,
      );
    });
  });
}
