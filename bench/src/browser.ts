/** Headless Debian Chromium driven by Playwright, and the steps every measurement shares. */
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from 'e2e/support/chromium';
import { ACCOUNTS, DEMO_PASSWORD, type AccountKey } from 'e2e/support/accounts';

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });

/** Signs in through the login form and waits for the role's landing page heading. */
export async function logIn(page: Page, baseUrl: string, who: AccountKey): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('Email').fill(ACCOUNTS[who]);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname !== '/');
  await page.locator('main h1').first().waitFor();
}
