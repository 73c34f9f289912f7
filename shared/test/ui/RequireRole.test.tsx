import { screen } from '@testing-library/react';
import { createAppStore as createStore } from '../../src/state/hooks';
import { userAtom } from '../../src/state/atoms';
import { RequireRole } from '../../src/ui';
import { renderInApp, sessionUser } from './helpers';

const page = (
  <RequireRole roles={['admin']}>
    <h1>Companies</h1>
  </RequireRole>
);

function location() {
  return screen.getByRole('status', { name: 'location' }).textContent;
}

describe('RequireRole', () => {
  afterEach(() => localStorage.clear());

  it('shows the page to a user with an allowed role', () => {
    const store = createStore();
    store.set(userAtom, sessionUser('admin'));
    renderInApp(page, { store, path: '/admin/companies' });
    expect(screen.getByRole('heading', { name: 'Companies' })).toBeInTheDocument();
  });

  it("sends a visitor with no user to '/'", () => {
    renderInApp(page, { path: '/admin/companies' });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(location()).toBe('/|null');
  });

  it("sends a user with another role to '/'", () => {
    const store = createStore();
    store.set(userAtom, sessionUser('employee'));
    renderInApp(page, { store, path: '/admin/companies' });
    expect(location()).toBe('/|null');
  });
});
