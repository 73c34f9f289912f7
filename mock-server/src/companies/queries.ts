/** Reading companies: an unknown id is a 404; every company with its representative. */
import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { adminColumns, type AdminFields, type ReadOptions, type Repo } from '../db/repo';
import type { CompanyRecord, UserRecord } from '../db/records';
import { companies, users } from '../db/schema';
import { ensure } from '../kernel/errors';
import { found } from '../kernel/route';

export const companyById = async (db: Repo, id: number, how?: ReadOptions): Promise<CompanyRecord> =>
  found(await db.companies.get(id, how), 'company', id);

/** Every company with its representative's fields, in creation order. */
export async function companiesWithAdmins(db: Repo): Promise<(CompanyRecord & AdminFields)[]> {
  const rows = await db.q
    .select({ c: companies, a: adminColumns })
    .from(companies)
    .leftJoin(users, eq(users.id, companies.admin))
    .orderBy(asc(companies.id));
  return rows.map(({ c, a }) => ({ ...db.toCompany(c), ...a }));
}

/**
 * The company `id` of a company-scoped call (404 when there is none), once `rule` lets the caller
 * in (403 with `refusal` otherwise).
 */
export async function companyFor(
  request: FastifyRequest,
  db: Repo,
  id: number,
  rule: (actor: UserRecord, companyId: number) => boolean,
  refusal: string,
): Promise<CompanyRecord> {
  const company = await companyById(db, id);
  ensure(rule(request.actor, company.id), refusal);
  return company;
}
