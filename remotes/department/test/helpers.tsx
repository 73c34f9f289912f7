import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  NotificationHost,
  alertAtom,
  departmentAtom,
  userAtom,
  type Role,
  type SessionUser,
  appStore,
} from '@app/shared';
import { QueryProvider } from '@app/shared/query';
import DepartmentApp from '../src/App';

export * from '@app/shared/testing';

export const store = appStore;

export function sessionUser(role: Role, userId = 11, company: number | null = 3): SessionUser {
  return {
    email: `${role}@example.com`,
    user_id: userId,
    role,
    company,
    name: 'Test User',
    username: role,
    tokens: { access: 'access-token', refresh: 'refresh-token' },
  };
}

export function resetState() {
  localStorage.clear();
  store.set(userAtom, null);
  store.set(departmentAtom, null);
  store.set(alertAtom, null);
}

/** Where the router went when it left the department area. */
function Elsewhere() {
  const location = useLocation();
  return (
    <output aria-label="location">
      {location.pathname}|{JSON.stringify(location.state)}
    </output>
  );
}

export function renderDepartmentApp(path: string, { user, state }: { user: SessionUser; state?: unknown }) {
  store.set(userAtom, user);
  return render(
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <Routes>
        <Route path="/" element={<Elsewhere />} />
        <Route path="/employee/*" element={<Elsewhere />} />
        <Route
          path="*"
          element={
            <QueryProvider>
              <DepartmentApp />
            </QueryProvider>
          }
        />
      </Routes>
      <NotificationHost />
    </MemoryRouter>,
  );
}

export const currentNotice = () => store.get(alertAtom);
