/**
 * Companies and their representatives (platform admin only), and GET /get_company/{user}.
 * Creation is two-step: POST /company_admins makes a company_admin without a company, then
 * POST /companies {name, admin} creates the company and attaches that admin.
 */
import { ensure } from '../kernel/errors';
import { may } from '../kernel/policy';
import { route, type RouteModule } from '../kernel/route';
import { affiliationOf, createPerson, newPersonSchema, userView } from '../people';
import { companiesWithAdmins, companyById } from './queries';
import { MONEY_SETTINGS, companyPatchSchema, newCompanySchema } from './schemas';
import { companyView, shownCompany, withToday } from './view';
import { insertCompany, removeCompany, updateCompany } from './writes';

const ADMINS_ONLY = 'Only the platform admin manages companies';

export const companyRoutes: RouteModule = (app, ctx) => {
  const { options, store } = ctx;
  const { db } = store;

  route(app, 'GET /companies', {}, async (request) => {
    ensure(may.manageCompanies(request.actor), ADMINS_ONLY);
    return (await companiesWithAdmins(db)).map(companyView);
  });

  route(app, 'POST /company_admins', { body: newPersonSchema }, async (request, { body }) => {
    ensure(may.manageCompanies(request.actor), ADMINS_ONLY);
    const user = await createPerson(ctx, body, { role: 'company_admin', company: null, department: null });
    return userView(user);
  });

  route(app, 'POST /companies', { body: newCompanySchema }, async (request, { body }) => {
    ensure(may.manageCompanies(request.actor), ADMINS_ONLY);
    const now = options.now();
    const company = await store.write((tx) => insertCompany(tx, body, now));
    return await shownCompany(db, company);
  });

  route(app, 'PATCH /company/{id}', { body: companyPatchSchema }, async (request, { params, body }) => {
    const company = await companyById(db, params.id);
    // its money and invoicing settings are its representative's too (without any other field)
    const moneyOnly = Object.entries(body).every(
      ([field, v]) => (MONEY_SETTINGS as readonly string[]).includes(field) || v === undefined,
    );
    ensure(
      may.manageCompanies(request.actor) || (moneyOnly && may.manageMoney(request.actor, company.id)),
      moneyOnly
        ? "Only the platform admin or the company's representative sets its currency and invoicing"
        : ADMINS_ONLY,
    );
    const now = options.now();
    const updated = await store.write((tx) => updateCompany(tx, company.id, body, now));
    return await shownCompany(db, updated);
  });

  route(app, 'DELETE /company/{id}', {}, async (request, { params }) => {
    const company = await companyById(db, params.id);
    ensure(may.manageCompanies(request.actor), ADMINS_ONLY);
    const now = options.now();
    await store.write((tx) => removeCompany(tx, company.id, now));
    return { deleted: company.id };
  });

  route(app, 'GET /get_company/{user_id}', {}, async (request, { params }) =>
    withToday(
      await shownCompany(
        db,
        await companyById(db, await affiliationOf(request, db, params.user_id, 'company')),
      ),
      options.now(),
    ),
  );
};
