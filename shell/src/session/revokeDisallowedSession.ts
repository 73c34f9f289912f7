import { MESSAGES, appConfig, isAllowedEmail, notify, userAtom, appStore } from '@app/shared';

/** A stored session of a non-allowed email is cleared at app start. */
export function revokeDisallowedSession(): boolean {
  const store = appStore;
  const user = store.get(userAtom);
  if (!user?.email || isAllowedEmail(user.email, appConfig.allowedEmails)) return false;
  store.set(userAtom, null);
  notify({ ...MESSAGES.accessRevoked, mode: 'error' });
  return true;
}
