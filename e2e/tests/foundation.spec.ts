import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import { expectAccessibleInBothThemes } from '../support/axe';
import { logInAs } from '../support/session';
import { startWebStack, type WebStack } from '../support/stack';
import { apps, buildAppInto, distOf } from '../support/scripts';
import { E2E_API_PORT, E2E_SPARE_SHELL_PORT } from '../support/ports';

test.describe('login lands each role on its remote page', () => {
  const landings = [
    { who: 'admin', url: /\/admin\/companies$/, heading: 'Companies' },
    { who: 'representative', url: /\/admin\/users\/[^/]+$/, heading: 'Consultants' },
    { who: 'departmentLead', url: /\/department\/[^/]+$/, heading: 'Department consultants' },
    { who: 'board', url: /\/admin\/users\/[^/]+$/, heading: 'Consultants' },
    { who: 'consultant', url: /\/employee\/[^/]+$/, heading: 'Tasks' },
  ] as const;

  for (const landing of landings) {
    test(`${landing.who} lands on ${landing.heading}`, async ({ page }) => {
      await logInAs(page, landing.who);
      await expect(page).toHaveURL(landing.url);
      await expect(page.getByRole('heading', { level: 1, name: landing.heading })).toBeVisible();
      await expectAccessibleInBothThemes(page, `${landing.who} landing page`);
    });
  }

  test('unknown paths go back to the login page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });
});

test.describe('remotes deployed on their own', () => {
  let stack: WebStack;
  const releaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-release-'));

  test.beforeAll(async () => {
    stack = await startWebStack(E2E_SPARE_SHELL_PORT, E2E_API_PORT);
  });
  test.afterAll(async () => {
    await stack.close();
    fs.rmSync(releaseDir, { recursive: true, force: true });
  });

  test('a stopped remote shows a retry message while the shell keeps working', async ({ page }) => {
    await logInAs(page, 'consultant', stack.shellUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
    const tasksUrl = page.url();

    await stack.remotes.employee.close();
    await page.reload();
    const fallback = page
      .getByRole('alert')
      .filter({ hasText: 'This part of the application is unavailable' });
    await expect(fallback).toBeVisible();
    await expect(fallback).toContainText('The employee module could not be loaded');
    await expectAccessibleInBothThemes(page, 'unavailable remote');
    await expect(fallback).toBeVisible();
    // the shell itself still works: top bar and navigation to a shell page
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

    // the remote comes back: retry loads it without reloading the shell
    await page.goBack();
    await expect(page).toHaveURL(tasksUrl);
    await stack.remotes.employee.listen(Number(new URL(stack.remoteUrl.employee).port));
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
  });

  test('redeploying one rebuilt remote changes what the shell shows, without rebuilding the shell', async ({
    page,
  }) => {
    const shellDist = distOf(apps.find((a) => a.name === 'shell')!);
    const shellFiles = fs.readdirSync(shellDist).sort();
    const release = `e2e-${Date.now()}`;
    const rebuilt = await buildAppInto('employee', releaseDir, { APP_RELEASE: release });

    await logInAs(page, 'consultant', stack.shellUrl);
    await expect(page.getByText(/employee module · release/)).toBeVisible();
    await expect(page.getByText(`employee module · release ${release}`)).toHaveCount(0);

    stack.remotes.employee.setRoot(rebuilt);
    await page.reload();
    await expect(page.getByText(`employee module · release ${release}`)).toBeVisible();
    expect(fs.readdirSync(shellDist).sort()).toEqual(shellFiles);
  });
});
