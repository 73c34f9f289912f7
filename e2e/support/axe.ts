import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Fails on serious or critical WCAG 2.1 A/AA violations of the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page, context = '') {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join('\n    ')}`,
  );
  expect(summary, `accessibility violations ${context} at ${page.url()}`).toEqual([]);
}

/** Runs the check in the current theme and in the other one (switched through stored settings). */
export async function expectAccessibleInBothThemes(page: Page, context = '') {
  await expectNoSeriousA11yViolations(page, `${context} (${await currentTheme(page)} theme)`);
  await setTheme(page, (await currentTheme(page)) === 'dark' ? 'light' : 'dark');
  await expectNoSeriousA11yViolations(page, `${context} (${await currentTheme(page)} theme)`);
}

export async function currentTheme(page: Page): Promise<string> {
  return (await page.locator('html').getAttribute('data-theme')) ?? 'light';
}

/** Stores the theme the way the product does and reloads so every area picks it up. */
export async function setTheme(page: Page, name: 'light' | 'dark') {
  await page.evaluate((theme) => localStorage.setItem('TASKTRACKER_THEME', JSON.stringify(theme)), name);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', name);
}
