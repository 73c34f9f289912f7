/**
 * Departments of a company and their representatives, and GET /get_department/{user}.
 * Two-step creation like companies: POST /department_admins/{company}, then
 * POST /departments/{company} {name, admin}. A department with consultants cannot be deleted (409).
 */
import { companyRoutes } from '../companies';
import { ensure } from '../kernel/errors';
import { may } from '../kernel/policy';
import { route, type RouteModule } from '../kernel/route';
import { affiliationOf, createCompanyPerson, newPersonSchema, userView } from '../people';
import { departmentById, departmentsOfCompany } from './queries';
import { departmentPatchSchema, newDepartmentSchema } from './schemas';
import { departmentView, shownDepartment } from './view';
import { insertDepartment, removeDepartment, updateDepartment } from './writes';

const MANAGERS_ONLY = "Only the company's representative manages its departments";

const READ_REFUSED = "You may not read this company's departments";

export const departmentRoutes: RouteModule = (app, ctx) => {
  const { options, store } = ctx;
  const { db } = store;
  const read = companyRoutes(app, db, { rule: may.readDepartments, refusal: READ_REFUSED });
  const manage = companyRoutes(app, db, { rule: may.manageDepartments, refusal: MANAGERS_ONLY });

  read('GET /departments/{companyId}', {}, async (company) =>
    (await departmentsOfCompany(db, company.id)).map(departmentView),
  );

  manage('POST /department_admins/{companyId}', { body: newPersonSchema }, async (company, { body }) =>
    userView(await createCompanyPerson(ctx, body, company.id, 'department_admin')),
  );

  manage('POST /departments/{companyId}', { body: newDepartmentSchema }, async (company, { body }) => {
    const now = options.now();
    const department = await store.write((tx) => insertDepartment(tx, company.id, body, now));
    return await shownDepartment(db, department);
  });

  route(app, 'PATCH /department/{id}', { body: departmentPatchSchema }, async (request, { params, body }) => {
    const department = await departmentById(db, params.id);
    ensure(may.manageDepartments(request.actor, department.company), MANAGERS_ONLY);
    const now = options.now();
    const updated = await store.write((tx) => updateDepartment(tx, department.id, body, now));
    return await shownDepartment(db, updated);
  });

  route(app, 'DELETE /department/{id}', {}, async (request, { params }) => {
    const department = await departmentById(db, params.id);
    ensure(may.manageDepartments(request.actor, department.company), MANAGERS_ONLY);
    await store.write((tx) => removeDepartment(tx, department.id, options.now()));
    return { deleted: department.id };
  });

  route(app, 'GET /get_department/{user_id}', {}, async (request, { params }) =>
    shownDepartment(
      db,
      await departmentById(db, await affiliationOf(request, db, params.user_id, 'department')),
    ),
  );
};
