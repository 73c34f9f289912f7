/** Reading rates: a company's, with their history, and one by id. */
import { sql } from 'drizzle-orm';
import type { Rate } from '@app/contract';
import { RATE_LEVELS } from '@app/contract/money';
import { rowsOf, type Repo } from '../db/repo';
import { notFound } from '../kernel/errors';

export type RateRow = Rate & { company: number };

const columns = sql`id, company, level, client, project, "user", hourly_rate,
  to_char("from", 'YYYY-MM-DD') as "from", set_at, set_by_name`;

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
});

/** The rates of a company: by level (the most specific first), place, then day. */
export async function ratesOf(db: Repo, companyId: number): Promise<RateRow[]> {
  const rows = rowsOf<RateRow>(
    await db.q.execute(sql`select ${columns} from rates where company = ${companyId}::int
      order by coalesce(client, 0), coalesce(project, 0), coalesce("user", 0), "from", id`),
  ).map(toRate);
  return rows.sort((a, b) => RATE_LEVELS.indexOf(a.level) - RATE_LEVELS.indexOf(b.level));
}

/** Rate `id` (404 when there is none); inside a write `lock` locks it until the write ends. */
export async function rateById(db: Repo, id: number, lock?: 'update'): Promise<RateRow> {
  const [row] = rowsOf<RateRow>(
    await db.q.execute(
      sql`select ${columns} from rates where id = ${id}::int ${lock ? sql`for update` : sql``}`,
    ),
  );
  if (!row) throw notFound(`Rate ${id} not found`);
  return toRate(row);
}
