import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route } from 'react-router-dom';
import { LoginPage } from '../src/pages/LoginPage';
import { decodeId } from '@app/shared';
import {
  companyOfUser,
  engineering,
  held,
  networkError,
  northwind,
  refuse,
  sent,
  serve,
  tokensFor,
} from '@app/shared/testing';
import type { CompanyOfUser } from '@app/shared';
import { consultant, renderAt } from './renderShell';

describe('LoginPage', () => {
  it('shows the login form with the summary cards', () => {
    renderAt('/', <Route path="/" element={<LoginPage />} />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByText('5670')).toBeInTheDocument();
  });

  it('signs in and goes to the landing page with "Login success"', async () => {
    serve('POST /token/', () =>
      tokensFor({ email: 'consultant@example.com', user_id: 7, role: 'employee', company: 3, name: 'Cora' }),
    );
    serve('GET /get_department/{user_id}', () => engineering);
    // the landing page's first read, fetched ahead (shell/src/federation/prefetch.ts)
    serve('GET /tasks/{userId}', () => []);
    renderAt('/', <Route path="/" element={<LoginPage />} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'consultant@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo#2025');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login success')).toBeInTheDocument();
    expect(sent('POST /token/')).toEqual([[{ email: 'consultant@example.com', password: 'Demo#2025' }]]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/employee\/.+/));
    expect(decodeId(screen.getByTestId('location').textContent!.split('/').pop()!)).toBe('7');
  });

  it('a page opened while the sign-in still reads the company is not taken away when that read ends', async () => {
    serve('POST /token/', () =>
      tokensFor({
        email: 'representative@example.com',
        user_id: 4,
        role: 'company_admin',
        company: 3,
        name: 'Rita',
      }),
    );
    const company = held<CompanyOfUser>();
    serve('GET /get_company/{user_id}', () => company.response);
    renderAt(
      '/',
      <>
        <Route path="/" element={<LoginPage />} />
        <Route path="/company/board" element={<h1>Board members</h1>} />
        <Route path="/admin/users/*" element={<Link to="/company/board">Board members</Link>} />
      </>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'representative@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo#2025');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    // signed in: the representative's page opens while her company is still being read
    await userEvent.click(await screen.findByRole('link', { name: 'Board members' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/company/board');
    company.release(companyOfUser(northwind));
    expect(await screen.findByText('Login success')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Board members' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/company\/board$/);
  });

  it('an account outside the allow-list gets "Access denied" and a link to the newer system', async () => {
    renderAt('/', <Route path="/" element={<LoginPage />} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'someone.else@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo#2025');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByText('Your account is not authorized to access this application.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'newer system' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https?:\/\//),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    // refused before any call: the allow-list is checked first
    expect(sent('POST /token/')).toHaveLength(0);
  });

  it.each([
    ['no answer', networkError],
    ['a 502 from the product server', () => refuse(502)],
  ])(
    'a sign-in that gets %s says the server cannot be reached, not that the password is wrong',
    async (_case, reply) => {
      serve('POST /token/', reply);
      renderAt('/', <Route path="/" element={<LoginPage />} />);
      await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'consultant@example.com');
      await userEvent.type(screen.getByLabelText('Password'), 'Demo#2025');
      await userEvent.click(screen.getByRole('button', { name: 'Login' }));
      expect(await screen.findByText('Cannot reach the server')).toBeInTheDocument();
      expect(
        screen.getByText('Your password was not checked. Please try again in a moment.'),
      ).toBeInTheDocument();
      expect(screen.queryByText('Login Failed')).not.toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    },
  );

  it("a department lead whose department cannot be read is told so, never 'Login success' on the form", async () => {
    serve('POST /token/', () =>
      tokensFor({
        email: 'department.lead@example.com',
        user_id: 8,
        role: 'department_admin',
        company: 3,
        name: 'Dana',
      }),
    );
    serve('GET /get_department/{user_id}', networkError);
    renderAt('/', <Route path="/" element={<LoginPage />} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'department.lead@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo#2025');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Could not load this')).toBeInTheDocument();
    expect(screen.queryByText('Login success')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('a wrong password (401) is "Login Failed"', async () => {
    serve('POST /token/', () => refuse(401, { error: 'unauthorized', detail: 'bad credentials' }));
    renderAt('/', <Route path="/" element={<LoginPage />} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'consultant@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Wrong#2025');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.queryByText('Cannot reach the server')).not.toBeInTheDocument();
  });

  it('a signed-in user is sent to their role page', () => {
    renderAt('/', <Route path="/" element={<LoginPage />} />, consultant);
    expect(screen.getByTestId('location').textContent).toMatch(/^\/employee\/.+/);
  });
});
