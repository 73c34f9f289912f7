import {
  refusedFieldNotice,
  MESSAGES,
  createDepartment,
  createDepartmentAdmin,
  renameIfChanged,
  validateNewPerson,
  type Department,
  type MessagePair,
  isKeptFor,
  personOf,
  type KeptRepresentative,
} from '@app/shared';
import type { AddDepartmentForm } from './departmentForms';

/** 'Add department' rules (spec section 5): every field, a strong matching password, a name longer than 3 characters. */
export function checkAddDepartment(form: AddDepartmentForm): MessagePair | null {
  return (
    validateNewPerson({ ...personOf(form), name: form.name, confirmation: form.confirmation }) ??
    (renameIfChanged(form.name, '') === null ? MESSAGES.invalidDepartmentName : null)
  );
}

export type CreateDepartmentOutcome =
  { ok: true; department: Department } | { ok: false; notice: MessagePair; kept: KeptRepresentative | null };

/**
 * The two steps of spec section 4: the representative (POST /department_admins/{company}), then the
 * department with that representative's id (POST /departments/{company}). When the second step
 * fails the representative stays created and is returned as `kept` for the next attempt.
 */
export async function createDepartmentWithRepresentative(
  companyId: number,
  form: AddDepartmentForm,
  kept: KeptRepresentative | null,
): Promise<CreateDepartmentOutcome> {
  let representative = isKeptFor(kept, form.email) ? kept : null;
  if (!representative) {
    const created = await createDepartmentAdmin(companyId, personOf(form));
    if (!created.ok)
      return {
        ok: false,
        notice: refusedFieldNotice(MESSAGES.departmentAdminUploadFailed, created.error),
        kept: null,
      };
    representative = { id: created.data.id, email: created.data.email };
  }
  const department = await createDepartment(companyId, { name: form.name.trim(), admin: representative.id });
  if (!department.ok) return { ok: false, notice: MESSAGES.departmentCreationFailed, kept: representative };
  return { ok: true, department: department.data };
}
