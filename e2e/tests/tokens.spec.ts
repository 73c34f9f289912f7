/**
 * Personal access tokens: the consultant makes a read-only token in Settings, copies its secret
 * from the dialog that shows it once, and another tool calls the API with it (reads answered,
 * writes refused); she revokes it there and the tool is refused at once; the representative sees
 * her company's tokens. Signed in through the login page, on the production builds.
 */
import { API_TOKEN_PATTERN } from '@app/contract/tokens';
import { expect, test } from '../support/test';
import { apiSession } from '../support/api';
import { expectNoSeriousA11yViolations, setTheme } from '../support/axe';
import { E2E_API_URL } from '../support/ports';
import { logInAs } from '../support/session';
import { snapDialog } from '../support/taskPages';

test.describe.configure({ mode: 'serial' });

const name = `Invoicing ${Date.now().toString(36)}`;
let secret = '';

test('the consultant makes a read-only token in Settings; its secret is shown once and works for another tool', async ({
  page,
  request,
}) => {
  const consultant = await apiSession(request, 'consultant');
  await logInAs(page, 'consultant');
  await expect(page).toHaveURL(/\/employee\/[^/]+$/);
  await page.goto('/admin/settings');
  const section = page.getByRole('region', { name: 'API tokens' });
  await expect(section.getByRole('heading', { name: 'API tokens' })).toBeVisible();
  const form = section.getByRole('form', { name: 'New token' });
  await form.getByLabel('Token name').fill(name);
  await form.getByLabel('Access').selectOption('read');
  await form.getByRole('button', { name: 'Create token' }).click();

  const dialog = page.getByRole('dialog', { name: 'Token created' });
  await expect(
    dialog.getByText('Copy it now: it is shown this once and cannot be read again.'),
  ).toBeVisible();
  secret = await dialog.getByLabel('Token', { exact: true }).inputValue();
  expect(secret).toMatch(API_TOKEN_PATTERN);
  await expectNoSeriousA11yViolations(page, 'the created token (light theme)');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(secret)).toHaveCount(0);
  await expect(section.getByText(name)).toBeVisible();

  // another tool: reads answered, writes refused
  const tasks = await request.get(`${E2E_API_URL}/tasks/${consultant.userId}`, {
    headers: { Authorization: `Bearer ${secret}` },
  });
  expect(tasks.status()).toBe(200);
  const write = await request.post(`${E2E_API_URL}/tasks/${consultant.userId}`, {
    headers: { Authorization: `Bearer ${secret}` },
    data: { title: 'By a tool', body: '<p>x</p>', duration: 5, project: null },
  });
  expect(write.status()).toBe(403);
  await page.reload();
  await expect(section.getByText(/Last used/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'settings with tokens (light theme)');
  await setTheme(page, 'dark');
  await expectNoSeriousA11yViolations(page, 'settings with tokens (dark theme)');
  await snapDialog(page, 'settings-api-tokens', async () => {
    await expect(section.getByText(name)).toBeVisible();
  });
});

test("the representative sees it among her company's tokens; the consultant revokes it and the tool is refused at once", async ({
  browser,
  page,
  request,
}) => {
  const representative = await browser.newPage();
  await logInAs(representative, 'representative');
  await expect(representative).toHaveURL(/\/admin\/users\//);
  await representative.goto('/admin/settings');
  const company = representative.getByRole('region', { name: "Your company's tokens" });
  await expect(company.getByText(name)).toBeVisible();
  await expect(company.getByText('consultant@example.com')).toBeVisible();
  await representative.close();

  await logInAs(page, 'consultant');
  await expect(page).toHaveURL(/\/employee\/[^/]+$/);
  await page.goto('/admin/settings');
  await page.getByRole('button', { name: `Revoke the token ${name}` }).click();
  await page
    .getByRole('dialog', { name: 'Revoke this token?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(page.getByText('Token revoked')).toBeVisible();
  const refused = await request.get(`${E2E_API_URL}/api_tokens`, {
    headers: { Authorization: `Bearer ${secret}` },
  });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).error).toBe('token_revoked');
});
