/**
 * Server-side sessions, kept in the database so every server process sees the same ones. Signing
 * in opens a session; each refresh rotates its refresh token (only the newest is valid, swapped
 * in one conditional update, so two processes cannot both accept the same token); presenting an
 * older one is taken as theft and ends the whole session. A password change ends every other
 * session of that user. Access tokens name their session and are refused once it has ended.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { TokenResponse } from '../../../shared/src/contract';
import type { Repo } from '../db/repo';
import type { SessionRecord, UserRecord } from '../db/records';
import { sessions } from '../db/schema';
import type { Store, Tx } from '../db/store';
import { unauthorized } from '../errors';
import { issueTokens, newRefreshId, verifyRefreshToken, type TokenSettings } from './tokens';

const expiry = (now: Date, settings: TokenSettings) => new Date(now.getTime() + settings.refreshTokenTtl * 1000);

export const isOver = (session: SessionRecord, now: Date) => session.revoked_at !== null || Date.parse(session.expires_at) <= now.getTime();

/** Opens a session for `user` (already authenticated) and returns its first tokens. */
export async function openSession(store: Store, user: UserRecord, settings: TokenSettings, now: Date): Promise<TokenResponse> {
  const session = await store.write(async (tx) => {
    // sessions that are over are of no use to anyone: drop them as new ones are opened
    for (const old of await tx.db.sessionsOfUser(user.id)) if (isOver(old, now)) await tx.remove('sessions', old.id);
    const created: SessionRecord = {
      id: await tx.nextId(),
      user: user.id,
      refresh_jti: newRefreshId(),
      created_at: now.toISOString(),
      expires_at: expiry(now, settings).toISOString(),
      revoked_at: null,
    };
    await tx.put('sessions', created);
    return created;
  });
  return issueTokens(user, session, settings);
}

/** The live session `sid` of `userId`, or 401. */
export async function liveSession(db: Repo, sid: number, userId: number, now: Date): Promise<SessionRecord> {
  const session = await db.sessions.get(sid);
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
  userFor: (userId: number) => Promise<UserRecord>,
): Promise<TokenResponse> {
  const claims = verifyRefreshToken(refreshToken, settings.jwtSecret);
  await liveSession(store.db, claims.sid, claims.user_id, now);
  const user = await userFor(claims.user_id);
  const nextJti = newRefreshId();
  const rotated = await store.write(async (tx) => {
    const [row] = await tx.q
      .update(sessions)
      .set({ refresh_jti: nextJti, expires_at: expiry(now, settings) })
      .where(and(eq(sessions.id, claims.sid), eq(sessions.refresh_jti, claims.jti), isNull(sessions.revoked_at)))
      .returning({ id: sessions.id });
    if (!row) await revoke(tx, claims.sid, now);
    return row;
  });
  if (!rotated) throw unauthorized('This refresh token was already used; the session has been ended', 'refresh_reused');
  return issueTokens(user, { id: rotated.id, refresh_jti: nextJti }, settings);
}

async function revoke(tx: Tx, sid: number, now: Date): Promise<void> {
  await tx.q.update(sessions).set({ revoked_at: now }).where(and(eq(sessions.id, sid), isNull(sessions.revoked_at)));
}

/** Ends every session of `userId` except `keep` (the session making the change, if it is theirs). */
export async function revokeSessionsOf(tx: Tx, userId: number, now: Date, keep: number | null = null): Promise<void> {
  for (const session of await tx.db.sessionsOfUser(userId)) if (session.id !== keep) await revoke(tx, session.id, now);
}

/** Ends one session (sign-out). */
export const endSession = (store: Store, sid: number, now: Date): Promise<void> => store.write((tx) => revoke(tx, sid, now));
