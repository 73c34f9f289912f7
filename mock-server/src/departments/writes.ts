/**
 * Everything written about a department: created with its lead, renamed or given a new lead, and
 * removed once it has no consultant left. Each runs inside one write with the department and the
 * people it attaches or detaches locked, so of two changes at once the second sees the first's;
 * each records its audit event.
 */
import type { Repo } from '../db/repo';
import type { DepartmentRecord, UserRecord } from '../db/records';
import type { Changes, Tx } from '../db/store';
import { recordChange, recordEvent } from '../audit';
import { conflict, invalid } from '../kernel/errors';
import { found } from '../kernel/route';
import { consultantsOfDepartment, departmentById } from './queries';
import type { DepartmentPatchData, NewDepartmentData } from './schemas';

/**
 * A department_admin of `companyId` not leading a department yet, or 400 naming `admin`. The
 * caller has locked the person's row first (`Tx.lock`), so they stay free until it commits.
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

/** What a department's audit events show of it, and where they stand. */
const departmentFacts = ({ name, admin }: DepartmentRecord) => ({ name, admin });
const departmentEvent = (d: DepartmentRecord) =>
  ({ entity: 'department', entityId: d.id, company: d.company, department: d.id }) as const;

/** A new department of `companyId` led by `input.admin`, who must still be free. */
export async function insertDepartment(
  tx: Tx,
  companyId: number,
  input: NewDepartmentData,
  now: Date,
): Promise<DepartmentRecord> {
  await tx.lock('users', [input.admin]);
  const admin = await freeDepartmentAdmin(tx.db, companyId, input.admin);
  const created = await tx.insert('departments', {
    name: input.name,
    admin: admin.id,
    company: companyId,
    created_at: now.toISOString(),
  });
  await tx.update('users', admin.id, { department: created.id });
  recordEvent(tx, now, {
    ...departmentEvent(created),
    action: 'created',
    after: departmentFacts(created),
  });
  return created;
}

/**
 * A rename, or a new lead: the new lead must still be free; the previous one stays in the
 * company without a department; exactly one lead is attached. 404 when the department is gone.
 */
export async function updateDepartment(
  tx: Tx,
  id: number,
  patch: DepartmentPatchData,
  at: Date,
): Promise<DepartmentRecord> {
  const current = await departmentById(tx.db, id, { lock: 'update' });
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
  const next = found(await tx.update('departments', current.id, changes), 'department', current.id);
  recordChange(
    tx,
    at,
    { ...departmentEvent(next), action: 'updated' },
    departmentFacts(current),
    departmentFacts(next),
  );
  return next;
}

/**
 * Removes an empty department (409 while it has consultants); its lead stays in the company
 * without a department. Locked first: nobody is moved or added into it until it is gone (they
 * lock it to read it).
 */
export async function removeDepartment(tx: Tx, id: number, at: Date): Promise<void> {
  const current = await departmentById(tx.db, id, { lock: 'update' });
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
  recordEvent(tx, at, {
    ...departmentEvent(current),
    action: 'deleted',
    before: departmentFacts(current),
  });
}
