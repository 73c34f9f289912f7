/** Reading personal access tokens: one (locked in a write), a person's, a company's people's. */
import { sql } from 'drizzle-orm';
import type { ApiToken, ApiTokenScope } from '@app/contract';
import { rowsOf, type Repo } from '../db/repo';
import { notFound } from '../kernel/errors';

export interface TokenRow extends ApiToken {
  secret_sha256: string;
}

interface Row {
  id: number;
  name: string;
  scope: ApiTokenScope;
  user: number;
  user_email: string;
  secret_sha256: string;
  created_at: Date | string;
  expires_at: Date | string;
  revoked_at: Date | string | null;
  last_used_at: Date | string | null;
  last_used_from: string | null;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

const toToken = (r: Row): TokenRow => ({
  id: r.id,
  name: r.name,
  scope: r.scope,
  user: r.user,
  user_email: r.user_email,
  secret_sha256: r.secret_sha256,
  created_at: iso(r.created_at)!,
  expires_at: iso(r.expires_at)!,
  revoked_at: iso(r.revoked_at),
  last_used_at: iso(r.last_used_at),
  last_used_from: r.last_used_from,
});

const COLUMNS = sql`t.id, t.name, t.scope, t."user", u.email as user_email, t.secret_sha256, t.created_at,
  t.expires_at, t.revoked_at, t.last_used_at, t.last_used_from`;

/** Token `id` with its owner's email, or undefined; inside a write `lock` locks it until the write ends. */
export async function tokenRow(db: Repo, id: number, lock = false): Promise<TokenRow | undefined> {
  const [row] = rowsOf<Row>(
    await db.q.execute(sql`select ${COLUMNS} from api_tokens t join users u on u.id = t."user"
      where t.id = ${id}::int ${lock ? sql`for update of t` : sql``}`),
  );
  return row && toToken(row);
}

/** Token `id` (404 when there is none). */
export async function tokenById(db: Repo, id: number, lock = false): Promise<TokenRow> {
  const token = await tokenRow(db, id, lock);
  if (!token) throw notFound(`No token with id ${id}`);
  return token;
}

/** The tokens of one person, or of every person of a company; newest first, revoked ones included. */
export async function tokensOf(db: Repo, owner: { user: number } | { company: number }): Promise<TokenRow[]> {
  const where = 'user' in owner ? sql`t."user" = ${owner.user}::int` : sql`u.company = ${owner.company}::int`;
  return rowsOf<Row>(
    await db.q.execute(sql`select ${COLUMNS} from api_tokens t join users u on u.id = t."user"
      where ${where} order by t.id desc`),
  ).map(toToken);
}

/** How many of a person's tokens still work at `now`. */
export async function liveTokenCount(db: Repo, userId: number, now: Date): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.q.execute(sql`select count(*)::int as n from api_tokens where "user" = ${userId}::int
      and revoked_at is null and expires_at > ${now.toISOString()}::timestamptz`),
  );
  return row.n;
}

/** A token as answered: never its secret or the secret's hash. */
export const tokenView = ({ secret_sha256: _hash, ...token }: TokenRow): ApiToken => token;
