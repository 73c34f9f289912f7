/**
 * Everything a token write writes: the token's row and its audit event. Its secret is made here,
 * answered once, and kept only as its SHA-256.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ApiTokenScope } from '@app/contract';
import { about, recordEvent } from '../audit';
import { rowsOf } from '../db/repo';
import type { UserRecord } from '../db/records';
import type { Tx } from '../db/store';
import { tokenById, type TokenRow } from './queries';

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** A new token of `owner`; answers it with its secret (`ttp_<id>_<43 characters>`). */
export async function insertToken(
  tx: Tx,
  owner: UserRecord,
  input: { name: string; scope: ApiTokenScope; expires_at: Date },
  now: Date,
): Promise<{ token: TokenRow; secret: string }> {
  const id = await tx.nextId();
  const secret = `ttp_${id}_${randomBytes(32).toString('base64url')}`;
  rowsOf(
    await tx.q
      .execute(sql`insert into api_tokens (id, "user", name, scope, secret_sha256, created_at, expires_at)
      values (${id}::int, ${owner.id}::int, ${input.name}, ${input.scope}, ${sha256(secret)},
        ${now.toISOString()}::timestamptz, ${input.expires_at.toISOString()}::timestamptz)`),
  );
  recordEvent(tx, now, {
    entity: 'api_token',
    entityId: id,
    action: 'created',
    ...about(owner),
    after: { name: input.name, scope: input.scope, expires_at: input.expires_at.toISOString() },
  });
  return { token: await tokenById(tx.db, id), secret };
}

/** Revokes token `id` (locked first; one revoked already stays as it was, and nothing is recorded). */
export async function revokeToken(tx: Tx, owner: UserRecord, id: number, now: Date): Promise<void> {
  const token = await tokenById(tx.db, id, true);
  if (token.revoked_at !== null) return;
  await tx.q.execute(
    sql`update api_tokens set revoked_at = ${now.toISOString()}::timestamptz where id = ${id}::int`,
  );
  recordEvent(tx, now, {
    entity: 'api_token',
    entityId: id,
    action: 'deleted',
    ...about(owner),
    before: { revoked_at: null },
    after: { revoked_at: now.toISOString() },
  });
}
