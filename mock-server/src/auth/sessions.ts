/**
 * Server-side sessions. Signing in opens a session; each refresh rotates its refresh token (only
 * the newest is valid); presenting an older one is taken as theft and ends the whole session. A
 * password change ends every other session of that user. Access tokens name their session and are
 * refused once it has ended, so nothing lives on until its expiry.
 */
import type { TokenResponse } from '../../../shared/src/contract';
import { unauthorized } from '../errors';
import type { Database } from '../store/database';
import type { SessionRecord, UserRecord } from '../store/records';
import type { Store, Tx } from '../store/store';
import { issueTokens, newRefreshId, verifyRefreshToken, type TokenSettings } from './tokens';

const expiry = (now: Date, settings: TokenSettings) => new Date(now.getTime() + settings.refreshTokenTtl * 1000).toISOString();

const isOver = (session: SessionRecord, now: Date) => session.revoked_at !== null || Date.parse(session.expires_at) <= now.getTime();

/** Opens a session for `user` (already authenticated) and returns its first tokens. */
export async function openSession(store: Store, user: UserRecord, settings: TokenSettings, now: Date): Promise<TokenResponse> {
  const session = await store.write((tx) => {
    // sessions that are over are of no use to anyone: drop them as new ones are opened
    for (const old of tx.db.sessionsOfUser(user.id)) if (isOver(old, now)) tx.remove('sessions', old.id);
    const created: SessionRecord = {
      id: tx.nextId(),
      user: user.id,
      refresh_jti: newRefreshId(),
      created_at: now.toISOString(),
      expires_at: expiry(now, settings),
      revoked_at: null,
    };
    tx.put('sessions', created);
    return created;
  });
  return issueTokens(user, session, settings);
}

/** The live session `sid` of `userId`, or 401. */
export function liveSession(db: Database, sid: number, userId: number, now: Date): SessionRecord {
  const session = db.sessions.get(sid);
  if (!session || session.user !== userId || isOver(session, now)) throw unauthorized('The session has ended', 'session_ended');
  return session;
}

/**
 * New tokens for a refresh token. `userFor` checks the account may still hold a session.
 * Reuse of a refresh token that was already exchanged revokes the session, then refuses.
 */
export async function rotateSession(
  store: Store,
  refreshToken: string,
  settings: TokenSettings,
  now: Date,
  userFor: (userId: number) => UserRecord,
): Promise<TokenResponse> {
  const claims = verifyRefreshToken(refreshToken, settings.jwtSecret);
  const session = liveSession(store.db, claims.sid, claims.user_id, now);
  if (session.refresh_jti !== claims.jti) {
    await store.write((tx) => revoke(tx, session.id, now));
    throw unauthorized('This refresh token was already used; the session has been ended', 'refresh_reused');
  }
  const user = userFor(claims.user_id);
  const rotated = await store.write((tx) => {
    const current = liveSession(tx.db, session.id, user.id, now);
    if (current.refresh_jti !== claims.jti) throw unauthorized('This refresh token was already used', 'refresh_reused');
    const next: SessionRecord = { ...current, refresh_jti: newRefreshId(), expires_at: expiry(now, settings) };
    tx.put('sessions', next);
    return next;
  });
  return issueTokens(user, rotated, settings);
}

function revoke(tx: Tx, sid: number, now: Date): void {
  const session = tx.db.sessions.get(sid);
  if (session && session.revoked_at === null) tx.put('sessions', { ...session, revoked_at: now.toISOString() });
}

/** Ends every session of `userId` except `keep` (the session making the change, if it is theirs). */
export function revokeSessionsOf(tx: Tx, userId: number, now: Date, keep: number | null = null): void {
  for (const session of tx.db.sessionsOfUser(userId)) if (session.id !== keep) revoke(tx, session.id, now);
}

/** Ends one session (sign-out). */
export const endSession = (store: Store, sid: number, now: Date): Promise<void> => store.write((tx) => revoke(tx, sid, now));
