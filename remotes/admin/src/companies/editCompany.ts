import {
  MESSAGES,
  changedPersonFields,
  checkCompanyEdit,
  createCompanyAdmin,
  renameIfChanged,
  updateCompany,
  updateUser,
  validateNewPerson,
  type Company,
  type MessagePair,
} from '@app/shared';
import { isKeptFor, personOf, representativeOf, type EditCompanyForm, type KeptRepresentative } from './companyForms';

const blank = (value: string) => !value.trim();

/** A changed name must be longer than 3 characters (spec section 5, company edit). */
function checkName(form: EditCompanyForm, company: Company): MessagePair | null {
  const changed = form.name.trim() !== company.name.trim();
  return changed && renameIfChanged(form.name, company.name) === null ? MESSAGES.invalidCompanyName : null;
}

/**
 * 'Edit company' rules (spec section 5): something must differ ('Nothing to change'); the
 * representative's details are required; a new password must be strong and match. A new
 * representative needs every field, as when adding a company.
 */
export function checkEditCompany(form: EditCompanyForm, company: Company): MessagePair | null {
  const person = personOf(form);
  if (form.newRepresentative) {
    return validateNewPerson({ ...person, confirmation: form.confirmation }) ?? checkName(form, company);
  }
  if ([person.email, person.first_name, person.last_name, person.contact].some(blank)) return MESSAGES.emptyForm;
  return (
    checkCompanyEdit({ ...person, name: form.name, confirmation: form.confirmation }, { name: company.name, ...representativeOf(company) }) ??
    checkName(form, company)
  );
}

export interface EditCompanyOutcome {
  /** The company row with every change that went through. */
  company: Company;
  /** Success notices of the calls that went through, in order. */
  done: MessagePair[];
  /** The notice of the call that failed (the calls after it were not made), or null. */
  failure: MessagePair | null;
  /** The representative's password was changed (the form clears its password fields). */
  passwordChanged: boolean;
  /** A new representative created before the allocation failed: reused by the next attempt. */
  kept: KeptRepresentative | null;
}

/**
 * Saves the edit form, each change with its own call (spec section 4), in this order, stopping at
 * the first failure:
 * 1. a new name: PATCH /company/{id} {name};
 * 2. with `newRepresentative`: POST /company_admins, then PATCH /company/{id} {admin}; otherwise
 *    a new password: PATCH /update_user/{admin} {password}, then the current representative's
 *    changed details: PATCH /update_user/{admin} {email, first_name, last_name, contact}.
 */
export async function saveCompanyEdit(
  company: Company,
  form: EditCompanyForm,
  kept: KeptRepresentative | null,
): Promise<EditCompanyOutcome> {
  let row = company;
  const done: MessagePair[] = [];
  let passwordChanged = false;
  const finish = (failure: MessagePair | null, keptRepresentative: KeptRepresentative | null = null): EditCompanyOutcome => ({
    company: row,
    done,
    failure,
    passwordChanged,
    kept: keptRepresentative,
  });

  const name = renameIfChanged(form.name, company.name);
  if (name !== null) {
    const renamed = await updateCompany(company.id, { name });
    if (!renamed.ok) return finish(MESSAGES.somethingWentWrong);
    row = renamed.data;
    done.push(MESSAGES.companyNameUpdated);
  }

  const person = personOf(form);
  if (form.newRepresentative) {
    let representative = isKeptFor(kept, person.email) ? kept : null;
    if (!representative) {
      const created = await createCompanyAdmin(person);
      if (!created.ok) return finish(MESSAGES.companyAdminUploadFailed);
      representative = { id: created.data.id, email: created.data.email };
    }
    const allocated = await updateCompany(company.id, { admin: representative.id });
    if (!allocated.ok) return finish(MESSAGES.companyAdminUpdateFailed, representative);
    row = allocated.data;
    done.push(MESSAGES.adminChanged);
    return finish(null);
  }

  if (form.password) {
    const changed = await updateUser(company.admin, { password: form.password });
    if (!changed.ok) return finish(MESSAGES.passwordUpdateFailed);
    passwordChanged = true;
    done.push(MESSAGES.passwordUpdated);
  }
  if (Object.keys(changedPersonFields(person, representativeOf(company))).length > 0) {
    const { email, first_name, last_name, contact } = person;
    const updated = await updateUser(company.admin, { email, first_name, last_name, contact });
    if (!updated.ok) return finish(MESSAGES.companyAdminUpdateFailed);
    const user = updated.data;
    row = { ...row, admin_email: user.email, admin_first_name: user.first_name, admin_last_name: user.last_name, admin_contact: user.contact };
    done.push(MESSAGES.updateSuccess);
  }

  return finish(null);
}

/** The notice for a fully saved edit: the one change's own notice, or 'Update success' for several. */
export function successNotice(done: readonly MessagePair[]): MessagePair {
  return done.length === 1 ? done[0] : MESSAGES.updateSuccess;
}
