import { expect, test } from '../support/test';
import { ACCOUNTS, DEMO_PASSWORD } from '../support/accounts';
import { expectNotice } from '../support/expectNotice';
import { expectAccessibleInBothThemes, expectNoSeriousA11yViolations } from '../support/axe';
import { logInAs } from '../support/session';
import { apiSession } from '../support/api';

const mainNav = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Main', exact: true });

test.describe('shell: login and account area', () => {
  test('login form: empty fields, wrong password, success', async ({ page }) => {
    await page.goto('/');
    await expectAccessibleInBothThemes(page, 'login page');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Empty fields')).toBeVisible();
    await expect(page.getByText('Please fill out all form fields before proceeding')).toBeVisible();

    await page.getByLabel('Email').fill(ACCOUNTS.consultant);
    await page.getByLabel('Password', { exact: true }).fill('Wrong#2025');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Login Failed')).toBeVisible();
    await expect(page.getByText('Please try again with the correct credentials')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Login success')).toBeVisible();
    await expect(page).toHaveURL(/\/employee\/[^/]+$/);

    // already signed in: '/' goes straight back to the role's page
    await page.goto('/');
    await expect(page).toHaveURL(/\/employee\/[^/]+$/);
  });

  test('an account outside the allow-list is refused and pointed to the newer system', async ({
    page,
    request,
  }) => {
    // a real consultant of the demo company who is not one of the five approved accounts
    const representative = await apiSession(request, 'representative');
    const { body: departments } = await representative.call<{ id: number }[]>(
      'GET',
      `/departments/${representative.company}`,
    );
    const email = `outsider.${Date.now()}@example.com`;
    const created = await representative.call('POST', `/employees/${departments[0].id}`, {
      email,
      password: DEMO_PASSWORD,
      first_name: 'Out',
      last_name: 'Sider',
      contact: '5550100',
    });
    expect(created.status).toBe(201);

    await page.goto('/');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Access denied', { exact: true })).toBeVisible();
    await expect(page.getByText('Your account is not authorized to access this application.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'newer system' })).toHaveAttribute('href', /^https?:\/\//);
    await expectNoSeriousA11yViolations(page, 'access denied notice');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a stored session of a non-allowed email is cleared at start with "Access revoked"', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem(
        'TASKTRACKER_USER',
        JSON.stringify({
          email: 'intruder@example.org',
          user_id: 99,
          role: 'admin',
          company: null,
          name: 'X',
          username: 'x',
          tokens: { access: 'a', refresh: 'r' },
        }),
      ),
    );
    await page.goto('/admin/companies');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Access revoked')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'access revoked notice');
    expect(await page.evaluate(() => localStorage.getItem('TASKTRACKER_USER'))).toBeNull();
  });

  test('visitors without a session are sent to the login page', async ({ page }) => {
    for (const path of [
      '/admin/companies',
      '/employee/abc',
      '/admin/settings',
      '/profile',
      '/change_password',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
  });
});

test.describe("shell: navigation per role (the spec's menus plus Reports, Week, Approvals and money)", () => {
  const menus = {
    admin: ['View companies', 'Reports', 'Settings'],
    representative: [
      'View all consultants',
      'Board members',
      'View all departments',
      'View all projects',
      'Clients',
      'Rates',
      'Invoices',
      'Logs',
      'Reports',
      'Approvals',
      'Audit trail',
      'Import hours',
      'Settings',
    ],
    board: ['View all consultants', 'Clients', 'Rates', 'Invoices', 'Reports', 'Settings'],
    departmentLead: ['Consultants', 'View all Consultants', 'Reports', 'Approvals', 'Settings'],
    consultant: ['View all tasks', 'Week', 'Draft', 'Reports', 'Settings'],
  } as const;

  for (const [who, labels] of Object.entries(menus) as [keyof typeof menus, readonly string[]][]) {
    test(`${who} sees exactly its menu`, async ({ page }) => {
      await logInAs(page, who);
      await expect(mainNav(page).getByRole('link')).toHaveText([...labels]);
      // every link leads somewhere real (no redirect back to the login page)
      for (const label of labels) {
        await mainNav(page).getByRole('link', { name: label, exact: true }).click();
        await expect(page).not.toHaveURL(/\/$/);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      }
    });
  }

  test('under 768 px a bottom bar replaces the side menu and omits Logs', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await logInAs(page, 'representative');
    const bottom = page.getByRole('navigation', { name: 'Main (compact)' });
    await expect(bottom).toBeVisible();
    await expect(mainNav(page)).toBeHidden();
    await expect(bottom.getByRole('link')).toHaveText([
      'View all consultants',
      'Board members',
      'View all departments',
      'View all projects',
      'Reports',
      'Settings',
    ]);
    await bottom.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expectAccessibleInBothThemes(page, 'settings page, small screen');
  });
});

test.describe('shell: settings, theme and logout', () => {
  test('the theme switch applies to the shell and the remotes at once and survives a reload', async ({
    page,
  }) => {
    await logInAs(page, 'consultant');
    await page.evaluate(() => localStorage.removeItem('TASKTRACKER_THEME'));
    await mainNav(page).getByRole('link', { name: 'Settings' }).click();
    const html = page.locator('html');
    const toggle = page.getByRole('switch', { name: 'Dark theme (experimental)' });
    const before = await html.getAttribute('data-theme');
    await toggle.click();
    const after = before === 'dark' ? 'light' : 'dark';
    await expect(html).toHaveAttribute('data-theme', after);
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', after);
    await expect(page.getByRole('switch', { name: 'Dark theme (experimental)' })).toHaveAttribute(
      'aria-checked',
      String(after === 'dark'),
    );
    await expectAccessibleInBothThemes(page, 'settings page');
    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click(); // the settings page's own logout
    await expect(page.getByRole('dialog', { name: 'Logout Confirmation' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'logout confirmation');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Logout Confirmation' })).toBeHidden();
    // back to the theme this test chose
    await page.evaluate((theme) => localStorage.setItem('TASKTRACKER_THEME', JSON.stringify(theme)), after);
    await page.reload();

    // inside a remote the same theme is in force (one jotai store across the federation boundary)
    await mainNav(page).getByRole('link', { name: 'View all tasks' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Tasks/ })).toBeVisible();
    await expect(html).toHaveAttribute('data-theme', after);
    const paper = await page.locator('.shell-topbar').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(paper).toBe(after === 'dark' ? 'rgb(32, 32, 32)' : 'rgb(255, 255, 255)');
  });

  test('change password validates and updates', async ({ page }) => {
    await logInAs(page, 'board');
    await page.goto('/change_password');
    await expectAccessibleInBothThemes(page, 'change password');
    const current = page.getByLabel('Current password', { exact: true });
    const newPassword = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm password', { exact: true });
    await newPassword.fill('weakpass');
    await confirm.fill('weakpass');
    await page.getByRole('button', { name: 'Confirm changes' }).click();
    await expect(page.getByText('Weak password', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: "I've understood" }).click();

    await newPassword.fill('Demo#2025');
    await confirm.fill('Demo#2026');
    await page.getByRole('button', { name: 'Confirm changes' }).click();
    await expect(page.getByText('Password mismatch')).toBeVisible();

    // the same (strong) password again, so the demo account keeps working; first with a wrong
    // current password, which the server refuses and the page says so
    await confirm.fill('Demo#2025');
    await current.fill('Wrong#2025');
    await page.getByRole('button', { name: 'Confirm changes' }).click();
    await expectNotice(page, {
      title: 'Password failed to be updated',
      body: 'The current password was refused: current_password is not your current password',
    });
    await current.fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Confirm changes' }).click();
    await expect(page.getByText('Password updated')).toBeVisible();
    await expect(current).toHaveValue('');
    await expect(newPassword).toHaveValue('');
    await expect(confirm).toHaveValue('');

    await page.goto('/profile');
    await expect(page.getByText(ACCOUNTS.board)).toBeVisible();
    await expectAccessibleInBothThemes(page, 'profile');
  });

  test('logout asks for confirmation, goes to / and says "Session terminated" after 500 ms', async ({
    page,
    request,
  }) => {
    await page.clock.install();
    await logInAs(page, 'admin');
    await page.clock.runFor(2000); // the login notice closes by itself after 1.5 s
    await expect(page.getByText('Ada Admin')).toBeVisible();
    const { access } = await page.evaluate(
      () => JSON.parse(localStorage.getItem('TASKTRACKER_USER') ?? '{}').tokens,
    );
    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Logout Confirmation' });
    await expect(dialog.getByText('Are you sure you want to logout')).toBeVisible();
    // the page's time stands still from here and moves only as the test moves it (an installed
    // clock otherwise runs on with real time, which a slow machine spends before the count starts)
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await dialog.getByRole('button', { name: 'confirm Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.clock.runFor(450);
    await expect(page.getByText('Session terminated')).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(page.getByText('Session terminated')).toBeVisible();
    await expect(page.getByText('You have been logged out')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('TASKTRACKER_USER'))).toBeNull();
    // the session is over on the server too: the old token opens nothing
    await expect
      .poll(async () =>
        (await request.get('/api/v1/companies', { headers: { Authorization: `Bearer ${access}` } })).status(),
      )
      .toBe(401);
  });

  test('signing out or in in one tab holds in the other tabs at once', async ({ page }) => {
    await logInAs(page, 'admin');
    const other = await page.context().newPage();
    await other.goto('/admin/settings');
    await expect(other.getByRole('heading', { name: 'Settings' })).toBeVisible();
    // sign out in the first tab: the other goes to the login page and says why
    await page.getByRole('button', { name: 'Logout' }).click();
    await page
      .getByRole('dialog', { name: 'Logout Confirmation' })
      .getByRole('button', { name: 'confirm Logout' })
      .click();
    await expect(other).toHaveURL(/\/$/);
    await expect(other.getByText('Session terminated')).toBeVisible();
    await expect(other.getByRole('button', { name: 'Login' })).toBeVisible();
    // sign in in the first tab: the other, on the login page, goes in
    await logInAs(page, 'admin');
    await expect(other).toHaveURL(/\/admin\/companies/);
    await other.close();
  });

  test('the developer page generates 50 sample tasks and todos into local storage', async ({ page }) => {
    await page.goto('/tests');
    await page.getByRole('button', { name: 'Generate 50 tasks' }).click();
    await page.getByRole('button', { name: 'Generate 50 todos' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Local storage now holds 50 draft task(s) and 50 todo(s).',
    );
    const stored = await page.evaluate(() => [
      JSON.parse(localStorage.getItem('TASKTRACKER_TASKS') ?? '[]').length,
      JSON.parse(localStorage.getItem('TASKTRACKER_TODOS') ?? '[]').length,
    ]);
    expect(stored).toEqual([50, 50]);
    await expectAccessibleInBothThemes(page, 'developer page');
  });
});
