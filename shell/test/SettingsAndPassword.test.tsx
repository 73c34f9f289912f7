import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { SettingsPage } from '../src/pages/SettingsPage';
import { ChangePasswordPage } from '../src/pages/ChangePasswordPage';
import { refuse, sent, serve } from '@app/shared/testing';
import { consultant, renderAt } from './renderShell';

const account = {
  id: 7,
  email: consultant.email,
  first_name: 'Cora',
  last_name: 'Consultant',
  contact: '0700000007',
  is_active: true,
  date_joined: '2025-01-01T00:00:00Z',
  department: 20,
  company: 3,
  role: 'employee' as const,
};

describe('SettingsPage', () => {
  it('switches the theme and stores it', async () => {
    renderAt('/admin/settings', <Route path="/admin/settings" element={<SettingsPage />} />, consultant);
    const toggle = screen.getByRole('switch', { name: 'Dark theme (experimental)' });
    const wasDark = toggle.getAttribute('aria-checked') === 'true';
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', String(!wasDark));
    expect(JSON.parse(localStorage.getItem('TASKTRACKER_THEME') ?? 'null')).toBe(wasDark ? 'light' : 'dark');
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/change_password');
  });

  it("shows the API tokens section, the viewer's own tokens only", async () => {
    renderAt('/admin/settings', <Route path="/admin/settings" element={<SettingsPage />} />, consultant);
    const tokens = await screen.findByRole('region', { name: 'API tokens' });
    expect(await within(tokens).findByText('No tokens yet')).toBeInTheDocument();
    expect(within(tokens).getByRole('button', { name: 'Create token' })).toBeInTheDocument();
    expect(sent('GET /api_tokens')).toEqual([[]]);
  });

  it('asks before logging out', async () => {
    renderAt('/admin/settings', <Route path="/admin/settings" element={<SettingsPage />} />, consultant);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByRole('dialog', { name: 'Logout Confirmation' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'confirm Logout' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it("leaves nothing behind for what is shown next: the logout's notice goes with the page", async () => {
    const first = renderAt(
      '/admin/settings',
      <Route path="/admin/settings" element={<SettingsPage />} />,
      consultant,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(screen.getByRole('button', { name: 'confirm Logout' }));
    first.unmount();
    renderAt('/elsewhere', <Route path="/elsewhere" element={<p>next page</p>} />, consultant);
    // past the logout notice's delay: a timer left running would show it on the next page
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(screen.getByText('next page')).toBeInTheDocument();
    expect(screen.queryByText('Session terminated')).not.toBeInTheDocument();
  });
});

describe('ChangePasswordPage', () => {
  const fill = async (password: string, confirmation: string, current = 'Old#2025') => {
    await userEvent.clear(screen.getByLabelText('Current password'));
    if (current) await userEvent.type(screen.getByLabelText('Current password'), current);
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    if (password) await userEvent.type(screen.getByLabelText('New password'), password);
    if (confirmation) await userEvent.type(screen.getByLabelText('Confirm password'), confirmation);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm changes' }));
  };

  it('refuses a weak password with the dialog the user must acknowledge', async () => {
    renderAt(
      '/change_password',
      <Route path="/change_password" element={<ChangePasswordPage />} />,
      consultant,
    );
    await fill('weakpass', 'weakpass');
    expect(await screen.findByText('Weak password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "I've understood" })).toBeInTheDocument();
    expect(sent('PATCH /update_user/{userId}')).toHaveLength(0);
  });

  it('refuses mismatching passwords', async () => {
    renderAt(
      '/change_password',
      <Route path="/change_password" element={<ChangePasswordPage />} />,
      consultant,
    );
    await fill('Strong#1', 'Strong#2');
    expect(await screen.findByText('Password mismatch')).toBeInTheDocument();
    expect(screen.getByText('Please provide matching passwords')).toBeInTheDocument();
  });

  it('updates the password, says so and clears the fields', async () => {
    serve('PATCH /update_user/{userId}', (id) => ({ ...account, id }));
    renderAt(
      '/change_password',
      <Route path="/change_password" element={<ChangePasswordPage />} />,
      consultant,
    );
    await fill('Strong#1', 'Strong#1');
    await waitFor(() =>
      expect(sent('PATCH /update_user/{userId}')).toContainEqual([
        7,
        { password: 'Strong#1', current_password: 'Old#2025' },
      ]),
    );
    expect(await screen.findByText('Password updated')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm password')).toHaveValue('');
  });

  it('asks for the current password before sending anything', async () => {
    renderAt(
      '/change_password',
      <Route path="/change_password" element={<ChangePasswordPage />} />,
      consultant,
    );
    await fill('Strong#1', 'Strong#1', '');
    expect(await screen.findByText('Empty fields')).toBeInTheDocument();
    expect(screen.getByText('Please fill out all form fields before proceeding')).toBeInTheDocument();
    expect(sent('PATCH /update_user/{userId}')).toHaveLength(0);
  });

  it("says the server's reason when the current password is wrong", async () => {
    serve('PATCH /update_user/{userId}', () =>
      refuse(400, {
        error: 'invalid',
        field: 'current_password',
        detail: 'current_password is not your current password',
      }),
    );
    renderAt(
      '/change_password',
      <Route path="/change_password" element={<ChangePasswordPage />} />,
      consultant,
    );
    await fill('Strong#1', 'Strong#1');
    expect(await screen.findByText('Password failed to be updated')).toBeInTheDocument();
    expect(
      screen.getByText('The current password was refused: current_password is not your current password'),
    ).toBeInTheDocument();
  });

  it('keeps what was typed when the server refuses', async () => {
    serve('PATCH /update_user/{userId}', () => refuse(400));
    renderAt(
      '/change_password',
      <Route path="/change_password" element={<ChangePasswordPage />} />,
      consultant,
    );
    await fill('Strong#1', 'Strong#1');
    expect(await screen.findByText('Password failed to be updated')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('Strong#1');
  });
});
