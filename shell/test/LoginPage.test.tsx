import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { LoginPage } from '../src/pages/LoginPage';
import { consultant, renderAt } from './renderShell';

const logIn = jest.fn();
jest.mock('@app/shared', () => ({
  ...jest.requireActual('@app/shared'),
  logIn: (...args: unknown[]) => logIn(...args),
}));

describe('LoginPage', () => {
  beforeEach(() => logIn.mockReset());

  it('shows the login form with the summary cards', () => {
    renderAt('/', <Route path="/" element={<LoginPage />} />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByText('5670')).toBeInTheDocument();
  });

  it('signs in and goes to the landing page with "Login success"', async () => {
    logIn.mockResolvedValue({
      ok: true,
      path: '/employee/abc',
      notice: { title: 'Login success', body: 'You have been logged in successfully' },
    });
    renderAt('/', <Route path="/" element={<LoginPage />} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'consultant@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo#2025');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(logIn).toHaveBeenCalledWith('consultant@example.com', 'Demo#2025');
    expect(await screen.findByText('Login success')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/employee/abc');
  });

  it('an account outside the allow-list gets "Access denied" and a link to the newer system', async () => {
    logIn.mockResolvedValue({
      ok: false,
      accessDenied: true,
      notice: { title: 'Access denied', body: 'Your account is not authorized to access this application.' },
    });
    renderAt('/', <Route path="/" element={<LoginPage />} />);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByText('Your account is not authorized to access this application.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'newer system' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https?:\/\//),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('a signed-in user is sent to their role page', () => {
    renderAt('/', <Route path="/" element={<LoginPage />} />, consultant);
    expect(screen.getByTestId('location').textContent).toMatch(/^\/employee\/.+/);
  });
});
