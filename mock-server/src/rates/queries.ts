/** Reading rates: a company's, with their history, and one by id. */
import { sql } from 'drizzle-orm';
import type { Rate } from '@app/contract';
import { RATE_LEVELS } from '@app/contract/money';
import { rowsOf, type Repo } from '../db/repo';
import { notFound } from '../kernel/errors';

export type RateRow = Rate & { company: number };

/**
 * A rate's columns, with the names of its places as they are now (a consultant by her full name,
 * else her email): every reader of the rates sees where each applies, also one who may not read
 * the company's projects or consultants (a board member).
 */
export const rateColumns = sql`r.id, r.company, r.level, r.client, r.project, r."user", r.hourly_rate,
  to_char(r."from", 'YYYY-MM-DD') as "from", r.set_at, r.set_by_name,
  (select c.name from clients c where c.id = r.client) as client_name,
  (select p.name from projects p where p.id = r.project) as project_name,
  (select coalesce(nullif(btrim(u.first_name || ' ' || u.last_name), ''), u.email) from users u
    where u.id = r."user") as user_name`;

const orNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export const toRate = (r: RateRow): RateRow => ({
  id: Number(r.id),
  company: Number(r.company),
  level: r.level,
  client: orNull(r.client),
  project: orNull(r.project),
  user: orNull(r.user),
  hourly_rate: Number(r.hourly_rate),
  from: r.from,
  set_at: new Date(r.set_at).toISOString(),
  set_by_name: r.set_by_name,
  client_name: r.client_name ?? null,
  project_name: r.project_name ?? null,
  user_name: r.user_name ?? null,
});

/** The rates of a company: by level (the most specific first), place, then day. */
export async function ratesOf(db: Repo, companyId: number): Promise<RateRow[]> {
  const rows = rowsOf<RateRow>(
    await db.q.execute(sql`select ${rateColumns} from rates r where r.company = ${companyId}::int
      order by coalesce(r.client, 0), coalesce(r.project, 0), coalesce(r."user", 0), r."from", r.id`),
  ).map(toRate);
  return rows.sort((a, b) => RATE_LEVELS.indexOf(a.level) - RATE_LEVELS.indexOf(b.level));
}

/** Rate `id` (404 when there is none); inside a write `lock` locks it until the write ends. */
export async function rateById(db: Repo, id: number, lock?: 'update'): Promise<RateRow> {
  const [row] = rowsOf<RateRow>(
    await db.q.execute(
      sql`select ${rateColumns} from rates r where r.id = ${id}::int ${lock ? sql`for update of r` : sql``}`,
    ),
  );
  if (!row) throw notFound(`Rate ${id} not found`);
  return toRate(row);
}
