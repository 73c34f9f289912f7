import { useLocation } from 'react-router-dom';
import { alertAtom, departmentAtom, userAtom, type Role, type SessionUser, appStore } from '@app/shared';
import { renderRemoteAppAs } from '@app/shared/testing';
import DepartmentApp from '../src/App';

// the area's pages load on demand in the product; a test finds them loaded whatever ran before it
// (tests run in random order: the first to render a page must not be the one that waits for it)
beforeAll(() => DepartmentApp.preload());

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

export const renderDepartmentApp = (path: string, session: { user: SessionUser; state?: unknown }) =>
  renderRemoteAppAs(DepartmentApp, path, session, { outside: ['/', '/employee/*'], Outside: Elsewhere });

export const currentNotice = () => store.get(alertAtom);
