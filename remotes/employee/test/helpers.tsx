import { useLocation } from 'react-router-dom';
import {
  alertAtom,
  tasksAtom,
  todosAtom,
  userAtom,
  type Role,
  type SessionUser,
  appStore,
} from '@app/shared';
import { renderRemoteAppAs, serve } from '@app/shared/testing';
import EmployeeApp from '../src/App';

// the area's pages load on demand in the product; a test finds them loaded whatever ran before it
// (tests run in random order: the first to render a page must not be the one that waits for it)
beforeAll(() => EmployeeApp.preload());

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

/**
 * Clears the browser storage and the default store between tests, and answers the reads a page
 * makes beside its own (her rejected weeks on her task list, her drafts in 'Copy last week') with
 * none, unless a test serves them otherwise.
 */
export function resetState() {
  serve('GET /rejected_weeks/{userId}', () => []);
  serve('GET /drafts/{userId}', () => []);
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
export const renderEmployeeApp = (path: string, session: { user: SessionUser; state?: unknown }) =>
  renderRemoteAppAs(EmployeeApp, path, session, { outside: ['/'], Outside: Landing });

/** The notification currently shown. */
export function currentNotice() {
  return store.get(alertAtom);
}
