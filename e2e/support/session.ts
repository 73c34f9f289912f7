import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, type AccountKey } from './accounts';

/** Signs in through the login form, as a user would, and waits for the role's landing page. */
export async function logInAs(page: Page, who: AccountKey, baseUrl = '') {
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('Email').fill(ACCOUNTS[who]);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/$/);
}
