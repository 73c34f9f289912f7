/**
 * On a phone (375 px, touch), every row action of every data table can be tapped: the row menu
 * opens fully on screen, each of its items is the topmost element where a finger lands (no sticky
 * header or pinned cell over it), and tapping it does what it says (a dialog opens, or the page
 * changes); nothing needs sideways scrolling.
 */
import { expect, test } from '../support/test';
import type { Locator, Page } from '@playwright/test';
import { logInAs } from '../support/session';
import { PHONE, settled } from '../support/phones';

test.use({ viewport: PHONE, hasTouch: true });

/** The element a finger would hit at the centre of `locator` is it (or inside it). */
async function expectTopmost(locator: Locator, what: string) {
  const hit = await locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return !!top && el.contains(top);
  });
  expect(hit, `${what} is not covered where it is tapped`).toBe(true);
}

async function expectOnScreen(locator: Locator, what: string) {
  const box = (await locator.boundingBox())!;
  const { width, height } = locator.page().viewportSize()!;
  expect(box, what).not.toBeNull();
  expect(box.x, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends on screen`).toBeLessThanOrEqual(width + 0.5);
  expect(box.y + box.height, `${what} ends on screen`).toBeLessThanOrEqual(height + 0.5);
  expect(box.height, `${what} is at least 24 px tall`).toBeGreaterThanOrEqual(24);
}

/** Taps each action of the first row of the table `name`, checking it acts, and undoes its effect. */
async function tapEveryRowAction(page: Page, name: string | RegExp, rowIndex = 0) {
  await settled(page);
  const table = page.getByRole('table', { name });
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(pageWidth, 'the page does not scroll sideways').toBeLessThanOrEqual(1);
  // a card: each field (label and value) spans the card, so no value is squeezed or cut off
  const fieldShares = await table
    .locator('tbody tr.tt-row')
    .nth(rowIndex)
    .evaluate((row) =>
      [...row.querySelectorAll('td[data-label]:not(.tt-col-id)')].map(
        (cell) => cell.getBoundingClientRect().width / row.getBoundingClientRect().width,
      ),
    );
  expect(Math.min(...fieldShares), 'every field spans the card').toBeGreaterThan(0.8);
  const button = table.getByRole('button', { name: /^Actions for / }).nth(rowIndex);
  await button.scrollIntoViewIfNeeded();
  await expectOnScreen(button, 'the actions button');
  const tapped: string[] = [];
  for (let index = 0; ; index++) {
    await button.tap();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const items = menu.getByRole('menuitem');
    const count = await items.count();
    expect(count, 'the menu has actions').toBeGreaterThan(0);
    if (index >= count) {
      await page.keyboard.press('Escape');
      break;
    }
    const item = items.nth(index);
    const label = (await item.innerText()).trim();
    await expectOnScreen(item, `'${label}'`);
    await expectTopmost(item, `'${label}'`);
    const url = page.url();
    await item.tap();
    await expect(menu).toHaveCount(0);
    const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
    await expect(
      dialog.or(page.locator('main h1')).first(),
      `'${label}' opened a dialog or another page`,
    ).toBeVisible();
    if (page.url() !== url) {
      await page.goBack();
      await settled(page);
    } else {
      await expect(dialog.first(), `'${label}' opened a dialog`).toBeVisible();
      const cancel = dialog.first().getByRole('button', { name: /^(Cancel|No|Close)/ });
      if (await cancel.count()) await cancel.first().tap();
      else await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
    tapped.push(label);
  }
  return tapped;
}

test("the representative's tables: every row action taps and acts", async ({ page }) => {
  await logInAs(page, 'representative');
  await expect(page.getByRole('heading', { level: 1, name: 'Consultants' })).toBeVisible();
  const companyId = page.url().split('/').pop()!;
  expect(await tapEveryRowAction(page, 'Consultants')).toEqual(
    expect.arrayContaining(['View', 'Edit', 'Move', 'Delete']),
  );
  // the activation switch of a card is on screen and answers a tap (and a second tap puts it back)
  const toggle = page.getByRole('table', { name: 'Consultants' }).getByRole('switch').first();
  // left where the earlier taps may leave it: inside the window but behind the fixed bottom bar;
  // bringing it into view must bring it clear of the bar
  await toggle.evaluate((el) =>
    window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 4),
  );
  await toggle.scrollIntoViewIfNeeded();
  await expectTopmost(toggle, 'the activation switch');
  const before = await toggle.getAttribute('aria-checked');
  await toggle.tap();
  await expect(toggle).not.toHaveAttribute('aria-checked', before!);
  await toggle.tap();
  await expect(toggle).toHaveAttribute('aria-checked', before!);
  for (const [path, name] of [
    [`/admin/company/${companyId}`, /Departments/],
    [`/admin/projects/${companyId}`, /Projects/],
    [`/admin/members/${companyId}`, /Board members|Members/],
  ] as const) {
    await page.goto(path);
    expect((await tapEveryRowAction(page, name)).length).toBeGreaterThan(0);
  }
});

test("the admin's companies and the department lead's consultants: every row action taps and acts", async ({
  page,
}) => {
  await logInAs(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
  expect((await tapEveryRowAction(page, 'Companies')).length).toBeGreaterThan(0);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await logInAs(page, 'departmentLead');
  await expect(page.getByRole('heading', { level: 1, name: 'Department consultants' })).toBeVisible();
  expect((await tapEveryRowAction(page, /consultants/i)).length).toBeGreaterThan(0);
});
