import fs from 'node:fs';
import { expect, test, type Page } from '../support/test';
import { apiSession } from '../support/api';
import { urlId } from '../support/ids';
import { expectAccessibleInBothThemes, expectNoSeriousA11yViolations, setTheme } from '../support/axe';
import { E2E_SHELL_PORT } from '../support/ports';
import { logInAs } from '../support/session';
import {
  asServed,
  fillTaskForm,
  localDay,
  rowAction,
  rowHeaders,
  snap,
  snapWidthsAndThemes,
  today,
  totalWorkingHours,
} from '../support/taskPages';

interface Task {
  id: number;
  title: string;
  body: string;
  duration: number;
  project: number | null;
  project_name: string | null;
  created_at: string;
}
interface User {
  id: number;
  email: string;
  first_name: string;
  department: number | null;
}
interface PerformanceRow {
  id: number;
  name: string;
  daily_tasks: { total_duration: number; task_count: number };
}

/** The employee remote's own origin (the stack serves admin, company, department, employee on +1..+4). */
const EMPLOYEE_ORIGIN = `http://127.0.0.1:${E2E_SHELL_PORT + 4}`;
const stamp = Date.now().toString(36);

const notice = (page: Page, title: string) => page.locator('.tt-notice').filter({ hasText: title });

async function expectNotice(page: Page, title: string, body?: string) {
  const shown = notice(page, title);
  await expect(shown).toBeVisible();
  if (body) await expect(shown).toContainText(body);
}

test.describe.configure({ mode: 'serial' });

test("the consultant's day: tasks with rich text, filters, drafts, publishing, todos", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const api = await apiSession(request, 'consultant');
  const me = api.userId;
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  const fromEmployee = (pattern: RegExp) =>
    requested.filter((url) => url.startsWith(EMPLOYEE_ORIGIN) && pattern.test(url));

  // ---- landing: today's tasks and their total --------------------------------------------------
  await logInAs(page, 'consultant');
  await expect(page).toHaveURL(/\/employee\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Tasks/ })).toBeVisible();
  const seeded = (await api.call<Task[]>('GET', `/tasks/${me}`)).body;
  const todays = seeded.filter((t) => localDay(t.created_at) === today());
  await expect.poll(() => rowHeaders(page, /^Tasks/)).toHaveLength(todays.length);
  await expect(
    page.getByText(`Total working hours: ${totalWorkingHours(todays.reduce((s, t) => s + t.duration, 0))}`),
  ).toBeVisible();
  // the editor and its stylesheet are not loaded before they are needed
  expect(fromEmployee(/\.css(\?|$)/)).toEqual([]);
  await expectAccessibleInBothThemes(page, 'task list');
  await snapWidthsAndThemes(page, 'employee-tasks', setTheme);

  // ---- add a task with rich text and a project -------------------------------------------------
  const projects = (await api.call<{ id: number; name: string }[]>('GET', `/projects/${api.company}`)).body;
  const title = `Release notes ${stamp}`;
  await page.getByRole('button', { name: 'Add task' }).click();
  let dialog = page.getByRole('dialog', { name: 'add task' });
  await expect(dialog.getByRole('textbox', { name: 'Body' })).toBeVisible();
  // Quill's chunk and its CSS chunk come from the employee remote's own origin, only now
  expect(fromEmployee(/\.css(\?|$)/).length).toBeGreaterThan(0);
  expect(
    requested.filter(
      (url) => /\.css(\?|$)/.test(url) && !url.startsWith(EMPLOYEE_ORIGIN) && /quill|rich/i.test(url),
    ),
  ).toEqual([]);
  await expectNoSeriousA11yViolations(page, 'task form with the editor');
  await snapWidthsAndThemes(page, 'employee-task-form', async (p, theme) => {
    await setTheme(p, theme);
    await p.getByRole('button', { name: 'Add task' }).click();
    await expect(
      p.getByRole('dialog', { name: 'add task' }).getByRole('textbox', { name: 'Body' }),
    ).toBeVisible();
  });
  if (await dialog.isHidden()) {
    await page.getByRole('button', { name: 'Add task' }).click();
  }
  dialog = page.getByRole('dialog', { name: 'add task' });
  await expectNoSeriousA11yViolations(
    page,
    `task form (${await page.locator('html').getAttribute('data-theme')} theme)`,
  );
  await fillTaskForm(dialog, {
    title,
    body: 'Shipped the',
    bold: 'billing fix',
    bullets: ['changelog written', 'customers told'],
    duration: '45.7',
    project: projects[1].name,
  });
  // billed as its project is, unless switched: this one is not billed
  const billable = dialog.getByRole('switch', { name: 'Billable' });
  await expect(billable).toBeChecked();
  await billable.click();
  await expect(dialog.getByText('Not billed, though its project is.', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Add task' }).click();
  await expectNotice(page, 'Task uploaded successfully', 'New task has been added');
  await expect(dialog).toBeHidden();
  await expect.poll(() => rowHeaders(page, /^Tasks/)).toContain(title);
  const created = (await api.call<Task[]>('GET', `/tasks/${me}`)).body.find((t) => t.title === title);
  expect(created).toMatchObject({
    duration: 45,
    project: projects[1].id,
    project_name: projects[1].name,
    billable: false,
  });
  expect(created!.body).toContain('<strong>billing fix</strong>');
  expect(created!.body).toMatch(
    /<li data-list="bullet">(<span class="ql-ui"><\/span>)?changelog written<\/li>/,
  );

  // ---- view it: read-only rich text, sanitised -------------------------------------------------
  await rowAction(page, title, 'View');
  dialog = page.getByRole('dialog', { name: 'Task details' });
  await expect(dialog.locator('strong', { hasText: 'billing fix' })).toBeVisible();
  await expect(dialog.getByText('customers told')).toBeVisible();
  await expect(dialog).toContainText(projects[1].name);
  await expectNoSeriousA11yViolations(page, 'task details');
  await snap(page, 'employee-task-details');
  await dialog.getByRole('button', { name: 'close' }).click();

  // ---- validation: empty fields and a bad duration keep the form open --------------------------
  await page.getByRole('button', { name: 'Add task' }).click();
  dialog = page.getByRole('dialog', { name: 'add task' });
  await dialog.getByRole('button', { name: 'Add task' }).click();
  await expectNotice(page, 'Empty fields', 'empty fields detected');
  await fillTaskForm(dialog, { title: 'Too short', body: 'x', duration: '0' });
  await dialog.getByRole('button', { name: 'Add task' }).click();
  await expectNotice(page, 'Invalid Duration', 'Please provide the correct duration');
  await expect(dialog.getByLabel('Title')).toHaveValue('Too short');
  await dialog.getByRole('button', { name: 'close' }).click();

  // ---- filter by dates (inclusive), search, sort ----------------------------------------------
  const all = (await api.call<Task[]>('GET', `/tasks/${me}`)).body;
  const start = localDay(new Date(Date.now() - 10 * 86_400_000).toISOString());
  const inRange = all.filter((t) => localDay(t.created_at) >= start && localDay(t.created_at) <= today());
  await page.getByLabel('From', { exact: true }).fill(start);
  // the heading's badge counts the listed tasks (the table renders only the rows in view)
  await expect(page.getByRole('heading', { level: 1, name: /^Tasks/ })).toContainText(String(inRange.length));
  await expect(
    page.getByText(`Total working hours: ${totalWorkingHours(inRange.reduce((s, t) => s + t.duration, 0))}`),
  ).toBeVisible();
  await page.getByLabel('Sort by').selectOption({ label: 'Duration' });
  const longest = Math.max(...inRange.map((t) => t.duration));
  await expect(
    page
      .getByRole('table', { name: /^Tasks/ })
      .getByRole('row')
      .nth(1),
  ).toContainText(inRange.find((t) => t.duration === longest)!.title);
  await page.getByLabel('Search tasks').fill('BILLING FIX');
  await expect.poll(() => rowHeaders(page, /^Tasks/)).toEqual([title]);
  await page.getByLabel('Search tasks').fill(projects[1].name.toLowerCase());
  await expect.poll(() => rowHeaders(page, /^Tasks/)).toContain(title);
  // the range and the search are in the URL (replaced, not pushed): a reload shows the same list
  await expect(page).toHaveURL(new RegExp(`[?&]from=${start}&to=${today()}`));
  await page.reload();
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(start);
  await expect(page.getByLabel('Search tasks')).toHaveValue(projects[1].name.toLowerCase());
  await expect.poll(() => rowHeaders(page, /^Tasks/)).toContain(title);

  // ---- export the filtered list as CSV ---------------------------------------------------------
  await page.getByLabel('Search tasks').fill(stamp);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`tasks_${start}_to_${today()}.csv`);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('DATE,TITLE,DURATION,PROJECT,BODY');
  expect(csv).toContain(
    `${title},45,${projects[1].name},Shipped the billing fix changelog written customers told`,
  );
  await page.getByLabel('Search tasks').fill('');

  // ---- draft three tasks ------------------------------------------------------------------------
  const drafted = [1, 2, 3].map((n) => `Draft ${n} ${stamp}`);
  for (const [i, draftTitle] of drafted.entries()) {
    await page.getByRole('button', { name: 'Add task' }).click();
    dialog = page.getByRole('dialog', { name: 'add task' });
    await fillTaskForm(dialog, {
      title: draftTitle,
      body: `Draft body ${i + 1}`,
      duration: String(20 + i * 10),
      project: i === 0 ? projects[0].name : undefined,
    });
    await dialog.getByRole('button', { name: 'Save as draft' }).click();
    await expectNotice(page, 'Draft saved');
    await expect(dialog).toBeHidden();
  }
  const drafts = (await api.call<(Task & { published: boolean })[]>('GET', `/drafts/${me}`)).body;
  expect(drafts.map((d) => d.title)).toEqual(expect.arrayContaining(drafted));
  expect(drafts.find((d) => d.title === drafted[0])).toMatchObject({ duration: 20, project: projects[0].id });
  // drafts are not tasks yet
  expect((await api.call<Task[]>('GET', `/tasks/${me}`)).body.map((t) => t.title)).not.toContain(drafted[0]);

  // ---- the drafts page, then publish them all ---------------------------------------------------
  await page
    .getByRole('navigation', { name: 'My lists' })
    .getByRole('link', { name: 'Pending Task(s)' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pending Task(s)' })).toBeVisible();
  await expect.poll(() => rowHeaders(page, 'Pending Task(s)')).toEqual(drafts.map((d) => d.title));
  await expect(
    page.getByText(`Total: ${totalWorkingHours(drafts.reduce((s, d) => s + d.duration, 0))}`),
  ).toBeVisible();
  // a reload (and so a new session) keeps them: they are on the server
  await page.reload();
  await expect.poll(() => rowHeaders(page, 'Pending Task(s)')).toHaveLength(drafts.length);
  await expectAccessibleInBothThemes(page, 'drafts page');
  await snapWidthsAndThemes(page, 'employee-drafts', setTheme);
  await page.getByRole('button', { name: 'Publish tasks' }).click();
  const confirm = page.getByRole('dialog', { name: 'publish Confirmation' });
  await expect(confirm).toContainText('Are you sure you want to publish these tasks');
  await expectNoSeriousA11yViolations(page, 'publish confirmation');
  await confirm.getByRole('button', { name: 'confirm publish' }).click();
  await expectNotice(page, 'Publish success', 'Your tasks have been published');
  await expect(page).toHaveURL(/\/employee\/(?!saved_tasks\/|todos\/)[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Tasks/ })).toBeVisible();
  expect((await api.call<Task[]>('GET', `/drafts/${me}`)).body).toEqual([]);
  const afterPublish = (await api.call<Task[]>('GET', `/tasks/${me}`)).body;
  for (const d of drafts) expect(afterPublish.filter((t) => t.title === d.title)).toHaveLength(1);
  await expect.poll(() => rowHeaders(page, /^Tasks/)).toEqual(expect.arrayContaining(drafted));

  // ---- todos, kept in this browser --------------------------------------------------------------
  await page.getByRole('navigation', { name: 'My lists' }).getByRole('link', { name: 'Todos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Todos/ })).toBeVisible();
  await expect(page.getByText('No results found')).toBeVisible();
  await page.getByRole('button', { name: 'Add todo' }).click();
  dialog = page.getByRole('dialog', { name: 'Add todo' });
  await dialog.getByLabel('Title').fill('Renew the certificate');
  await dialog.getByRole('button', { name: 'Save todo' }).click();
  await expectNotice(page, 'Todo saved', 'The activity has been saved on your machine');
  await rowAction(page, 'Renew the certificate', 'Edit');
  dialog = page.getByRole('dialog', { name: 'Edit todo' });
  await dialog.getByLabel('Title').fill('Renew the TLS certificate');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expectNotice(page, 'Todo updated', 'The activity has been updated successfully');
  await page.reload();
  await expect.poll(() => rowHeaders(page, 'Todos')).toEqual(['Renew the TLS certificate']);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('TASKTRACKER_TODOS') ?? '[]'));
  expect(stored).toEqual([{ id: 1, title: 'Renew the TLS certificate', owner: me }]);
  await rowAction(page, 'Renew the TLS certificate', 'View');
  await expect(page.getByRole('dialog', { name: 'Todo' })).toContainText('Renew the TLS certificate');
  await page.getByRole('dialog', { name: 'Todo' }).getByRole('button', { name: 'close' }).click();
  await expectAccessibleInBothThemes(page, 'todos page');
  await snapWidthsAndThemes(page, 'employee-todos', setTheme);
  await rowAction(page, 'Renew the TLS certificate', 'Delete');
  await page
    .getByRole('dialog', { name: 'Delete Confirmation' })
    .getByRole('button', { name: 'confirm delete' })
    .click();
  await expect(page.getByText('No results found')).toBeVisible();
});

test('the department lead: consultants, moving one, performance', async ({ page, request }) => {
  test.setTimeout(180_000);
  const lead = await apiSession(request, 'departmentLead');
  const representative = await apiSession(request, 'representative');
  const departments = (
    await representative.call<{ id: number; name: string }[]>('GET', `/departments/${representative.company}`)
  ).body;
  const engineering = departments.find((d) => d.name === 'Engineering')!;
  const design = departments.find((d) => d.name === 'Design')!;
  const consultants = (await lead.call<User[]>('GET', `/employees/${engineering.id}`)).body;
  const mover = consultants.find((c) => c.email === 'emma.coder@northwind.example')!;

  // ---- the department's consultants ------------------------------------------------------------
  await logInAs(page, 'departmentLead');
  await expect(page).toHaveURL(/\/department\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: /Department consultants/ })).toBeVisible();
  await expect(page.getByText('controlled by department.lead@example.com')).toBeVisible();
  await expect
    .poll(() => rowHeaders(page, 'Department consultants'))
    .toEqual(consultants.map((c) => c.email));
  await expectAccessibleInBothThemes(page, 'department consultants');
  await snapWidthsAndThemes(page, 'department-consultants', setTheme);

  await rowAction(page, 'Evan Engineer', 'View');
  const details = page.getByRole('dialog', { name: 'User details' });
  await expect(details).toContainText('Evan Engineer');
  await expect(details).toContainText('evan.engineer@northwind.example');
  await expect(details).toContainText('+1 555 0120');
  await expectNoSeriousA11yViolations(page, 'user details');
  await details.getByRole('button', { name: 'close' }).click();

  // ---- move a consultant: the same department is refused, another is confirmed -----------------
  await rowAction(page, 'Emma Coder', 'Move');
  const move = page.getByRole('dialog', { name: 'Move consultant' });
  await expect(move.getByLabel('Department')).toHaveValue(String(engineering.id));
  await expectNoSeriousA11yViolations(page, 'move consultant');
  await snap(page, 'department-move');
  await move.getByRole('button', { name: 'Confirm move' }).click();
  await expectNotice(page, 'Nothing to change', 'Please select a different department');
  await move.getByLabel('Department').selectOption({ label: 'Design' });
  await move.getByRole('button', { name: 'Confirm move' }).click();
  const confirm = page.getByRole('dialog', { name: 'Move Confirmation' });
  await expect(confirm).toContainText('Are you sure you want move Emma from Engineering to Design');
  await confirm.getByRole('button', { name: 'confirm transfer' }).click();
  await expectNotice(page, 'Transfer success');
  await expect(move).toBeHidden();
  await expect.poll(() => rowHeaders(page, 'Department consultants')).not.toContain(mover.email);
  expect(
    (await lead.call<User[]>('GET', `/employees/${engineering.id}`)).body.map((c) => c.id),
  ).not.toContain(mover.id);
  const inDesign = (await representative.call<User[]>('GET', `/employees/${design.id}`)).body;
  expect(inDesign.find((c) => c.id === mover.id)).toMatchObject({ department: design.id });

  // ---- performance: sort and search ------------------------------------------------------------
  await page
    .getByRole('navigation', { name: 'Main', exact: true })
    .getByRole('link', { name: 'Consultants', exact: true })
    .click();
  await expect(page).toHaveURL(/\/department\/users\/[^/]+$/);
  const rows = (await lead.call<PerformanceRow[]>('GET', `/task_grouping_by_department/${engineering.id}`))
    .body;
  const byName = [...rows].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
  await expect.poll(() => rowHeaders(page, 'Consultant performance')).toEqual(byName.map((r) => r.name));
  await page.getByLabel('Sort by').selectOption({ label: 'Day' });
  const byDay = [...rows].sort(
    (a, b) =>
      b.daily_tasks.total_duration - a.daily_tasks.total_duration ||
      b.daily_tasks.task_count - a.daily_tasks.task_count ||
      a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
  );
  await expect.poll(() => rowHeaders(page, 'Consultant performance')).toEqual(byDay.map((r) => r.name));
  await page.getByLabel('search for consultants').fill('EVAN');
  await expect.poll(() => rowHeaders(page, 'Consultant performance')).toEqual(['Evan Engineer']);
  await expectAccessibleInBothThemes(page, 'department performance');
  await snapWidthsAndThemes(page, 'department-performance', setTheme);

  // ---- a consultant's tasks, opened from the row -------------------------------------------------
  await page.getByLabel('search for consultants').fill('evan');
  await rowAction(page, 'Evan Engineer', 'View');
  await expect(page.getByRole('heading', { level: 1, name: /^Tasks for Evan/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add task' })).toHaveCount(0);

  // ---- the company's departments ---------------------------------------------------------------
  await page.goBack();
  await page
    .getByRole('navigation', { name: 'Main', exact: true })
    .getByRole('link', { name: 'View all Consultants' })
    .click();
  await page.getByRole('link', { name: 'All departments of the company' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Departments/ })).toBeVisible();
  await expect.poll(() => rowHeaders(page, 'Departments')).toEqual(departments.map((d) => d.name));
  await expectAccessibleInBothThemes(page, 'departments');
});

test('a representative edits and deletes a task; the consultant may not', async ({ page, request }) => {
  const consultant = await apiSession(request, 'consultant');
  const representative = await apiSession(request, 'representative');
  const created = await representative.call<Task>('POST', `/tasks/${consultant.userId}`, {
    title: `Fix ${stamp}`,
    body: '<p>to fix</p>',
    duration: 30,
    project: null,
  });
  expect(created.status).toBe(201);

  await logInAs(page, 'representative');
  await page.goto(`/employee/${urlId(consultant.userId)}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Tasks/ })).toBeVisible();
  await expect.poll(() => rowHeaders(page, /^Tasks/)).toContain(`Fix ${stamp}`);
  await expect(page.getByRole('navigation', { name: 'My lists' })).toHaveCount(0);
  await rowAction(page, `Fix ${stamp}`, 'Edit');
  const dialog = page.getByRole('dialog', { name: 'Edit task' });
  await dialog.getByLabel('Duration (minutes)').fill('35');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expectNotice(page, 'Task updated successfully', 'The task has been updated');
  expect(
    (await consultant.call<Task[]>('GET', `/tasks/${consultant.userId}`)).body.find(
      (t) => t.id === created.body.id,
    ),
  ).toMatchObject({
    duration: 35,
  });
  await rowAction(page, `Fix ${stamp}`, 'Delete');
  await page
    .getByRole('dialog', { name: 'Delete Confirmation' })
    .getByRole('button', { name: 'confirm delete' })
    .click();
  await expect.poll(() => rowHeaders(page, /^Tasks/)).not.toContain(`Fix ${stamp}`);
  await expect
    .poll(async () =>
      (await consultant.call<Task[]>('GET', `/tasks/${consultant.userId}`)).body.some(
        (t) => t.id === created.body.id,
      ),
    )
    .toBe(false);
});

// how fast these answer is measured by `npm run bench`, never asserted here
test('the task list handles 10,000 tasks: windowed rows, the full total, sort and search', async ({
  page,
  request,
}) => {
  const consultant = await apiSession(request, 'consultant');
  const now = Date.now();
  const many: Task[] = Array.from({ length: 10_000 }, (_, i) => ({
    id: 1_000_000 + i,
    title: `Bulk task ${String(i).padStart(5, '0')}`,
    body: `<p>Work item ${i} for the <strong>bulk</strong> check</p>`,
    duration: 1 + (i % 180),
    project: null,
    project_name: i % 2 ? 'Website Revamp' : null,
    created_at: new Date(now - (i % 365) * 86_400_000).toISOString(),
  }));
  const total = many.reduce((sum, t) => sum + t.duration, 0);
  const served = await asServed(consultant, many);
  await page.route(`**/api/v1/tasks/${consultant.userId}`, (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: served }) : route.continue(),
  );
  await logInAs(page, 'consultant');
  await expect(page.getByRole('heading', { level: 1, name: /^Tasks/ })).toBeVisible();
  await expect(page.locator('.tt-notice')).toHaveCount(0);

  // every task in range: the total covers all 10,000 while the table renders only the rows in view
  await page.getByLabel('From', { exact: true }).fill('2000-01-01');
  await expect(page.getByText(`Total working hours: ${totalWorkingHours(total)}`)).toBeVisible();
  expect(
    await page
      .getByRole('table', { name: /^Tasks/ })
      .getByRole('row')
      .count(),
  ).toBeLessThan(60);

  await page.getByLabel('Sort by').selectOption({ label: 'Duration' });
  await expect(
    page
      .getByRole('table', { name: /^Tasks/ })
      .getByRole('row')
      .nth(1),
  ).toContainText('3 HRs 0 Mins');

  await page.getByLabel('Search tasks').fill('work item 9999 ');
  await expect.poll(() => rowHeaders(page, /^Tasks/)).toEqual(['Bulk task 09999']);
});
