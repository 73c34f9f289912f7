import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encodeId, type User } from '@app/shared';
import {
  currentNotice,
  companyOfUser,
  northwind,
  renderCompanyApp,
  resetState,
  visited,
  serve,
  sent,
  refuse,
  networkError,
} from './helpers';

const path = `/admin/members/${encodeId(3)}`;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

const bea: User = {
  id: 41,
  email: 'board@example.com',
  first_name: 'Bea',
  last_name: 'Board',
  contact: '0755555555',
  is_active: true,
  date_joined: daysAgo(3),
  department: null,
  company: 3,
  role: 'company_member',
};

/** The server's board members: the writes change them, the list reads them. */
let stored: User[] = [];

beforeEach(() => {
  resetState();
  jest.clearAllMocks();
  stored = [bea];
  serve('GET /members/{companyId}', () => [...stored]);
  serve('GET /get_company/{user_id}', () => companyOfUser(northwind));
});

describe('board members page', () => {
  it('lists email, names, contact and date_joined as relative time', async () => {
    renderCompanyApp(path, 'company_admin');
    const row = (await screen.findByRole('button', { name: 'board@example.com' })).closest('tr')!;
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'EMAIL',
      'FIRST NAME',
      'LAST NAME',
      'CONTACT',
      'DATE JOINED',
      'ACTIVE',
      'ACTIONS',
    ]);
    expect(within(row).getByRole('cell', { name: '3 days ago' })).toBeInTheDocument();
  });

  it('opens the edit view on a row click for the representative, and saves a strong matching password', async () => {
    serve('PATCH /update_user/{userId}', () => bea);
    renderCompanyApp(path, 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'board@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit board member' });
    const password = within(dialog).getByLabelText('New password (optional)');
    const confirmation = within(dialog).getByLabelText('Confirm new password');
    const save = within(dialog).getByRole('button', { name: 'Save changes' });

    await userEvent.click(save);
    expect(currentNotice()).toBe('Nothing to change: No changes detected');
    await userEvent.type(password, 'weak');
    await userEvent.click(save);
    expect(currentNotice()).toBe(
      'Weak password: password must contain 1 number, a lowecase, uppercase and special character',
    );
    await userEvent.clear(password);
    await userEvent.type(password, 'Strong#1');
    await userEvent.type(confirmation, 'Strong#2');
    await userEvent.click(save);
    expect(currentNotice()).toBe('Unmatching password: Please provide matching passwords');
    await userEvent.clear(confirmation);
    await userEvent.type(confirmation, 'Strong#1');
    await userEvent.click(save);
    await waitFor(() =>
      expect(currentNotice()).toBe('Password updated: password has been updated successfully'),
    );
    await waitFor(() => expect(sent('PATCH /update_user/{userId}')).toHaveLength(1));
    await waitFor(() =>
      expect(sent('PATCH /update_user/{userId}')).toContainEqual([41, { password: 'Strong#1' }]),
    );
  });

  it("says 'Board member failed to be updated' when the details cannot be saved", async () => {
    serve('PATCH /update_user/{userId}', () => refuse(400));
    renderCompanyApp(path, 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for board@example.com' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit board member' });
    await userEvent.clear(within(dialog).getByLabelText('First name'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(currentNotice()).toBe('Empty form fields: Ensure you fillout all form fields befor submitting');
    await userEvent.type(within(dialog).getByLabelText('First name'), 'Beatrice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(currentNotice()).toBe('Board member failed to be updated: Please try again'));
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Beatrice');
  });

  it('shows the department representative the member read-only', async () => {
    renderCompanyApp(path, 'department_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'board@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit board member' });
    expect(dialog).toHaveTextContent('Bea');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(
      within(dialog).getByText('Only the company representative can change board members'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('a click anywhere on the row opens it: the edit view for a company_admin', async () => {
    renderCompanyApp(path, 'company_admin');
    await userEvent.click(await screen.findByRole('cell', { name: 'Bea' }));
    expect(screen.getByRole('dialog', { name: 'Edit board member' })).toBeInTheDocument();
  });

  it("a click on the row's name sends the admin to the member's employee page", async () => {
    renderCompanyApp(path, 'admin', northwind);
    await userEvent.click(await screen.findByRole('cell', { name: 'Bea' }));
    expect(visited('/employee/')).toMatchObject({ id: '41', state: { email: 'board@example.com' } });
  });

  it("sends the admin's row click to the member's employee page", async () => {
    renderCompanyApp(path, 'admin', northwind);
    await userEvent.click(await screen.findByRole('button', { name: 'board@example.com' }));
    expect(visited('/employee/')).toMatchObject({ id: '41', state: { email: 'board@example.com' } });
  });

  it('contact is numeric: letters never get in, and a refused contact is named, not the email', async () => {
    serve('POST /members/{companyId}', () =>
      refuse(400, { error: 'invalid', detail: 'contact must be a phone number', field: 'contact' }),
    );
    renderCompanyApp(path, 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Add board member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add board member' });
    for (const [label, value] of [
      ['Email', 'third.board@example.com'],
      ['First name', 'Tia'],
      ['Last name', 'Third'],
      ['Contact', 'abc12x3'],
      ['Password', 'Strong#1'],
      ['Confirm password', 'Strong#1'],
    ]) {
      await userEvent.type(within(dialog).getByLabelText(label), value);
    }
    expect(within(dialog).getByLabelText('Contact')).toHaveValue('123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add board member' }));
    await waitFor(() =>
      expect(currentNotice()).toBe(
        'Failed to upload member: The contact was refused: contact must be a phone number',
      ),
    );
    expect(currentNotice()).not.toMatch(/different email/);
  });

  it('every field of the add and edit forms has a placeholder', async () => {
    renderCompanyApp(path, 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Add board member' }));
    let dialog = screen.getByRole('dialog', { name: 'Add board member' });
    let inputs = [...dialog.querySelectorAll('input')];
    expect(inputs.length).toBeGreaterThanOrEqual(6);
    expect(inputs.filter((input) => !input.placeholder).map((input) => input.name)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Actions for board@example.com' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    dialog = screen.getByRole('dialog', { name: 'Edit board member' });
    inputs = [...dialog.querySelectorAll('input')];
    expect(inputs.filter((input) => !input.placeholder).map((input) => input.name)).toEqual([]);
  });

  it('adds a board member', async () => {
    serve('POST /members/{companyId}', () => {
      stored.push({ ...bea, id: 42, email: 'second.board@example.com' });
      return stored[stored.length - 1];
    });
    renderCompanyApp(path, 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Add board member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add board member' });
    for (const [label, value] of [
      ['Email', 'second.board@example.com'],
      ['First name', 'Sam'],
      ['Last name', 'Second'],
      ['Contact', '0766666666'],
      ['Password', 'Strong#1'],
      ['Confirm password', 'Strong#1'],
    ]) {
      await userEvent.type(within(dialog).getByLabelText(label), value);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add board member' }));
    expect(await screen.findByRole('button', { name: 'second.board@example.com' })).toBeInTheDocument();
    await waitFor(() =>
      expect(sent('POST /members/{companyId}')).toContainEqual([
        3,
        expect.objectContaining({ email: 'second.board@example.com', password: 'Strong#1' }),
      ]),
    );
    expect(currentNotice()).toBe('Member uploaded successfully: The board member has been added');
  });

  it('toggles a member inactive', async () => {
    serve('PATCH /update_user/{userId}', () => {
      stored = [{ ...bea, is_active: false }];
      return stored[0];
    });
    renderCompanyApp(path, 'company_admin');
    const toggle = await screen.findByRole('switch', { name: 'Active: board@example.com' });
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(sent('PATCH /update_user/{userId}')).toContainEqual([41, { is_active: false }]),
    );
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
  });

  it('flips a refused switch back, with the notice', async () => {
    serve('PATCH /update_user/{userId}', () => refuse(500));
    renderCompanyApp(path, 'company_admin');
    const toggle = await screen.findByRole('switch', { name: 'Active: board@example.com' });
    await userEvent.click(toggle);
    await waitFor(() => expect(currentNotice()).toBe('Board member failed to be updated: Please try again'));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
  });

  it('puts a board member back with "Delete failed" when the server refuses the delete', async () => {
    serve('DELETE /employee/{id}', () => refuse(500));
    renderCompanyApp(path, 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: /^Actions for/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'confirm delete' }));
    await waitFor(() => expect(currentNotice()).toMatch(/^Delete failed/));
    expect(await screen.findByRole('button', { name: 'board@example.com' })).toBeInTheDocument();
  });

  it("says the server's reason when it refuses a delete (409)", async () => {
    serve('DELETE /employee/{id}', () =>
      refuse(409, { error: 'in_use', detail: 'This board member still leads a department: move it first' }),
    );
    renderCompanyApp(path, 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: /^Actions for/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'confirm delete' }));
    await waitFor(() =>
      expect(currentNotice()).toBe(
        'Delete failed: This board member still leads a department: move it first',
      ),
    );
  });

  it('with the server down shows that it cannot be reached, never 0 members, and heals by itself', async () => {
    let down = true;
    serve('GET /members/{companyId}', () => (down ? networkError() : [...stored]));
    serve('GET /health', () => (down ? networkError() : { status: 'ok' }));
    renderCompanyApp(path, 'company_admin');
    await screen.findByRole('alert', { name: 'Cannot reach the server' }, { timeout: 10_000 });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add board member' })).not.toBeInTheDocument();
    down = false;
    // no click: the probe finds the server back and the list reads again
    expect(
      await screen.findByRole('button', { name: 'board@example.com' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'Cannot reach the server' })).not.toBeInTheDocument();
  }, 40_000);
});
