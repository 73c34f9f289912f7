/**
 * Board members, consultants and user updates:
 * GET/POST /members/{company}, GET/POST /employees/{companyOrDepartment}, DELETE /employee/{id},
 * PATCH /update_user/{id}. Ids come from one sequence, so `/employees/{id}` knows whether {id} is
 * a company (all its consultants; a POST must name the department) or a department.
 */
import {
  checkCurrentPassword,
  ensureSignedInSession,
  hashPassword,
  LoginThrottle,
  revokeSessionsOf,
} from '../auth';
import { companyRoutes } from '../companies';
import type { Changes } from '../db/store';
import { consultantsOfDepartment } from '../departments';
import { ensure, forbidden, invalid, notFound } from '../kernel/errors';
import { changeableFields, may } from '../kernel/policy';
import { found, route, type RouteModule } from '../kernel/route';
import { userById } from './queries';
import { checkUserPatch, departmentOfCompany, ensureRemovable } from './rules';
import { newConsultantSchema, newPersonSchema, userPatchSchema } from './schemas';
import { userView } from './view';
import { createCompanyPerson, createPerson, ensureEmailFree, removePerson, updatePerson } from './writes';

const READ_REFUSED = "You may not read this company's board members";
const ADD_REFUSED = "Only the company's representative adds board members";

export const peopleRoutes: RouteModule = (app, ctx) => {
  const { options, store } = ctx;
  const { db } = store;
  // guesses of one's current password count as failed sign-ins of that account
  const throttle = new LoginThrottle(store.engineDb, options.loginThrottle);

  route(app, 'GET /employees/{departmentOrCompanyId}', {}, async (request, { params }) => {
    const id = params.departmentOrCompanyId;
    const company = await db.companies.get(id);
    if (company) {
      ensure(
        may.readCompanyConsultants(request.actor, company.id),
        "You may not read this company's consultants",
      );
      return (await db.usersOfCompany(company.id, { role: 'employee' })).map(userView);
    }
    const department = await db.departments.get(id);
    if (!department) throw notFound(`No company or department with id ${id}`);
    ensure(
      may.readDepartmentConsultants(request.actor, department),
      "You may not read this department's consultants",
    );
    return (await consultantsOfDepartment(db, department.id, department.company)).map(userView);
  });

  route(
    app,
    'POST /employees/{departmentOrCompanyId}',
    { body: newConsultantSchema },
    async (request, { params, body: input }) => {
      const id = params.departmentOrCompanyId;
      const company = await db.companies.get(id);
      const department = company ? undefined : await db.departments.get(id);
      if (!company && !department) throw notFound(`No company or department with id ${id}`);
      if (company)
        ensure(
          may.addConsultantsToCompany(request.actor, company.id),
          'You may not add consultants to this company',
        );
      if (department)
        ensure(
          may.addConsultantsToDepartment(request.actor, department),
          'You may not add consultants to this department',
        );
      const companyId = company ? company.id : department!.company;
      let departmentId: number;
      if (department) {
        if (input.department !== undefined && input.department !== department.id) {
          throw invalid('department', 'department must be left out or be the department in the path');
        }
        departmentId = department.id;
      } else {
        if (input.department === undefined)
          throw invalid('department', 'department is required when adding a consultant to a company');
        departmentId = (await departmentOfCompany(db, companyId, input.department)).id;
      }
      const placement = { role: 'employee' as const, company: companyId, department: departmentId };
      // the department is read-locked until the person is stored: it cannot be deleted meanwhile
      const user = await createPerson(ctx, input, placement, (current) =>
        departmentOfCompany(current, companyId, departmentId, { lock: 'share' }),
      );
      return userView(user);
    },
  );

  route(app, 'DELETE /employee/{id}', {}, async (request, { params }) => {
    const target = await userById(db, params.id);
    ensure(may.deleteUser(request.actor, target), 'You may not delete this user');
    ensureRemovable(target);
    const now = options.now();
    await store.write(async (tx) => {
      // locked, as it is now: deleted meanwhile 404; made a representative meanwhile 409
      const current = await userById(tx.db, target.id, { lock: 'update' });
      ensureRemovable(current);
      await removePerson(tx, current, now);
    });
    return { deleted: target.id };
  });

  route(
    app,
    'PATCH /update_user/{userId}',
    { body: userPatchSchema },
    async (request, { params, body: patch }) => {
      const actor = request.actor;
      const target = await userById(db, params.userId);
      const self = actor.id === target.id;
      if (changeableFields(actor, target).length === 0) throw forbidden('You may not change this user');
      // credentials change only from a signed-in session, never with an API token
      if (patch.password !== undefined || (patch.email !== undefined && patch.email !== target.email))
        ensureSignedInSession(request);
      checkUserPatch(actor, target, patch);
      if (self && patch.password !== undefined)
        await checkCurrentPassword(throttle, actor, patch.current_password, request.ip, options);
      if (patch.department !== undefined) await departmentOfCompany(db, target.company, patch.department);
      if (patch.email !== undefined) await ensureEmailFree(db, patch.email, target.id);

      const password_hash =
        patch.password === undefined
          ? undefined
          : await hashPassword(patch.password, options.passwordHashCost);
      const now = options.now();
      const updated = await store.write(async (tx) => {
        // Checked again on what the change depends on, locked until it commits: the department moved
        // into (still one of the person's company), then the person and the mover (their roles and
        // departments decide who may change what: a department lead moves only their own consultants).
        const department =
          patch.department === undefined
            ? undefined
            : await tx.db.departments.get(patch.department, { lock: 'share' });
        await tx.lock('users', [actor.id, target.id]);
        const current = await userById(tx.db, target.id);
        const mover = await tx.db.users.get(actor.id);
        if (!mover) throw forbidden('You may not change this user');
        checkUserPatch(mover, current, patch);
        if (patch.department !== undefined && department?.company !== current.company)
          throw invalid('department', "department must be a department of the consultant's company");
        if (patch.email !== undefined) await ensureEmailFree(tx.db, patch.email, target.id);
        const changes: Changes<'users'> = {
          ...(patch.email !== undefined && { email: patch.email }),
          ...(patch.first_name !== undefined && { first_name: patch.first_name }),
          ...(patch.last_name !== undefined && { last_name: patch.last_name }),
          ...(patch.contact !== undefined && { contact: patch.contact }),
          ...(patch.is_active !== undefined && { is_active: patch.is_active }),
          ...(patch.department !== undefined && { department: patch.department }),
          ...(password_hash !== undefined && { password_hash }),
        };
        const next = found(await updatePerson(tx, target.id, changes, now), 'user', target.id);
        // a new password ends every other session of the user; their own current one goes on
        if (password_hash !== undefined)
          await revokeSessionsOf(tx, target.id, now, self ? request.sessionId : null);
        return next;
      });
      return userView(updated);
    },
  );

  // board members
  const readMembers = companyRoutes(app, db, { rule: may.readMembers, refusal: READ_REFUSED });
  const addMembers = companyRoutes(app, db, { rule: may.addMembers, refusal: ADD_REFUSED });

  readMembers('GET /members/{companyId}', {}, async (company) =>
    (await db.usersOfCompany(company.id, { role: 'company_member' })).map(userView),
  );

  addMembers('POST /members/{companyId}', { body: newPersonSchema }, async (company, { body }) =>
    userView(await createCompanyPerson(ctx, body, company.id, 'company_member')),
  );
};
