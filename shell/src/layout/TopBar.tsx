import { useState } from 'react';
import { Icon, LABELS, LogoutConfirmDialog, serverReachableAtom, userAtom, useAppValue } from '@app/shared';
import { useLogout } from '../session/useLogout';

/**
 * Top bar: product name, the user's name or email (or 'Guest'), an online dot (green while the
 * server answers, red with '(offline)' while it cannot be reached) and logout.
 */
export function TopBar() {
  const user = useAppValue(userAtom);
  const online = useAppValue(serverReachableAtom);
  const [confirming, setConfirming] = useState(false);
  const logout = useLogout();
  const who = user?.name?.trim() || user?.email || LABELS.guest;
  return (
    <header className="shell-topbar">
      <span className="shell-brand">Task Tracker</span>
      <div className="shell-user">
        <span className="shell-online-dot" data-offline={online ? undefined : ''} aria-hidden="true" />
        <span className="shell-user-name">
          <span className="sr-only">Signed in as </span>
          {who}
          <span className="sr-only" role="status">
            {online ? ' (online)' : ' (offline)'}
          </span>
        </span>
        <button
          type="button"
          className="shell-icon-button"
          aria-label="Logout"
          onClick={() => setConfirming(true)}
        >
          <Icon name="logout" />
        </button>
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
    </header>
  );
}
