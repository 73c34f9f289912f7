/**
 * Calls made with a personal access token: `Authorization: Bearer ttp_<id>_<secret>`. The token
 * must be its row's (its SHA-256 compared in constant time), neither revoked nor expired, and its
 * owner must still hold a session (active, of an active company, allowed): checked on every call,
 * in the database, so a revocation or a deactivation stops it at once on every server process. A
 * wrong secret counts against the token and the caller's address like a wrong password counts
 * against an account (429 once the failures are used up). The last use is kept (at most once a
 * minute, or when the address changes).
 */
import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { isRecordId, type ApiTokenScope } from '@app/contract';
import { API_TOKEN_PATTERN } from '@app/contract/tokens';
import type { Repo } from '../db/repo';
import type { UserRecord } from '../db/records';
import { unauthorized } from '../kernel/errors';
import { tokenRow } from './queries';
import { sha256 } from './writes';

/** The token of a bearer credential, when it is a personal access token's. */
export const tokenIdOf = (bearer: string): number | null => {
  const match = API_TOKEN_PATTERN.exec(bearer);
  return match ? Number(match[1]) : null;
};

const LAST_USE_EVERY_MS = 60_000;

export interface TokenCheck {
  db: Repo;
  /** counts a failure of `account` from `address` (429 once they are used up) */
  countFailure: (account: string, address: string) => Promise<void>;
  /** the account behind a user id, or the refusal that applies to it (the session rule) */
  holder: (userId: number) => Promise<UserRecord>;
}

/** The owner and scope of a personal access token, or 401 (429 after too many wrong secrets). */
export async function authenticateToken(
  { db, countFailure, holder }: TokenCheck,
  bearer: string,
  address: string,
  now: Date,
): Promise<{ user: UserRecord; scope: ApiTokenScope; tokenId: number }> {
  const id = tokenIdOf(bearer)!;
  // an id no record can have (past the database's integer) names no token: refused like a wrong secret
  const token = isRecordId(id) ? await tokenRow(db, id) : undefined;
  const given = Buffer.from(sha256(bearer), 'hex');
  const matches = !!token && timingSafeEqual(given, Buffer.from(token.secret_sha256, 'hex'));
  if (!matches) {
    await countFailure(`token:${id}`, address);
    throw unauthorized('The token is not valid', 'invalid_token');
  }
  if (token.revoked_at !== null) throw unauthorized('The token has been revoked', 'token_revoked');
  if (Date.parse(token.expires_at) <= now.getTime())
    throw unauthorized('The token has expired', 'token_expired');
  const user = await holder(token.user);
  if (
    token.last_used_at === null ||
    token.last_used_from !== address ||
    now.getTime() - Date.parse(token.last_used_at) >= LAST_USE_EVERY_MS
  )
    await db.q.execute(sql`update api_tokens set last_used_at = ${now.toISOString()}::timestamptz,
      last_used_from = ${address} where id = ${id}::int`);
  return { user, scope: token.scope, tokenId: id };
}
