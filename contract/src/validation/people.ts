import type { NewPerson } from '../api';
import { LIMITS } from '../limits';
import { MESSAGES, type MessagePair } from '../messages';
import { PHONE_NUMBER } from '../rules';
import { checkOptionalNewPassword, checkPasswordsMatch, checkPasswordStrength } from './passwords';

const blank = (value: string | null | undefined) => !value?.trim();

const badContact = (contact: string) => !PHONE_NUMBER.test(contact.trim());

/** A create form of a company, department, board member or consultant. */
export interface NewPersonForm extends NewPerson {
  /** The company or department name, on the forms that create one. */
  name?: string;
  /** The password confirmation, on the forms that ask for one. */
  confirmation?: string;
}

/**
 * All fields required ('Empty form fields'), then a strong password ('Weak password'), then a
 * matching confirmation when the form has one ('Unmatching password').
 */
export function validateNewPerson(form: NewPersonForm): MessagePair | null {
  const required = [form.email, form.first_name, form.last_name, form.contact, form.password];
  if (form.name !== undefined) required.push(form.name);
  if (required.some(blank)) return MESSAGES.emptyForm;
  if (badContact(form.contact)) return MESSAGES.invalidContact;
  return (
    checkPasswordStrength(form.password) ??
    (form.confirmation !== undefined ? checkPasswordsMatch(form.password, form.confirmation) : null)
  );
}

export interface PersonFields {
  email: string;
  first_name: string;
  last_name: string;
  contact: string;
}

export interface PersonEditForm extends PersonFields {
  password?: string;
  confirmation?: string;
}

const PERSON_FIELDS: (keyof PersonFields)[] = ['email', 'first_name', 'last_name', 'contact'];

/** The person fields that differ (trimmed), for the PATCH body. */
export function changedPersonFields(next: PersonFields, previous: PersonFields): Partial<PersonFields> {
  const changed: Partial<PersonFields> = {};
  for (const key of PERSON_FIELDS) {
    if (next[key].trim() !== String(previous[key] ?? '').trim()) changed[key] = next[key].trim();
  }
  return changed;
}

/**
 * Editing a person: first name, last name, email and contact required ('Empty form fields');
 * nothing changed and no new password ('Nothing to change' / 'No changes detected'); a new password
 * must be strong and match.
 */
export function checkPersonEdit(next: PersonEditForm, previous: PersonFields): MessagePair | null {
  if (PERSON_FIELDS.some((key) => blank(next[key]))) return MESSAGES.emptyForm;
  if (badContact(next.contact)) return MESSAGES.invalidContact;
  if (!Object.keys(changedPersonFields(next, previous)).length && !next.password)
    return MESSAGES.nothingToChange;
  return checkOptionalNewPassword(next.password, next.confirmation);
}

/** The company (or department) edit form: its name plus its representative. */
export interface OrganisationEditForm extends PersonEditForm {
  name: string;
}

/**
 * The new name to send, or null: only when longer than 3 characters and different (company and
 * department rename).
 */
export function renameIfChanged(newName: string, oldName: string): string | null {
  const name = newName.trim();
  return name.length > LIMITS.renameMinExclusive && name !== oldName.trim() ? name : null;
}

/**
 * Company (or department) edit: nothing differs and no new password gives 'Nothing to change';
 * a new password must be strong and match.
 */
export function checkCompanyEdit(
  next: OrganisationEditForm,
  previous: PersonFields & { name: string },
): MessagePair | null {
  const nameChanged = next.name.trim() !== previous.name.trim();
  const personChanged = Object.keys(changedPersonFields(next, previous)).length > 0;
  if (!nameChanged && !personChanged && !next.password) return MESSAGES.nothingToChange;
  if (next.contact.trim() && badContact(next.contact)) return MESSAGES.invalidContact;
  return checkOptionalNewPassword(next.password, next.confirmation);
}

/** Moving a consultant to the department it is already in ('Nothing to change'). */
export function checkTransfer(
  fromDepartmentId: number | null,
  toDepartmentId: number | null,
): MessagePair | null {
  return fromDepartmentId === toDepartmentId ? MESSAGES.sameDepartment : null;
}
