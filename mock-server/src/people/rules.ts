/** Who may change which field of a person, and who may not be removed. */
import type { ReadOptions, Repo } from '../db/repo';
import type { DepartmentRecord, UserRecord } from '../db/records';
import { conflict, forbidden, invalid } from '../kernel/errors';
import { USER_FIELDS, changeableFields } from '../kernel/policy';
import type { UserPatchData } from './schemas';

/** The department `departmentId` of company `companyId`, or 400 naming `department`. */
export async function departmentOfCompany(
  db: Repo,
  companyId: number | null,
  departmentId: number,
  how?: ReadOptions,
): Promise<DepartmentRecord> {
  const department = await db.departments.get(departmentId, how);
  if (!department || department.company !== companyId) {
    throw invalid('department', "department must be a department of the consultant's company");
  }
  return department;
}

/**
 * Refuses a change `actor` may not make of `target` as they are: 403 for a field not theirs to
 * change (see `changeableFields`), 400 for a change that makes no sense.
 */
export function checkUserPatch(actor: UserRecord, target: UserRecord, patch: UserPatchData): void {
  const self = actor.id === target.id;
  const allowed = changeableFields(actor, target);
  if (allowed.length === 0) throw forbidden('You may not change this user');
  // sending one's own unchanged email along with a new password is what the client does
  const sent = USER_FIELDS.filter(
    (f) => patch[f] !== undefined && !(self && f === 'email' && patch.email === target.email),
  );
  const refused = sent.find((f) => !allowed.includes(f));
  if (refused) {
    throw forbidden(
      self
        ? `You may only change your own password (not ${refused})`
        : `You may not change ${refused} of this user (you may change: ${allowed.join(', ')})`,
    );
  }
  if (self && patch.password === undefined) throw invalid('password', 'password is required');
  if (patch.current_password !== undefined && !(self && patch.password !== undefined))
    throw invalid('current_password', 'current_password is sent only with a new password of your own');
  if (patch.department !== undefined && target.role !== 'employee')
    throw invalid('department', 'only consultants move between departments');
}

/** A person who may not be deleted while they represent a company or lead a department: 409. */
export function ensureRemovable(user: UserRecord): void {
  if (user.role === 'company_admin' && user.company !== null) {
    throw conflict('in_use', 'This user represents a company; give the company another representative first');
  }
  if (user.role === 'department_admin' && user.department !== null) {
    throw conflict(
      'in_use',
      'This user leads a department; give the department another representative first',
    );
  }
}
