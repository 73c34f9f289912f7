import { useEffect } from 'react';
import { MESSAGES, STORAGE_KEYS, notifyAfter, readStored, watchStored, type SessionUser } from '@app/shared';
import { LOGOUT_MESSAGE_DELAY_MS } from './useLogout';

/**
 * A logout in another tab is a logout in this one: the session state follows the other tab (the
 * signed-in frame then goes to '/'), and, as after a logout here, 'Session terminated' is said
 * 500 ms later.
 */
export function useSessionEndedElsewhere(): void {
  useEffect(
    () =>
      watchStored(STORAGE_KEYS.user, () => {
        if (readStored<SessionUser>(STORAGE_KEYS.user)?.email) return;
        notifyAfter({ ...MESSAGES.sessionTerminated, mode: 'normal' }, LOGOUT_MESSAGE_DELAY_MS);
      }),
    [],
  );
}
