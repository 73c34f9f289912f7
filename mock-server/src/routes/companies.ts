/**
 * Companies and their representatives (platform admin only), and GET /get_company/{user}.
 * Creation is two-step (spec section 4): POST /company_admins makes a company_admin without a
 * company, POST /companies {name, admin} creates the company and attaches that admin.
 */
import { sql } from 'drizzle-orm';
import type { Repo } from '../db/repo';
import type { CompanyRecord, UserRecord } from '../db/records';
import type { Changes, Tx } from '../db/store';
import { removeCompanyCascade } from '../entities';
import { ensure, invalid, notFound } from '../errors';
import { createPerson } from '../people';
import { may } from '../policy';
import { companyPatchSchema, newCompanySchema, newPersonSchema, parseBody } from '../schemas';
import { companyView, userView } from '../views';
import { companyById, found, pathId, userById, route, type RouteModule } from './support';

const ADMINS_ONLY = 'Only the platform admin manages companies';

/**
 * A company_admin not attached to any company yet, or 400 naming `admin`. Inside a write the
 * caller has locked the person's row first (`Tx.lock`), so they stay free until it commits.
 */
async function freeRepresentative(db: Repo, adminId: number): Promise<UserRecord> {
  const admin = await db.users.get(adminId);
  if (!admin || admin.role !== 'company_admin')
    throw invalid('admin', 'admin must be the id of a company representative (role company_admin)');
  if (admin.company !== null) throw invalid('admin', 'admin already represents a company');
  return admin;
}

/** `zone` if the database knows it too (its zone names are those days are counted with), or 400 naming `time_zone`. */
async function knownZone(tx: Tx, zone: string): Promise<string> {
  const result = await tx.q.execute(
    sql`select exists (select 1 from pg_timezone_names where name = ${zone}) as known`,
  );
  if (!(result as unknown as { rows: { known: boolean }[] }).rows[0].known)
    throw invalid('time_zone', `time_zone ${zone} is not known to the database`);
  return zone;
}

/** The company as shown: with its representative's fields. */
const shown = async (db: Repo, company: CompanyRecord) =>
  companyView({ ...company, ...(await db.adminFields(company.admin)) });

export const companyRoutes: RouteModule = (app, ctx) => {
  const { options, store } = ctx;
  const { db } = store;

  route(app, 'GET /companies', async (request) => {
    ensure(may.manageCompanies(request.actor), ADMINS_ONLY);
    return (await db.companies.allWithAdmins()).map(companyView);
  });

  route(app, 'POST /company_admins', async (request) => {
    ensure(may.manageCompanies(request.actor), ADMINS_ONLY);
    const input = parseBody(newPersonSchema, request.body);
    const user = await createPerson(ctx, input, { role: 'company_admin', company: null, department: null });
    return userView(user);
  });

  route(app, 'POST /companies', async (request) => {
    ensure(may.manageCompanies(request.actor), ADMINS_ONLY);
    const input = parseBody(newCompanySchema, request.body);
    const company = await store.write(async (tx) => {
      await tx.lock('users', [input.admin]);
      const admin = await freeRepresentative(tx.db, input.admin);
      const created = await tx.insert('companies', {
        name: input.name,
        admin: admin.id,
        is_active: true,
        created_at: options.now().toISOString(),
        time_zone: await knownZone(tx, input.time_zone ?? tx.defaultTimeZone),
      });
      await tx.update('users', admin.id, { company: created.id });
      return created;
    });
    return await shown(db, company);
  });

  /**
   * Changes of name, state, zone or representative, applied with the company and both people
   * locked, so of two representative changes at once the second sees the first's. The new
   * representative must still be free; the previous one keeps their account, detached.
   */
  route(app, 'PATCH /company/{id}', async (request) => {
    const company = await companyById(db, pathId(request));
    ensure(may.manageCompanies(request.actor), ADMINS_ONLY);
    const patch = parseBody(companyPatchSchema, request.body);
    const updated = await store.write(async (tx) => {
      const current = await companyById(tx.db, company.id, { lock: 'update' });
      const changes: Changes<'companies'> = {
        ...(patch.name !== undefined && { name: patch.name }),
        ...(patch.is_active !== undefined && { is_active: patch.is_active }),
      };
      if (patch.admin !== undefined && patch.admin !== current.admin) {
        await tx.lock('users', [current.admin, patch.admin]);
        const admin = await freeRepresentative(tx.db, patch.admin);
        const previous = await tx.db.users.get(current.admin);
        if (previous?.company === current.id) await tx.update('users', previous.id, { company: null });
        await tx.update('users', admin.id, { company: current.id });
        changes.admin = admin.id;
      }
      const newZone = patch.time_zone !== undefined && patch.time_zone !== current.time_zone;
      if (newZone) changes.time_zone = await knownZone(tx, patch.time_zone!);
      const next = found(await tx.update('companies', current.id, changes), 'company', current.id);
      // one definition of a day per company: every total is counted again in the new zone
      if (newZone) await tx.recomputeTotals([current.id]);
      return next;
    });
    return await shown(db, updated);
  });

  route(app, 'DELETE /company/{id}', async (request) => {
    const company = await companyById(db, pathId(request));
    ensure(may.manageCompanies(request.actor), ADMINS_ONLY);
    await store.write(async (tx) => {
      // deleted meanwhile: 404
      found(await removeCompanyCascade(tx, company.id), 'company', company.id);
    });
    return { deleted: company.id };
  });

  route(app, 'GET /get_company/{user_id}', async (request) => {
    const user = await userById(db, pathId(request));
    ensure(may.readAffiliationOf(request.actor, user), "You may not read this user's company");
    const company = user.company === null ? undefined : await db.companies.get(user.company);
    if (!company) throw notFound(`User ${user.id} has no company`);
    return shown(db, company);
  });
};
