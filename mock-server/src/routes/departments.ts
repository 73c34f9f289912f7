/**
 * Departments of a company and their representatives, and GET /get_department/{user}.
 * Two-step creation like companies: POST /department_admins/{company}, then
 * POST /departments/{company} {name, admin}. A department with consultants cannot be deleted (409).
 */
import type { Repo } from '../db/repo';
import type { DepartmentRecord, UserRecord } from '../db/records';
import { conflict, ensure, invalid, notFound } from '../errors';
import { createPerson } from '../people';
import { may } from '../policy';
import { departmentPatchSchema, newDepartmentSchema, newPersonSchema, parseBody } from '../schemas';
import { departmentView, userView } from '../views';
import { companyById, departmentById, pathId, userById, route, type RouteModule } from './support';

const MANAGERS_ONLY = "Only the company's representative manages its departments";

/** A department_admin of `companyId` not leading a department yet, or 400 naming `admin`. */
async function freeDepartmentAdmin(db: Repo, companyId: number, adminId: number): Promise<UserRecord> {
  const admin = await db.users.get(adminId);
  if (!admin || admin.role !== 'department_admin' || admin.company !== companyId) {
    throw invalid(
      'admin',
      'admin must be the id of a department representative (role department_admin) of this company',
    );
  }
  if (admin.department !== null) throw invalid('admin', 'admin already leads a department');
  return admin;
}

export const consultantsOfDepartment = (
  db: Repo,
  departmentId: number,
  companyId: number,
): Promise<UserRecord[]> => db.usersOfCompany(companyId, { role: 'employee', department: departmentId });

/** The department as shown: with its representative's fields. */
const shown = async (db: Repo, department: DepartmentRecord) =>
  departmentView({ ...department, ...(await db.adminFields(department.admin)) });

export const departmentRoutes: RouteModule = (app, ctx) => {
  const { options, store } = ctx;
  const { db } = store;

  route(app, 'GET /departments/{companyId}', async (request) => {
    const company = await companyById(db, pathId(request));
    ensure(may.readDepartments(request.actor, company.id), "You may not read this company's departments");
    return (await db.departmentsOfCompany(company.id)).map(departmentView);
  });

  route(app, 'POST /department_admins/{companyId}', async (request) => {
    const company = await companyById(db, pathId(request));
    ensure(may.manageDepartments(request.actor, company.id), MANAGERS_ONLY);
    const input = parseBody(newPersonSchema, request.body);
    const placement = { role: 'department_admin' as const, company: company.id, department: null };
    const user = await createPerson(ctx, input, placement, (current) => companyById(current, company.id));
    return userView(user);
  });

  route(app, 'POST /departments/{companyId}', async (request) => {
    const company = await companyById(db, pathId(request));
    ensure(may.manageDepartments(request.actor, company.id), MANAGERS_ONLY);
    const input = parseBody(newDepartmentSchema, request.body);
    const department = await store.write(async (tx) => {
      const admin = await freeDepartmentAdmin(tx.db, company.id, input.admin);
      const created = {
        id: await tx.nextId(),
        name: input.name,
        admin: admin.id,
        company: company.id,
        created_at: options.now().toISOString(),
      };
      await tx.put('departments', created);
      await tx.put('users', { ...admin, department: created.id });
      return created;
    });
    return await shown(db, department);
  });

  route(app, 'PATCH /department/{id}', async (request) => {
    const department = await departmentById(db, pathId(request));
    ensure(may.manageDepartments(request.actor, department.company), MANAGERS_ONLY);
    const patch = parseBody(departmentPatchSchema, request.body);
    const updated = await store.write(async (tx) => {
      const current = await departmentById(tx.db, department.id);
      const next = { ...current, ...(patch.name !== undefined && { name: patch.name }) };
      if (patch.admin !== undefined && patch.admin !== current.admin) {
        const admin = await freeDepartmentAdmin(tx.db, current.company, patch.admin);
        const previous = await tx.db.users.get(current.admin);
        // The previous representative stays in the company, without a department.
        if (previous) await tx.put('users', { ...previous, department: null });
        await tx.put('users', { ...admin, department: current.id });
        next.admin = admin.id;
      }
      await tx.put('departments', next);
      return next;
    });
    return await shown(db, updated);
  });

  route(app, 'DELETE /department/{id}', async (request) => {
    const department = await departmentById(db, pathId(request));
    ensure(may.manageDepartments(request.actor, department.company), MANAGERS_ONLY);
    await store.write(async (tx) => {
      const left = (await consultantsOfDepartment(tx.db, department.id, department.company)).length;
      if (left > 0) {
        throw conflict(
          'not_empty',
          `The department still has ${left} consultant${left === 1 ? '' : 's'}; move or delete them first`,
        );
      }
      const admin = await tx.db.users.get(department.admin);
      if (admin && admin.department === department.id) await tx.put('users', { ...admin, department: null });
      await tx.remove('departments', department.id);
    });
    return { deleted: department.id };
  });

  route(app, 'GET /get_department/{user_id}', async (request) => {
    const user = await userById(db, pathId(request));
    ensure(may.readAffiliationOf(request.actor, user), "You may not read this user's department");
    const department = user.department === null ? undefined : await db.departments.get(user.department);
    if (!department) throw notFound(`User ${user.id} has no department`);
    return shown(db, department);
  });
};
