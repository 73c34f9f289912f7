import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createAppStore as createStore, AppStateProvider as Provider } from '../../src/state/hooks';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Role } from '@app/contract';
import type { SessionUser } from '../../src/state/atoms';

export type Store = ReturnType<typeof createStore>;

export function sessionUser(role: Role, email = `${role}@example.com`): SessionUser {
  return {
    email,
    user_id: 7,
    role,
    company: 3,
    name: 'Test User',
    username: role,
    tokens: { access: 'a', refresh: 'r' },
  };
}

/** Shows where the router is, so tests can read the path and the navigation state. */
export function LocationEcho() {
  const location = useLocation();
  return (
    <output aria-label="location">
      {location.pathname}|{JSON.stringify(location.state)}
    </output>
  );
}

/** Renders `ui` at `path` inside a memory router and a fresh jotai store; any other path echoes the location. */
export function renderInApp(
  ui: ReactElement,
  { store = createStore(), path = '/page' }: { store?: Store; path?: string } = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={children} />
          <Route path="*" element={<LocationEcho />} />
        </Routes>
      </MemoryRouter>
    </Provider>
  );
  return { store, ...render(ui, { wrapper }) };
}
