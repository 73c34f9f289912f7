import { act, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { STORAGE_KEYS, appStore, userAtom, type SessionUser } from '@app/shared';
import { RoleAreaLayout } from '../src/layout/RoleAreaLayout';
import { LoginPage } from '../src/pages/LoginPage';
import { ProfilePage } from '../src/pages/ProfilePage';
import { consultant, renderAt } from './renderShell';

/** What this tab sees when another tab of the browser signs in (a user) or logs out (null). */
function otherTabStoresUser(user: SessionUser | null) {
  const newValue = user && JSON.stringify(user);
  if (newValue) localStorage.setItem(STORAGE_KEYS.user, newValue);
  else localStorage.removeItem(STORAGE_KEYS.user);
  window.dispatchEvent(
    new StorageEvent('storage', { key: STORAGE_KEYS.user, newValue, storageArea: localStorage }),
  );
}

const routes = (
  <>
    <Route path="/" element={<LoginPage />} />
    <Route element={<RoleAreaLayout />}>
      <Route path="/profile" element={<ProfilePage />} />
    </Route>
  </>
);

describe('a session shared by the tabs of one browser', () => {
  afterEach(() => jest.useRealTimers());

  it('a logout in another tab sends this one to the login page and says "Session terminated" after 500 ms', async () => {
    renderAt('/profile', routes, consultant);
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    jest.useFakeTimers();
    act(() => otherTabStoresUser(null));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(499));
    expect(screen.queryByText('Session terminated')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('Session terminated')).toBeInTheDocument();
  });

  it('a sign-in in another tab takes this tab from the login page to the landing page', async () => {
    renderAt('/', routes);
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    act(() => otherTabStoresUser(consultant));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/employee\/.+/));
  });

  it("another tab's token refresh keeps this tab signed in, with the new tokens", async () => {
    renderAt('/profile', routes, consultant);
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    const tokens = { access: 'new', refresh: 'new-refresh' };
    act(() => otherTabStoresUser({ ...consultant, tokens }));
    expect(appStore.get(userAtom)?.tokens).toEqual(tokens);
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
    expect(screen.queryByText('Session terminated')).not.toBeInTheDocument();
  });
});
