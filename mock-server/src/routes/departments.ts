/**
 * Departments of a company and their representatives, and GET /get_department/{user}.
 * Two-step creation like companies: POST /department_admins/{company}, then
 * POST /departments/{company} {name, admin}. A department with consultants cannot be deleted (409).
 */
import { STATUS } from '../../../shared/src/contract';
import { conflict, ensure, invalid, notFound } from '../errors';
import { createPerson } from '../people';
import { may } from '../policy';
import { departmentPatchSchema, newDepartmentSchema, newPersonSchema, parseBody } from '../schemas';
import type { Database } from '../store/database';
import type { UserRecord } from '../store/records';
import { departmentView, userView } from '../views';
import { companyById, departmentById, pathId, userById, type RouteModule } from './support';

const MANAGERS_ONLY = "Only the company's representative manages its departments";

/** A department_admin of `companyId` not leading a department yet, or 400 naming `admin`. */
function freeDepartmentAdmin(db: Database, companyId: number, adminId: number): UserRecord {
  const admin = db.users.get(adminId);
  if (!admin || admin.role !== 'department_admin' || admin.company !== companyId) {
    throw invalid('admin', "admin must be the id of a department representative (role department_admin) of this company");
  }
  if (admin.department !== null) throw invalid('admin', 'admin already leads a department');
  return admin;
}

export const consultantsOfDepartment = (db: Database, departmentId: number, companyId: number): UserRecord[] =>
  db.usersOfCompany(companyId).filter((u) => u.role === 'employee' && u.department === departmentId);

export const departmentRoutes: RouteModule = (app, ctx) => {
  const { options, store } = ctx;
  const { db } = store;

  app.get('/departments/:id', async (request) => {
    const company = companyById(db, pathId(request));
    ensure(may.readDepartments(request.actor, company.id), "You may not read this company's departments");
    return db.departmentsOfCompany(company.id).map((d) => departmentView(db, d));
  });

  app.post('/department_admins/:id', async (request, reply) => {
    const company = companyById(db, pathId(request));
    ensure(may.manageDepartments(request.actor, company.id), MANAGERS_ONLY);
    const input = parseBody(newPersonSchema, request.body);
    const placement = { role: 'department_admin' as const, company: company.id, department: null };
    const user = await createPerson(ctx, input, placement, (current) => companyById(current, company.id));
    return reply.code(STATUS.created).send(userView(user));
  });

  app.post('/departments/:id', async (request, reply) => {
    const company = companyById(db, pathId(request));
    ensure(may.manageDepartments(request.actor, company.id), MANAGERS_ONLY);
    const input = parseBody(newDepartmentSchema, request.body);
    const department = await store.write((tx) => {
      const admin = freeDepartmentAdmin(tx.db, company.id, input.admin);
      const created = { id: tx.nextId(), name: input.name, admin: admin.id, company: company.id, created_at: options.now().toISOString() };
      tx.put('departments', created);
      tx.put('users', { ...admin, department: created.id });
      return created;
    });
    return reply.code(STATUS.created).send(departmentView(db, department));
  });

  app.patch('/department/:id', async (request, reply) => {
    const department = departmentById(db, pathId(request));
    ensure(may.manageDepartments(request.actor, department.company), MANAGERS_ONLY);
    const patch = parseBody(departmentPatchSchema, request.body);
    const updated = await store.write((tx) => {
      const next = { ...department, ...(patch.name !== undefined && { name: patch.name }) };
      if (patch.admin !== undefined && patch.admin !== department.admin) {
        const admin = freeDepartmentAdmin(tx.db, department.company, patch.admin);
        const previous = tx.db.users.get(department.admin);
        // The previous representative stays in the company, without a department.
        if (previous) tx.put('users', { ...previous, department: null });
        tx.put('users', { ...admin, department: department.id });
        next.admin = admin.id;
      }
      tx.put('departments', next);
      return next;
    });
    return reply.code(STATUS.accepted).send(departmentView(db, updated));
  });

  app.delete('/department/:id', async (request, reply) => {
    const department = departmentById(db, pathId(request));
    ensure(may.manageDepartments(request.actor, department.company), MANAGERS_ONLY);
    await store.write((tx) => {
      const left = consultantsOfDepartment(tx.db, department.id, department.company).length;
      if (left > 0) {
        throw conflict('not_empty', `The department still has ${left} consultant${left === 1 ? '' : 's'}; move or delete them first`);
      }
      const admin = tx.db.users.get(department.admin);
      if (admin && admin.department === department.id) tx.put('users', { ...admin, department: null });
      tx.remove('departments', department.id);
    });
    return reply.code(STATUS.accepted).send({ deleted: department.id });
  });

  app.get('/get_department/:id', async (request) => {
    const user = userById(db, pathId(request));
    ensure(may.readAffiliationOf(request.actor, user), "You may not read this user's department");
    const department = user.department === null ? undefined : db.departments.get(user.department);
    if (!department) throw notFound(`User ${user.id} has no department`);
    return departmentView(db, department);
  });
};
