import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { loadDataTable, useIdCipher, userAtom, useAppValue } from '@app/shared';
import { QueryProvider } from '@app/shared/query';
import { TopBar } from './TopBar';
import { SideNav } from './SideNav';
import { BottomBar } from './BottomBar';
import { FrameStyles } from './FrameStyles';
import { useNavLinks } from './useNavLinks';
import { ShellErrorBoundary } from '../routing/ShellErrorBoundary';
import { useSessionEndedElsewhere } from '../session/useSessionEndedElsewhere';

/**
 * The frame of every signed-in page: top bar, side menu (bottom bar under 768 px) and the page.
 * Visitors with no signed-in user go back to '/', also when another tab logs out.
 * The server-state cache (TanStack Query) starts here, after sign-in, so the login page never
 * loads it.
 */
export function RoleAreaLayout() {
  return (
    <QueryProvider>
      <Frame />
    </QueryProvider>
  );
}

/** The frame itself, inside the server-state cache (the menu reads the budgets it counts). */
function Frame() {
  const user = useAppValue(userAtom);
  useIdCipher(); // menu links and the remotes' routes carry encoded ids
  useSessionEndedElsewhere();
  const signedIn = !!user?.email;
  const links = useNavLinks();
  const role = user?.role ?? null;
  // the remotes' tables: fetch them now, not on the login page; and, while the user reads, the code
  // of the other areas their pages lead to
  useEffect(() => {
    if (!signedIn || !role) return;
    loadDataTable().catch(() => undefined);
    // the fetch-ahead comes with the area switch's chunk (the login page loads it on Login)
    let cancel = () => {};
    let done = false;
    import(/* webpackChunkName: "areas" */ '../federation/RemoteAreaSwitch')
      .then((m) => {
        if (!done) cancel = m.prefetchNextAreas(role, window.location.pathname);
      })
      .catch(() => undefined);
    return () => {
      done = true;
      cancel();
    };
  }, [signedIn, role]);
  if (!signedIn) return <Navigate to="/" replace />;
  return (
    <div className="shell-frame">
      <FrameStyles />
      <a className="shell-skip-link" href="#main">
        Skip to content
      </a>
      <TopBar />
      <div className="shell-body">
        <SideNav links={links} />
        <main id="main" className="shell-main" tabIndex={-1}>
          <ShellErrorBoundary>
            <Outlet />
          </ShellErrorBoundary>
        </main>
      </div>
      <BottomBar links={links.filter((l) => l.inBottomBar)} />
    </div>
  );
}
