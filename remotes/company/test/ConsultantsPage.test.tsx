import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encodeId, type Department, type PerformanceRow, type User } from '@app/shared';
import {
  catchDownloads,
  currentNotice,
  companyOfUser,
  northwind,
  openRowAction,
  renderCompanyApp,
  resetState,
  visited,
  serve,
  sent,
  refuse,
  networkError,
} from './helpers';

const totals = (hours: number, tasks: number) => ({ total_duration: hours * 60, task_count: tasks });

function performance(
  id: number,
  name: string,
  department: string,
  departmentId: number,
  week: number,
): PerformanceRow {
  return {
    id,
    name,
    email: `${name.split(' ')[0].toLowerCase()}@example.com`,
    contact: `07000000${id}`,
    department,
    department_id: departmentId,
    daily_tasks: totals(week / 5, 1),
    weekly_tasks: totals(week, 5),
    monthly_tasks: totals(week * 4, 20),
    previous_month_tasks: totals(week * 3, 15),
    // no flag: at or over target unless a test says otherwise
    weekly_target: 0,
  };
}

function account(row: PerformanceRow): User {
  const [first_name, last_name] = row.name.split(' ');
  return {
    id: row.id,
    email: row.email,
    first_name,
    last_name,
    contact: row.contact,
    is_active: true,
    date_joined: '2025-01-01T00:00:00Z',
    department: row.department_id,
    company: 3,
    role: 'employee',
  };
}

const ada = performance(21, 'Ada Lovelace', 'Engineering', 11, 10);
const bob = performance(22, 'Bob Builder', 'Support', 12, 20);
const cy = performance(23, 'Cy Young', 'Engineering', 11, 5);
const rows = [ada, bob, cy];
const engineering = { id: 11, name: 'Engineering' } as Department;
const support = { id: 12, name: 'Support' } as Department;
const path = `/admin/users/${encodeId(3)}`;

/** The server's consultants (performance rows and accounts): the writes change them, the page reads them. */
let stored: { rows: PerformanceRow[]; accounts: User[] } = { rows: [], accounts: [] };

/** Stores a changed account (and its performance row's name, email, contact and department). */
function storeAccount(user: User): User {
  const department = [engineering, support].find((d) => d.id === user.department);
  stored.accounts = stored.accounts.map((a) => (a.id === user.id ? user : a));
  stored.rows = stored.rows.map((row) =>
    row.id === user.id
      ? {
          ...row,
          name: `${user.first_name} ${user.last_name}`,
          email: user.email,
          contact: user.contact,
          department: department?.name ?? row.department,
          department_id: user.department,
        }
      : row,
  );
  return user;
}

beforeEach(() => {
  resetState();
  jest.clearAllMocks();
  stored = { rows: [...rows], accounts: rows.map(account) };
  serve('GET /grouped_tasks/{companyId}', () => [...stored.rows]);
  serve('GET /employees/{departmentOrCompanyId}', () => [...stored.accounts]);
  serve('GET /departments/{companyId}', () => [engineering, support]);
  serve('GET /get_company/{user_id}', () => companyOfUser(northwind));
  serve('GET /targets/{userId}', () => []);
});

const table = () => screen.getByRole('table', { name: 'Consultants' });
const names = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.closest('tr')!.querySelectorAll('th,td')[1].textContent);

describe('consultants page', () => {
  it('shows department, name and the performance per period, with the company in the header', async () => {
    renderCompanyApp(path, 'company_admin');
    await screen.findByRole('rowheader', { name: 'Support' });
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['DEPARTMENT', 'NAME', 'DAILY', 'PREVIOUS MONTH', 'MONTHLY', 'ACTIVE', 'ACTIONS']);
    const bobRow = screen.getByRole('cell', { name: 'Bob Builder' }).closest('tr')!;
    expect(within(bobRow).getByRole('cell', { name: '4 HRs 0 Mins · 1 Task' })).toBeInTheDocument();
    // the week's figures are a sort, not a column (spec: department, name, daily, previous_month, monthly)
    expect(within(bobRow).queryByRole('cell', { name: '20 HRs 0 Mins · 5 Tasks' })).not.toBeInTheDocument();
    expect(within(bobRow).getByRole('cell', { name: '80 HRs 0 Mins · 20 Tasks' })).toBeInTheDocument();
    expect(within(bobRow).getByRole('cell', { name: '60 HRs 0 Mins · 15 Tasks' })).toBeInTheDocument();
    expect(await screen.findByText('controlled by representative@example.com')).toBeInTheDocument();
    expect(screen.getByText('Northwind Consulting')).toBeInTheDocument();
  });

  it('searches name and department case-insensitively', async () => {
    renderCompanyApp(path, 'company_member');
    await screen.findByRole('cell', { name: 'Ada Lovelace' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'search for consultants' }), 'ENGIN');
    await waitFor(() => expect(names()).toEqual(['Ada Lovelace', 'Cy Young']));
    await userEvent.clear(screen.getByRole('searchbox', { name: 'search for consultants' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'search for consultants' }), 'bob');
    await waitFor(() => expect(names()).toEqual(['Bob Builder']));
  });

  it('offers the six sorts of the spec: names and departments ascending, performance descending', async () => {
    renderCompanyApp(path, 'company_member');
    await screen.findByRole('cell', { name: 'Ada Lovelace' });
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Name',
      'Department',
      'Performance by Day',
      'sort by previous month',
      'Performance by Week',
      'Performance by Month',
    ]);
    expect(names()).toEqual(['Ada Lovelace', 'Bob Builder', 'Cy Young']);
    await userEvent.selectOptions(sort, 'Performance by Week');
    expect(names()).toEqual(['Bob Builder', 'Ada Lovelace', 'Cy Young']);
    await userEvent.selectOptions(sort, 'Department');
    expect(names()).toEqual(['Ada Lovelace', 'Cy Young', 'Bob Builder']);
  });

  it("opens 'User details' with name, email and contact, and 'View' goes to the employee page with the row", async () => {
    renderCompanyApp(path, 'company_member');
    await openRowAction('Ada Lovelace', 'Details');
    const details = await screen.findByRole('dialog', { name: 'User details' });
    expect(details).toHaveTextContent('Ada Lovelace');
    expect(details).toHaveTextContent('ada@example.com');
    expect(details).toHaveTextContent('0700000021');
    await userEvent.click(within(details).getByRole('button', { name: 'close' }));

    await openRowAction('Ada Lovelace', 'View');
    expect(visited('/employee/')).toMatchObject({
      id: '21',
      state: { id: 21, first_name: 'Ada', name: 'Ada Lovelace' },
    });
  });

  it("'Week' opens the consultant's week with her name, for everyone who reads the table", async () => {
    for (const role of ['company_member', 'company_admin', 'admin'] as const) {
      // the admin comes from her companies list, with the company as navigation state
      const { unmount } = renderCompanyApp(path, role, role === 'admin' ? northwind : undefined);
      await openRowAction('Bob Builder', 'Week');
      expect(visited('/employee/week/')).toMatchObject({
        id: String(bob.id),
        search: '',
        state: { name: 'Bob Builder' },
      });
      unmount();
    }
  });

  it("shows the consultant's weekly target in 'User details', with the form for the representative", async () => {
    renderCompanyApp(path, 'company_admin');
    await openRowAction('Ada Lovelace', 'Details');
    const details = await screen.findByRole('dialog', { name: 'User details' });
    const target = await within(details).findByRole('region', { name: 'Weekly target' });
    expect(await within(target).findByRole('button', { name: 'Save target' })).toBeInTheDocument();
    expect(sent('GET /targets/{userId}')).toContainEqual([21]);
  });

  it('flags a consultant whose week so far is under its target beside the name, and no one at or over it', async () => {
    stored.rows = stored.rows.map((row) =>
      // Ada: 10 hours of 16 so far; Bob: 20 hours of 20
      row.id === ada.id
        ? { ...row, weekly_target: 960 }
        : row.id === bob.id
          ? { ...row, weekly_target: 1200 }
          : row,
    );
    renderCompanyApp(path, 'company_member');
    const adaCell = await screen.findByRole('cell', { name: /^Ada Lovelace/ });
    // the pill says it; its title and what assistive technology reads say by how much
    expect(within(adaCell).getByText('Under target')).toBeVisible();
    expect(within(adaCell).getByTitle('Under target: 10 HRs 0 Mins of 16 HRs 0 Mins')).toBeInTheDocument();
    expect(adaCell).toHaveAccessibleName('Ada Lovelace Under target: 10 HRs 0 Mins of 16 HRs 0 Mins');
    expect(within(screen.getByRole('cell', { name: 'Bob Builder' })).queryByText('Under target')).toBeNull();
    expect(screen.getAllByText('Under target')).toHaveLength(1);
    // the columns stay the spec's
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['DEPARTMENT', 'NAME', 'DAILY', 'PREVIOUS MONTH', 'MONTHLY', 'ACTIONS']);
  });

  it('gives the board member only view and details, and no active switch', async () => {
    renderCompanyApp(path, 'company_member');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Ada Lovelace' }));
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['View', 'Details', 'Week']);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add consultant' })).not.toBeInTheDocument();
    await waitFor(() => expect(sent('GET /departments/{companyId}')).toHaveLength(0));
  });

  it('gives the representative edit, move and delete', async () => {
    renderCompanyApp(path, 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Ada Lovelace' }));
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'View',
      'Details',
      'Week',
      'Edit',
      'Move',
      'Delete',
    ]);
  });

  it("caps the count badge at '99+' and shows the long empty message", async () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      performance(100 + i, `Person ${String(i).padStart(3, '0')}`, 'Engineering', 11, 1),
    );
    serve('GET /grouped_tasks/{companyId}', () => many);
    serve('GET /employees/{departmentOrCompanyId}', () => []);
    const { unmount } = renderCompanyApp(path, 'company_admin');
    const heading = await screen.findByRole('heading', { level: 1, name: /Consultants/ });
    await waitFor(() => expect(heading).toHaveTextContent('99+'));
    await screen.findByRole('cell', { name: 'Person 000' });
    unmount();

    serve('GET /grouped_tasks/{companyId}', () => []);
    renderCompanyApp(path, 'company_admin');
    expect(
      await screen.findByText(
        'No consultants found. If your sure you have consultants consider refreshing the page or checking your connection',
      ),
    ).toBeInTheDocument();
  });

  it('adds a consultant to the chosen department', async () => {
    const created = {
      ...account(ada),
      id: 30,
      email: 'new@example.com',
      first_name: 'New',
      last_name: 'Person',
      department: 12,
    };
    serve('POST /employees/{departmentOrCompanyId}', () => {
      stored.accounts.push(created);
      stored.rows.push({ ...performance(30, 'New Person', 'Support', 12, 0), email: created.email });
      return created;
    });
    renderCompanyApp(path, 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Add consultant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add consultant' });
    const fields: [string, string][] = [
      ['Email', 'new@example.com'],
      ['First name', 'New'],
      ['Last name', 'Person'],
      ['Contact', '0744444444'],
      ['Password', 'Strong#1'],
      ['Confirm password', 'Strong#1'],
    ];
    for (const [label, value] of fields) await userEvent.type(within(dialog).getByLabelText(label), value);
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Department' }), 'Support');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add consultant' }));
    await screen.findByRole('cell', { name: 'New Person' });
    await waitFor(() =>
      expect(sent('POST /employees/{departmentOrCompanyId}')).toContainEqual([
        3,
        {
          email: 'new@example.com',
          first_name: 'New',
          last_name: 'Person',
          contact: '0744444444',
          password: 'Strong#1',
          department: 12,
        },
      ]),
    );
    expect(currentNotice()).toBe('Consultant uploaded successfully: The consultant has been added');
  });

  it("says 'Failed to upload consultant' and keeps the form when the server refuses", async () => {
    serve('POST /employees/{departmentOrCompanyId}', () => refuse(400));
    renderCompanyApp(path, 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Add consultant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add consultant' });
    for (const [label, value] of [
      ['Email', 'ada@example.com'],
      ['First name', 'Ada'],
      ['Last name', 'Again'],
      ['Contact', '0744444444'],
      ['Password', 'Strong#1'],
      ['Confirm password', 'Strong#1'],
    ]) {
      await userEvent.type(within(dialog).getByLabelText(label), value);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add consultant' }));
    await waitFor(() =>
      expect(currentNotice()).toBe('Failed to upload consultant: Please try again with a different email'),
    );
    expect(within(dialog).getByLabelText('Last name')).toHaveValue('Again');
  });

  it('edits a consultant: details with one call, then the notice', async () => {
    serve('PATCH /update_user/{userId}', () => storeAccount({ ...account(ada), last_name: 'King' }));
    renderCompanyApp(path, 'company_admin');
    await openRowAction('Ada Lovelace', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit consultant' });
    const last = within(dialog).getByLabelText('Last name');
    await userEvent.clear(last);
    await userEvent.type(last, 'King');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('cell', { name: 'Ada King' });
    await waitFor(() =>
      expect(sent('PATCH /update_user/{userId}')).toContainEqual([
        21,
        {
          email: 'ada@example.com',
          first_name: 'Ada',
          last_name: 'King',
          contact: '0700000021',
        },
      ]),
    );
    expect(currentNotice()).toBe('Consultant updated: The consultant has been updated');
  });

  it('moves a consultant after the confirmation, and refuses the same department', async () => {
    serve('PATCH /update_user/{userId}', () => storeAccount({ ...account(ada), department: 12 }));
    renderCompanyApp(path, 'company_admin');
    await openRowAction('Ada Lovelace', 'Move');
    let dialog = await screen.findByRole('dialog', { name: 'Move consultant' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm move' }));
    expect(currentNotice()).toBe('Nothing to change: Please select a different department');

    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Department' }), 'Support');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm move' }));
    dialog = screen.getByRole('dialog', { name: 'Move Confirmation' });
    expect(dialog).toHaveTextContent('Are you sure you want move Ada from Engineering to Support');
    await userEvent.click(within(dialog).getByRole('button', { name: 'confirm transfer' }));
    await waitFor(() => expect(currentNotice()).toBe('Transfer success: The consultant has been moved'));
    await waitFor(() => expect(sent('PATCH /update_user/{userId}')).toContainEqual([21, { department: 12 }]));
    // the list is read again: Ada's row names her new department
    await waitFor(() => {
      const adaRow = screen.getByRole('cell', { name: 'Ada Lovelace' }).closest('tr')!;
      expect(within(adaRow).getByRole('rowheader')).toHaveTextContent('Support');
    });
  });

  it('toggles activation and flips back when the call fails', async () => {
    serve('PATCH /update_user/{userId}', () => refuse(403));
    renderCompanyApp(path, 'admin', northwind);
    const toggle = await screen.findByRole('switch', { name: 'Active: Ada Lovelace' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(sent('PATCH /update_user/{userId}')).toContainEqual([21, { is_active: false }]),
    );
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(currentNotice()).toBe('Consultant failed to be updated: Please try again');
  });

  it('deletes optimistically and restores the row when refused', async () => {
    serve('DELETE /employee/{id}', () => refuse(403));
    renderCompanyApp(path, 'company_admin');
    await openRowAction('Cy Young', 'Delete');
    await userEvent.click(screen.getByRole('button', { name: 'confirm delete' }));
    expect(await screen.findByRole('cell', { name: 'Cy Young' })).toBeInTheDocument();
    expect(currentNotice()).toBe('Delete failed: The item could not be deleted, please try again');
  });

  it('with the server down shows that it cannot be reached, never zero hours, and heals by itself', async () => {
    let down = true;
    serve('GET /grouped_tasks/{companyId}', () => (down ? networkError() : [...stored.rows]));
    serve('GET /employees/{departmentOrCompanyId}', () => (down ? networkError() : [...stored.accounts]));
    serve('GET /health', () => (down ? networkError() : { status: 'ok' }));
    renderCompanyApp(path, 'company_admin');
    await screen.findByRole('alert', { name: 'Cannot reach the server' }, { timeout: 10_000 });
    expect(screen.queryByText('No Consultants Found')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add consultant' })).not.toBeInTheDocument();
    down = false;
    // no click: the probe finds the server back and the list reads again
    expect(await screen.findByRole('cell', { name: 'Bob Builder' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'Cannot reach the server' })).not.toBeInTheDocument();
  }, 40_000);

  it('charts the hours per consultant for the chosen period, with the figures as a table', async () => {
    renderCompanyApp(path, 'company_member');
    const chart = await screen.findByRole('figure', { name: /Hours per consultant · This week/ });
    expect(within(chart).getByRole('img')).toHaveAccessibleName(
      /the 3 with the most hours of 3 listed\. Most: Bob Builder, 20 HRs 0 Mins/,
    );
    const table = within(chart).getByRole('table');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['Bob Builder', 'Ada Lovelace', 'Cy Young']);
    await userEvent.selectOptions(
      within(chart).getByRole('combobox', { name: 'Chart period' }),
      'Previous month',
    );
    expect(screen.getByRole('figure', { name: /Previous month/ })).toBeInTheDocument();
    expect(within(table).getAllByRole('cell')[0]).toHaveTextContent('60 HRs 0 Mins');
  });

  it('exports the listed consultants as a CSV download', async () => {
    const { downloads, restore } = catchDownloads();
    renderCompanyApp(path, 'company_member');
    await screen.findByRole('cell', { name: 'Ada Lovelace' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'search for consultants' }), 'support');
    await waitFor(() => expect(names()).toEqual(['Bob Builder']));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(downloads).toHaveLength(1);
    expect(downloads[0].name).toMatch(/^consultants-performance-\d{4}-\d{2}-\d{2}\.csv$/);
    expect((await downloads[0].text()).split('\r\n')).toEqual([
      'NAME,EMAIL,CONTACT,DEPARTMENT,DAILY MINUTES,DAILY TASKS,WEEKLY MINUTES,WEEKLY TASKS,MONTHLY MINUTES,MONTHLY TASKS,PREVIOUS MONTH MINUTES,PREVIOUS MONTH TASKS',
      'Bob Builder,bob@example.com,0700000022,Support,240,1,1200,5,4800,20,3600,15',
      '',
    ]);
    restore();
  });
});
