/**
 * The API stopped and started again under open pages: every read that fails says so in place of
 * its data (never empty lists or zero hours), the top bar's dot turns offline, and when the API
 * answers again the pages read again by themselves, without a reload. A sign-in that cannot reach
 * the API says so instead of calling the password wrong.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { logInAs } from '../support/session';
import { startWebStack, type WebStack } from '../support/stack';
import { startMockServer, type ChildServer } from '../support/scripts';
import { ACCOUNTS, DEMO_PASSWORD } from '../support/accounts';
import { E2E_OUTAGE_API_PORT, E2E_OUTAGE_SHELL_PORT } from '../support/ports';

let stack: WebStack;
let api: ChildServer | null = null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-outage-'));

async function startApi() {
  api = await startMockServer(E2E_OUTAGE_API_PORT, dataDir);
  await api.ready;
}
async function stopApi() {
  await api?.stop();
  api = null;
}

test.beforeAll(async () => {
  await startApi();
  stack = await startWebStack(E2E_OUTAGE_SHELL_PORT, E2E_OUTAGE_API_PORT);
});
test.afterAll(async () => {
  await stopApi();
  await stack.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const unreachable = (page: Page) => page.getByRole('alert').filter({ hasText: 'Cannot reach the server' });
const dotSays = (page: Page, state: 'online' | 'offline') =>
  expect(page.getByRole('banner').getByText(`(${state})`)).toBeAttached();

/** Opens `url` (a reload: the page's reads fail), proves the error state, starts the API, proves the page heals. */
async function outageAt(page: Page, url: string, healed: () => Promise<void>, emptyLooks: RegExp[]) {
  await stopApi();
  await page.goto(url);
  await expect(unreachable(page)).toBeVisible({ timeout: 20_000 });
  await dotSays(page, 'offline');
  for (const empty of emptyLooks) await expect(page.getByText(empty)).toHaveCount(0);
  await startApi();
  // no click, no reload: the probe finds the API back and the page reads again
  await healed();
  await expect(unreachable(page)).toHaveCount(0);
  await dotSays(page, 'online');
}

test('the consultant: task list, drafts and reports show the outage and heal without a reload', async ({
  page,
}) => {
  await logInAs(page, 'consultant', stack.shellUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
  await dotSays(page, 'online');
  const tasksUrl = page.url();
  const id = tasksUrl.split('/').pop()!;

  await outageAt(
    page,
    tasksUrl,
    () => expect(page.getByText(/Total working hours/)).toBeVisible({ timeout: 60_000 }),
    [/No Tasks found/, /Total working hours: 0 hours/],
  );
  await outageAt(
    page,
    `${stack.shellUrl}/employee/saved_tasks/${id}`,
    () =>
      expect(page.getByRole('heading', { level: 1, name: /Pending Task/ })).toBeVisible({
        timeout: 60_000,
      }),
    [/No results found/],
  );
  await outageAt(
    page,
    `${stack.shellUrl}/employee/reports/${id}`,
    () => expect(page.getByRole('heading', { level: 1, name: /Report/ })).toBeVisible({ timeout: 60_000 }),
    [/Page not found/],
  );
});

test("the representative's consultants and projects show the outage and heal without a reload", async ({
  page,
}) => {
  await logInAs(page, 'representative', stack.shellUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Consultants' })).toBeVisible();
  const consultantsUrl = page.url();
  const companyId = consultantsUrl.split('/').pop()!;
  await outageAt(
    page,
    consultantsUrl,
    () => expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible({ timeout: 60_000 }),
    [/No results found/],
  );
  await outageAt(
    page,
    `${stack.shellUrl}/admin/projects/${companyId}`,
    () => expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible({ timeout: 60_000 }),
    [/No results found/],
  );
});

test("a sign-in that cannot reach the API says so, not 'Login Failed'", async ({ page }) => {
  await stopApi();
  try {
    await page.goto(`${stack.shellUrl}/`);
    await page.getByLabel('Email').fill(ACCOUNTS.consultant);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Cannot reach the server').first()).toBeVisible();
    await expect(page.getByText('Login Failed')).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
  } finally {
    await startApi();
  }
});
