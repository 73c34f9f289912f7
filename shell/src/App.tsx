import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { GlobalStyles, NotificationHost } from '@app/shared';
import { ShellStyles } from './layout/ShellStyles';
import { RoleAreaLayout } from './layout/RoleAreaLayout';
import { RemoteAreaSwitch } from './federation/RemoteAreaSwitch';
import { LoginPage } from './pages/LoginPage';
import { ChangePasswordPage } from './pages/ChangePasswordPage';
import { ProfilePage } from './pages/ProfilePage';
import { SettingsPage } from './pages/SettingsPage';
import { TestsPage } from './pages/TestsPage';

/**
 * The shell's routes (DESIGN.md "Layout"): the login and account area and the settings page are
 * the shell's own; every other role-area path is handed to the remote that owns its prefix.
 */
export function App() {
  return (
    <BrowserRouter>
      <GlobalStyles />
      <ShellStyles />
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
      <NotificationHost />
    </BrowserRouter>
  );
}
