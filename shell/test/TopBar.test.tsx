import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { TopBar } from '../src/layout/TopBar';
import { networkError, serve, serveOnce } from '@app/shared/testing';
import { listCompanies } from '@app/shared/query';
import { consultant, renderAt } from './renderShell';

describe('TopBar and logout', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the name, an online marker and logs out after confirmation, then says "Session terminated" after 500 ms', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAt('/employee/x', <Route path="/employee/x" element={<TopBar />} />, consultant);
    expect(screen.getByText('Cora Consultant')).toBeInTheDocument();
    expect(screen.getByText('(online)', { exact: false })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = screen.getByRole('dialog', { name: 'Logout Confirmation' });
    expect(dialog).toHaveTextContent('Are you sure you want to logout');
    await user.click(screen.getByRole('button', { name: 'confirm Logout' }));

    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(localStorage.getItem('TASKTRACKER_USER')).toBeNull();
    act(() => jest.advanceTimersByTime(499));
    expect(screen.queryByText('Session terminated')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('Session terminated')).toBeInTheDocument();
    expect(screen.getByText('You have been logged out')).toBeInTheDocument();
  });

  it('the dot turns offline while the API gives no answer and online when it answers again', async () => {
    let down = true;
    serve('GET /health', () => (down ? networkError() : { status: 'ok' }));
    renderAt('/x', <Route path="/x" element={<TopBar />} />, consultant);
    expect(screen.getByText('(online)', { exact: false })).toBeInTheDocument();
    // any call that gets no answer (here, one the page made)
    serveOnce('GET /companies', () => networkError());
    await act(() => listCompanies());
    expect(screen.getByText('(offline)', { exact: false })).toBeInTheDocument();
    expect(document.querySelector('.shell-online-dot')).toHaveAttribute('data-offline');
    down = false;
    expect(await screen.findByText('(online)', { exact: false }, { timeout: 5000 })).toBeInTheDocument();
    expect(document.querySelector('.shell-online-dot')).not.toHaveAttribute('data-offline');
  });

  it("shows 'Guest' when the session has neither name nor email", () => {
    renderAt('/x', <Route path="/x" element={<TopBar />} />, null);
    expect(screen.getByText('Guest')).toBeInTheDocument();
  });
});
