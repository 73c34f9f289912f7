/**
 * Importing hours: the representative opens 'Import hours' from her menu, checks a Toggl Track
 * export (the detailed report's CSV columns) with a dry run, imports it, checks a Clockify export
 * (its own columns, US dates and 12-hour times) and imports it; the same Toggl file a second time
 * creates nothing; a Harvest export in Windows-1252; a Kimai export saved as an Excel workbook. The
 * consultant's tasks are read back from the API. On the production builds, each remote on its own
 * origin.
 */
import type { Page } from '@playwright/test';
import type { Task } from '@app/contract';
import { expect, test } from '../support/test';
import { apiSession } from '../support/api';
import { expectNoSeriousA11yViolations, setTheme } from '../support/axe';
import { ACCOUNTS } from '../support/accounts';
import { logInAs } from '../support/session';
import { importScript } from '../support/scripts';
import { snap, snapWidthsAndThemes } from '../support/taskPages';

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const project = `Imported ${stamp}`;
const email = ACCOUNTS.consultant;
/** A day of last spring: imported hours are old hours, and no other test decides its week. */
const day = new Date(Date.UTC(new Date().getUTCFullYear() - 1, 4, 13));
const iso = day.toISOString().slice(0, 10);
const [year, month, date] = iso.split('-');

/** Toggl Track's detailed report as CSV: its documented columns, ISO dates, hh:mm:ss durations. */
const togglFile = [
  'User,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration,Tags,Amount ()',
  `Cora Consultant,${email},Acme,${project},,Toggl review ${stamp},Yes,${iso},09:00:00,${iso},10:30:00,01:30:00,,`,
  `Cora Consultant,${email},Acme,${project},,"Toggl notes, with a comma ${stamp}",No,${iso},11:00:00,${iso},11:45:00,00:45:00,,`,
].join('\r\n');

/** Clockify's detailed report as CSV: its documented columns, US dates, 12-hour times. */
const clockifyFile = [
  'Project,Client,Description,Task,User,Group,Email,Tags,Billable,Start Date,Start Time,End Date,End Time,Duration (h),Duration (decimal),Billable Rate (USD),Billable Amount (USD)',
  `${project},Acme,Clockify planning ${stamp},,Cora Consultant,,${email},,Yes,${month}/${date}/${year},02:00:00 PM,${month}/${date}/${year},04:00:00 PM,02:00:00,2.00,0.00,0.00`,
].join('\n');

async function openImport(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main', exact: true })
    .getByRole('link', { name: 'Import hours', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /Import hours/ })).toBeVisible();
}

/** Chooses the file and the format, then checks it (the dry run). */
async function checkFile(page: Page, name: string, text: string, format: string) {
  await page.getByLabel('Export file', { exact: true }).setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(text, 'utf8'),
  });
  await page.getByLabel('Format', { exact: true }).selectOption({ label: format });
  await page.getByRole('button', { name: 'Check file' }).click();
}

test('the representative checks a Toggl export, imports it, then a Clockify export; the same file again creates nothing', async ({
  page,
  request,
}) => {
  const consultant = await apiSession(request, 'consultant');
  const tasksOf = async () =>
    (await consultant.call<Task[]>('GET', `/tasks/${consultant.userId}`)).body.filter((t) =>
      t.title.endsWith(stamp),
    );
  expect(await tasksOf()).toHaveLength(0);

  await logInAs(page, 'representative');
  await expect(page).toHaveURL(/\/admin\/users\//);
  await openImport(page);

  await checkFile(page, 'toggl.csv', togglFile, 'Toggl Track (detailed report, CSV)');
  // the project is new: without asking for it to be created, both rows name it as their error
  await expect(page.getByText('0 to create, 0 imported before, 2 errors')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Import \d+ tasks?$/ })).toBeDisabled();
  await page.getByLabel('Create projects that do not exist').check();
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByText('2 to create, 0 imported before, 0 errors')).toBeVisible();
  await expect(page.getByText(`Projects to create: ${project}`)).toBeVisible();
  const rows = page.getByRole('table');
  await expect(rows.getByRole('row').filter({ hasText: `Toggl review ${stamp}` })).toContainText(
    '1 HR 30 Mins',
  );
  await expect(rows.getByRole('row').filter({ hasText: `Toggl notes, with a comma ${stamp}` })).toContainText(
    '45 Mins',
  );
  // the dry run wrote nothing
  expect(await tasksOf()).toHaveLength(0);
  await expectNoSeriousA11yViolations(page, 'import dry run (light theme)');

  await page.getByRole('button', { name: 'Import 2 tasks' }).click();
  await expect(page.getByText('Imported 2 tasks')).toBeVisible();
  const afterToggl = await tasksOf();
  expect(afterToggl.map((t) => [t.title, t.duration, t.worked_on]).sort()).toEqual([
    [`Toggl notes, with a comma ${stamp}`, 45, iso],
    [`Toggl review ${stamp}`, 90, iso],
  ]);

  await checkFile(page, 'clockify.csv', clockifyFile, 'Clockify (detailed report, CSV)');
  await expect(page.getByText('1 to create, 0 imported before, 0 errors')).toBeVisible();
  await page.getByRole('button', { name: 'Import 1 task' }).click();
  await expect(page.getByText('Imported 1 task')).toBeVisible();
  const clockified = (await tasksOf()).find((t) => t.title === `Clockify planning ${stamp}`);
  expect(clockified).toMatchObject({ duration: 120, worked_on: iso });

  // the Toggl file once more: every row was imported before, nothing to import
  await checkFile(page, 'toggl.csv', togglFile, 'Toggl Track (detailed report, CSV)');
  await expect(page.getByText('0 to create, 2 imported before, 0 errors')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Import \d+ tasks?$/ })).toBeDisabled();
  expect(await tasksOf()).toHaveLength(3);

  await setTheme(page, 'dark');
  await openImport(page);
  await checkFile(page, 'toggl.csv', togglFile, 'Toggl Track (detailed report, CSV)');
  await expect(page.getByText('0 to create, 2 imported before, 0 errors')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'import dry run (dark theme)');
  // the checked rows at both widths (a theme change reloads the page: the form comes back empty)
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await snap(page, `import-hours-checked-${width}-dark`);
  }
  await snapWidthsAndThemes(page, 'import-hours', setTheme);
});

test('a Harvest export in Windows-1252 naming people by name: read as Windows-1252, a person not found is given a consultant, and the rows land with their accents', async ({
  page,
  request,
}) => {
  const consultant = await apiSession(request, 'consultant');
  const representative = await apiSession(request, 'representative');
  const me = (
    await representative.call<{ email: string; first_name: string; last_name: string }[]>(
      'GET',
      `/employees/${representative.company}`,
    )
  ).body.find((user) => user.email === ACCOUNTS.consultant)!;
  const title = `Café Müller ${stamp}`;
  // what Excel's CSV writes in Western Europe: one byte per accented letter
  const latin1 = (text: string) => Buffer.from(Uint8Array.from([...text].map((c) => c.codePointAt(0)!)));
  const harvestFile = [
    'Date,Client,Project,Project Code,Task,Notes,Hours,Hours Rounded,Billable?,Invoiced?,Approved?,First Name,Last Name,Roles,Employee?,Billable Rate,Billable Amount,Cost Rate,Cost Amount,Currency,External Reference URL',
    `${iso},Acme,,,${title},Straße und Größe,1.5,1.5,Yes,No,No,${me.first_name},${me.last_name},,Yes,0,0,0,0,Euro - EUR,`,
    `${iso},Acme,,,Nachtrag ${stamp},,"0,5",0.5,No,No,No,C.,Consultant,,Yes,0,0,0,0,Euro - EUR,`,
  ].join('\r\n');

  await logInAs(page, 'representative');
  await expect(page).toHaveURL(/\/admin\/users\//);
  await openImport(page);
  await page.getByLabel('Export file', { exact: true }).setInputFiles({
    name: 'harvest.csv',
    mimeType: 'text/csv',
    buffer: latin1(harvestFile),
  });
  await page
    .getByLabel('Format', { exact: true })
    .selectOption({ label: 'Harvest (detailed time report, CSV)' });
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByText('1 to create, 0 imported before, 1 error')).toBeVisible();
  await expect(page.getByText('Read as Windows-1252')).toBeVisible();
  await expect(page.getByText(title).first()).toBeVisible();

  // the one not found is chosen, then checked again
  const people = page.getByRole('region', { name: 'People in the file' });
  await expect(people.getByRole('row', { name: /C\. Consultant/ })).toContainText('not found');
  await people
    .getByLabel('Consultant for C. Consultant')
    .selectOption({ label: `${me.first_name} ${me.last_name} · ${ACCOUNTS.consultant}` });
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByText('2 to create, 0 imported before, 0 errors')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'import with people');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await snap(page, `import-hours-people-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Import 2 tasks' }).click();
  await expect(page.getByText('Imported 2 tasks')).toBeVisible();
  const tasks = (await consultant.call<Task[]>('GET', `/tasks/${consultant.userId}`)).body.filter((t) =>
    t.title.endsWith(stamp),
  );
  expect(tasks.find((t) => t.title === title)).toMatchObject({
    duration: 90,
    body: '<p>Straße und Größe</p>',
  });
  expect(tasks.find((t) => t.title === `Nachtrag ${stamp}`)).toMatchObject({ duration: 30 });
});

test('a Kimai export saved as Excel: its date, time and formula duration cells become the rows it imports', async ({
  page,
  request,
}) => {
  const consultant = await apiSession(request, 'consultant');
  const { kimaiWorkbook } = (await importScript(
    'mock-server/test/fixtures/imports/kimai-export.xlsx.mjs',
  )) as {
    kimaiWorkbook: (entries: unknown[][], person: string) => Uint8Array;
  };
  const title = `Kimai workbook ${stamp}`;
  const workbook = kimaiWorkbook(
    [
      [`${iso}T08:00`, `${iso}T09:15`, 4500, 'Acme', project, title, 'From Excel'],
      [`${iso}T13:00`, `${iso}T13:20`, 1200, 'Acme', project, `${title} (short)`, ''],
    ],
    'Cora Consultant',
  );

  await logInAs(page, 'representative');
  await expect(page).toHaveURL(/\/admin\/users\//);
  await openImport(page);
  await page.getByLabel('Export file', { exact: true }).setInputFiles({
    name: 'kimai.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(workbook),
  });
  await page.getByLabel('Format', { exact: true }).selectOption({ label: 'Kimai (export, CSV or Excel)' });
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByText('2 to create, 0 imported before, 0 errors')).toBeVisible();
  // the formula's 4,500 seconds on the start's day
  const first = page.getByRole('row', { name: new RegExp(`^2 New .*${title}`) });
  await expect(first).toContainText(iso);
  await expect(first).toContainText('1 HR 15 Mins');
  await expectNoSeriousA11yViolations(page, 'import of a workbook');
  await page.getByRole('button', { name: 'Import 2 tasks' }).click();
  await expect(page.getByText('Imported 2 tasks')).toBeVisible();
  const tasks = (await consultant.call<Task[]>('GET', `/tasks/${consultant.userId}`)).body;
  expect(tasks.find((t) => t.title === title)).toMatchObject({
    duration: 75,
    worked_on: iso,
    project_name: project,
    body: '<p>From Excel</p>',
  });
  expect(tasks.find((t) => t.title === `${title} (short)`)).toMatchObject({ duration: 20, worked_on: iso });
});
