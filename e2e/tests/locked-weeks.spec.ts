/**
 * Approved means final, and nothing blocks: a draft in an approved week holds back none of the
 * others (publishing names it, with its week in words, and she deletes it); a rejection reaches her
 * task list with the comment; the approvals count every week waiting in the lead's department,
 * whatever week is shown, and go to the oldest; on a phone the week total stays clear of the
 * bottom bar and the controls named too small are 44 px. Real sign-ins on the production builds.
 */
import type { Browser, Locator } from '@playwright/test';
import { addDays, todayIn, weekOf, weekRangeLabel } from '@app/contract/days';
import { expect, test } from '../support/test';
import { apiSession, type ApiSession } from '../support/api';
import type { AccountKey } from '../support/accounts';
import { logInAs } from '../support/session';
import { PHONE, settled } from '../support/phones';

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
/** Weeks of this file's own, far enough back that no other file logs in them (each test signs in anew). */
let approvedWeek: string;
let openWeek: string;
let rejectedWeek: string;
let waitingWeek: string;
let consultant: ApiSession;
let lead: ApiSession;

async function pageOf(browser: Browser, who: AccountKey, viewport?: { width: number; height: number }) {
  const page = await (await browser.newContext(viewport ? { viewport, hasTouch: true } : {})).newPage();
  await logInAs(page, who);
  return page;
}

const decide = async (who: ApiSession, action: string, week: string, body: Record<string, string> = {}) =>
  expect(
    (await who.call('POST', `/timesheet/${consultant.userId}/${action}`, { week, ...body })).status,
  ).toBe(200);

const draft = async (title: string, worked_on: string) => {
  const res = await consultant.call<{ id: number }>('POST', `/drafts/${consultant.userId}`, {
    title,
    body: '<p>draft</p>',
    duration: 30,
    project: null,
    worked_on,
  });
  expect(res.status).toBe(201);
  return res.body;
};

test.beforeEach(async ({ request }) => {
  consultant = await apiSession(request, 'consultant');
  lead = await apiSession(request, 'departmentLead');
  const zone = (await consultant.call<{ time_zone: string }>('GET', `/get_company/${consultant.userId}`)).body
    .time_zone;
  const today = todayIn(zone);
  approvedWeek = weekOf(addDays(today, -168)).from;
  openWeek = addDays(approvedWeek, 7);
  rejectedWeek = addDays(approvedWeek, 14);
  waitingWeek = addDays(approvedWeek, -7);
});

test('a draft in an approved week holds back no other: publishing names it, and she deletes it', async ({
  browser,
}) => {
  await draft(`Locked ${stamp}`, addDays(approvedWeek, 1));
  await draft(`Free ${stamp}`, addDays(openWeek, 2));
  await decide(consultant, 'submit', approvedWeek);
  await decide(lead, 'approve', approvedWeek);

  const page = await pageOf(browser, 'consultant');
  await page.getByRole('link', { name: 'Pending Task(s)' }).first().click();
  const table = page.getByRole('table', { name: 'Pending Task(s)' });
  const locked = table.getByRole('row', { name: new RegExp(`Locked ${stamp}`) });
  await expect(locked).toBeVisible();
  // each draft shows its day
  await expect(locked).toContainText(
    new Date(`${addDays(approvedWeek, 1)}T00:00:00Z`).toLocaleDateString('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }),
  );
  // only the two of this file are published: the others stay as they are
  const checkboxes = table.getByRole('checkbox', { name: /^Publish / });
  for (let i = 0; i < (await checkboxes.count()); i++) {
    const box = checkboxes.nth(i);
    const text = await box.evaluate((el) => el.parentElement!.textContent ?? '');
    if (!text.includes(stamp) && (await box.isChecked())) await box.uncheck();
  }
  await page.getByRole('button', { name: 'Publish tasks' }).click();
  await page
    .getByRole('dialog', { name: 'publish Confirmation' })
    .getByRole('button', { name: 'confirm publish' })
    .click();
  await expect(page.locator('.tt-notice')).toContainText(
    '1 task published; 1 draft kept: its week is locked',
  );
  const kept = page.getByRole('status').filter({ hasText: 'Kept as drafts' });
  await expect(kept).toContainText(`Locked ${stamp}`);
  await expect(kept).toContainText(`The week of ${weekRangeLabel(approvedWeek)} is approved`);
  await expect(table.getByRole('row', { name: new RegExp(`Free ${stamp}`) })).toHaveCount(0);
  const tasks = (await consultant.call<{ title: string }[]>('GET', `/tasks/${consultant.userId}`)).body;
  expect(tasks.filter((t) => t.title === `Free ${stamp}`)).toHaveLength(1);
  expect(tasks.filter((t) => t.title === `Locked ${stamp}`)).toHaveLength(0);

  // a draft is no billed hours: its owner deletes it, whatever its week
  await table.getByRole('button', { name: `Actions for Locked ${stamp}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  // the row leaves the list at once: the server's answer is awaited before its list is read
  const deleted = page.waitForResponse(
    (res) => res.request().method() === 'DELETE' && /\/draft\/\d+$/.test(new URL(res.url()).pathname),
  );
  await page
    .getByRole('dialog', { name: 'Delete Confirmation' })
    .getByRole('button', { name: 'confirm delete' })
    .click();
  expect((await deleted).status()).toBe(202);
  await expect(locked).toHaveCount(0);
  const drafts = (await consultant.call<{ title: string }[]>('GET', `/drafts/${consultant.userId}`)).body;
  expect(drafts.some((d) => d.title === `Locked ${stamp}`)).toBe(false);
  await page.context().close();
});

test('a rejection reaches her task list with the comment, and a link to the week', async ({ browser }) => {
  await decide(consultant, 'submit', rejectedWeek);
  await decide(lead, 'reject', rejectedWeek, { comment: `Friday is missing ${stamp}` });
  const page = await pageOf(browser, 'consultant');
  const notice = page.getByRole('region', { name: /rejected/ });
  await expect(notice).toContainText(`${weekRangeLabel(rejectedWeek)}, rejected by`);
  await expect(notice).toContainText(`“Friday is missing ${stamp}”`);
  await notice
    .getByRole('listitem')
    .filter({ hasText: stamp })
    .getByRole('link', { name: 'Open the week' })
    .click();
  await expect(page.getByRole('heading', { name: weekRangeLabel(rejectedWeek) })).toBeVisible();
  await page.context().close();
});

test("the approvals count every week waiting in the lead's department, whatever week is shown, and go to the oldest", async ({
  browser,
}) => {
  await decide(consultant, 'submit', waitingWeek);
  const expected = (
    await lead.call<{ waiting: number; oldest_week: string }>('GET', `/waiting_weeks/${lead.company}`)
  ).body;
  expect(expected.waiting).toBeGreaterThanOrEqual(1);
  const page = await pageOf(browser, 'departmentLead');
  await page.getByRole('link', { name: 'Approvals', exact: true }).first().click();
  // it opens on last week, which has none of these
  await expect(page.getByText(`Weeks waiting for a decision: ${expected.waiting}`)).toBeVisible();
  await page.getByRole('button', { name: /^Go to the oldest waiting week/ }).click();
  await expect(page.getByRole('heading', { name: weekRangeLabel(expected.oldest_week) })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`week=${expected.oldest_week}`));
  await page.context().close();
  // leave nothing waiting for the files after this one
  await decide(consultant, 'withdraw', waitingWeek);
});

test.describe('on a phone', () => {
  /** The control's box is at least 44 px each way. */
  async function expectTappable(locator: Locator, what: string) {
    const box = (await locator.boundingBox())!;
    expect(box, what).not.toBeNull();
    expect(Math.round(box.height), `${what} is 44 px tall`).toBeGreaterThanOrEqual(44);
    expect(Math.round(box.width), `${what} is 44 px wide`).toBeGreaterThanOrEqual(44);
  }

  test('the week total stays clear of the bottom bar; the small controls are 44 px', async ({ browser }) => {
    const page = await pageOf(browser, 'consultant', PHONE);
    await page.getByRole('link', { name: 'Week', exact: true }).first().click();
    const url = new URL(page.url());
    url.searchParams.set('week', openWeek);
    await page.goto(url.toString());
    const total = page.locator('.tt-week-total');
    await expect(total).toBeVisible();
    const clear = await total.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return !!top && el.contains(top);
    });
    expect(clear, 'the week total is not under the bottom bar').toBe(true);

    await page.getByRole('link', { name: 'Settings' }).first().click();
    await settled(page);
    await expectTappable(page.getByRole('switch', { name: /Dark theme/ }), 'the theme switch');
    const more = page.getByRole('navigation', { name: 'More pages' }).getByRole('link');
    for (let i = 0; i < (await more.count()); i++)
      await expectTappable(more.nth(i), `the 'More pages' link ${i + 1}`);
    await page.context().close();

    const leadPage = await pageOf(browser, 'departmentLead', PHONE);
    await decide(consultant, 'submit', waitingWeek);
    await leadPage.getByRole('link', { name: 'Approvals', exact: true }).first().click();
    await leadPage.getByRole('button', { name: /^Go to the oldest waiting week/ }).click();
    const row = leadPage
      .getByRole('table', { name: 'Approvals' })
      .getByRole('row')
      .filter({
        has: leadPage.getByRole('checkbox'),
      });
    await expectTappable(row.first().locator('label.tt-week-choice'), 'the approvals checkbox');
    const name = row.first().getByRole('link').first();
    const box = (await name.boundingBox())!;
    expect(Math.round(box.height), 'the approvals name link is 44 px tall').toBeGreaterThanOrEqual(44);
    await leadPage.context().close();
    await decide(consultant, 'withdraw', waitingWeek);
  });
});
