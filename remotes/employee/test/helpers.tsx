import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  NotificationHost,
  alertAtom,
  tasksAtom,
  todosAtom,
  userAtom,
  type Role,
  type SessionUser,
  appStore,
} from '@app/shared';
import { QueryProvider } from '@app/shared/query';
import EmployeeApp from '../src/App';

export * from '@app/shared/testing';

export const store = appStore;

export function sessionUser(role: Role, userId = 41): SessionUser {
  return {
    email: `${role}@example.com`,
    user_id: userId,
    role,
    company: 3,
    name: 'Test User',
    username: role,
    tokens: { access: 'access-token', refresh: 'refresh-token' },
  };
}

/** Clears the browser storage and the default store between tests. */
export function resetState() {
  localStorage.clear();
  sessionStorage.clear(); // task forms keep what was typed there

  store.set(userAtom, null);
  store.set(tasksAtom, []);
  store.set(todosAtom, []);
  store.set(alertAtom, null);
}

function Landing() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname}</output>;
}

/** The employee area at `path` as the shell renders it, with the notification host, signed in as `user`. */
export function renderEmployeeApp(path: string, { user, state }: { user: SessionUser; state?: unknown }) {
  store.set(userAtom, user);
  return render(
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <Routes>
        <Route path="/" element={<Landing />} />
        <Route
          path="*"
          element={
            <QueryProvider>
              <EmployeeApp />
            </QueryProvider>
          }
        />
      </Routes>
      <NotificationHost />
    </MemoryRouter>,
  );
}

/** The notification currently shown. */
export function currentNotice() {
  return store.get(alertAtom);
}
