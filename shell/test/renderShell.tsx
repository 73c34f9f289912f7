import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ReactElement } from 'react';
import {
  NotificationHost,
  alertAtom,
  resetReachability,
  userAtom,
  type SessionUser,
  appStore,
} from '@app/shared';
import { provideFeatureLoader } from '@app/shared/areas';
import { QueryProvider } from '@app/shared/query';
import { sourceFeatureLoader } from '@app/shared/testing';

// a page that loads the shell's federation loader (Settings) replaces the tests' one: the shell's
// pages are tested with the features' source (the loader itself: RemoteArea.test.tsx)
beforeEach(() => provideFeatureLoader(sourceFeatureLoader));

export const consultant: SessionUser = {
  email: 'consultant@example.com',
  user_id: 7,
  role: 'employee',
  company: 3,
  name: 'Cora Consultant',
  username: 'consultant',
  tokens: { access: 'access', refresh: 'refresh' },
};

function WhereAmI() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/** Renders shell UI at a path inside a router, with the notification area and a location probe. */
export function renderAt(path: string, routes: ReactElement, user: SessionUser | null = null) {
  const store = appStore;
  store.set(userAtom, user);
  store.set(alertAtom, null);
  // a test that left the server unreachable (and probing) does not carry that into the next
  resetReachability();
  // the server-state cache the signed-in area's layout provides (RoleAreaLayout)
  return render(
    <MemoryRouter initialEntries={[path]}>
      <QueryProvider>
        <Routes>
          {routes}
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </QueryProvider>
      <WhereAmI />
      <NotificationHost />
    </MemoryRouter>,
  );
}
