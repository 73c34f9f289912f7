import { Suspense, lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { GlobalStyles, NotificationHost, Spinner } from '@app/shared';
import { ShellStyles } from './layout/ShellStyles';
import { LoginPage } from './pages/LoginPage';
import { ShellErrorBoundary } from './routing/ShellErrorBoundary';

// everything but the login page is fetched when first needed: the login page loads lean
const RoleAreaLayout = lazy(() =>
  import(/* webpackChunkName: "frame" */ './layout/RoleAreaLayout').then((m) => ({
    default: m.RoleAreaLayout,
  })),
);
const RemoteAreaSwitch = lazy(() =>
  import(/* webpackChunkName: "areas" */ './federation/RemoteAreaSwitch').then((m) => ({
    default: m.RemoteAreaSwitch,
  })),
);
const ChangePasswordPage = lazy(() =>
  import('./pages/ChangePasswordPage').then((m) => ({ default: m.ChangePasswordPage })),
);
const ProfilePage = lazy(() => import('./pages/ProfilePage').then((m) => ({ default: m.ProfilePage })));
const SettingsPage = lazy(() => import('./pages/SettingsPage').then((m) => ({ default: m.SettingsPage })));
const TestsPage = lazy(() => import('./pages/TestsPage').then((m) => ({ default: m.TestsPage })));

/**
 * The shell's routes (DESIGN.md "Layout"): the login and account area and the settings page are
 * the shell's own; every other role-area path is handed to the remote that owns its prefix.
 */
export function App() {
  return (
    <BrowserRouter>
      <GlobalStyles />
      <ShellStyles />
      <ShellErrorBoundary>
        <Suspense
          fallback={
            <div className="shell-area-loading" role="status">
              <Spinner /> <span>Loading…</span>
            </div>
          }
        >
          <Routes>
            <Route path="/" element={<LoginPage />} />
            <Route path="/tests" element={<TestsPage />} />
            <Route element={<RoleAreaLayout />}>
              <Route path="/change_password" element={<ChangePasswordPage />} />
              <Route path="/profile" element={<ProfilePage />} />
              <Route path="/admin/settings" element={<SettingsPage />} />
              <Route path="*" element={<RemoteAreaSwitch />} />
            </Route>
          </Routes>
        </Suspense>
      </ShellErrorBoundary>
      <NotificationHost />
    </BrowserRouter>
  );
}
