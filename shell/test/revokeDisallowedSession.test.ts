import { alertAtom, userAtom, type SessionUser, appStore } from '@app/shared';
import { revokeDisallowedSession } from '../src/session/revokeDisallowedSession';

const session = (email: string): SessionUser => ({
  email,
  user_id: 1,
  role: 'employee',
  company: 2,
  name: 'Someone',
  username: 'someone',
  tokens: { access: 'a', refresh: 'r' },
});

describe('revokeDisallowedSession', () => {
  const store = appStore;
  beforeEach(() => {
    store.set(userAtom, null);
    store.set(alertAtom, null);
  });

  it('clears a stored session whose email is not allowed and says "Access revoked"', () => {
    store.set(userAtom, session('intruder@example.org'));
    expect(revokeDisallowedSession()).toBe(true);
    expect(store.get(userAtom)).toBeNull();
    expect(localStorage.getItem('TASKTRACKER_USER')).toBeNull();
    expect(store.get(alertAtom)).toMatchObject({
      title: 'Access revoked',
      body: 'Your session has been cleared because your account is not authorized.',
    });
  });

  it('keeps an allowed session', () => {
    store.set(userAtom, session('consultant@example.com'));
    expect(revokeDisallowedSession()).toBe(false);
    expect(store.get(userAtom)?.email).toBe('consultant@example.com');
    expect(store.get(alertAtom)).toBeNull();
  });
});
