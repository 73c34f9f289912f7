import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { departmentAtom, encodeId, type Department, type User } from '@app/shared';
import {
  currentNotice,
  renderDepartmentApp,
  resetState,
  sessionUser,
  store,
  serve,
  sent,
  refuse,
  engineering,
  openRowAction,
  rowHeaders,
  networkError,
} from './helpers';

const ENGINEERING: Department = engineering;
const SALES: Department = {
  ...ENGINEERING,
  id: 21,
  name: 'Sales',
  admin: 12,
  admin_email: 'sales.lead@example.com',
};
const person = (id: number, first: string, last: string): User => ({
  id,
  email: `${first.toLowerCase()}@example.com`,
  first_name: first,
  last_name: last,
  contact: `07000000${id}`,
  is_active: true,
  date_joined: new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString(),
  department: ENGINEERING.id,
  company: 3,
  role: 'employee',
});
const ADA = person(31, 'Ada', 'Lovelace');
const ALAN = person(32, 'Alan', 'Turing');

const path = `/department/${encodeId(ENGINEERING.id)}`;

async function openMove(name: string) {
  await openRowAction(name, 'Move');
  return screen.getByRole('dialog', { name: 'Move consultant' });
}

/** The server's consultants (of every department): the writes change them, the list reads a department's. */
let stored: User[] = [];

beforeEach(() => {
  resetState();
  jest.resetAllMocks();
  stored = [ADA, ALAN];
  serve('GET /employees/{departmentOrCompanyId}', (id) => stored.filter((user) => user.department === id));
  serve('GET /departments/{companyId}', () => [ENGINEERING, SALES]);
  serve('GET /targets/{userId}', () => []);
});

describe("a department's consultants", () => {
  it('lists email, contact and date joined under the department, read from the URL', async () => {
    store.set(departmentAtom, ENGINEERING);
    renderDepartmentApp(path, { user: sessionUser('department_admin') });
    await waitFor(() => expect(rowHeaders()).toEqual(['ada@example.com', 'alan@example.com']));
    await waitFor(() =>
      expect(sent('GET /employees/{departmentOrCompanyId}')).toContainEqual([ENGINEERING.id]),
    );
    await waitFor(() => expect(sent('GET /departments/{companyId}')).toContainEqual([3]));
    expect(screen.getByRole('heading', { level: 1, name: /Department consultants/ })).toBeInTheDocument();
    expect(screen.getByText('Engineering')).toBeInTheDocument();
    expect(screen.getByText('controlled by department.lead@example.com')).toBeInTheDocument();
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers.slice(0, 3)).toEqual(['EMAIL', 'CONTACT', 'DATE JOINED']);
    expect(screen.getAllByText('3 days ago')).toHaveLength(2);
  });

  it("shows 'User details' with name, email and contact", async () => {
    renderDepartmentApp(path, { user: sessionUser('company_admin') });
    await waitFor(() => expect(rowHeaders()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Ada Lovelace' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'View' }));
    const dialog = screen.getByRole('dialog', { name: 'User details' });
    expect(dialog).toHaveTextContent('Ada Lovelace');
    expect(within(dialog).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
    expect(dialog).toHaveTextContent('0700000031');
  });

  it("shows the consultant's weekly target in 'User details', with the form for the department's lead", async () => {
    store.set(departmentAtom, ENGINEERING);
    renderDepartmentApp(path, { user: sessionUser('department_admin') });
    await waitFor(() => expect(rowHeaders()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Ada Lovelace' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'View' }));
    const dialog = screen.getByRole('dialog', { name: 'User details' });
    const target = await within(dialog).findByRole('region', { name: 'Weekly target' });
    expect(
      await within(target).findByText('The default schedule: no target has been set'),
    ).toBeInTheDocument();
    expect(within(target).getByRole('button', { name: 'Save target' })).toBeInTheDocument();
    expect(sent('GET /targets/{userId}')).toContainEqual([ADA.id]);
  });

  it("refuses a move to the same department with 'Nothing to change'", async () => {
    renderDepartmentApp(path, { user: sessionUser('department_admin') });
    await waitFor(() => expect(rowHeaders()).toHaveLength(2));
    const dialog = await openMove('Ada Lovelace');
    expect(within(dialog).getByLabelText('Department')).toHaveValue(String(ENGINEERING.id));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm move' }));
    expect(currentNotice()).toMatchObject({
      title: 'Nothing to change',
      body: 'Please select a different department',
      mode: 'error',
    });
    await waitFor(() => expect(sent('PATCH /update_user/{userId}')).toHaveLength(0));
  });

  it("moves a consultant after the 'Move Confirmation', then lists them no more", async () => {
    serve('PATCH /update_user/{userId}', (id, patch) => {
      stored = stored.map((user) =>
        user.id === id ? { ...user, ...(patch as { department: number }) } : user,
      );
      return stored.find((user) => user.id === id)!;
    });
    renderDepartmentApp(path, { user: sessionUser('department_admin') });
    await waitFor(() => expect(rowHeaders()).toHaveLength(2));
    const dialog = await openMove('Ada Lovelace');
    await userEvent.selectOptions(within(dialog).getByLabelText('Department'), 'Sales');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm move' }));
    const confirm = screen.getByRole('dialog', { name: 'Move Confirmation' });
    expect(confirm).toHaveTextContent('Are you sure you want move Ada from Engineering to Sales');
    // the confirmation replaces the move dialog: nothing peeks around it
    expect(screen.queryByRole('dialog', { name: 'Move consultant' })).not.toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'confirm transfer' }));
    await waitFor(() =>
      expect(sent('PATCH /update_user/{userId}')).toContainEqual([ADA.id, { department: SALES.id }]),
    );
    await waitFor(() => expect(rowHeaders()).toEqual(['alan@example.com']));
    expect(currentNotice()).toMatchObject({ title: 'Transfer success', mode: 'success' });
    expect(screen.queryByRole('dialog', { name: 'Move consultant' })).not.toBeInTheDocument();
  });

  it('with the server down shows that it cannot be reached, never no consultants, and heals by itself', async () => {
    let down = true;
    serve('GET /employees/{departmentOrCompanyId}', (id) =>
      down ? networkError() : stored.filter((user) => user.department === id),
    );
    serve('GET /health', () => (down ? networkError() : { status: 'ok' }));
    renderDepartmentApp(path, { user: sessionUser('company_admin') });
    await screen.findByRole('alert', { name: 'Cannot reach the server' }, { timeout: 10_000 });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    down = false;
    // no click: the probe finds the server back and the list reads again
    await waitFor(() => expect(rowHeaders()).toEqual(['ada@example.com', 'alan@example.com']), {
      timeout: 15_000,
    });
    expect(screen.queryByRole('alert', { name: 'Cannot reach the server' })).not.toBeInTheDocument();
  }, 40_000);

  it("reports 'Transfer failed' and keeps the consultant", async () => {
    serve('PATCH /update_user/{userId}', () => refuse(403));
    renderDepartmentApp(path, { user: sessionUser('company_admin') });
    await waitFor(() => expect(rowHeaders()).toHaveLength(2));
    const dialog = await openMove('Alan Turing');
    await userEvent.selectOptions(within(dialog).getByLabelText('Department'), 'Sales');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm move' }));
    await userEvent.click(screen.getByRole('button', { name: 'confirm transfer' }));
    await waitFor(() =>
      expect(currentNotice()).toMatchObject({
        title: 'Transfer failed',
        body: 'Something went wrong, please try again',
      }),
    );
    expect(rowHeaders()).toEqual(['ada@example.com', 'alan@example.com']);
    expect(screen.getByRole('dialog', { name: 'Move consultant' })).toBeInTheDocument();
  });

  it("finds the company of the platform admin's department from its consultants", async () => {
    renderDepartmentApp(path, { user: sessionUser('admin', 1, null) });
    await waitFor(() => expect(rowHeaders()).toHaveLength(2));
    await waitFor(() => expect(sent('GET /departments/{companyId}')).toContainEqual([3]));
    expect(await screen.findByText('Engineering')).toBeInTheDocument();
  });

  it("sends board members and consultants to '/'", () => {
    renderDepartmentApp(path, { user: sessionUser('company_member') });
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/\|/);
  });

  it('says so when the department has no consultants', async () => {
    serve('GET /employees/{departmentOrCompanyId}', () => []);
    renderDepartmentApp(path, { user: sessionUser('department_admin') });
    expect(await screen.findByText(/^No consultants found/)).toBeInTheDocument();
  });
});

describe("another department's page", () => {
  it("a department_admin opening another department's page is told it is not theirs, with no list", async () => {
    serve('GET /employees/{departmentOrCompanyId}', () => []);
    serve('GET /departments/{companyId}', () => [ENGINEERING, SALES]);
    store.set(departmentAtom, ENGINEERING);
    renderDepartmentApp(`/department/${encodeId(SALES.id)}`, { user: sessionUser('department_admin') });
    expect(await screen.findByRole('heading', { name: 'This page is not yours' })).toBeInTheDocument();
    expect(screen.queryByText(/No consultants found/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your pages' })).toBeInTheDocument();
  });

  it('a refused read (403) is said, not shown as an empty list', async () => {
    serve('GET /employees/{departmentOrCompanyId}', () => refuse(403));
    serve('GET /departments/{companyId}', () => [ENGINEERING, SALES]);
    renderDepartmentApp(path, { user: sessionUser('admin') });
    expect(await screen.findByRole('heading', { name: 'This page is not yours' })).toBeInTheDocument();
    expect(screen.queryByText(/No consultants found/)).not.toBeInTheDocument();
  });
});
