import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encodeId, type Department, type User } from '@app/shared';
import {
  currentNotice,
  fillFields,
  location,
  companyOfUser,
  northwind,
  openRowAction,
  renderCompanyApp,
  resetState,
  visited,
  serve,
  serveOnce,
  sent,
  refuse,
  held,
  networkError,
} from './helpers';

const engineering: Department = {
  id: 11,
  name: 'Engineering',
  admin: 12,
  company: 3,
  admin_email: 'department.lead@example.com',
  admin_contact: '0711111111',
  admin_first_name: 'Dee',
  admin_last_name: 'Lead',
};
const lead: User = {
  id: 12,
  email: 'department.lead@example.com',
  first_name: 'Dee',
  last_name: 'Lead',
  contact: '0711111111',
  is_active: true,
  date_joined: '2025-01-01T00:00:00Z',
  department: 11,
  company: 3,
  role: 'department_admin',
};
const path = `/admin/company/${encodeId(3)}`;

/** The server's departments: the writes change them, the list reads them. */
let stored: Department[] = [];

/** Stores a written department (a new one joins the list), and answers with it. */
function storeDepartment(department: Department): Department {
  stored = stored.some((d) => d.id === department.id)
    ? stored.map((d) => (d.id === department.id ? department : d))
    : [...stored, department];
  return department;
}

beforeEach(() => {
  resetState();
  jest.clearAllMocks();
  stored = [engineering];
  serve('GET /departments/{companyId}', () => [...stored]);
  serve('GET /get_company/{user_id}', () => companyOfUser(northwind));
});

const newLead = {
  'Department name': 'Research',
  Email: 'new.lead@example.com',
  'First name': 'Nia',
  'Last name': 'Lead',
  Contact: '0722222222',
  Password: 'Strong#1',
  'Confirm password': 'Strong#1',
};

describe('departments page', () => {
  it('lists the departments with name, email and contact under the company named by the navigation state', async () => {
    renderCompanyApp(path, 'admin', northwind);
    expect(await screen.findByRole('rowheader', { name: 'Engineering' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'NAME',
      'EMAIL',
      'CONTACT',
      'ACTIONS',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: /Departments/ })).toHaveTextContent('1');
    expect(screen.getByText('Northwind Consulting')).toBeInTheDocument();
    expect(screen.getByText('controlled by representative@example.com')).toBeInTheDocument();
    await waitFor(() => expect(sent('GET /departments/{companyId}')).toContainEqual([3]));
  });

  it('lets the admin only view: no add button, a view action to the department page', async () => {
    renderCompanyApp(path, 'admin', northwind);
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Engineering' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View']);
    expect(screen.queryByRole('button', { name: 'Add department' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'View' }));
    expect(visited('/department/')).toMatchObject({ id: '11', state: engineering });
  });

  it('shows the admin links to the other pages of the company', async () => {
    renderCompanyApp(path, 'admin', northwind);
    const nav = await screen.findByRole('navigation', { name: 'Company pages' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'View all consultants',
      'Board members',
      'View all departments',
      'View all projects',
      'Clients',
      'Rates',
      'Invoices',
      'Logs',
      'Audit trail',
      'Import hours',
    ]);
    expect(within(nav).getByRole('link', { name: 'View all departments' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says "No results found" when the company has no department', async () => {
    serve('GET /departments/{companyId}', () => []);
    renderCompanyApp(path, 'company_admin');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
  });

  it('sends other roles and undecodable ids to "/"', async () => {
    const { unmount } = renderCompanyApp(path, 'company_member');
    expect(location().path).toBe('/');
    unmount();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderCompanyApp('/admin/company/garbage', 'company_admin');
    expect(location().path).toBe('/');
    expect(warn).toHaveBeenCalledWith('Route id could not be decoded', 'garbage');
    warn.mockRestore();
  });

  it('adds a department in two steps: the representative, then the department with its id', async () => {
    serve('POST /department_admins/{companyId}', () => ({ ...lead, id: 40, email: 'new.lead@example.com' }));
    serve('POST /departments/{companyId}', () =>
      storeDepartment({ ...engineering, id: 41, name: 'Research', admin: 40 }),
    );
    renderCompanyApp(path, 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Add department' }));
    const dialog = screen.getByRole('dialog', { name: 'Add department' });
    await fillFields(dialog, newLead);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add department' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add department' })).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(sent('POST /department_admins/{companyId}')).toContainEqual([
        3,
        {
          email: 'new.lead@example.com',
          first_name: 'Nia',
          last_name: 'Lead',
          contact: '0722222222',
          password: 'Strong#1',
        },
      ]),
    );
    await waitFor(() =>
      expect(sent('POST /departments/{companyId}')).toContainEqual([3, { name: 'Research', admin: 40 }]),
    );
    expect(screen.getByRole('rowheader', { name: 'Research' })).toBeInTheDocument();
    expect(currentNotice()).toBe('Department uploaded successfully: The department has been added');
  });

  it('keeps the representative when the department fails, says so, and only retries the department', async () => {
    serve('POST /department_admins/{companyId}', () => ({ ...lead, id: 40, email: 'new.lead@example.com' }));
    serveOnce('POST /departments/{companyId}', () => refuse(400));
    renderCompanyApp(path, 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Add department' }));
    const dialog = screen.getByRole('dialog', { name: 'Add department' });
    await fillFields(dialog, newLead);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add department' }));

    expect(
      await within(dialog).findByText(/new\.lead@example\.com was created and is kept/),
    ).toBeInTheDocument();
    expect(currentNotice()).toBe(
      'Department creation failed: Department has not been uploaded, please try again and if this persists, contact the company admin',
    );
    serveOnce('POST /departments/{companyId}', () =>
      storeDepartment({
        ...engineering,
        id: 41,
        name: 'Research',
        admin: 40,
      }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add department' }));
    await screen.findByRole('rowheader', { name: 'Research' });
    await waitFor(() => expect(sent('POST /department_admins/{companyId}')).toHaveLength(1));
    await waitFor(() =>
      expect(sent('POST /departments/{companyId}').at(-1)).toEqual([3, { name: 'Research', admin: 40 }]),
    );
  });

  it('refuses a form with an empty field, a weak password or a short name before calling the server', async () => {
    renderCompanyApp(path, 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Add department' }));
    const dialog = screen.getByRole('dialog', { name: 'Add department' });
    const submit = within(dialog).getByRole('button', { name: 'Add department' });

    await fillFields(dialog, { ...newLead, Contact: '' });
    await userEvent.click(submit);
    expect(currentNotice()).toBe('Empty form fields: Ensure you fillout all form fields befor submitting');

    await fillFields(dialog, { Contact: '0722222222', Password: 'weak', 'Confirm password': 'weak' });
    await userEvent.click(submit);
    expect(currentNotice()).toBe(
      'Weak password: password must contain 1 number, a lowecase, uppercase and special character',
    );

    await fillFields(dialog, { Password: 'Strong#1', 'Confirm password': 'Strong#2' });
    await userEvent.click(submit);
    expect(currentNotice()).toBe('Unmatching password: Please provide matching passwords');

    await fillFields(dialog, { 'Confirm password': 'Strong#1', 'Department name': 'R&D' });
    await userEvent.click(submit);
    expect(currentNotice()).toBe('Invalid name: department name must have more than 3 characters');
    await waitFor(() => expect(sent('POST /department_admins/{companyId}')).toHaveLength(0));
  });

  it('renames a department with its own call, and says when nothing changed', async () => {
    serve('PATCH /department/{id}', () => storeDepartment({ ...engineering, name: 'Platform' }));
    renderCompanyApp(path, 'company_admin');
    await openRowAction('Engineering', 'Edit');
    const dialog = screen.getByRole('dialog', { name: 'Edit department' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(currentNotice()).toBe('Nothing to change: No changes detected');

    await fillFields(dialog, { 'Department name': 'Platform' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit department' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(sent('PATCH /department/{id}')).toHaveLength(1));
    await waitFor(() => expect(sent('PATCH /department/{id}')).toContainEqual([11, { name: 'Platform' }]));
    await waitFor(() => expect(sent('PATCH /update_user/{userId}')).toHaveLength(0));
    expect(currentNotice()).toBe(
      'Department name updated successfully: The department name has been changed',
    );
    expect(screen.getByRole('rowheader', { name: 'Platform' })).toBeInTheDocument();
  });

  it("changes the representative's password with its own call and clears the password fields", async () => {
    serveOnce('PATCH /update_user/{userId}', () => refuse(500));
    renderCompanyApp(path, 'company_admin');
    await openRowAction('Engineering', 'Edit');
    const dialog = screen.getByRole('dialog', { name: 'Edit department' });
    await fillFields(dialog, { 'New password (optional)': 'Fresh#12', 'Confirm new password': 'Fresh#12' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText(
        'Password failed to be updated: has not been updated, please try again',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('New password (optional)')).toHaveValue('Fresh#12');

    serveOnce('PATCH /update_user/{userId}', () => lead);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(currentNotice()).toBe('Password updated: password has been updated successfully'),
    );
    await waitFor(() => expect(sent('PATCH /update_user/{userId}')).toHaveLength(2));
    await waitFor(() =>
      expect(sent('PATCH /update_user/{userId}').at(-1)).toEqual([12, { password: 'Fresh#12' }]),
    );
    expect(screen.queryByRole('dialog', { name: 'Edit department' })).not.toBeInTheDocument();
  });

  it('allocates the department to a new representative: POST /department_admins, then PATCH {admin}', async () => {
    serve('POST /department_admins/{companyId}', () => ({ ...lead, id: 50, email: 'next.lead@example.com' }));
    serve('PATCH /department/{id}', () =>
      storeDepartment({
        ...engineering,
        admin: 50,
        admin_email: 'next.lead@example.com',
      }),
    );
    renderCompanyApp(path, 'company_admin');
    await openRowAction('Engineering', 'Edit');
    const dialog = screen.getByRole('dialog', { name: 'Edit department' });
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Allocate to a new representative' }));
    expect(within(dialog).getByLabelText('Email')).toHaveValue('');
    await fillFields(dialog, {
      Email: 'next.lead@example.com',
      'First name': 'Nat',
      'Last name': 'Lead',
      Contact: '0733333333',
      Password: 'Strong#1',
      'Confirm password': 'Strong#1',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(currentNotice()).toBe('Admin changed successfully: department allocated to a new admin'),
    );
    await waitFor(() =>
      expect(sent('POST /department_admins/{companyId}')).toContainEqual([
        3,
        expect.objectContaining({ email: 'next.lead@example.com' }),
      ]),
    );
    await waitFor(() => expect(sent('PATCH /department/{id}')).toContainEqual([11, { admin: 50 }]));
    expect(screen.getByRole('cell', { name: 'next.lead@example.com' })).toBeInTheDocument();
  });

  it('deletes at once and puts the department back when the server refuses', async () => {
    const deletion = held();
    serve('DELETE /department/{id}', () => deletion.response);
    renderCompanyApp(path, 'company_admin');
    await openRowAction('Engineering', 'Delete');
    const confirm = screen.getByRole('dialog', { name: 'Delete Confirmation' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this item');
    await userEvent.click(within(confirm).getByRole('button', { name: 'confirm delete' }));
    expect(screen.queryByRole('rowheader', { name: 'Engineering' })).not.toBeInTheDocument();
    deletion.release(refuse(409));
    expect(await screen.findByRole('rowheader', { name: 'Engineering' })).toBeInTheDocument();
    expect(currentNotice()).toBe('Delete failed: The item could not be deleted, please try again');
  });

  it('with the server down shows that it cannot be reached, never 0 departments, and heals by itself', async () => {
    let down = true;
    serve('GET /departments/{companyId}', () => (down ? networkError() : [...stored]));
    serve('GET /health', () => (down ? networkError() : { status: 'ok' }));
    renderCompanyApp(path, 'company_admin');
    await screen.findByRole('alert', { name: 'Cannot reach the server' }, { timeout: 10_000 });
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add department' })).not.toBeInTheDocument();
    down = false;
    // no click: the probe finds the server back and the list reads again
    expect(
      await screen.findByRole('rowheader', { name: 'Engineering' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'Cannot reach the server' })).not.toBeInTheDocument();
  }, 40_000);
});
