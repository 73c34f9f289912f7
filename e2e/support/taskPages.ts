/**
 * Helpers for the department and employee journeys: table rows, the task form with its rich-text
 * editor, local dates as the product computes them, and optional screenshots.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { dayOf } from '@app/contract/days';
import type { ApiSession } from './api';
import { setTheme } from './axe';

/** The row titles (first cell of each row) of the table named `name`. */
export async function rowHeaders(page: Page, tableName: string | RegExp): Promise<string[]> {
  return page.getByRole('table', { name: tableName }).getByRole('rowheader').allTextContents();
}

/**
 * Opens the action menu of the row announced as `rowLabel` and picks `action`, once no
 * notification covers the page (as a user would wait for it to go).
 */
export async function rowAction(
  page: Page,
  rowLabel: string,
  action: 'View' | 'Details' | 'Edit' | 'Move' | 'Delete' | 'History',
) {
  await expect(page.locator('.tt-notice')).toHaveCount(0);
  await page.getByRole('button', { name: `Actions for ${rowLabel}`, exact: true }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

export interface TaskFormInput {
  title: string;
  /** Typed into the rich-text editor; `bold` is typed in bold after it. */
  body: string;
  bold?: string;
  /** Bullet points typed after the text. */
  bullets?: string[];
  duration: string;
  project?: string;
}

/** Fills the open 'add task' / 'Edit task' dialog. */
export async function fillTaskForm(dialog: Locator, input: TaskFormInput) {
  const page = dialog.page();
  await dialog.getByLabel('Title').fill(input.title);
  const editor = dialog.getByRole('textbox', { name: 'Body' });
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.type(input.body);
  if (input.bold) {
    await page.keyboard.type(' ');
    await dialog.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(input.bold);
    await dialog.getByRole('button', { name: 'Bold' }).click();
  }
  if (input.bullets?.length) {
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Bulleted list' }).click();
    for (const [i, bullet] of input.bullets.entries()) {
      if (i) await page.keyboard.press('Enter');
      await page.keyboard.type(bullet);
    }
  }
  await dialog.getByLabel('Duration (minutes)').fill(input.duration);
  if (input.project) {
    const toggle = dialog.getByRole('switch', { name: 'Attach a project' });
    if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
    await dialog.getByLabel('Project', { exact: true }).selectOption({ label: input.project });
  }
}

/** The local calendar day ('yyyy-MM-dd') of an ISO timestamp, as the date filters compare it. */
export function localDay(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export const today = () => localDay(new Date().toISOString());

/** 'N hour(s) and M minutes' as the product writes it. */
export function totalWorkingHours(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'} and ${rest} ${rest === 1 ? 'minute' : 'minutes'}`;
}

/**
 * Screenshots of a dialog at 1280 px and 375 px, in both themes (only when E2E_SCREENSHOTS_DIR is
 * set): a theme reloads the page, so `open` opens the dialog again each time. Ends in the light
 * theme with the dialog closed.
 */
export async function snapDialog(page: Page, name: string, open: () => Promise<void>) {
  if (!process.env.E2E_SCREENSHOTS_DIR) return;
  const original = page.viewportSize();
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    await open();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.waitForTimeout(200);
      await snap(page, `${name}-${width}-${theme}`);
    }
    await page.keyboard.press('Escape');
  }
  if (original) await page.setViewportSize(original);
  await setTheme(page, 'light');
}

/** Minutes as the product's duration cells write them ('7 HRs 30 Mins', '45 Mins'). */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest} Mins`;
  return `${hours} ${hours === 1 ? 'HR' : 'HRs'} ${rest} Mins`;
}

/**
 * Saves a full-page screenshot when E2E_SCREENSHOTS_DIR is set (e.g. to look at the pages at
 * both widths and in both themes); otherwise does nothing.
 */
export async function snap(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** Screenshots at 1280 px and 375 px wide, in both themes (only when E2E_SCREENSHOTS_DIR is set). */
export async function snapWidthsAndThemes(
  page: Page,
  name: string,
  setTheme: (page: Page, theme: 'light' | 'dark') => Promise<void>,
) {
  if (!process.env.E2E_SCREENSHOTS_DIR) return;
  const original = page.viewportSize();
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    // the page again, not the area's or the table's loading state
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.waitForTimeout(200);
      await snap(page, `${name}-${width}-${theme}`);
    }
  }
  if (original) await page.setViewportSize(original);
}

/**
 * Tasks served in place of the server's answer, as the server answers them: each with its work day
 * (`worked_on`: here created_at's day in the time zone of `consultant`'s company).
 */
export async function asServed<T extends { created_at: string }>(
  consultant: ApiSession,
  tasks: readonly T[],
): Promise<(T & { worked_on: string })[]> {
  const company = await consultant.call<{ time_zone: string }>('GET', `/get_company/${consultant.userId}`);
  expect(company.status).toBe(200);
  return tasks.map((task) => ({ ...task, worked_on: dayOf(task.created_at, company.body.time_zone)! }));
}
