import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  encodeId,
  type ImportField,
  type ImportPerson,
  type ImportRefusal,
  type ImportResult,
  type ImportRow,
  type User,
} from '@app/shared';
import { IMPORT_MAX_BYTES, IMPORT_XLSX_TYPE } from '@app/shared/imports';
import {
  location,
  networkError,
  companyOfUser,
  northwind,
  refuse,
  renderCompanyApp,
  resetState,
  sent,
  serve,
} from './helpers';

const path = `/admin/import/${encodeId(northwind.id)}`;
const CSV =
  'Email,User,Start date,Start time,Duration,Project,Description\nada@example.com,Ada,2026-03-02,09:00,01:30:00,Apollo,Design\n';
const COLUMNS = ['Email', 'User', 'Start date', 'Start time', 'Duration', 'Project', 'Description'];
const MAPPING: Record<ImportField, string | null> = {
  email: 'Email',
  day: 'Start date',
  time: 'Start time',
  end: 'End time',
  minutes: 'Duration',
  project: 'Project',
  client: null,
  title: 'Description',
  description: null,
};

const task = (email: string, minutes: number, title: string) => ({
  user: 21,
  email,
  worked_on: '2026-03-02',
  duration: minutes,
  project: 'Apollo',
  title,
});
const written = (person: string, title: string, day = '2026-03-02') => ({ person, day, title });
const NEW: ImportRow = {
  line: 2,
  status: 'create',
  written: written('ada@example.com', 'Design'),
  task: task('ada@example.com', 90, 'Design'),
  field: null,
  error: null,
};
const NEW_TOO: ImportRow = {
  line: 3,
  status: 'create',
  written: written('ada@example.com', 'Review'),
  task: task('ada@example.com', 45, 'Review'),
  field: null,
  error: null,
};
const BEFORE: ImportRow = {
  line: 4,
  status: 'duplicate',
  written: written('bob@example.com', 'Standup'),
  task: task('bob@example.com', 60, 'Standup'),
  field: null,
  error: null,
};
const WRONG: ImportRow = {
  line: 5,
  status: 'error',
  written: written('nobody@example.com', 'Pairing', '03/02/2026'),
  task: null,
  field: 'email',
  error: 'no such person in the company',
};

function result(rows: ImportRow[], fields: Partial<ImportResult> = {}): ImportResult {
  const count = (status: ImportRow['status']) => rows.filter((row) => row.status === status).length;
  return {
    dry_run: true,
    encoding: 'utf-8',
    day_order: null,
    day_order_told: false,
    people: [],
    columns: COLUMNS,
    mapping: MAPPING,
    rows,
    created: 0,
    to_create: count('create'),
    duplicates: count('duplicate'),
    skipped: count('skip'),
    errors: count('error'),
    new_projects: [],
    new_project_clients: [],
    ...fields,
  };
}

beforeEach(() => {
  resetState();
  serve('GET /get_company/{user_id}', () => companyOfUser(northwind));
  serve('GET /companies', () => [northwind]);
  serve('GET /import_floor/{companyId}', () => ({ earliest_day: '2000-01-01' }));
});

/** Opens the page, chooses the CSV file and checks it. */
async function checkFile(role: 'company_admin' | 'admin' = 'company_admin') {
  const user = userEvent.setup();
  renderCompanyApp(path, role);
  const input = await screen.findByLabelText('Export file');
  await user.upload(input, new File([CSV], 'hours.csv', { type: 'text/csv' }));
  await user.click(screen.getByRole('button', { name: 'Check file' }));
  return user;
}

const importButton = () => screen.getByRole('button', { name: /^Import \d+ tasks?$/ });

describe('the import page', () => {
  it('checks the file (a dry run of its text, in the company’s zone) and lists its rows, errors first', async () => {
    serve('POST /imports/{companyId}', () => result([NEW, NEW_TOO, BEFORE, WRONG]));
    await checkFile();
    expect(await screen.findByText('2 to create, 1 imported before, 1 error')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Import hours' })).toBeInTheDocument();
    const [[companyId, body, query]] = sent('POST /imports/{companyId}');
    expect(companyId).toBe(northwind.id);
    expect(body).toBe(CSV);
    expect(query).toEqual({ format: 'toggl', time_zone: 'Europe/Oslo', dry_run: 'true' });

    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent('5');
    expect(rows[1]).toHaveTextContent('Error');
    expect(rows[1]).toHaveTextContent('Person: no such person in the company');
    // an error row shows its person, day and title as the file writes them
    expect(rows[1]).toHaveTextContent('nobody@example.com');
    expect(rows[1]).toHaveTextContent('03/02/2026');
    expect(rows[1]).toHaveTextContent('Pairing');
    expect(screen.getByText('Read as UTF-8')).toBeVisible();
    expect(rows[2]).toHaveTextContent('New');
    expect(rows[2]).toHaveTextContent('1 HR 30 Mins');
    expect(rows[2]).toHaveTextContent('ada@example.com');
    expect(rows[4]).toHaveTextContent('Imported before');
    expect(importButton()).toHaveTextContent('Import 2 tasks');
    expect(importButton()).toBeDisabled();

    // the errors alone
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Errors');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
  });

  it('lists a row skipped for a detail with why, and counts it apart from the errors', async () => {
    const SKIPPED: ImportRow = {
      line: 6,
      status: 'skip',
      written: written('ada@example.com', 'Timer started and stopped'),
      task: null,
      field: 'minutes',
      error: 'Under a minute (it rounds to 0 minutes): skipped, nothing to log',
    };
    serve('POST /imports/{companyId}', () => result([NEW, SKIPPED]));
    await checkFile();
    expect(await screen.findByText('1 to create, 0 imported before, 1 skipped, 0 errors')).toBeVisible();
    const row = screen.getByRole('row', { name: /^6 / });
    expect(row).toHaveTextContent('Skipped');
    expect(row).toHaveTextContent('Under a minute (it rounds to 0 minutes): skipped, nothing to log');
    expect(importButton()).toBeEnabled();
  });

  it('says how the file was read, and sends the encoding chosen with the next check', async () => {
    serve(
      'POST /imports/{companyId}',
      () => result([NEW], { encoding: 'windows-1252' }),
      () => result([NEW], { encoding: 'utf-16le' }),
    );
    const user = await checkFile();
    expect(await screen.findByText('Read as Windows-1252')).toBeVisible();
    expect(sent('POST /imports/{companyId}')[0][2]).not.toHaveProperty('encoding');
    // days with slashes no day told apart: said, and an order may be chosen
    expect(screen.queryByText(/Days with slashes read/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Encoding of the file'), 'UTF-16 (little-endian)');
    expect(importButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('Read as UTF-16 (little-endian)')).toBeVisible();
    expect(sent('POST /imports/{companyId}')[1][2]).toMatchObject({ encoding: 'utf-16le', dry_run: 'true' });
  });

  it("lists the file's people with whom each is; a person not found is given a consultant or skipped with the next check", async () => {
    const kim: User = {
      id: 31,
      email: 'kim@example.com',
      first_name: 'Kim',
      last_name: 'Ng',
      contact: '',
      is_active: true,
      date_joined: '2025-01-01T00:00:00Z',
      department: 11,
      company: northwind.id,
      role: 'employee',
    };
    serve('GET /employees/{departmentOrCompanyId}', () => [kim]);
    const person = (
      written: string,
      rows: number,
      matched_by: ImportPerson['matched_by'],
      user: User | null,
    ) => ({
      written,
      rows,
      matched_by,
      user: user?.id ?? null,
      name: user ? `${user.first_name} ${user.last_name}` : null,
      email: user?.email ?? null,
    });
    serve(
      'POST /imports/{companyId}',
      () =>
        result([NEW, WRONG], {
          people: [
            person('Ada Lovelace', 1, 'name', {
              ...kim,
              id: 21,
              first_name: 'Ada',
              last_name: 'Lovelace',
              email: 'ada@example.com',
            }),
            person('K. Ng', 3, 'none', null),
            person('Old Timer', 2, 'none', null),
          ],
        }),
      () =>
        result([NEW], {
          people: [person('K. Ng', 3, 'chosen', kim), person('Old Timer', 2, 'skipped', null)],
        }),
    );
    const user = await checkFile();
    const people = await screen.findByRole('region', { name: 'People in the file' });
    expect(within(people).getByRole('row', { name: /Ada Lovelace/ })).toHaveTextContent(
      'Ada Lovelace · ada@example.com',
    );
    expect(within(people).getByRole('row', { name: /Ada Lovelace/ })).toHaveTextContent('by full name');
    expect(within(people).getByRole('row', { name: /K\. Ng/ })).toHaveTextContent('not found');
    await user.selectOptions(
      within(people).getByLabelText('Consultant for K. Ng'),
      'Kim Ng · kim@example.com',
    );
    await user.selectOptions(within(people).getByLabelText('Consultant for Old Timer'), 'Skip their rows');
    expect(importButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    await waitFor(() => expect(sent('POST /imports/{companyId}')).toHaveLength(2));
    const query = sent('POST /imports/{companyId}')[1][2] as { people: string };
    expect(JSON.parse(query.people)).toEqual({ 'K. Ng': 31, 'Old Timer': null });
    const after = await screen.findByRole('region', { name: 'People in the file' });
    expect(within(after).getByRole('row', { name: /K\. Ng/ })).toHaveTextContent('as chosen');
    expect(within(after).getByLabelText('Consultant for K. Ng')).toHaveValue('31');
    expect(within(after).getByLabelText('Consultant for Old Timer')).toHaveValue('skip');
  });

  it('says how days with slashes were read, and sends the order chosen with the next check', async () => {
    serve(
      'POST /imports/{companyId}',
      () => result([NEW], { day_order: 'mdy', day_order_told: false }),
      () => result([NEW], { day_order: 'dmy', day_order_told: false }),
    );
    const user = await checkFile();
    expect(
      await screen.findByText(
        'Days with slashes read month first (MM/DD/YYYY): check they are right, or choose the order',
      ),
    ).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Days written with slashes'), 'Day first (20/11/2026)');
    expect(importButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText(/Days with slashes read day first \(DD\/MM\/YYYY\)/)).toBeVisible();
    expect(sent('POST /imports/{companyId}')[1][2]).toMatchObject({ day_order: 'dmy', dry_run: 'true' });
  });

  it('sends a column chosen in the mapping step with the next check', async () => {
    serve(
      'POST /imports/{companyId}',
      () => result([NEW, WRONG]),
      () => result([NEW]),
    );
    const user = await checkFile();
    const email = await screen.findByLabelText('Person (required)');
    expect(email).toHaveValue('Email');
    expect(
      within(screen.getByLabelText('Description')).getByRole('option', { name: '— none —' }),
    ).toBeInTheDocument();
    await user.selectOptions(email, 'User');
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    await waitFor(() => expect(sent('POST /imports/{companyId}')).toHaveLength(2));
    expect(sent('POST /imports/{companyId}')[1][2]).toMatchObject({ email_column: 'User', dry_run: 'true' });
    expect(await screen.findByText('1 to create, 0 imported before, 0 errors')).toBeVisible();
    expect(importButton()).toBeEnabled();
  });

  it('says which client each new project goes under when the file names clients', async () => {
    serve('POST /imports/{companyId}', () =>
      result([NEW, NEW_TOO], {
        new_projects: ['Relaunch', 'Audit'],
        new_project_clients: [
          { project: 'Relaunch', client: 'Acme Corp', file_client: 'ACME corp' },
          { project: 'Audit', client: null, file_client: 'Nobody Inc' },
        ],
      }),
    );
    await checkFile();
    expect(await screen.findByText('Projects to create: Relaunch, Audit')).toBeVisible();
    const clients = screen.getByRole('list', { name: 'Clients of the new projects' });
    expect(
      within(clients)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Relaunch: under the client Acme Corp',
      'Audit: without a client (the company has no client "Nobody Inc")',
    ]);
  });

  it('sends a workbook as it is (its columns are named by the check), and shows its rows as any file', async () => {
    serve('POST /imports/{companyId}', () => result([NEW]));
    const user = userEvent.setup();
    renderCompanyApp(path, 'company_admin');
    const input = await screen.findByLabelText('Export file');
    expect(input).toHaveAttribute('accept', expect.stringContaining('.xlsx'));
    const workbook = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x08, 0x00]);
    await user.upload(input, new File([workbook], 'kimai.xlsx', { type: IMPORT_XLSX_TYPE }));
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    await waitFor(() => expect(sent('POST /imports/{companyId}')).toHaveLength(1));
    const [, body] = sent('POST /imports/{companyId}')[0];
    expect(String(body).startsWith('PK\u0003\u0004')).toBe(true);
    expect(await screen.findByText('1 to create, 0 imported before, 0 errors')).toBeVisible();
  });

  it('names no clients when the file has none', async () => {
    serve('POST /imports/{companyId}', () =>
      result([NEW], {
        new_projects: ['Loose'],
        new_project_clients: [{ project: 'Loose', client: null, file_client: null }],
      }),
    );
    await checkFile();
    expect(await screen.findByText('Projects to create: Loose')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Clients of the new projects' })).not.toBeInTheDocument();
  });

  it('imports a file checked without an error, once the current options are checked', async () => {
    serve(
      'POST /imports/{companyId}',
      () => result([NEW, NEW_TOO, BEFORE]),
      () => result([NEW, NEW_TOO, BEFORE]),
      () => result([NEW, NEW_TOO, BEFORE], { dry_run: false, created: 2, new_projects: ['Apollo'] }),
    );
    const user = await checkFile();
    expect(await screen.findByText('2 to create, 1 imported before, 0 errors')).toBeVisible();
    expect(importButton()).toBeEnabled();

    // another option: checked again before it may be imported
    await user.click(screen.getByLabelText('Create projects that do not exist'));
    await user.click(
      screen.getByLabelText('Count entries under a minute as 1 minute (otherwise they are skipped)'),
    );
    expect(importButton()).toBeDisabled();
    expect(screen.getByText(/check the file again before importing/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    await waitFor(() => expect(importButton()).toBeEnabled());

    await user.click(importButton());
    expect(await screen.findByText('Imported 2 tasks')).toBeVisible();
    expect(screen.getByText('New projects: Apollo')).toBeVisible();
    const calls = sent('POST /imports/{companyId}');
    expect(calls[1][2]).toEqual({
      format: 'toggl',
      time_zone: 'Europe/Oslo',
      dry_run: 'true',
      create_projects: 'true',
      short_entries: 'round_up',
    });
    expect(calls[2][2]).toEqual({
      format: 'toggl',
      time_zone: 'Europe/Oslo',
      create_projects: 'true',
      short_entries: 'round_up',
    });
    expect(calls[2][1]).toBe(CSV);
  });

  it('forgets a check when another file is chosen', async () => {
    serve('POST /imports/{companyId}', () => result([NEW]));
    const user = await checkFile();
    await waitFor(() => expect(importButton()).toBeEnabled());
    await user.upload(
      screen.getByLabelText('Export file'),
      new File([CSV], 'other.csv', { type: 'text/csv' }),
    );
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the rows again when the import is refused for an error row (422)', async () => {
    const refusal: ImportRefusal = {
      error: 'import_refused',
      detail: 'A row has an error: nothing was imported',
      ...result([NEW, WRONG], { dry_run: false }),
    };
    serve(
      'POST /imports/{companyId}',
      () => result([NEW]),
      () => refuse(422, refusal),
    );
    const user = await checkFile();
    await waitFor(() => expect(importButton()).toBeEnabled());
    await user.click(importButton());
    expect(
      await screen.findByText('Nothing was imported: 1 row has an error. Fix the file and check it again.'),
    ).toBeVisible();
    expect(screen.getByText('Person: no such person in the company')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
  });

  it('says a column the server refuses by its select (400)', async () => {
    serve('POST /imports/{companyId}', () =>
      refuse(400, { error: 'invalid', detail: 'No column "Start date" in the file', field: 'day_column' }),
    );
    await checkFile();
    const day = await screen.findByLabelText('Day (required)');
    expect(day).toHaveAccessibleDescription('No column "Start date" in the file');
    expect(day).toHaveAttribute('aria-invalid', 'true');
    // the columns offered come from the file's own header
    expect(within(day).getByRole('option', { name: 'User' })).toBeInTheDocument();
  });

  it('says a zone the server refuses by the zone (400)', async () => {
    serve('POST /imports/{companyId}', () =>
      refuse(400, { error: 'invalid', detail: 'Unknown time zone', field: 'time_zone' }),
    );
    await checkFile();
    await waitFor(() =>
      expect(screen.getByLabelText('Time zone of the file')).toHaveAccessibleDescription('Unknown time zone'),
    );
  });

  it('shows an unreachable server as a failure with a retry, never as an empty result', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve(
      'POST /imports/{companyId}',
      () => networkError(),
      () => result([NEW]),
    );
    const user = await checkFile();
    expect(await screen.findByText('Cannot reach the server')).toBeVisible();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 to create, 0 imported before, 0 errors')).toBeVisible();
    expect(screen.queryByText('Cannot reach the server')).not.toBeInTheDocument();
  });

  it('refuses a file over the limit at once, without sending it', async () => {
    const user = userEvent.setup();
    renderCompanyApp(path, 'company_admin');
    const input = await screen.findByLabelText('Export file');
    const big = new File(['x'.repeat(IMPORT_MAX_BYTES + 1)], 'big.csv', { type: 'text/csv' });
    await user.upload(input, big);
    expect(input).toHaveAccessibleDescription(/larger than 10 MB/);
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(sent('POST /imports/{companyId}')).toEqual([]);
  });

  it("shows the company's earliest day and saves another; a day the server refuses says why", async () => {
    let floor = '2000-01-01';
    serve('GET /import_floor/{companyId}', () => ({ earliest_day: floor }));
    serve('PATCH /import_floor/{companyId}', (_company, body) =>
      body.earliest_day > '2026-12-31'
        ? refuse(400, {
            error: 'invalid',
            field: 'earliest_day',
            detail: 'earliest_day must not be after today (2026-11-29): an import never brings a day to come',
          })
        : { earliest_day: (floor = body.earliest_day) },
    );
    const user = userEvent.setup();
    renderCompanyApp(path, 'company_admin');
    const day = await screen.findByLabelText('Earliest day an import reaches back to');
    await waitFor(() => expect(day).toHaveValue('2000-01-01'));
    const save = screen.getByRole('button', { name: 'Save earliest day' });
    expect(save).toBeDisabled();
    await user.clear(day);
    await user.type(day, '1995-06-01');
    await user.click(save);
    await waitFor(() =>
      expect(sent('PATCH /import_floor/{companyId}')).toEqual([
        [northwind.id, { earliest_day: '1995-06-01' }],
      ]),
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Earliest day an import reaches back to')).toHaveValue('1995-06-01'),
    );
    await user.clear(day);
    await user.type(day, '2999-01-01');
    await user.click(screen.getByRole('button', { name: 'Save earliest day' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The earliest day was refused: earliest_day must not be after today (2026-11-29)',
      ),
    );
  });

  it("is among the admin's pages of the company", async () => {
    renderCompanyApp(path, 'admin');
    const nav = await screen.findByRole('navigation', { name: 'Company pages' });
    expect(within(nav).getByRole('link', { name: 'Import hours' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByLabelText('Export file')).toBeInTheDocument();
  });

  it('is for the admin and the representative only', async () => {
    renderCompanyApp(path, 'company_member');
    await waitFor(() => expect(location().path).toBe('/'));
    expect(screen.queryByLabelText('Export file')).not.toBeInTheDocument();
  });
});
