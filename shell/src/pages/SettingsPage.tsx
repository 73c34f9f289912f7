import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  LogoutConfirmDialog,
  Toggle,
  darkTheme,
  lightTheme,
  themeAtom,
  useAppState,
  useAppValue,
  userAtom,
} from '@app/shared';
import { componentOnDemand, remoteFeature } from '@app/shared/areas';
import type * as Tokens from 'company/Tokens';
// the federation runtime's loader of other remotes' features (this page may open before any area)
import '../federation/remoteRegistry';
import { useLogout } from '../session/useLogout';
import { useNavLinks } from '../layout/useNavLinks';

// the tokens' section is the company remote's: fetched from its live release once the page shows,
// in place, with a retry of its own if it cannot be; the page's first render and the login page do
// not carry it
const ApiTokensSection = remoteFeature<typeof Tokens, object>(
  'company',
  'Tokens',
  'API tokens',
  (module) => module.ApiTokensSection,
);

// the platform admin's reports of refused remote releases, fetched when her Settings show
const RefusedReleasesSection = componentOnDemand('Refused module releases', () =>
  import('./RefusedReleasesSection').then((module) => module.RefusedReleasesSection),
);

/**
 * '/admin/settings': theme switch (experimental), change password, the API tokens, logout with
 * confirmation.
 */
export function SettingsPage() {
  const [theme, setTheme] = useAppState(themeAtom);
  const isAdmin = useAppValue(userAtom)?.role === 'admin';
  const [confirming, setConfirming] = useState(false);
  const logout = useLogout();
  // the bottom bar of small screens leaves some pages out (Logs): they stay one tap away here,
  // under a visible 'More pages' heading
  const more = useNavLinks().filter((link) => !link.inBottomBar);
  return (
    <section className="shell-page shell-narrow" aria-labelledby="settings-title">
      <h1 id="settings-title">Settings</h1>
      <div className="shell-setting">
        <Toggle
          label="Dark theme (experimental)"
          checked={theme.name === 'dark'}
          onChange={(dark) => setTheme(dark ? darkTheme : lightTheme)}
        />
      </div>
      <div className="shell-setting">
        <Link to="/change_password">Change password</Link>
      </div>
      {more.length > 0 && (
        <nav className="shell-setting" aria-labelledby="settings-more-title">
          <h2 id="settings-more-title" className="shell-setting-title">
            More pages
          </h2>
          <ul className="shell-more">
            {more.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ApiTokensSection />
      {isAdmin && <RefusedReleasesSection />}
      <div className="shell-setting">
        <Button outline contain onClick={() => setConfirming(true)}>
          Logout
        </Button>
      </div>
      {confirming && (
        <LogoutConfirmDialog
          onConfirm={() => {
            setConfirming(false);
            logout();
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
