/** Test kit for the remotes' page tests: a session, the server-state cache, a location probe. */
import { useEffect, type ComponentType } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  NotificationHost,
  alertAtom,
  resetReachability,
  appStore,
  companyAtom,
  decodeId,
  userAtom,
  type Role,
  type SessionUser,
} from '@app/shared';
import { QueryProvider } from '@app/shared/query';

export const store = appStore;

export function sessionOf(role: Role, company: number | null = 3): SessionUser {
  return {
    email: `${role}@example.com`,
    user_id: 99,
    role,
    company,
    name: 'Signed In',
    username: role,
    tokens: { access: 'a', refresh: 'r' },
  };
}

interface Visit {
  path: string;
  /** The query string, '?…' or '' */
  search: string;
  /** The decoded id of the path's last segment, or '' */
  id: string;
  state: unknown;
}

let visits: Visit[] = [];

/** Records every location the router goes through (paths outside this remote then fall back to '/'). */
function LocationProbe() {
  const { pathname, search, state } = useLocation();
  useEffect(() => {
    const last = pathname.split('/').pop();
    // only encrypted ids are long; decoding a word would just log a warning
    visits.push({
      path: pathname,
      search,
      id: (last && last.length > 20 && decodeId(last)) || '',
      state: state ?? null,
    });
  }, [pathname, search, state]);
  return null;
}

/** The current location. */
export function location(): Visit {
  return visits[visits.length - 1];
}

/** The first location visited whose path starts with `prefix`. */
export function visited(prefix: string): Visit | undefined {
  return visits.find((visit) => visit.path.startsWith(prefix));
}

/** Renders a remote's `App` at `path` (a query string included) with navigation `state` as `role`, with the notification area. */
export function renderRemoteApp(App: ComponentType, path: string, role: Role | null, state?: unknown) {
  visits = [];
  const [pathname, search = ''] = path.split(/(?=\?)/);
  act(() => {
    store.set(userAtom, role ? sessionOf(role) : null);
    store.set(alertAtom, null);
    resetReachability();
  });
  return render(
    <MemoryRouter initialEntries={[{ pathname, search, state }]}>
      <QueryProvider>
        <App />
      </QueryProvider>
      <NotificationHost />
      <LocationProbe />
    </MemoryRouter>,
  );
}

/**
 * Renders a remote's `App` at `path` (a query string included, with navigation `state`) signed in
 * as `user`, as the shell mounts it, with the notification area; the `outside` paths, which leave
 * the area, render `Outside`.
 */
export function renderRemoteAppAs(
  App: ComponentType,
  path: string,
  { user, state }: { user: SessionUser; state?: unknown },
  { outside, Outside }: { outside: readonly string[]; Outside: ComponentType },
) {
  visits = [];
  const [pathname, search = ''] = path.split(/(?=\?)/);
  store.set(userAtom, user);
  return render(
    <MemoryRouter initialEntries={[{ pathname, search, state }]}>
      <Routes>
        {outside.map((route) => (
          <Route key={route} path={route} element={<Outside />} />
        ))}
        <Route
          path="*"
          element={
            <QueryProvider>
              <App />
            </QueryProvider>
          }
        />
      </Routes>
      <NotificationHost />
      <LocationProbe />
    </MemoryRouter>,
  );
}

/** Clears the session, the stored company and notices between tests. */
export function resetState() {
  act(() => {
    store.set(userAtom, null);
    store.set(companyAtom, null);
    store.set(alertAtom, null);
    resetReachability();
  });
  localStorage.clear();
  sessionStorage.clear();
}

/** The notice on screen now, as 'title: body'. */
export function currentNotice(): string | null {
  const notice = store.get(alertAtom);
  return notice ? `${notice.title}: ${notice.body}` : null;
}
