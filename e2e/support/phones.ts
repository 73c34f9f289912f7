/**
 * Helpers for the phone-width and product-rule checks: whether a table row can be told
 * apart and acted on without sideways scrolling, and the two themes and widths the checks run at.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { setTheme } from './axe';

export const PHONE = { width: 375, height: 800 };
export const DESKTOP = { width: 1280, height: 800 };
export const THEMES = ['light', 'dark'] as const;

/** Waits for the page's heading and for no table or area to be loading any more. */
export async function settled(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

/** The box of `locator` lies inside the viewport horizontally (fully visible from left to right). */
async function expectInViewX(locator: Locator, what: string) {
  const box = await locator.boundingBox();
  const width = locator.page().viewportSize()!.width;
  expect(box, `${what} has a box`).not.toBeNull();
  expect(box!.x, `${what} starts inside the screen`).toBeGreaterThanOrEqual(-0.5);
  expect(box!.x + box!.width, `${what} ends inside the screen`).toBeLessThanOrEqual(width + 0.5);
}

/**
 * The table named `name` lets its first row be identified and acted on without sideways scrolling:
 * the page itself does not scroll sideways, and the row's identifying cell (`.tt-col-id`) and its
 * action button are on screen, both before and after the table is scrolled fully to the right.
 */
export async function expectRowsIdentifiable(page: Page, name: string | RegExp, { actions = true } = {}) {
  const table = page.getByRole('table', { name });
  const region = page.getByRole('region', { name });
  const row = table.locator('tbody tr.tt-row').first();
  await expect(row).toBeVisible();
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(pageWidth, 'the page does not scroll sideways').toBeLessThanOrEqual(1);
  for (const scroll of ['start', 'end'] as const) {
    await region.evaluate((el, to) => {
      el.scrollLeft = to === 'start' ? 0 : el.scrollWidth;
    }, scroll);
    await page.waitForTimeout(50);
    const id = row.locator('.tt-col-id');
    await expect(id).toHaveCount(1);
    await expectInViewX(id, `the identifying cell (table scrolled to its ${scroll})`);
    expect((await id.innerText()).trim().length, 'the identifying cell shows text').toBeGreaterThan(0);
    if (actions)
      await expectInViewX(
        row.getByRole('button', { name: /^Actions for / }),
        `the row's actions (scrolled to ${scroll})`,
      );
  }
  await region.evaluate((el) => {
    el.scrollLeft = 0;
  });
}

/** Runs `check` at 375 px in both themes (restoring the viewport afterwards). */
export async function atPhoneInBothThemes(page: Page, check: (theme: 'light' | 'dark') => Promise<void>) {
  const original = page.viewportSize();
  for (const theme of THEMES) {
    await setTheme(page, theme);
    await page.setViewportSize(PHONE);
    await settled(page);
    await check(theme);
  }
  if (original) await page.setViewportSize(original);
}

/** The compact bottom bar of phones, or the side menu from 768 px up. */
export const menu = (page: Page) =>
  (page.viewportSize()?.width ?? 1280) < 768
    ? page.getByRole('navigation', { name: 'Main (compact)' })
    : page.getByRole('navigation', { name: 'Main', exact: true });
