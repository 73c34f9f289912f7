/**
 * `npm run screenshots`: every screen of the product, in both themes, 1280 and 375 px wide, as
 * deployed (production builds, each remote on its own origin) on the demo data. Writes PNGs to
 * SCREENSHOTS_DIR (default bench/results/screenshots/) to look at after a visual change.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { AccountKey } from 'e2e/support/accounts';
import { buildStale, repoRoot } from 'e2e/support/scripts';
import { launchBrowser, logIn } from './browser';
import { writeDemoData } from './data';
import { startServers } from './servers';

const outDir = path.resolve(process.env.SCREENSHOTS_DIR || path.join(repoRoot, 'bench/results/screenshots'));

/**
 * Each role's screens, reached through the menu (`link`) or a link on the page (`pageLink`) as a
 * user would. Every table of the product is among them, so the 375 px shots show each table's
 * pinned identifying column and row actions.
 */
const TOURS: { who: AccountKey; screens: { name: string; link?: string; pageLink?: string }[] }[] = [
  {
    who: 'admin',
    screens: [
      { name: 'admin-companies' },
      { name: 'settings', link: 'Settings' },
      { name: 'admin-reports', link: 'Reports' },
    ],
  },
  {
    who: 'representative',
    screens: [
      { name: 'company-consultants' },
      { name: 'company-members', link: 'Board members' },
      { name: 'company-departments', link: 'View all departments' },
      { name: 'company-projects', link: 'View all projects' },
      { name: 'company-logs', link: 'Logs' },
      { name: 'company-reports', link: 'Reports' },
      { name: 'company-approvals', link: 'Approvals' },
      { name: 'company-audit', link: 'Audit trail' },
      { name: 'company-import', link: 'Import hours' },
      { name: 'company-settings', link: 'Settings' },
    ],
  },
  {
    who: 'departmentLead',
    screens: [
      { name: 'department-consultants' },
      { name: 'department-departments', pageLink: 'All departments of the company' },
      { name: 'department-performance', link: 'Consultants' },
      { name: 'department-reports', link: 'Reports' },
      { name: 'department-approvals', link: 'Approvals' },
    ],
  },
  { who: 'board', screens: [{ name: 'board-consultants' }, { name: 'board-reports', link: 'Reports' }] },
  {
    who: 'consultant',
    screens: [
      { name: 'employee-tasks' },
      { name: 'employee-week', link: 'Week' },
      { name: 'employee-reports', link: 'Reports' },
    ],
  },
];

async function settle(page: Page) {
  await page.locator('main h1').first().waitFor();
  await page
    .getByRole('status')
    .filter({ hasText: /^Loading/ })
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

async function shoot(page: Page, name: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('TASKTRACKER_THEME', JSON.stringify(t)), theme);
    await page.reload();
    await (name === 'login' ? page.getByRole('button', { name: 'Login' }).waitFor() : settle(page));
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.waitForTimeout(200);
      await page.screenshot({ path: path.join(outDir, `${name}-${width}-${theme}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }
}

async function main() {
  await buildStale();
  fs.mkdirSync(outDir, { recursive: true });
  const servers = await startServers(await writeDemoData(fs.mkdtempSync(path.join(os.tmpdir(), 'shots-'))));
  const browser = await launchBrowser();
  try {
    const first = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
    await first.goto(`${servers.federatedUrl}/`);
    await shoot(first, 'login');
    for (const tour of TOURS) {
      const page = await (
        await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } })
      ).newPage();
      await logIn(page, servers.federatedUrl, tour.who);
      await page.keyboard.press('Escape'); // the 'Login success' notice
      for (const screen of tour.screens) {
        if (screen.link)
          await page
            .getByRole('navigation', { name: 'Main', exact: true })
            .getByRole('link', { name: screen.link, exact: true })
            .click();
        if (screen.pageLink)
          await page.locator('main').getByRole('link', { name: screen.pageLink, exact: true }).click();
        await settle(page);
        await shoot(page, screen.name);
      }
      if (tour.who === 'consultant') {
        // rows in the local lists too (todos live only in the browser): the developer page's samples
        await page.goto(`${servers.federatedUrl}/tests`);
        await page.getByRole('button', { name: 'Generate 50 todos' }).click();
        await page.getByRole('link', { name: 'Back to the application' }).click();
        await settle(page);
        for (const [name, link] of [
          ['employee-drafts', 'Pending Task(s)'],
          ['employee-todos', 'Todos'],
        ] as const) {
          await page
            .getByRole('navigation', { name: 'Main', exact: true })
            .getByRole('link', { name: 'View all tasks' })
            .click();
          await settle(page);
          await page.getByRole('navigation', { name: 'My lists' }).getByRole('link', { name: link }).click();
          await settle(page);
          await shoot(page, name);
        }
      }
      await page.context().close();
    }
  } finally {
    await browser.close();
    await servers.close();
  }
  console.log(`screenshots in ${outDir}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
