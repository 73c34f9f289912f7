/** Reading companies: an unknown id is a 404; every company with its representative. */
import { asc, eq } from 'drizzle-orm';
import { adminColumns, type AdminFields, type ReadOptions, type Repo } from '../db/repo';
import type { CompanyRecord, CompanyZone } from '../db/records';
import { companies, users } from '../db/schema';
import { found } from '../kernel/route';

export const companyById = async (db: Repo, id: number, how?: ReadOptions): Promise<CompanyRecord> =>
  found(await db.companies.get(id, how), 'company', id);

/**
 * The time zone company `id`'s days are counted in (the server's when there is no such company).
 * `known`, a company's zone the request has read already (its actor's, with her session), is not
 * read again.
 */
export async function companyZoneOf(db: Repo, id: number, known: CompanyZone | null): Promise<string> {
  if (known && known.company === id) return known.zone;
  return (await db.companies.get(id))?.time_zone ?? db.defaultTimeZone;
}

/** Every company with its representative's fields, in creation order. */
export async function companiesWithAdmins(db: Repo): Promise<(CompanyRecord & AdminFields)[]> {
  const rows = await db.q
    .select({ c: companies, a: adminColumns })
    .from(companies)
    .leftJoin(users, eq(users.id, companies.admin))
    .orderBy(asc(companies.id));
  return rows.map(({ c, a }) => ({ ...db.toCompany(c), ...a }));
}
