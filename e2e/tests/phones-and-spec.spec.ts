/**
 * Every product rule right, every screen usable on a phone, and no lost typing. One test
 * per rule, at 375 and 1280 px where it is layout and in both themes where it is visual.
 */
import { expect, test, type Page } from '../support/test';
import { ACCOUNTS, DEMO_PASSWORD } from '../support/accounts';
import { apiSession } from '../support/api';
import { setTheme } from '../support/axe';
import { urlId } from '../support/ids';
import { logInAs as logInFromForm } from '../support/session';
import {
  DESKTOP,
  PHONE,
  THEMES,
  atPhoneInBothThemes,
  expectRowsIdentifiable,
  menu,
  settled,
} from '../support/phones';

/** Signs in through the form, after ending any session of an earlier step. */
async function logInAs(page: Page, who: Parameters<typeof logInFromForm>[1]) {
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await logInFromForm(page, who);
}

async function closeNotices(page: Page) {
  await expect(page.locator('.tt-notice')).toHaveCount(0, { timeout: 5000 });
}

async function go(page: Page, link: string) {
  await menu(page).getByRole('link', { name: link, exact: true }).click();
  await settled(page);
}

test.describe('product rules', () => {
  test("1. router fallback: a shell chunk that fails and a remote page that crashes show 'Unexpected Application Error!'", async ({
    page,
  }) => {
    await logInAs(page, 'consultant');
    await settled(page);
    // everything loaded so far may load again; any other script of the shell fails from now on
    const loaded = new Set(
      await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name)),
    );
    const shellOrigin = new URL(page.url()).origin;
    await page.route(`${shellOrigin}/**/*.js`, (route) =>
      loaded.has(route.request().url()) ? route.continue() : route.abort(),
    );
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Unexpected Application Error!' })).toContainText(
      /chunk|fail|load/i,
    );
    // the frame (menus) still works around it
    await expect(menu(page).getByRole('link', { name: 'View all tasks' })).toBeVisible();
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    // a remote page that crashes: its data table cannot be loaded
    const context = await page.context().browser()!.newContext({ reducedMotion: 'reduce' });
    const second = await context.newPage();
    await second.route('**/data-table.*.js', (route) => route.abort());
    await second.goto(`${shellOrigin}/`);
    await second.getByLabel('Email').fill(ACCOUNTS.consultant);
    await second.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await second.getByRole('button', { name: 'Login' }).click();
    await expect(second.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(second.getByRole('button', { name: 'Try again' })).toBeVisible();
    await context.close();
  });

  test("2. an unknown email gets 'Access denied' with the link, and the form does not move (375 and 1280 px)", async ({
    page,
  }) => {
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.goto('/');
      const button = page.getByRole('button', { name: 'Login' });
      const before = await button.boundingBox();
      await page.getByLabel('Email').fill('stranger@example.com');
      await page.getByLabel('Password', { exact: true }).fill('whatever');
      await button.click();
      await expect(page.getByText('Access denied', { exact: true })).toBeVisible();
      await expect(
        page.getByText('Your account is not authorized to access this application.'),
      ).toBeVisible();
      await expect(page.getByText('Login Failed')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'newer system' })).toHaveAttribute('href', /^https?:\/\//);
      const after = await button.boundingBox();
      expect(Math.abs(after!.y - before!.y), `the form stays put at ${size.width} px`).toBeLessThan(2);
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test("login throttled by the server (429): 'Too many attempts' with the wait", async ({ page }) => {
    await page.route('**/api/v1/token/', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '30', 'Content-Type': 'application/json' },
        body: JSON.stringify({
          error: 'too_many_attempts',
          detail: 'Too many login attempts',
          retry_after: 30,
        }),
      }),
    );
    await page.goto('/');
    await page.getByLabel('Email').fill(ACCOUNTS.consultant);
    await page.getByLabel('Password', { exact: true }).fill('Wrong#2025');
    await page.getByRole('button', { name: 'Login' }).click();
    const notice = page.locator('.shell-denied');
    await expect(notice).toContainText('Too many attempts');
    await expect(notice).toContainText(/Please wait (30|29|28) seconds before trying again/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
    // said once (no toast beside the notice)
    await expect(page.getByText('Too many attempts')).toHaveCount(1);
  });

  test("a long throttle says the wait in minutes, once, not in the server's seconds", async ({ page }) => {
    await page.route('**/api/v1/token/', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '882', 'Content-Type': 'application/json' },
        body: JSON.stringify({
          error: 'too_many_attempts',
          detail: 'Too many failed sign-in attempts. Try again in 882 seconds.',
          retry_after: 882,
        }),
      }),
    );
    await page.goto('/');
    await page.getByLabel('Email').fill(ACCOUNTS.consultant);
    await page.getByLabel('Password', { exact: true }).fill('Wrong#2025');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.locator('.shell-denied')).toContainText('Please wait 15 minutes before trying again');
    await expect(page.getByText('Too many attempts')).toHaveCount(1);
    await expect(page.getByText(/882|seconds/)).toHaveCount(0);
  });

  test('3. contact is numeric in the person forms: letters never get in', async ({ page }) => {
    await logInAs(page, 'representative');
    await closeNotices(page);
    await go(page, 'Board members');
    await page.getByRole('button', { name: 'Add board member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add board member' });
    await dialog.getByLabel('Contact').pressSequentially('abc12x3');
    await expect(dialog.getByLabel('Contact')).toHaveValue('123');
  });

  test("4. the consultants page has the spec's columns and fits at 1280 px: switch and row menu without scrolling", async ({
    page,
  }) => {
    await logInAs(page, 'representative');
    await settled(page);
    const table = page.getByRole('table', { name: 'Consultants' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'DEPARTMENT',
      'NAME',
      'DAILY',
      'PREVIOUS MONTH',
      'MONTHLY',
      'ACTIVE',
      'ACTIONS',
    ]);
    const region = page.getByRole('region', { name: 'Consultants' });
    const overflow = await region.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow, 'no sideways scrolling at 1280 px').toBeLessThanOrEqual(1);
    const row = table.locator('tbody tr.tt-row').first();
    for (const control of [row.getByRole('switch'), row.getByRole('button', { name: /^Actions for / })]) {
      const box = (await control.boundingBox())!;
      const frame = (await region.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
    }
    await page.setViewportSize(PHONE);
    await expectRowsIdentifiable(page, 'Consultants');
  });

  test('5. board members: a click on the row opens the edit view', async ({ page }) => {
    await logInAs(page, 'representative');
    await closeNotices(page);
    await go(page, 'Board members');
    const row = page.getByRole('table', { name: 'Board members' }).locator('tbody tr.tt-row').first();
    await row.locator('td').nth(1).click();
    await expect(page.getByRole('dialog', { name: 'Edit board member' })).toBeVisible();
  });

  test('6. the side menu and the bottom bar mark the current page (375 and 1280 px)', async ({ page }) => {
    await logInAs(page, 'representative');
    await settled(page);
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await expect(menu(page).locator('[aria-current="page"]')).toHaveText('View all consultants');
      await go(page, 'Board members');
      await expect(menu(page).locator('[aria-current="page"]')).toHaveText('Board members');
      await go(page, 'View all consultants');
    }
    await page.setViewportSize(DESKTOP);
    await logInAs(page, 'departmentLead');
    await settled(page);
    await expect(menu(page).locator('[aria-current="page"]')).toHaveText('View all Consultants');
  });
});

test.describe('phones', () => {
  test('7. every table at 375 px shows its identifying column and row actions without sideways scrolling, both themes', async ({
    page,
    request,
  }) => {
    // data in every table: a task today, a draft
    const consultant = await apiSession(request, 'consultant');
    const task = { title: 'Phone check task', body: '<p>b</p>', duration: 30, project: null };
    expect((await consultant.call('POST', `/tasks/${consultant.userId}`, task)).status).toBe(201);
    expect(
      (await consultant.call('POST', `/drafts/${consultant.userId}`, { ...task, title: 'Phone check draft' }))
        .status,
    ).toBe(201);

    await logInAs(page, 'admin');
    await atPhoneInBothThemes(page, () => expectRowsIdentifiable(page, 'Companies'));

    await page.setViewportSize(DESKTOP);
    await logInAs(page, 'representative');
    await closeNotices(page);
    for (const [link, table, actions] of [
      ['View all consultants', 'Consultants', true],
      ['Board members', 'Board members', true],
      ['View all departments', 'Departments', true],
      ['View all projects', 'Projects', true],
      ['Logs', 'Task logs', false],
    ] as const) {
      await page.setViewportSize(DESKTOP);
      await go(page, link);
      await atPhoneInBothThemes(page, () => expectRowsIdentifiable(page, table, { actions }));
    }

    await page.setViewportSize(DESKTOP);
    await logInAs(page, 'departmentLead');
    await atPhoneInBothThemes(page, () => expectRowsIdentifiable(page, 'Department consultants'));
    await page.setViewportSize(DESKTOP);
    await go(page, 'Consultants');
    await atPhoneInBothThemes(page, () => expectRowsIdentifiable(page, /performance/i));

    await page.setViewportSize(DESKTOP);
    await logInAs(page, 'consultant');
    await atPhoneInBothThemes(page, () => expectRowsIdentifiable(page, 'Tasks'));
    await page.setViewportSize(DESKTOP);
    await go(page, 'Draft');
    await atPhoneInBothThemes(page, () => expectRowsIdentifiable(page, /Pending|Drafts/i));
  });

  test("7. the representative's top bar, the password form and Logs on a phone", async ({ page }) => {
    await logInAs(page, 'representative');
    await closeNotices(page);
    await atPhoneInBothThemes(page, async () => {
      const brand = page.locator('.shell-topbar .shell-brand');
      const box = (await brand.boundingBox())!;
      expect(box.height, "'Task Tracker' on one line").toBeLessThan(30);
      const name = page.locator('.shell-user-name');
      await expect(name).toContainText('Rita');
      expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), 'the name is not cut').toBe(
        true,
      );
    });
    // Logs: the bottom bar omits it; Settings offers it
    await go(page, 'Settings');
    // README's words are on the screen: a visible 'More pages' heading above the Logs link
    await expect(page.getByRole('heading', { name: 'More pages' })).toBeVisible();
    await page.getByRole('navigation', { name: 'More pages' }).getByRole('link', { name: 'Logs' }).click();
    await expect(page).toHaveURL(/\/admin\/logs\//);
    await settled(page);
    await page.goto('/change_password');
    const fields = page.locator('form .tt-field');
    await expect(fields).toHaveCount(3);
    const [a, b] = [(await fields.nth(0).boundingBox())!, (await fields.nth(1).boundingBox())!];
    expect(b.y - (a.y + a.height), 'space between the password fields').toBeGreaterThanOrEqual(12);
  });
});

test.describe('lost typing, links, misleading pages, smaller', () => {
  test('8. Escape in an editor dropdown closes only the dropdown; closing the dialog keeps what was typed', async ({
    page,
  }) => {
    await logInAs(page, 'consultant');
    await closeNotices(page);
    await page.getByRole('button', { name: 'Add task' }).click();
    let dialog = page.getByRole('dialog', { name: 'add task' });
    await dialog.getByLabel('Title').fill('Typed before Escape');
    const editor = dialog.getByRole('textbox', { name: 'Body' });
    await editor.click();
    await page.keyboard.type('A body I do not want to lose');
    await dialog.getByRole('button', { name: 'Heading' }).click();
    await expect(dialog.locator('.ql-header.ql-expanded')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog.locator('.ql-expanded')).toHaveCount(0);
    await expect(dialog).toBeVisible();
    // an outside click still closes the dialog, and nothing is lost
    await page.mouse.click(5, 400);
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'Add task' }).click();
    dialog = page.getByRole('dialog', { name: 'add task' });
    await expect(dialog.getByLabel('Title')).toHaveValue('Typed before Escape');
    await expect(dialog.getByRole('textbox', { name: 'Body' })).toContainText('A body I do not want to lose');
    await dialog.getByRole('button', { name: 'Clear form', exact: true }).click();
    await expect(dialog.getByLabel('Title')).toHaveValue('');
  });

  test("9. a link typed as www.example.com gets https://; a refused scheme says 'Link refused'", async ({
    page,
  }) => {
    await logInAs(page, 'consultant');
    await closeNotices(page);
    await page.getByRole('button', { name: 'Add task' }).click();
    const dialog = page.getByRole('dialog', { name: 'add task' });
    const editor = dialog.getByRole('textbox', { name: 'Body' });
    await editor.click();
    await page.keyboard.type('the site');
    await page.keyboard.press('ControlOrMeta+a');
    await dialog.getByRole('button', { name: 'Link' }).click();
    await dialog.getByLabel('Link address').fill('www.example.com');
    await page.keyboard.press('Enter');
    await expect(editor.locator('a')).toHaveAttribute('href', 'https://www.example.com');

    await page.keyboard.press('End');
    await page.keyboard.type(' and more');
    await page.keyboard.press('Shift+Home');
    await dialog.getByRole('button', { name: 'Link' }).click();
    await dialog.getByLabel('Link address').fill('javascript:alert(1)');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Link refused')).toBeVisible();
    // the refused link left the text as it was: the one link is still the first
    await expect(editor.locator('a')).toHaveCount(1);
    await expect(editor.locator('a')).toHaveAttribute('href', 'https://www.example.com');
    await dialog.getByRole('button', { name: 'Clear form', exact: true }).click();
  });

  test("10. another department's page, a refused or unknown page, and a tampered id each say why", async ({
    page,
    request,
  }) => {
    const representative = await apiSession(request, 'representative');
    const { body: departments } = await representative.call<{ id: number; name: string }[]>(
      'GET',
      `/departments/${representative.company}`,
    );
    const other = departments.find((d) => d.name !== 'Engineering')!;
    await logInAs(page, 'departmentLead');
    await closeNotices(page);
    await page.goto(`/department/${urlId(other.id)}`);
    await expect(page.getByRole('heading', { name: 'This page is not yours' })).toBeVisible();
    await expect(page.getByText(/No consultants found/)).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to your pages' }).click();
    await expect(page).toHaveURL(/\/department\/[^/]+$/);

    await logInAs(page, 'representative');
    await closeNotices(page);
    await page.route('**/api/v1/projects/**', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: '{"error":"not_found","detail":"no such company"}',
      }),
    );
    await page.goto(`/admin/projects/${urlId(representative.company!)}`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add project' })).toHaveCount(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    await page.goto('/admin/projects/U2FsdGVkX1tampered0000000000000000000000000');
    await expect(page.getByText('Invalid link')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/users\/[^/]+$/);
  });

  test('11. empty tables keep ACTIONS; long cells are cut once; placeholders everywhere; notices off dialog titles; the move confirmation alone', async ({
    page,
    request,
  }) => {
    const representative = await apiSession(request, 'representative');
    const long = `A project with a rather long name to check cutting ${Date.now()} once only`;
    expect(
      (await representative.call('POST', `/projects/${representative.company}`, { name: long })).status,
    ).toBe(201);
    await logInAs(page, 'representative');
    await closeNotices(page);
    await go(page, 'View all projects');
    const cell = page
      .getByRole('table', { name: 'Projects' })
      .getByRole('rowheader')
      .filter({ hasText: long.slice(0, 40) });
    await expect(cell).toHaveText(`${long.slice(0, 57)}...`);
    const clipped = await cell
      .locator('.tt-cell')
      .evaluate((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1);
    expect(clipped, 'the cut text is shown whole').toBe(false);

    await page.route('**/api/v1/projects/**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    await page.reload();
    await settled(page);
    await expect(
      page.getByRole('table', { name: 'Projects' }).getByRole('columnheader', { name: 'ACTIONS' }),
    ).toBeVisible();
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    await go(page, 'Board members');
    await page.getByRole('button', { name: 'Add board member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add board member' });
    for (const input of await dialog.locator('input').all())
      await expect(input).toHaveAttribute('placeholder', /.+/);
    await dialog.getByRole('button', { name: 'Add board member' }).click();
    const notice = page.locator('.tt-notice').filter({ hasText: 'Empty form fields' });
    await expect(notice).toBeVisible();
    const [n, title, first] = [
      await notice.boundingBox(),
      await dialog.getByRole('heading').boundingBox(),
      await dialog.getByLabel('Email').boundingBox(),
    ];
    for (const box of [title!, first!])
      expect(
        n!.y >= box.y + box.height || n!.y + n!.height <= box.y,
        'the notice leaves the title and first field visible',
      ).toBe(true);
    await page.keyboard.press('Escape');
    await closeNotices(page);
    await page.keyboard.press('Escape');

    await go(page, 'View all consultants');
    await page
      .getByRole('table', { name: 'Consultants' })
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Move' }).click();
    const move = page.getByRole('dialog', { name: 'Move consultant' });
    // the dialog's code loads when it is first opened
    await expect(move).toBeVisible();
    const select = move.getByLabel('Department');
    const options = await select.locator('option').allTextContents();
    const current = await select.inputValue();
    const other = (
      await select.locator('option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value))
    ).find((v) => v !== current)!;
    expect(options.length).toBeGreaterThan(1);
    await select.selectOption(other);
    await move.getByRole('button', { name: 'Confirm move' }).click();
    await expect(page.getByRole('dialog', { name: 'Move Confirmation' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Move consultant' })).toHaveCount(0);
    await page
      .getByRole('dialog', { name: 'Move Confirmation' })
      .getByRole('button', { name: 'Cancel' })
      .click();
  });

  test('11. in both themes the filled and the outline button are told apart', async ({ page }) => {
    await logInAs(page, 'representative');
    await closeNotices(page);
    await go(page, 'View all consultants');
    for (const theme of THEMES) {
      await setTheme(page, theme);
      await settled(page);
      const filled = page.getByRole('button', { name: 'Add consultant' });
      const outline = page.getByRole('button', { name: 'Export CSV' });
      const style = (l: typeof filled) =>
        l.evaluate((el) => {
          const s = getComputedStyle(el);
          return { bg: s.backgroundColor, border: s.borderTopColor, weight: s.fontWeight };
        });
      const [f, o] = [await style(filled), await style(outline)];
      expect(f.bg, `${theme}: fills differ`).not.toBe(o.bg);
      expect(f.weight !== o.weight || f.border !== o.border, `${theme}: weight or border differ`).toBe(true);
      if (theme === 'dark') expect(Number(f.weight)).toBeGreaterThan(Number(o.weight));
    }
  });
});
