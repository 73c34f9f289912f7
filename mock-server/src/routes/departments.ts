/**
 * Departments of a company and their representatives, and GET /get_department/{user}.
 * Two-step creation like companies: POST /department_admins/{company}, then
 * POST /departments/{company} {name, admin}. A department with consultants cannot be deleted (409).
 */
import type { Repo } from '../db/repo';
import type { DepartmentRecord, UserRecord } from '../db/records';
import type { Changes } from '../db/store';
import { conflict, ensure, invalid, notFound } from '../errors';
import { createPerson } from '../people';
import { may } from '../policy';
import { departmentPatchSchema, newDepartmentSchema, newPersonSchema, parseBody } from '../schemas';
import { departmentView, userView } from '../views';
import { companyById, departmentById, found, pathId, userById, route, type RouteModule } from './support';

const MANAGERS_ONLY = "Only the company's representative manages its departments";

/**
 * A department_admin of `companyId` not leading a department yet, or 400 naming `admin`. Inside a
 * write the caller has locked the person's row first (`Tx.lock`), so they stay free until it commits.
 */
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
    const user = await createPerson(ctx, input, placement, (current) =>
      companyById(current, company.id, { lock: 'share' }),
    );
    return userView(user);
  });

  route(app, 'POST /departments/{companyId}', async (request) => {
    const company = await companyById(db, pathId(request));
    ensure(may.manageDepartments(request.actor, company.id), MANAGERS_ONLY);
    const input = parseBody(newDepartmentSchema, request.body);
    const department = await store.write(async (tx) => {
      await tx.lock('users', [input.admin]);
      const admin = await freeDepartmentAdmin(tx.db, company.id, input.admin);
      const created = await tx.insert('departments', {
        name: input.name,
        admin: admin.id,
        company: company.id,
        created_at: options.now().toISOString(),
      });
      await tx.update('users', admin.id, { department: created.id });
      return created;
    });
    return await shown(db, department);
  });

  /**
   * A rename, or a new lead: checked and applied with the department and both people locked, so
   * of two swaps at once the second sees the first's lead. The new lead must still be free; the
   * previous one stays in the company without a department; exactly one lead is attached.
   */
  route(app, 'PATCH /department/{id}', async (request) => {
    const department = await departmentById(db, pathId(request));
    ensure(may.manageDepartments(request.actor, department.company), MANAGERS_ONLY);
    const patch = parseBody(departmentPatchSchema, request.body);
    const updated = await store.write(async (tx) => {
      const current = await departmentById(tx.db, department.id, { lock: 'update' });
      const changes: Changes<'departments'> = {
        ...(patch.name !== undefined && { name: patch.name }),
      };
      if (patch.admin !== undefined && patch.admin !== current.admin) {
        await tx.lock('users', [current.admin, patch.admin]);
        const admin = await freeDepartmentAdmin(tx.db, current.company, patch.admin);
        const previous = await tx.db.users.get(current.admin);
        if (previous?.department === current.id) await tx.update('users', previous.id, { department: null });
        await tx.update('users', admin.id, { department: current.id });
        changes.admin = admin.id;
      }
      return found(await tx.update('departments', current.id, changes), 'department', current.id);
    });
    return await shown(db, updated);
  });

  route(app, 'DELETE /department/{id}', async (request) => {
    const department = await departmentById(db, pathId(request));
    ensure(may.manageDepartments(request.actor, department.company), MANAGERS_ONLY);
    await store.write(async (tx) => {
      // locked first: nobody is moved or added into it until it is gone (they lock it to read it)
      const current = await departmentById(tx.db, department.id, { lock: 'update' });
      const left = (await consultantsOfDepartment(tx.db, current.id, current.company)).length;
      if (left > 0) {
        throw conflict(
          'not_empty',
          `The department still has ${left} consultant${left === 1 ? '' : 's'}; move or delete them first`,
        );
      }
      await tx.lock('users', [current.admin]);
      const admin = await tx.db.users.get(current.admin);
      if (admin?.department === current.id) await tx.update('users', admin.id, { department: null });
      await tx.remove('departments', current.id);
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
