import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Company, User } from '@app/shared';
import {
  currentNotice,
  fillFields,
  location,
  northwind,
  openRowAction,
  renderAdminApp,
  resetState,
  visited,
  serve,
  serveOnce,
  sent,
  refuse,
  held,
  networkError,
} from './helpers';

const rep: User = {
  id: 60,
  email: 'rep@globex.test',
  first_name: 'Gil',
  last_name: 'Globex',
  contact: '0788888888',
  is_active: true,
  date_joined: '2025-01-01T00:00:00Z',
  department: null,
  company: null,
  role: 'company_admin',
};
const globex: Company = {
  ...northwind,
  id: 61,
  name: 'Globex',
  admin: 60,
  admin_email: 'rep@globex.test',
  admin_first_name: 'Gil',
  admin_last_name: 'Globex',
  admin_contact: '0788888888',
};

const newCompany: [string, string][] = [
  ['Company name', 'Globex'],
  ['Email', 'rep@globex.test'],
  ['First name', 'Gil'],
  ['Last name', 'Globex'],
  ['Contact', '0788888888'],
  ['Password', 'Strong#1'],
  ['Confirm password', 'Strong#1'],
];

async function openAdd() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add company' }));
  return screen.getByRole('dialog', { name: 'Add company' });
}

async function openEdit(name = 'Northwind Consulting') {
  await openRowAction(name, 'Edit');
  return screen.getByRole('dialog', { name: 'Edit company' });
}

/** The server's companies: the writes change them, the list reads them. */
let stored: Company[] = [];

/** Stores a written company (a new one joins the list), and answers with it. */
function storeCompany(company: Company): Company {
  stored = stored.some((c) => c.id === company.id)
    ? stored.map((c) => (c.id === company.id ? company : c))
    : [...stored, company];
  return company;
}

/** Stores a representative's new details in the companies they represent, and answers with them. */
function storeRepresentative(user: User): User {
  stored = stored.map((c) =>
    c.admin === user.id
      ? {
          ...c,
          admin_email: user.email,
          admin_first_name: user.first_name,
          admin_last_name: user.last_name,
          admin_contact: user.contact,
        }
      : c,
  );
  return user;
}

beforeEach(() => {
  resetState();
  jest.clearAllMocks();
  stored = [northwind];
  serve('GET /companies', () => [...stored]);
});

describe('companies page', () => {
  it('lists name, email and contact with the active switch and a count', async () => {
    renderAdminApp('/admin/companies', 'admin');
    expect(await screen.findByRole('rowheader', { name: 'Northwind Consulting' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'NAME',
      'EMAIL',
      'CONTACT',
      'ACTIVE',
      'ACTIONS',
    ]);
    expect(screen.getByRole('cell', { name: 'representative@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: /Companies/ })).toHaveTextContent('1');
  });

  it("shows 'No results found' without companies, and sends everyone but the admin to '/'", async () => {
    serve('GET /companies', () => []);
    const { unmount } = renderAdminApp('/admin/companies', 'admin');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    unmount();
    renderAdminApp('/admin/companies', 'company_admin');
    expect(location().path).toBe('/');
  });

  it("'View' goes to the company's departments with the company as navigation state", async () => {
    renderAdminApp('/admin/companies', 'admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Northwind Consulting' }));
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['View', 'Edit', 'Delete']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'View' }));
    expect(visited('/admin/company/')).toEqual({
      path: expect.any(String),
      search: '',
      id: '3',
      state: northwind,
    });
  });

  it('adds a company in two steps: the representative, then the company with its id', async () => {
    serve('POST /company_admins', () => rep);
    serve('POST /companies', () => storeCompany(globex));
    renderAdminApp('/admin/companies', 'admin');
    const dialog = await openAdd();
    await fillFields(dialog, newCompany);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add company' }));
    expect(await screen.findByRole('rowheader', { name: 'Globex' })).toBeInTheDocument();
    await waitFor(() =>
      expect(sent('POST /company_admins')).toContainEqual([
        {
          email: 'rep@globex.test',
          first_name: 'Gil',
          last_name: 'Globex',
          contact: '0788888888',
          password: 'Strong#1',
        },
      ]),
    );
    await waitFor(() => expect(sent('POST /companies')).toContainEqual([{ name: 'Globex', admin: 60 }]));
    expect(screen.queryByRole('dialog', { name: 'Add company' })).not.toBeInTheDocument();
    expect(currentNotice()).toBe('Company uploaded successfully: The company has been added');
  });

  it('validates before calling: empty fields, weak and unmatching passwords, a short name', async () => {
    renderAdminApp('/admin/companies', 'admin');
    const dialog = await openAdd();
    const submit = within(dialog).getByRole('button', { name: 'Add company' });
    await userEvent.click(submit);
    expect(currentNotice()).toBe('Empty form fields: Ensure you fillout all form fields befor submitting');
    await fillFields(dialog, newCompany);
    await fillFields(dialog, [
      ['Password', 'password'],
      ['Confirm password', 'password'],
    ]);
    await userEvent.click(submit);
    expect(currentNotice()).toBe(
      'Weak password: password must contain 1 number, a lowecase, uppercase and special character',
    );
    await fillFields(dialog, [
      ['Password', 'Strong#1'],
      ['Confirm password', 'Strong#9'],
    ]);
    await userEvent.click(submit);
    expect(currentNotice()).toBe('Unmatching password: Please provide matching passwords');
    await fillFields(dialog, [
      ['Confirm password', 'Strong#1'],
      ['Company name', 'Gx'],
    ]);
    await userEvent.click(submit);
    expect(currentNotice()).toBe('Invalid name: company name must have more than 3 characters');
    await waitFor(() => expect(sent('POST /company_admins')).toHaveLength(0));
  });

  it("says 'Failed to upload Company admin' when the representative cannot be created", async () => {
    serve('POST /company_admins', () => refuse(400));
    renderAdminApp('/admin/companies', 'admin');
    const dialog = await openAdd();
    await fillFields(dialog, newCompany);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add company' }));
    await waitFor(() =>
      expect(currentNotice()).toBe('Failed to upload Company admin: Please try again with a different email'),
    );
    await waitFor(() => expect(sent('POST /companies')).toHaveLength(0));
    expect(within(dialog).getByLabelText('Company name')).toHaveValue('Globex');
  });

  it('keeps the representative when the company fails, says so, and the retry only creates the company', async () => {
    serve('POST /company_admins', () => rep);
    serveOnce(
      'POST /companies',
      () => refuse(500),
      () => storeCompany(globex),
    );
    renderAdminApp('/admin/companies', 'admin');
    const dialog = await openAdd();
    await fillFields(dialog, newCompany);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add company' }));
    expect(await within(dialog).findByText(/rep@globex\.test was created and is kept/)).toBeInTheDocument();
    expect(currentNotice()).toBe(
      'Company creation failed: Company has not been uploaded, please try again and if this persists, contact the system admin',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add company' }));
    expect(await screen.findByRole('rowheader', { name: 'Globex' })).toBeInTheDocument();
    await waitFor(() => expect(sent('POST /company_admins')).toHaveLength(1));
    await waitFor(() => expect(sent('POST /companies')).toHaveLength(2));
  });

  it("edits: 'Nothing to change' first, then the name alone with PATCH /company {name}", async () => {
    serve('PATCH /company/{id}', () => storeCompany({ ...northwind, name: 'Northwind Partners' }));
    renderAdminApp('/admin/companies', 'admin');
    const dialog = await openEdit();
    expect(within(dialog).getByLabelText('Company name')).toHaveValue('Northwind Consulting');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('representative@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(currentNotice()).toBe('Nothing to change: No changes detected');
    await fillFields(dialog, [['Company name', 'Nor']]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(currentNotice()).toBe('Invalid name: company name must have more than 3 characters');

    await fillFields(dialog, [['Company name', 'Northwind Partners']]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('rowheader', { name: 'Northwind Partners' })).toBeInTheDocument();
    await waitFor(() =>
      expect(sent('PATCH /company/{id}')).toContainEqual([3, { name: 'Northwind Partners' }]),
    );
    await waitFor(() => expect(sent('PATCH /update_user/{userId}')).toHaveLength(0));
    expect(currentNotice()).toBe('Company name updated successfully: The company name has been changed');
    expect(screen.queryByRole('dialog', { name: 'Edit company' })).not.toBeInTheDocument();
  });

  it('goes idle, loading, then error (staying open, password fields cleared once changed), then success', async () => {
    const first = held<User>();
    serveOnce(
      'PATCH /update_user/{userId}',
      () => first.response,
      () => refuse(500),
    );
    renderAdminApp('/admin/companies', 'admin');
    const dialog = await openEdit();
    const form = dialog.querySelector('form')!;
    expect(form).toHaveAttribute('data-status', 'idle');
    await fillFields(dialog, [
      ['Contact', '0799999999'],
      ['New password (optional)', 'Fresh#12'],
      ['Confirm new password', 'Fresh#12'],
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(form).toHaveAttribute('data-status', 'loading');
    expect(within(dialog).getByRole('button', { name: 'Loading' })).toBeDisabled();

    first.release({ ...rep, id: 4 });
    await waitFor(() => expect(form).toHaveAttribute('data-status', 'error'));
    await waitFor(() =>
      expect(sent('PATCH /update_user/{userId}')[0]).toEqual([4, { password: 'Fresh#12' }]),
    );
    await waitFor(() =>
      expect(sent('PATCH /update_user/{userId}')[1]).toEqual([
        4,
        {
          email: 'representative@example.com',
          first_name: 'Rita',
          last_name: 'Rep',
          contact: '0799999999',
        },
      ]),
    );
    expect(currentNotice()).toBe('update failed: failed to update the company representative');
    expect(
      within(dialog).getByText('update failed: failed to update the company representative'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('New password (optional)')).toHaveValue('');
    expect(within(dialog).getByLabelText('Confirm new password')).toHaveValue('');
    expect(within(dialog).getByLabelText('Contact')).toHaveValue('0799999999');

    serveOnce('PATCH /update_user/{userId}', () =>
      storeRepresentative({
        ...rep,
        id: 4,
        email: 'representative@example.com',
        first_name: 'Rita',
        last_name: 'Rep',
        contact: '0799999999',
      }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(currentNotice()).toBe('Update success: The changes have been saved'));
    await waitFor(() => expect(sent('PATCH /update_user/{userId}')).toHaveLength(3));
    expect(screen.queryByRole('dialog', { name: 'Edit company' })).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '0799999999' })).toBeInTheDocument();
  });

  it("reports several changes saved together as 'Update success'", async () => {
    serve('PATCH /company/{id}', () => ({ ...northwind, name: 'Northwind Partners' }));
    serve('PATCH /update_user/{userId}', () => ({ ...rep, id: 4 }));
    renderAdminApp('/admin/companies', 'admin');
    const dialog = await openEdit();
    await fillFields(dialog, [
      ['Company name', 'Northwind Partners'],
      ['New password (optional)', 'Fresh#12'],
      ['Confirm new password', 'Fresh#12'],
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(currentNotice()).toBe('Update success: The changes have been saved'));
    await waitFor(() =>
      expect(sent('PATCH /company/{id}')).toContainEqual([3, { name: 'Northwind Partners' }]),
    );
    await waitFor(() =>
      expect(sent('PATCH /update_user/{userId}')).toContainEqual([4, { password: 'Fresh#12' }]),
    );
  });

  it('allocates the company to a new representative: POST /company_admins, then PATCH /company {admin}', async () => {
    serve('POST /company_admins', () => rep);
    serveOnce(
      'PATCH /company/{id}',
      () => refuse(400),
      () => storeCompany({ ...northwind, admin: 60, admin_email: rep.email }),
    );
    renderAdminApp('/admin/companies', 'admin');
    const dialog = await openEdit();
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Allocate to a new representative' }));
    await fillFields(dialog, newCompany.slice(1));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(currentNotice()).toBe('update failed: failed to update the company representative'),
    );
    expect(within(dialog).getByText(/rep@globex\.test was created and is kept/)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(currentNotice()).toBe('Admin changed successfully: company allocated to a new admin'),
    );
    await waitFor(() => expect(sent('POST /company_admins')).toHaveLength(1));
    await waitFor(() => expect(sent('PATCH /company/{id}').at(-1)).toEqual([3, { admin: 60 }]));
    expect(screen.getByRole('cell', { name: 'rep@globex.test' })).toBeInTheDocument();
  });

  it('deletes at once after the confirmation and restores the company when refused', async () => {
    serve('DELETE /company/{id}', () => refuse(500));
    renderAdminApp('/admin/companies', 'admin');
    await openRowAction('Northwind Consulting', 'Delete');
    await userEvent.click(screen.getByRole('button', { name: 'confirm delete' }));
    expect(await screen.findByRole('rowheader', { name: 'Northwind Consulting' })).toBeInTheDocument();
    await waitFor(() => expect(sent('DELETE /company/{id}')).toContainEqual([3]));
    expect(currentNotice()).toBe('Delete failed: The item could not be deleted, please try again');
  });

  it('toggles a company inactive with PATCH /company {is_active}, flipping back on failure', async () => {
    serveOnce(
      'PATCH /company/{id}',
      () => storeCompany({ ...northwind, is_active: false }),
      () => refuse(500),
    );
    renderAdminApp('/admin/companies', 'admin');
    const toggle = await screen.findByRole('switch', { name: 'Active: Northwind Consulting' });
    await userEvent.click(toggle);
    await waitFor(() => expect(sent('PATCH /company/{id}')).toContainEqual([3, { is_active: false }]));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    await userEvent.click(toggle);
    await waitFor(() => expect(currentNotice()).toBe('Something went wrong: Please try again'));
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  it('with the server down shows that it cannot be reached, never 0 companies, and heals by itself', async () => {
    let down = true;
    serve('GET /companies', () => (down ? networkError() : [...stored]));
    serve('GET /health', () => (down ? networkError() : { status: 'ok' }));
    renderAdminApp('/admin/companies', 'admin');
    await screen.findByRole('alert', { name: 'Cannot reach the server' }, { timeout: 10_000 });
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add company' })).not.toBeInTheDocument();
    down = false;
    // no click: the probe finds the server back and the list reads again
    expect(
      await screen.findByRole('rowheader', { name: 'Northwind Consulting' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'Cannot reach the server' })).not.toBeInTheDocument();
  }, 40_000);
});
