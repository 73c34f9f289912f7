/**
 * Server-side sessions, kept in the database so every server process sees the same ones. Signing
 * in opens a session; each refresh rotates its refresh token (only the newest is valid, swapped
 * in one conditional update, so two processes cannot both accept the same token). The token a
 * rotation just replaced, presented again within REFRESH_GRACE_SECONDS (the user's other tab
 * refreshing with it at nearly the same time), gets that rotation's new token; presenting an older
 * one, or that one later, is taken as theft and ends the whole session. A password change ends
 * every other session of that user, a deactivation of the account every session (the database
 * does it: migration 0009). Access tokens name their session and are refused once it has ended.
 */
import { and, eq, gt, isNotNull, isNull, lte, ne, or } from 'drizzle-orm';
import type { TokenResponse } from '@app/contract';
import type { SessionRecord, UserRecord } from '../db/records';
import { sessions } from '../db/schema';
import type { Store, Tx } from '../db/store';
import { about, recordEvent } from '../audit';
import { unauthorized } from '../kernel/errors';
import { issueTokens, newRefreshId, verifyRefreshToken, type TokenSettings } from './tokens';

/** How long the refresh token a rotation replaced still gets that rotation's new token. */
export const REFRESH_GRACE_SECONDS = 30;

const expiry = (now: Date, settings: TokenSettings) =>
  new Date(now.getTime() + settings.refreshTokenTtl * 1000);

const isOver = (session: SessionRecord, now: Date) =>
  session.revoked_at !== null || Date.parse(session.expires_at) <= now.getTime();

/** `session` if it is live and belongs to `userId`, else 401 `session_ended`. */
export function ensureLive<S extends SessionRecord>(session: S | undefined, userId: number, now: Date): S {
  if (!session || session.user !== userId || isOver(session, now))
    throw unauthorized('The session has ended', 'session_ended');
  return session;
}

/** Opens a session for `user` (already authenticated) and returns its first tokens. */
export async function openSession(
  store: Store,
  user: UserRecord,
  settings: TokenSettings,
  now: Date,
): Promise<TokenResponse> {
  const session = await store.write(async (tx) => {
    // sessions that are over are of no use to anyone: drop them as new ones are opened
    await tx.q
      .delete(sessions)
      .where(
        and(eq(sessions.user, user.id), or(isNotNull(sessions.revoked_at), lte(sessions.expires_at, now))),
      );
    const opened = await tx.insert('sessions', {
      user: user.id,
      refresh_jti: newRefreshId(),
      created_at: now.toISOString(),
      expires_at: expiry(now, settings).toISOString(),
      revoked_at: null,
    });
    recordEvent(tx, now, {
      entity: 'session',
      entityId: opened.id,
      action: 'signed_in',
      ...about(user),
      actor: { id: user.id, email: user.email, role: user.role },
    });
    return opened;
  });
  return issueTokens(user, session, settings, now);
}

/**
 * New tokens for a refresh token. `userFor` checks the account may still hold a session.
 * The token the last rotation replaced, within the grace, gets that rotation's token again; any
 * other reuse of a refresh token that was already exchanged revokes the session, then refuses.
 */
export async function rotateSession(
  store: Store,
  refreshToken: string,
  settings: TokenSettings,
  now: Date,
  userFor: (userId: number) => Promise<UserRecord>,
): Promise<TokenResponse> {
  const claims = verifyRefreshToken(refreshToken, settings.jwtSecret);
  ensureLive(await store.db.sessions.get(claims.sid), claims.user_id, now);
  const user = await userFor(claims.user_id);
  const nextJti = newRefreshId();
  const rotated = await store.write(async (tx) => {
    const live = and(eq(sessions.id, claims.sid), isNull(sessions.revoked_at));
    const chain = { id: sessions.id, refresh_jti: sessions.refresh_jti, rotated_at: sessions.rotated_at };
    const [row] = await tx.q
      .update(sessions)
      .set({
        refresh_jti: nextJti,
        previous_jti: claims.jti,
        rotated_at: now,
        expires_at: expiry(now, settings),
      })
      .where(and(live, eq(sessions.refresh_jti, claims.jti)))
      .returning(chain);
    if (row) return row;
    // a rotation with the same token at the same time made the update above wait for its commit: read here
    const graceStart = new Date(now.getTime() - REFRESH_GRACE_SECONDS * 1000);
    const [justReplaced] = await tx.q
      .select(chain)
      .from(sessions)
      .where(and(live, eq(sessions.previous_jti, claims.jti), gt(sessions.rotated_at, graceStart)));
    if (justReplaced) return justReplaced;
    await revoke(tx, claims.sid, now, 'session_revoked', 'refresh token used twice');
    return undefined;
  });
  if (!rotated)
    throw unauthorized('This refresh token was already used; the session has been ended', 'refresh_reused');
  // the rotation's time, not this request's: both tabs of the grace get the very same token
  return issueTokens(user, rotated, settings, rotated.rotated_at ?? now);
}

/** A session's audit event: its user's place, the session named. */
async function recordSession(
  tx: Tx,
  at: Date,
  row: { id: number; user: number },
  action: 'signed_out' | 'session_revoked',
  reason: string | null = null,
): Promise<void> {
  const user = await tx.db.users.get(row.user);
  recordEvent(tx, at, {
    entity: 'session',
    entityId: row.id,
    action,
    company: user?.company ?? null,
    department: user?.department ?? null,
    subject: row.user,
    reason,
  });
}

async function revoke(
  tx: Tx,
  sid: number,
  now: Date,
  ...why: [action: 'signed_out'] | [action: 'session_revoked', reason: string]
): Promise<void> {
  const ended = await tx.q
    .update(sessions)
    .set({ revoked_at: now })
    .where(and(eq(sessions.id, sid), isNull(sessions.revoked_at)))
    .returning({ id: sessions.id, user: sessions.user });
  for (const row of ended) await recordSession(tx, now, row, why[0], why[1] ?? null);
}

/** Ends every session of `userId` except `keep` (the session making the change, if it is theirs). */
export async function revokeSessionsOf(
  tx: Tx,
  userId: number,
  now: Date,
  keep: number | null = null,
): Promise<void> {
  const ended = await tx.q
    .update(sessions)
    .set({ revoked_at: now })
    .where(
      and(
        eq(sessions.user, userId),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, now),
        keep === null ? undefined : ne(sessions.id, keep),
      ),
    )
    .returning({ id: sessions.id, user: sessions.user });
  for (const row of ended) await recordSession(tx, now, row, 'session_revoked', 'password changed');
}

/** Ends one session (sign-out). */
export const endSession = (store: Store, sid: number, now: Date): Promise<void> =>
  store.write((tx) => revoke(tx, sid, now, 'signed_out'));

/**
 * Records a refused sign-in (in a write of its own: the refusal changes nothing else), naming the
 * account asked for (`email`, and the account when there is one) and the refusal's code.
 */
export const recordRefusedSignIn = (
  store: Store,
  email: string,
  user: UserRecord | undefined,
  reason: string,
  now: Date,
): Promise<void> =>
  store.write(async (tx) =>
    recordEvent(tx, now, {
      entity: 'session',
      entityId: null,
      action: 'sign_in_refused',
      company: user?.company ?? null,
      department: user?.department ?? null,
      subject: user?.id ?? null,
      reason,
      actor: { id: user?.id ?? null, email, role: user?.role ?? null },
    }),
  );
