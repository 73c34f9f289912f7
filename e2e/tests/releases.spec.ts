/**
 * Releases without a reload, on a stack of its own (the shell and each remote on their own
 * origins): a consultant's open tab, with a task half typed, takes the employee remote's new
 * release at its next navigation (no page reload, the typing kept), and a rollback the same way; a
 * department remote built for another version of the shared library is refused with what does not
 * match, reported to the server (the admin reads it in Settings), while the rest keeps working; a
 * feature's change released by its owning remote alone reaches every area that shows it.
 * The tab's clock is the test's: a minute of waiting is a fast-forward.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { ClientReport } from '@app/contract';
import { expect, test } from '../support/test';
import { apiSession } from '../support/api';
import { expectNoSeriousA11yViolations, setTheme } from '../support/axe';
import { snapWidthsAndThemes } from '../support/taskPages';
import { logInAs } from '../support/session';
import { startWebStack, type RemoteName, type WebStack } from '../support/stack';
import { apps, buildAppInto, buildChangedCopyInto, distOf, importScript } from '../support/scripts';
import { E2E_API_PORT, E2E_SPARE_SHELL_PORT } from '../support/ports';

test.describe.configure({ mode: 'serial' });

let stack: WebStack;
const deployRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-releases-'));
const deployDirOf = (name: RemoteName) => path.join(deployRoot, name);
interface Releases {
  liveRelease(dir: string): { folder: string; manifest: { release: string } } | null;
  setLiveRelease(dir: string, release: string): void;
}
let releases: Releases;

/** `name`'s deployment as built for the other tests, copied where this stack serves it from. */
function deployCopyOf(name: RemoteName): { folder: string; label: string } {
  const built = distOf(apps.find((a) => a.name === name)!);
  const live = releases.liveRelease(built)!;
  fs.cpSync(
    path.join(built, 'releases', live.folder),
    path.join(deployDirOf(name), 'releases', live.folder),
    {
      recursive: true,
    },
  );
  releases.setLiveRelease(deployDirOf(name), live.folder);
  stack.remotes[name].setRoot(deployDirOf(name));
  return { folder: live.folder, label: live.manifest.release };
}

/** A minute later in the tab: its poll asks for remotes.json (answered before this returns). */
async function aMinuteLater(page: Page) {
  const asked = page.waitForResponse((r) => r.url().endsWith('/remotes.json'));
  await page.clock.fastForward(61_000);
  await asked;
}

const footer = (page: Page, label: string) => page.getByText(`employee module · release ${label}`);
const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name, exact: true });

test.beforeAll(async () => {
  releases = (await importScript('scripts/webpack/releases.js')) as Releases;
  stack = await startWebStack(E2E_SPARE_SHELL_PORT, E2E_API_PORT);
});
test.afterAll(async () => {
  await stack.close();
  fs.rmSync(deployRoot, { recursive: true, force: true });
});

test('a new release reaches the open tab at its next navigation, the half-typed task kept, without a reload; a rollback reaches it the same way', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const first = deployCopyOf('employee');
  await page.clock.install();
  await logInAs(page, 'consultant', stack.shellUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
  await expect(footer(page, first.label)).toBeVisible();
  // a mark on this document: a reload would lose it
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  const halfTyped = `Half-typed before the release ${Date.now()}`;
  await page.getByRole('button', { name: 'Add task' }).click();
  const dialog = page.getByRole('dialog', { name: 'add task' });
  await dialog.getByLabel('Title').fill(halfTyped);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  const label = `e2e-${Date.now()}`;
  await buildAppInto('employee', deployRoot, { APP_RELEASE: label });
  await aMinuteLater(page);
  // nothing changes under the user's eyes: the switch waits for her next navigation
  await expect(footer(page, first.label)).toBeVisible();
  await nav(page, 'Week').click();
  await expect(footer(page, label)).toBeVisible();
  await expect(page.getByText(`The employee area was updated (release ${label}).`)).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);

  await nav(page, 'View all tasks').click();
  await expect(footer(page, label)).toBeVisible();
  await page.getByRole('button', { name: 'Add task' }).click();
  await expect(page.getByRole('dialog', { name: 'add task' }).getByLabel('Title')).toHaveValue(halfTyped);
  await page.keyboard.press('Escape');

  // the rollback: the earlier release live again reaches the tab the same way
  releases.setLiveRelease(deployDirOf('employee'), first.folder);
  await aMinuteLater(page);
  await nav(page, 'Week').click();
  await expect(footer(page, first.label)).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('a remote built for another version of the shared library is refused with what does not match, reported, and the rest keeps working', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const label = `e2e-skew-${Date.now()}`;
  await buildAppInto('department', deployRoot, { APP_RELEASE: label, APP_SHARED_RANGE: '^9.0.0' });
  stack.remotes.department.setRoot(deployDirOf('department'));

  await logInAs(page, 'departmentLead', stack.shellUrl);
  const refusal = page.getByRole('alert').filter({ hasText: 'This part of the application cannot start' });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(`The department module (release ${label})`);
  await expect(refusal).toContainText(/@app\/shared \^9\.0\.0 \(this page has 0\.1\.0-c-[0-9a-f]{12}\)/);
  await expectNoSeriousA11yViolations(page, 'refused remote release');
  await snapWidthsAndThemes(page, 'refused-release-area', setTheme);
  // the shell still works
  await nav(page, 'Settings').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  // the page said so to the server; the admin reads it in her Settings
  const admin = await apiSession(request, 'admin');
  await expect
    .poll(async () => (await admin.call<ClientReport[]>('GET', '/client_reports')).body.map((r) => r.release))
    .toContain(label);
  const adminPage = await (await browser.newContext()).newPage();
  await logInAs(adminPage, 'admin', stack.shellUrl);
  await nav(adminPage, 'Settings').click();
  await expect(adminPage.getByRole('heading', { name: 'Refused module releases' })).toBeVisible();
  await expect(adminPage.getByRole('listitem').filter({ hasText: label })).toContainText(
    '@app/shared ^9.0.0',
  );
  await expectNoSeriousA11yViolations(adminPage, "the admin's refused releases");
  await snapWidthsAndThemes(adminPage, 'refused-releases', setTheme);
  await adminPage.context().close();
});

test("a change released by the feature's owner alone reaches every area that shows it at the next navigation, the admin's who opened her own area first and the department lead's; a rollback the same way", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const first = deployCopyOf('company');
  deployCopyOf('admin');
  deployCopyOf('department');
  const heading = (page: Page, name: string | RegExp) =>
    page.getByRole('heading', { level: 1, name, exact: true });
  const sameDocument = (page: Page) =>
    page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument);

  // the admin lands in the admin area (its companies' list) and opens the reports (the company
  // remote's); the department lead opens them in the department area
  const admin = await (await browser.newContext()).newPage();
  const lead = await (await browser.newContext()).newPage();
  for (const page of [admin, lead]) await page.clock.install();
  await logInAs(admin, 'admin', stack.shellUrl);
  await expect(heading(admin, /^Companies/)).toBeVisible();
  await nav(admin, 'Reports').click();
  await expect(heading(admin, 'Reports')).toBeVisible();
  await logInAs(lead, 'departmentLead', stack.shellUrl);
  await nav(lead, 'Reports').click();
  await expect(heading(lead, 'Reports')).toBeVisible();
  for (const page of [admin, lead]) await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  // the company team changes the reports' heading and releases the company remote alone
  const label = `e2e-owner-${Date.now()}`;
  const changed = `Reports · ${label}`;
  await buildChangedCopyInto('company', deployRoot, { APP_RELEASE: label }, (dir) => {
    const file = path.join(dir, 'src/features/reports/ReportsPage.tsx');
    const source = fs.readFileSync(file, 'utf8');
    expect(source).toContain('title="Reports"');
    fs.writeFileSync(file, source.replaceAll('title="Reports"', `title="${changed}"`));
  });
  for (const page of [admin, lead]) await aMinuteLater(page);

  // the next navigation shows the change, in each area, without a reload
  await nav(admin, 'View companies').click();
  await expect(heading(admin, /^Companies/)).toBeVisible();
  await nav(admin, 'Reports').click();
  await expect(heading(admin, changed)).toBeVisible();
  await nav(lead, 'Settings').click();
  await nav(lead, 'Reports').click();
  await expect(heading(lead, changed)).toBeVisible();
  for (const page of [admin, lead]) expect(await sameDocument(page)).toBe(true);

  // the rollback reaches both the same way
  releases.setLiveRelease(deployDirOf('company'), first.folder);
  for (const page of [admin, lead]) await aMinuteLater(page);
  await nav(admin, 'View companies').click();
  await nav(admin, 'Reports').click();
  await expect(heading(admin, 'Reports')).toBeVisible();
  await nav(lead, 'Settings').click();
  await nav(lead, 'Reports').click();
  await expect(heading(lead, 'Reports')).toBeVisible();
  for (const page of [admin, lead]) {
    expect(await sameDocument(page)).toBe(true);
    await page.context().close();
  }
});
