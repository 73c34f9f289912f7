import {
  MESSAGES,
  changedPersonFields,
  checkCompanyEdit,
  createDepartmentAdmin,
  renameIfChanged,
  updateDepartment,
  updateUser,
  validateNewPerson,
  type Department,
  type MessagePair,
} from '@app/shared';
import { isKeptFor, personOf, type KeptRepresentative } from '../people/personForm';
import { representativeOf, type EditDepartmentForm } from './departmentForms';

const blank = (value: string) => !value.trim();

/** A changed name must be longer than 3 characters (spec section 5, department rename). */
function checkName(form: EditDepartmentForm, department: Department): MessagePair | null {
  const changed = form.name.trim() !== department.name.trim();
  return changed && renameIfChanged(form.name, department.name) === null ? MESSAGES.invalidDepartmentName : null;
}

/**
 * 'Edit department' rules: something must differ ('Nothing to change'), the representative's
 * details are required, a new password must be strong and match; a new representative needs every
 * field.
 */
export function checkEditDepartment(form: EditDepartmentForm, department: Department): MessagePair | null {
  const person = personOf(form);
  if (form.newRepresentative) {
    return validateNewPerson({ ...person, confirmation: form.confirmation }) ?? checkName(form, department);
  }
  if ([person.email, person.first_name, person.last_name, person.contact].some(blank)) return MESSAGES.emptyForm;
  return (
    checkCompanyEdit(
      { ...person, name: form.name, confirmation: form.confirmation },
      { name: department.name, ...representativeOf(department) },
    ) ?? checkName(form, department)
  );
}

export interface EditDepartmentOutcome {
  department: Department;
  done: MessagePair[];
  failure: MessagePair | null;
  passwordChanged: boolean;
  kept: KeptRepresentative | null;
}

/**
 * Saves the edit, each change its own call (spec section 4), stopping at the first failure:
 * 1. a new name: PATCH /department/{id} {name};
 * 2. with `newRepresentative`: POST /department_admins/{company}, then PATCH /department/{id}
 *    {admin}; otherwise a new password, then the representative's changed details, through
 *    PATCH /update_user/{admin}.
 */
export async function saveDepartmentEdit(
  department: Department,
  form: EditDepartmentForm,
  kept: KeptRepresentative | null,
): Promise<EditDepartmentOutcome> {
  let row = department;
  const done: MessagePair[] = [];
  let passwordChanged = false;
  const finish = (failure: MessagePair | null, keptRepresentative: KeptRepresentative | null = null): EditDepartmentOutcome => ({
    department: row,
    done,
    failure,
    passwordChanged,
    kept: keptRepresentative,
  });

  const name = renameIfChanged(form.name, department.name);
  if (name !== null) {
    const renamed = await updateDepartment(department.id, { name });
    if (!renamed.ok) return finish(MESSAGES.somethingWentWrong);
    row = renamed.data;
    done.push(MESSAGES.departmentNameUpdated);
  }

  const person = personOf(form);
  if (form.newRepresentative) {
    let representative = isKeptFor(kept, person.email) ? kept : null;
    if (!representative) {
      const created = await createDepartmentAdmin(department.company, person);
      if (!created.ok) return finish(MESSAGES.departmentAdminUploadFailed);
      representative = { id: created.data.id, email: created.data.email };
    }
    const allocated = await updateDepartment(department.id, { admin: representative.id });
    if (!allocated.ok) return finish(MESSAGES.departmentAdminUpdateFailed, representative);
    row = allocated.data;
    done.push(MESSAGES.departmentAdminChanged);
    return finish(null);
  }

  if (form.password) {
    const changed = await updateUser(department.admin, { password: form.password });
    if (!changed.ok) return finish(MESSAGES.passwordUpdateFailed);
    passwordChanged = true;
    done.push(MESSAGES.passwordUpdated);
  }
  if (Object.keys(changedPersonFields(person, representativeOf(department))).length > 0) {
    const { email, first_name, last_name, contact } = person;
    const updated = await updateUser(department.admin, { email, first_name, last_name, contact });
    if (!updated.ok) return finish(MESSAGES.departmentAdminUpdateFailed);
    const user = updated.data;
    row = { ...row, admin_email: user.email, admin_first_name: user.first_name, admin_last_name: user.last_name, admin_contact: user.contact };
    done.push(MESSAGES.updateSuccess);
  }

  return finish(null);
}

/** One change: its own notice; several: 'Update success'. */
export function successNotice(done: readonly MessagePair[]): MessagePair {
  return done.length === 1 ? done[0] : MESSAGES.updateSuccess;
}
