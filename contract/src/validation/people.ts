import type { NewPerson } from '../api';
import { FIELD_RULES } from '../fieldRules';
import { MESSAGES, type MessagePair } from '../messages';
import { checkFields, noneRequired, withoutMinLength, type FormMessages } from './fields';
import { checkOptionalNewPassword, checkPasswordsMatch } from './passwords';

/** A person's form words a missing field and a password shorter than a strong one can be. */
const PERSON_MESSAGES: FormMessages = { required: MESSAGES.emptyForm, minLength: MESSAGES.weakPassword };

const { password: _password, ...personFieldRules } = FIELD_RULES.person;

/**
 * A company's or department's name on the form that creates it: present and well-formed here; its
 * minimum length is the form's own 'Invalid name' (renameIfChanged).
 */
const UNIT_NAME = withoutMinLength(FIELD_RULES.company.name);

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
  const rules = form.name !== undefined ? { name: UNIT_NAME, ...FIELD_RULES.person } : FIELD_RULES.person;
  return (
    // a password of spaces is a blank field here (the server refuses it as weak)
    checkFields(rules, { ...form, password: form.password.trim() && form.password }, PERSON_MESSAGES) ??
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
  const problem = checkFields(personFieldRules, { ...next }, PERSON_MESSAGES);
  if (problem) return problem;
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
  return name.length >= FIELD_RULES.company.name.minLength && name !== oldName.trim() ? name : null;
}

/**
 * Company (or department) edit: nothing differs and no new password gives 'Nothing to change';
 * the representative's fields that are filled in (and a changed name) keep their rules; a new
 * password must be strong and match.
 */
export function checkCompanyEdit(
  next: OrganisationEditForm,
  previous: PersonFields & { name: string },
): MessagePair | null {
  const nameChanged = next.name.trim() !== previous.name.trim();
  const personChanged = Object.keys(changedPersonFields(next, previous)).length > 0;
  if (!nameChanged && !personChanged && !next.password) return MESSAGES.nothingToChange;
  return (
    checkFields(
      noneRequired({ ...personFieldRules, ...(nameChanged && { name: UNIT_NAME }) }),
      { ...next },
      PERSON_MESSAGES,
    ) ?? checkOptionalNewPassword(next.password, next.confirmation)
  );
}

/** Moving a consultant to the department it is already in ('Nothing to change'). */
export function checkTransfer(
  fromDepartmentId: number | null,
  toDepartmentId: number | null,
): MessagePair | null {
  return fromDepartmentId === toDepartmentId ? MESSAGES.sameDepartment : null;
}
