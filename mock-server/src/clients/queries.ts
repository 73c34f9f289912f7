/** Reading clients: a company's, one by id, one by name. */
import { sql } from 'drizzle-orm';
import type { Client } from '@app/contract';
import { rowsOf, type Repo } from '../db/repo';
import { notFound } from '../kernel/errors';

export type ClientRow = Client & { company: number };

const columns = sql`id, company, name, address, vat_id, payment_terms_days, notes, archived, created_at`;

export const toClient = (r: ClientRow): ClientRow => ({
  ...r,
  id: Number(r.id),
  company: Number(r.company),
  payment_terms_days: Number(r.payment_terms_days),
  created_at: new Date(r.created_at).toISOString(),
});

/**
 * A company's clients, archived ones too, by name (code point order, the same on every engine);
 * inside a write `lock` locks them until the write ends.
 */
export async function clientsOf(db: Repo, companyId: number, lock?: 'share'): Promise<ClientRow[]> {
  return rowsOf<ClientRow>(
    await db.q.execute(sql`select ${columns} from clients where company = ${companyId}::int
      order by lower(name) collate "C", id ${lock === 'share' ? sql`for share` : sql``}`),
  ).map(toClient);
}

/** Client `id` (404 when there is none); inside a write `lock` locks it until the write ends. */
export async function clientById(db: Repo, id: number, lock?: 'update' | 'share'): Promise<ClientRow> {
  const [row] = rowsOf<ClientRow>(
    await db.q.execute(
      sql`select ${columns} from clients where id = ${id}::int ${
        lock === 'update' ? sql`for update` : lock === 'share' ? sql`for share` : sql``
      }`,
    ),
  );
  if (!row) throw notFound(`Client ${id} not found`);
  return toClient(row);
}

/** The client of a company named `name` whatever its case (other than `except`), if any. */
export async function clientNamed(
  db: Repo,
  companyId: number,
  name: string,
  except?: number,
): Promise<ClientRow | undefined> {
  const [row] = rowsOf<ClientRow>(
    await db.q.execute(sql`select ${columns} from clients where company = ${companyId}::int
      and lower(name) = lower(${name}) and id <> ${except ?? 0}::int limit 1`),
  );
  return row ? toClient(row) : undefined;
}

/** How many live projects name client `id` (its delete waits for none). */
export async function projectsOfClient(db: Repo, id: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.q.execute(sql`select count(*)::int as n from projects where client = ${id}::int`),
  );
  return Number(row?.n ?? 0);
}
