/**
 * The admin and company remotes, one long journey per role, checking the server after each step:
 * the platform admin creates, edits, deactivates and deletes a company (with the validation
 * messages); the company representative works through departments, projects, consultants, board
 * members and logs. Every page visited is checked with axe in both themes.
 */
import { expect, test, type Page } from '../support/test';
import { ACCOUNTS } from '../support/accounts';
import { apiSession } from '../support/api';
import { expectAccessibleInBothThemes, expectNoSeriousA11yViolations } from '../support/axe';
import { expectNotice } from '../support/expectNotice';
import { E2E_API_URL } from '../support/ports';
import { logInAs } from '../support/session';
import { MESSAGES } from '@app/contract';

interface Company {
  id: number;
  name: string;
  admin: number;
  admin_email: string;
  admin_contact: string;
  is_active: boolean;
}
interface Department {
  id: number;
  name: string;
  admin: number;
  admin_email: string;
}
interface Project {
  id: number;
  name: string;
}
interface User {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  contact: string;
  is_active: boolean;
  department: number | null;
}
interface TaskLog {
  created_at: string;
  email: string;
  action: string;
}

const stamp = Date.now().toString(36);
const STRONG = 'Strong#2025';

const rowAction = async (
  page: Page,
  rowLabel: string,
  action: 'View' | 'Details' | 'Edit' | 'Move' | 'Delete',
) => {
  await page.getByRole('button', { name: `Actions for ${rowLabel}`, exact: true }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
};

/** Fills labelled fields of `scope` (a dialog), in order. */
async function fill(scope: ReturnType<Page['getByRole']>, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields))
    await scope.getByLabel(label, { exact: true }).fill(value);
}

/** A password check straight against the server: 403 (right password, account outside the allow-list) or 401 (wrong). */
async function tokenStatus(page: Page, email: string, password: string): Promise<number> {
  return (await page.request.post(`${E2E_API_URL}/token/`, { data: { email, password } })).status();
}

test.describe('admin and company remotes', () => {
  test('the platform admin creates, edits, deactivates and deletes a company', async ({ page, request }) => {
    test.setTimeout(180_000);
    const admin = await apiSession(request, 'admin');
    const companies = async () => (await admin.call<Company[]>('GET', '/companies')).body;
    const name = `Initech ${stamp}`;
    const repEmail = `rep.${stamp}@initech.example`;

    await logInAs(page, 'admin');
    await expect(page).toHaveURL(/\/admin\/companies$/);
    await expect(page.getByRole('heading', { level: 1, name: /Companies/ })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Northwind Consulting' })).toBeVisible();
    await expectAccessibleInBothThemes(page, 'companies page');

    // ---- add: validation messages, then the two steps with a failing second step -------------
    await page.getByRole('button', { name: 'Add company' }).click();
    const add = page.getByRole('dialog', { name: 'Add company' });
    await add.getByRole('button', { name: 'Add company' }).click();
    await expectNotice(page, MESSAGES.emptyForm);
    await fill(add, {
      'Company name': name,
      Email: repEmail,
      'First name': 'Peter',
      'Last name': 'Gibbons',
      Contact: '5550199',
      Password: 'weakpassword',
      'Confirm password': 'weakpassword',
    });
    await add.getByRole('button', { name: 'Add company' }).click();
    await expectNotice(page, MESSAGES.weakPassword);
    await fill(add, { Password: STRONG, 'Confirm password': `${STRONG}x` });
    await add.getByRole('button', { name: 'Add company' }).click();
    await expectNotice(page, MESSAGES.unmatchingPassword);
    await fill(add, { 'Confirm password': STRONG, 'Company name': 'Ini' });
    await add.getByRole('button', { name: 'Add company' }).click();
    await expectNotice(page, MESSAGES.invalidCompanyName);
    expect((await companies()).some((c) => c.admin_email === repEmail)).toBe(false);

    // the company call fails once: the representative stays created and the dialog says so
    await fill(add, { 'Company name': name });
    let failOnce = true;
    await page.route('**/api/v1/companies', async (route) => {
      if (route.request().method() === 'POST' && failOnce) {
        failOnce = false;
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"error":"boom","detail":"test"}',
        });
      } else await route.fallback();
    });
    await add.getByRole('button', { name: 'Add company' }).click();
    await expectNotice(page, MESSAGES.companyCreationFailed);
    await expect(add.getByText(`${repEmail} was created and is kept`)).toBeVisible();
    expect(await tokenStatus(page, repEmail, STRONG)).toBe(403); // the account exists, with this password
    expect((await companies()).some((c) => c.name === name)).toBe(false);
    await expectNoSeriousA11yViolations(page, 'add company dialog');
    await add.getByRole('button', { name: 'Add company' }).click();
    await expectNotice(page, MESSAGES.companyUploaded);
    await expect(add).toBeHidden();
    await expect(page.getByRole('rowheader', { name })).toBeVisible();
    let created = (await companies()).find((c) => c.name === name)!;
    expect(created).toMatchObject({ admin_email: repEmail, admin_contact: '5550199', is_active: true });
    await page.unroute('**/api/v1/companies');

    // ---- edit: nothing to change, short name, rename, representative password, new representative
    await rowAction(page, name, 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit company' });
    await expect(edit.getByLabel('Email', { exact: true })).toHaveValue(repEmail);
    await expectNoSeriousA11yViolations(page, 'edit company dialog');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectNotice(page, MESSAGES.nothingToChange);
    await fill(edit, { 'Company name': 'Ini' });
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectNotice(page, MESSAGES.invalidCompanyName);
    const renamed = `${name} Ltd`;
    await fill(edit, { 'Company name': renamed });
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectNotice(page, MESSAGES.companyNameUpdated);
    await expect(edit).toBeHidden();
    await expect(page.getByRole('rowheader', { name: renamed })).toBeVisible();
    expect((await companies()).find((c) => c.id === created.id)?.name).toBe(renamed);

    await rowAction(page, renamed, 'Edit');
    await fill(edit, { 'New password (optional)': 'Fresh#2026', 'Confirm new password': 'Fresh#2026' });
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectNotice(page, MESSAGES.passwordUpdated);
    await expect(edit).toBeHidden();
    expect(await tokenStatus(page, repEmail, 'Fresh#2026')).toBe(403);
    expect(await tokenStatus(page, repEmail, STRONG)).toBe(401);

    const nextRep = `next.rep.${stamp}@initech.example`;
    await rowAction(page, renamed, 'Edit');
    await edit.getByRole('switch', { name: 'Allocate to a new representative' }).click();
    await expect(edit.getByLabel('Email', { exact: true })).toHaveValue('');
    await fill(edit, {
      Email: nextRep,
      'First name': 'Joanna',
      'Last name': 'Flair',
      Contact: '5550198',
      Password: STRONG,
      'Confirm password': STRONG,
    });
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectNotice(page, MESSAGES.adminChanged);
    await expect(page.getByRole('cell', { name: nextRep, exact: true })).toBeVisible();
    created = (await companies()).find((c) => c.id === created.id)!;
    expect(created.admin_email).toBe(nextRep);

    // ---- view the company's departments, then back ------------------------------------------
    await rowAction(page, renamed, 'View');
    await expect(page).toHaveURL(/\/admin\/company\/[^/]+$/);
    await expect(page.getByText(renamed, { exact: true })).toBeVisible();
    await expect(page.getByText(`controlled by ${nextRep}`)).toBeVisible();
    await expect(page.getByText('No results found')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add department' })).toHaveCount(0);
    await expectAccessibleInBothThemes(page, 'departments page (admin)');
    await page
      .getByRole('navigation', { name: 'Company pages' })
      .getByRole('link', { name: 'Board members' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: /Board members/ })).toBeVisible();
    await expect(page.getByText(`controlled by ${nextRep}`)).toBeVisible();
    await page.goto('/admin/companies');

    // ---- deactivate, then delete ---------------------------------------------------------------
    const active = page.getByRole('switch', { name: `Active: ${renamed}` });
    await expect(active).toHaveAttribute('aria-checked', 'true');
    await active.click();
    await expect(active).toHaveAttribute('aria-checked', 'false');
    await expect
      .poll(async () => (await companies()).find((c) => c.id === created.id)?.is_active)
      .toBe(false);

    await rowAction(page, renamed, 'Delete');
    const confirm = page.getByRole('dialog', { name: 'Delete Confirmation' });
    await expect(confirm).toContainText('Are you sure you want to delete this item');
    await confirm.getByRole('button', { name: 'confirm delete' }).click();
    await expect(page.getByRole('rowheader', { name: renamed })).toHaveCount(0);
    await expect.poll(async () => (await companies()).some((c) => c.id === created.id)).toBe(false);
  });

  test('the company representative manages departments, projects, consultants, members and reads logs', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const rep = await apiSession(request, 'representative');
    const company = rep.company!;
    const get = async <T>(path: string) => (await rep.call<T>('GET', path)).body;
    const mainNav = page.getByRole('navigation', { name: 'Main', exact: true });

    await logInAs(page, 'representative');
    await expect(page).toHaveURL(/\/admin\/users\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: /Consultants/ })).toBeVisible();
    await expect(page.getByText('controlled by representative@example.com')).toBeVisible();

    // ---- departments: two-step add, rename, new representative ---------------------------------
    await mainNav.getByRole('link', { name: 'View all departments' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Departments/ })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Engineering' })).toBeVisible();
    await expectAccessibleInBothThemes(page, 'departments page');
    const deptName = `Research ${stamp}`;
    const leadEmail = `lead.${stamp}@northwind.example`;
    await page.getByRole('button', { name: 'Add department' }).click();
    const addDept = page.getByRole('dialog', { name: 'Add department' });
    await fill(addDept, {
      'Department name': 'R&D',
      Email: leadEmail,
      'First name': 'Rae',
      'Last name': 'Search',
      Contact: '5550177',
      Password: STRONG,
      'Confirm password': STRONG,
    });
    await addDept.getByRole('button', { name: 'Add department' }).click();
    await expectNotice(page, MESSAGES.invalidDepartmentName);
    await fill(addDept, { 'Department name': deptName });
    await addDept.getByRole('button', { name: 'Add department' }).click();
    await expectNotice(page, MESSAGES.departmentUploaded);
    await expect(page.getByRole('rowheader', { name: deptName })).toBeVisible();
    let dept = (await get<Department[]>(`/departments/${company}`)).find((d) => d.name === deptName)!;
    expect(dept.admin_email).toBe(leadEmail);

    const deptRenamed = `${deptName} Lab`;
    await rowAction(page, deptName, 'Edit');
    const editDept = page.getByRole('dialog', { name: 'Edit department' });
    await fill(editDept, { 'Department name': deptRenamed });
    await editDept.getByRole('button', { name: 'Save changes' }).click();
    await expectNotice(page, MESSAGES.departmentNameUpdated);
    expect((await get<Department[]>(`/departments/${company}`)).find((d) => d.id === dept.id)?.name).toBe(
      deptRenamed,
    );

    const nextLead = `next.lead.${stamp}@northwind.example`;
    await rowAction(page, deptRenamed, 'Edit');
    await editDept.getByRole('switch', { name: 'Allocate to a new representative' }).click();
    await fill(editDept, {
      Email: nextLead,
      'First name': 'Nel',
      'Last name': 'Lead',
      Contact: '5550176',
      Password: STRONG,
      'Confirm password': STRONG,
    });
    await editDept.getByRole('button', { name: 'Save changes' }).click();
    await expectNotice(page, MESSAGES.departmentAdminChanged);
    dept = (await get<Department[]>(`/departments/${company}`)).find((d) => d.id === dept.id)!;
    expect(dept.admin_email).toBe(nextLead);

    // ---- projects: name rules, add, rename, delete ---------------------------------------------
    await mainNav.getByRole('link', { name: 'View all projects' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Projects/ })).toBeVisible();
    await expectAccessibleInBothThemes(page, 'projects page');
    await page.getByRole('button', { name: 'Add project' }).click();
    const projectDialog = page.getByRole('dialog', { name: 'Add project' });
    await fill(projectDialog, { 'Project name': 'Qa' });
    await projectDialog.getByRole('button', { name: 'Add project' }).click();
    await expectNotice(page, MESSAGES.invalidProjectName);
    const projectName = `Quality ${stamp}`;
    await fill(projectDialog, { 'Project name': projectName });
    await projectDialog.getByRole('button', { name: 'Add project' }).click();
    await expectNotice(page, MESSAGES.projectUploaded);
    const project = (await get<Project[]>(`/projects/${company}`)).find((p) => p.name === projectName)!;
    expect(project).toBeTruthy();
    await rowAction(page, projectName, 'Edit');
    const editProject = page.getByRole('dialog', { name: 'Edit project' });
    await editProject.getByRole('button', { name: 'Save changes' }).click();
    await expectNotice(page, MESSAGES.nothingToChange);
    await fill(editProject, { 'Project name': `${projectName} 2` });
    await editProject.getByRole('button', { name: 'Save changes' }).click();
    await expectNotice(page, MESSAGES.projectUpdated);
    expect((await get<Project[]>(`/projects/${company}`)).find((p) => p.id === project.id)?.name).toBe(
      `${projectName} 2`,
    );
    await rowAction(page, `${projectName} 2`, 'Delete');
    await page.getByRole('button', { name: 'confirm delete' }).click();
    await expect(page.getByRole('rowheader', { name: `${projectName} 2` })).toHaveCount(0);
    await expect
      .poll(async () => (await get<Project[]>(`/projects/${company}`)).some((p) => p.id === project.id))
      .toBe(false);

    // ---- consultants: add, search, sort, details, edit, move, deactivate, export, delete --------
    await mainNav.getByRole('link', { name: 'View all consultants' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Consultants/ })).toBeVisible();
    // her name's cell (with the 'Under target' flag after the name when her week so far is short)
    await expect(page.getByRole('cell', { name: /^Cora Consultant(\s|$)/ })).toBeVisible();
    await expect(page.getByRole('figure', { name: /Hours per consultant/ })).toBeVisible();
    await expectAccessibleInBothThemes(page, 'consultants page');
    const consultantEmail = `casey.${stamp}@northwind.example`;
    await page.getByRole('button', { name: 'Add consultant' }).click();
    const addConsultant = page.getByRole('dialog', { name: 'Add consultant' });
    await fill(addConsultant, {
      Email: consultantEmail,
      'First name': 'Casey',
      'Last name': stamp,
      Contact: '5550155',
      Password: STRONG,
      'Confirm password': STRONG,
    });
    await addConsultant.getByLabel('Department').selectOption({ label: deptRenamed });
    await addConsultant.getByRole('button', { name: 'Add consultant' }).click();
    await expectNotice(page, MESSAGES.consultantUploaded);
    const consultantName = `Casey ${stamp}`;
    let consultant = (await get<User[]>(`/employees/${company}`)).find((u) => u.email === consultantEmail)!;
    expect(consultant.department).toBe(dept.id);

    const search = page.getByRole('searchbox', { name: 'search for consultants' });
    await search.fill(stamp);
    await expect(page.getByRole('table', { name: 'Consultants' }).getByRole('row')).toHaveCount(2);
    await search.fill('ENGINEERING');
    const departments = page.getByRole('table', { name: 'Consultants' }).getByRole('rowheader');
    await expect(departments.first()).toHaveText('Engineering');
    expect(new Set(await departments.allTextContents())).toEqual(new Set(['Engineering']));
    await search.fill('');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Department' });
    const sortedDepartments = await departments.allTextContents();
    expect(sortedDepartments).toEqual(
      [...sortedDepartments].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );

    await rowAction(page, consultantName, 'Details');
    const details = page.getByRole('dialog', { name: 'User details' });
    await expect(details).toContainText(consultantEmail);
    await expect(details).toContainText('5550155');
    await details.getByRole('button', { name: 'close' }).click();

    await rowAction(page, consultantName, 'Edit');
    const editConsultant = page.getByRole('dialog', { name: 'Edit consultant' });
    await fill(editConsultant, { Contact: '5550156' });
    await editConsultant.getByRole('button', { name: 'Save changes' }).click();
    await expectNotice(page, MESSAGES.consultantUpdated);
    consultant = (await get<User[]>(`/employees/${company}`)).find((u) => u.id === consultant.id)!;
    expect(consultant.contact).toBe('5550156');

    await rowAction(page, consultantName, 'Move');
    const move = page.getByRole('dialog', { name: 'Move consultant' });
    await move.getByRole('button', { name: 'Confirm move' }).click();
    await expectNotice(page, MESSAGES.sameDepartment);
    await move.getByLabel('Department').selectOption({ label: 'Engineering' });
    await move.getByRole('button', { name: 'Confirm move' }).click();
    const moveConfirm = page.getByRole('dialog', { name: 'Move Confirmation' });
    await expect(moveConfirm).toContainText(
      `Are you sure you want move Casey from ${deptRenamed} to Engineering`,
    );
    await moveConfirm.getByRole('button', { name: 'confirm transfer' }).click();
    await expectNotice(page, MESSAGES.transferSuccess);
    const engineering = (await get<Department[]>(`/departments/${company}`)).find(
      (d) => d.name === 'Engineering',
    )!;
    await expect
      .poll(
        async () =>
          (await get<User[]>(`/employees/${company}`)).find((u) => u.id === consultant.id)?.department,
      )
      .toBe(engineering.id);

    const activeSwitch = page.getByRole('switch', { name: `Active: ${consultantName}` });
    await activeSwitch.click();
    await expect(activeSwitch).toHaveAttribute('aria-checked', 'false');
    await expect
      .poll(
        async () =>
          (await get<User[]>(`/employees/${company}`)).find((u) => u.id === consultant.id)?.is_active,
      )
      .toBe(false);

    await search.fill(stamp);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^consultants-performance-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await (await file.createReadStream()).toArray();
    const lines = Buffer.concat(csv).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toMatch(/^NAME,EMAIL,CONTACT,DEPARTMENT,DAILY MINUTES/);
    expect(lines.slice(1)).toEqual([
      `${consultantName},${consultantEmail},5550156,Engineering,0,0,0,0,0,0,0,0`,
    ]);

    await rowAction(page, consultantName, 'View');
    await expect(page).toHaveURL(/\/employee\/[^/]+$/);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: /Consultants/ })).toBeVisible();

    await rowAction(page, consultantName, 'Delete');
    await page.getByRole('button', { name: 'confirm delete' }).click();
    await expect(page.getByRole('cell', { name: consultantName, exact: true })).toHaveCount(0);
    await expect
      .poll(async () => (await get<User[]>(`/employees/${company}`)).some((u) => u.id === consultant.id))
      .toBe(false);

    // the department is empty again: it can go
    await mainNav.getByRole('link', { name: 'View all departments' }).click();
    await rowAction(page, deptRenamed, 'Delete');
    await page.getByRole('button', { name: 'confirm delete' }).click();
    await expect(page.getByRole('rowheader', { name: deptRenamed })).toHaveCount(0);
    await expect
      .poll(async () => (await get<Department[]>(`/departments/${company}`)).some((d) => d.id === dept.id))
      .toBe(false);

    // ---- board members: add, edit with the password rules, deactivate ---------------------------
    await mainNav.getByRole('link', { name: 'Board members' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Board members/ })).toBeVisible();
    await expect(page.getByRole('button', { name: ACCOUNTS.board, exact: true })).toBeVisible();
    await expectAccessibleInBothThemes(page, 'board members page');
    const memberEmail = `member.${stamp}@northwind.example`;
    await page.getByRole('button', { name: 'Add board member' }).click();
    const addMember = page.getByRole('dialog', { name: 'Add board member' });
    await fill(addMember, {
      Email: memberEmail,
      'First name': 'Mo',
      'Last name': 'Member',
      Contact: '5550144',
      Password: STRONG,
      'Confirm password': STRONG,
    });
    await addMember.getByRole('button', { name: 'Add board member' }).click();
    await expectNotice(page, MESSAGES.memberUploaded);
    const member = (await get<User[]>(`/members/${company}`)).find((u) => u.email === memberEmail)!;
    expect(member).toMatchObject({ first_name: 'Mo', last_name: 'Member', is_active: true });
    const memberRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: memberEmail, exact: true }) });
    await expect(memberRow.getByRole('cell', { name: /seconds?|minutes?/, exact: true })).toBeVisible();

    await page.getByRole('button', { name: memberEmail, exact: true }).click();
    const editMember = page.getByRole('dialog', { name: 'Edit board member' });
    await fill(editMember, { 'New password (optional)': 'nodigits' });
    await editMember.getByRole('button', { name: 'Save changes' }).click();
    await expectNotice(page, MESSAGES.weakPassword);
    await fill(editMember, { 'New password (optional)': 'Fresh#2026', 'Confirm new password': 'Fresh#2027' });
    await editMember.getByRole('button', { name: 'Save changes' }).click();
    await expectNotice(page, MESSAGES.unmatchingPassword);
    await fill(editMember, { 'Confirm new password': 'Fresh#2026', 'Last name': 'Mentor' });
    await editMember.getByRole('button', { name: 'Save changes' }).click();
    await expectNotice(page, MESSAGES.memberUpdated);
    expect((await get<User[]>(`/members/${company}`)).find((u) => u.id === member.id)?.last_name).toBe(
      'Mentor',
    );
    expect(await tokenStatus(page, memberEmail, 'Fresh#2026')).toBe(403);

    await page.getByRole('switch', { name: `Active: ${memberEmail}` }).click();
    await expect
      .poll(async () => (await get<User[]>(`/members/${company}`)).find((u) => u.id === member.id)?.is_active)
      .toBe(false);

    // ---- logs: read-only, newest first ----------------------------------------------------------
    await mainNav.getByRole('link', { name: 'Logs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Logs/ })).toBeVisible();
    const logs = await get<TaskLog[]>(`/tasks_logs/${company}`);
    const table = page.getByRole('table', { name: 'Task logs' });
    await expect(table).toHaveAttribute('aria-rowcount', String(logs.length + 1));
    const newest = [...logs].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0];
    await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(newest.email);
    await expect(page.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
    await expectAccessibleInBothThemes(page, 'logs page');
  });

  test('the board member only reads the consultants; the other company pages send them away', async ({
    page,
  }) => {
    await logInAs(page, 'board');
    await expect(page.getByRole('heading', { level: 1, name: /Consultants/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add consultant' })).toHaveCount(0);
    await expect(page.getByRole('switch')).toHaveCount(0);
    const companyPath = new URL(page.url()).pathname.split('/').pop();
    for (const path of ['/admin/company/', '/admin/projects/', '/admin/logs/', '/admin/members/']) {
      await page.goto(`${path}${companyPath}`);
      await expect(page).not.toHaveURL(new RegExp(path));
    }
    await page.goto('/company/anything');
    await expect(page).not.toHaveURL(/\/company\//);
  });
});
