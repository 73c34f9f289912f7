import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { LoginPage } from '../src/pages/LoginPage';
import { refuse, serve } from '@app/shared/testing';
import { renderAt } from './renderShell';

// the real login flow (shared/src/session/logIn.ts) over a token call the server throttled

describe('LoginPage when the server throttles logins (429)', () => {
  afterEach(() => jest.useRealTimers());

  it("says 'Too many attempts' with the wait, counts it down and holds the Login button meanwhile", async () => {
    serve('POST /token/', () =>
      refuse(429, { error: 'too_many_attempts', detail: 'Too many login attempts', retry_after: 3 }),
    );
    renderAt('/', <Route path="/" element={<LoginPage />} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'consultant@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Wrong#2025');
    jest.useFakeTimers();
    await act(async () => {
      screen.getByRole('button', { name: 'Login' }).click();
    });
    const notice = screen
      .getAllByRole('alert')
      .find((el) => el.textContent?.includes('Please wait 3 seconds before trying again'));
    expect(notice).toHaveTextContent('Too many attempts');
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('Please wait 2 seconds before trying again')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText(/before trying again/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it("says it once, in minutes rounded up, never with the server's own text", async () => {
    serve('POST /token/', () =>
      refuse(429, {
        error: 'too_many_attempts',
        detail: 'Too many failed sign-in attempts. Try again in 882 seconds.',
        retry_after: 882,
      }),
    );
    renderAt('/', <Route path="/" element={<LoginPage />} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'consultant@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Wrong#2025');
    jest.useFakeTimers();
    await act(async () => {
      screen.getByRole('button', { name: 'Login' }).click();
    });
    expect(screen.getAllByText('Too many attempts')).toHaveLength(1);
    expect(screen.getAllByText('Please wait 15 minutes before trying again')).toHaveLength(1);
    expect(screen.queryByText(/882/)).not.toBeInTheDocument();
    // the wait counts down each second: at 841 s still 15 minutes, at 840 s 14
    for (let second = 0; second < 41; second += 1) act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('Please wait 15 minutes before trying again')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('Please wait 14 minutes before trying again')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
  });
});
