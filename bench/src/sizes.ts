/** Gzipped JavaScript and CSS the browser loads for a step (each file gzipped here, level 9). */
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from '@playwright/test';
import budgets from '@app/scripts/budgets';
import { logIn } from './browser';
import type { Row } from './report';
import type { AccountKey } from 'e2e/support/accounts';

interface Loaded {
  kb: number;
  files: number;
}

/** Runs `step` and sums the gzipped sizes of the scripts and stylesheets fetched meanwhile. */
async function loadedDuring(page: Page, step: () => Promise<void>): Promise<Loaded> {
  const bodies: Promise<Buffer | null>[] = [];
  const onResponse = (response: Response) => {
    const type = response.request().resourceType();
    if ((type === 'script' || type === 'stylesheet') && response.ok())
      bodies.push(response.body().catch(() => null));
  };
  page.on('response', onResponse);
  await step();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const files = (await Promise.all(bodies)).filter((b): b is Buffer => b !== null);
  const bytes = files.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  return { kb: bytes / 1024, files: files.length };
}

const ROLES: { who: AccountKey; label: string }[] = [
  { who: 'admin', label: 'admin: companies' },
  { who: 'representative', label: 'company_admin: consultants' },
  { who: 'departmentLead', label: 'department_admin: department' },
  { who: 'board', label: 'company_member: consultants' },
  { who: 'consultant', label: 'employee: tasks' },
];

export async function measureSizes(browser: Browser, baseUrl: string): Promise<Row[]> {
  const rows: Row[] = [];
  const fresh = async () => (await browser.newContext()).newPage();

  const loginPage = await fresh();
  const login = await loadedDuring(loginPage, async () => {
    await loginPage.goto(`${baseUrl}/`);
    await loginPage.getByRole('button', { name: 'Login' }).waitFor();
  });
  rows.push({
    group: 'gzipped JS+CSS',
    measure: 'login page',
    value: login.kb,
    unit: 'KB',
    kind: 'max',
    budget: budgets.gzipKb.loginPage,
    detail: `${login.files} files`,
  });
  await loginPage.context().close();

  for (const role of ROLES) {
    const page = await fresh();
    const loaded = await loadedDuring(page, () => logIn(page, baseUrl, role.who));
    rows.push({
      group: 'gzipped JS+CSS',
      measure: `first page, ${role.label}`,
      value: loaded.kb,
      unit: 'KB',
      kind: 'max',
      budget: budgets.gzipKb.roleFirstPage,
      detail: `${loaded.files} files, login page included`,
    });
    if (role.who === 'consultant') {
      const editor = await loadedDuring(page, async () => {
        await page.getByRole('button', { name: 'Add task' }).click();
        await page.locator('.ql-editor').waitFor();
      });
      rows.push({
        group: 'gzipped JS+CSS',
        measure: 'rich-text editor chunk',
        value: editor.kb,
        unit: 'KB',
        kind: 'max',
        budget: budgets.gzipKb.editorChunk,
        detail: `${editor.files} files, on opening 'add task'`,
      });
    }
    await page.context().close();
  }
  return rows;
}
