import { expect, expectCspToBlock, test, type Page } from '../support/test';
import { apiSession } from '../support/api';
import { urlId } from '../support/ids';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { logInAs } from '../support/session';
import { asServed, rowAction, rowHeaders } from '../support/taskPages';

/**
 * Hostile task and draft bodies, stored through the API and also served raw (as if the store held
 * them unsanitised), must never run in the browser: every payload would bump window.__xss, open a
 * dialog or navigate; none may.
 */
const HIT = 'window.__xss=(window.__xss||0)+1';
const PAYLOADS: Record<string, string> = {
  script: `<p>script</p><script>${HIT}</script>`,
  'img onerror': `<p>img</p><img src="x" onerror="${HIT}">`,
  'svg onload': `<p>svg</p><svg onload="${HIT}"><circle r="5"></circle></svg>`,
  'javascript: link': `<p><a href="javascript:${HIT}">click me js</a></p>`,
  'data: link': `<p><a href="data:text/html,<script>alert(1)</script>">click me data</a></p>`,
  iframe: `<p>frame</p><iframe srcdoc="<script>parent.${HIT}</script>"></iframe>`,
  'details ontoggle': `<details open ontoggle="${HIT}"><summary>toggle</summary></details>`,
  'mutation xss': `<math><mtext><table><mglyph><style><img src=x onerror="${HIT}">`,
  'style import': `<style>@import 'javascript:${HIT}';</style><p>style</p>`,
  'form action': `<form action="javascript:${HIT}"><button>submit me</button></form>`,
  'object data': `<object data="javascript:${HIT}"></object><p>object</p>`,
  'meta refresh': `<meta http-equiv="refresh" content="0;url=javascript:${HIT}"><p>meta</p>`,
  'onclick span': `<p><span onclick="${HIT}">click the span</span></p>`,
};

const titleOf = (name: string) => `XSS ${name}`;

async function watchForExecution(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return {
    /** Checked before every navigation, which would reset the page's counter. */
    async expectNothingRan() {
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? 0)).toBe(0);
      expect(dialogs).toEqual([]);
    },
  };
}

/** Opens every hostile task's details, clicks what can be clicked in it, and checks nothing ran. */
async function viewEach(page: Page, tableName: RegExp | string, names: string[]) {
  for (const name of names) {
    await rowAction(page, titleOf(name), 'View');
    const dialog = page.getByRole('dialog', { name: 'Task details' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.ql-editor, .tt-text-block')).toBeAttached();
    const body = dialog.locator('.ql-editor, .tt-text-block');
    expect(
      await body
        .locator(
          'script, iframe, object, embed, form, svg, math, style, meta, [onerror], [onload], [onclick], [ontoggle]',
        )
        .count(),
    ).toBe(0);
    for (const link of await body.locator('a').all()) {
      const href = await link.getAttribute('href');
      if (href !== null) expect(href).toMatch(/^(https?:|mailto:|tel:)/);
    }
    for (const text of ['click me js', 'click me data', 'click the span', 'toggle', 'submit me']) {
      const target = body.getByText(text, { exact: true });
      if (await target.count()) await target.first().click({ noWaitAfter: true });
    }
    await dialog.getByRole('button', { name: 'close' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(page.getByRole('table', { name: tableName })).toBeVisible();
}

test('hostile task and draft bodies never execute, whatever was stored', async ({ page, request }) => {
  test.setTimeout(180_000);
  const consultant = await apiSession(request, 'consultant');
  const names = Object.keys(PAYLOADS);

  // ---- stored through the API: the server keeps only safe markup (or refuses an empty result)
  const createdIds: number[] = [];
  for (const name of names) {
    const res = await consultant.call<{ id: number; body: string }>('POST', `/tasks/${consultant.userId}`, {
      title: titleOf(name),
      body: PAYLOADS[name],
      duration: 5,
      project: null,
    });
    expect([201, 400]).toContain(res.status);
    if (res.status === 201) {
      createdIds.push(res.body.id);
      expect(res.body.body).not.toMatch(
        /<script|onerror|onload|onclick|ontoggle|javascript:|<iframe|<svg|<style|<form|<object|<meta/i,
      );
    }
  }
  const draft = await consultant.call<{ id: number }>('POST', `/drafts/${consultant.userId}`, {
    title: titleOf('draft'),
    body: PAYLOADS['img onerror'],
    duration: 5,
    project: null,
  });
  expect(draft.status).toBe(201);

  const watch = await watchForExecution(page);
  await logInAs(page, 'consultant');
  await expect(page.getByRole('heading', { level: 1, name: /^Tasks/ })).toBeVisible();
  await page.getByLabel('Search tasks').fill('XSS ');
  await expect.poll(async () => (await rowHeaders(page, /^Tasks/)).length).toBe(createdIds.length);
  await viewEach(
    page,
    /^Tasks/,
    (await rowHeaders(page, /^Tasks/)).map((t) => t.slice(4)),
  );
  await watch.expectNothingRan();
  await expectNoSeriousA11yViolations(page, 'tasks with hostile bodies');

  // ---- served raw: the client's own sanitiser is all that stands between the body and the page.
  // Parsing it (in DOMPurify's inert document) makes the browser compile the event-handler
  // attributes of elements that fire events even there (svg load, details toggle); the
  // Content-Security-Policy refuses every one of them, and that refusal is expected here.
  expectCspToBlock(page, /Executing inline event handler|script-src-attr blocked inline/);
  const now = new Date().toISOString();
  const rawTasks = [
    ...names.map((name, i) => ({
      id: 900_000 + i,
      title: titleOf(name),
      body: PAYLOADS[name],
      duration: 5,
      project: null,
      project_name: null,
      created_at: now,
      user: consultant.userId,
    })),
    // a plain-text era task: shown as text, the markup visible and inert
    {
      id: 900_100,
      title: titleOf('plain era'),
      body: PAYLOADS['img onerror'],
      duration: 5,
      project: null,
      project_name: null,
      created_at: '2025-01-15T10:00:00Z',
      user: consultant.userId,
    },
  ];
  const served = await asServed(consultant, rawTasks);
  await page.route(`**/api/v1/tasks/${consultant.userId}`, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(served) })
      : route.continue(),
  );
  await page.reload();
  await page.getByLabel('From').fill('2025-01-01');
  await expect.poll(async () => (await rowHeaders(page, /^Tasks/)).length).toBe(rawTasks.length);
  await viewEach(page, /^Tasks/, names);
  await page.getByLabel('Search tasks').fill('plain era');
  await rowAction(page, titleOf('plain era'), 'View');
  const plain = page.getByRole('dialog', { name: 'Task details' });
  await expect(plain.locator('.tt-text-block')).toContainText('<img src="x" onerror=');
  expect(await plain.locator('img').count()).toBe(0);
  await plain.getByRole('button', { name: 'close' }).click();
  await watch.expectNothingRan();
  await page.unrouteAll();

  // ---- the drafts page shows drafts through the same sanitiser
  await page.goto(`/employee/saved_tasks/${urlId(consultant.userId)}`);
  await expect.poll(() => rowHeaders(page, 'Pending Task(s)')).toContain(titleOf('draft'));
  await viewEach(page, 'Pending Task(s)', ['draft']);
  await watch.expectNothingRan();
  await expectNoSeriousA11yViolations(page, 'drafts with hostile bodies');
  expect(page.url()).toMatch(/\/employee\/saved_tasks\//);

  // leave the consultant's data as it was
  for (const id of createdIds) expect((await consultant.call('DELETE', `/task/${id}`)).status).toBe(403);
  expect((await consultant.call('DELETE', `/draft/${draft.body.id}`)).status).toBe(202);
  const representative = await apiSession(request, 'representative');
  for (const id of createdIds) expect((await representative.call('DELETE', `/task/${id}`)).status).toBe(202);
});
