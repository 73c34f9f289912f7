/**
 * Editing a company or a department with its representative: the rules of
 * the edit form and its save, each change its own call.
 */
import {
  MESSAGES,
  refusedFieldNotice,
  type MessagePair,
  changedPersonFields,
  checkCompanyEdit,
  renameIfChanged,
  validateNewPerson,
} from '@app/shared';
import { personFormOf, personOf, type PersonForm } from '../people';
import {
  isKeptFor,
  type KeptRepresentative,
  type RepresentedUnit,
  type RepresentedUnitKind,
} from './unitKinds';
import type { UnitWrites } from './unitWrites';

/**
 * The edit form: the name, the representative's details and a new password. With
 * `newRepresentative` on, the person fields describe a new representative to allocate the unit to
 * (the password is then theirs and required).
 */
export interface UnitEditForm extends PersonForm {
  name: string;
  newRepresentative: boolean;
}

/** The unit's representative as the person fields show them. */
export function representativeOf(unit: RepresentedUnit) {
  return {
    email: unit.admin_email,
    first_name: unit.admin_first_name,
    last_name: unit.admin_last_name,
    contact: unit.admin_contact,
  };
}

/** The edit form as it opens: the unit's name and its representative's details, no password. */
export function unitEditFormOf(unit: RepresentedUnit): UnitEditForm {
  return { name: unit.name, newRepresentative: false, ...personFormOf(representativeOf(unit)) };
}

const blank = (value: string) => !value.trim();

/** A changed name must be longer than 3 characters. */
function checkName(form: UnitEditForm, unit: RepresentedUnit, invalidName: MessagePair): MessagePair | null {
  const changed = form.name.trim() !== unit.name.trim();
  return changed && renameIfChanged(form.name, unit.name) === null ? invalidName : null;
}

/**
 * The edit form's rules: something must differ ('Nothing to change'); the
 * representative's details are required; a new password must be strong and match. A new
 * representative needs every field, as when adding one.
 */
export function checkUnitEdit<U extends RepresentedUnit>(
  form: UnitEditForm,
  unit: U,
  kind: RepresentedUnitKind,
): MessagePair | null {
  const person = personOf(form);
  if (form.newRepresentative) {
    return (
      validateNewPerson({ ...person, confirmation: form.confirmation }) ??
      checkName(form, unit, kind.invalidName)
    );
  }
  if ([person.email, person.first_name, person.last_name, person.contact].some(blank))
    return MESSAGES.emptyForm;
  return (
    checkCompanyEdit(
      { ...person, name: form.name, confirmation: form.confirmation },
      { name: unit.name, ...representativeOf(unit) },
    ) ?? checkName(form, unit, kind.invalidName)
  );
}

export interface UnitEditOutcome<U> {
  /** The unit's row with every change that went through. */
  unit: U;
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
 * Saves the edit form, each change with its own call, in this order, stopping at
 * the first failure:
 * 1. a new name (PATCH the unit {name});
 * 2. with `newRepresentative`: create the representative (or reuse the one kept from a failed
 *    attempt), then PATCH the unit {admin}; otherwise a new password, PATCH /update_user/{admin}
 *    {password}, then the current representative's changed details, PATCH /update_user/{admin}
 *    {email, first_name, last_name, contact}.
 */
export async function saveUnitEdit<U extends RepresentedUnit>(
  unit: U,
  form: UnitEditForm,
  kept: KeptRepresentative | null,
  kind: RepresentedUnitKind,
  writes: UnitWrites<U>,
): Promise<UnitEditOutcome<U>> {
  let row = unit;
  const done: MessagePair[] = [];
  let passwordChanged = false;
  const finish = (
    failure: MessagePair | null,
    keptRepresentative: KeptRepresentative | null = null,
  ): UnitEditOutcome<U> => ({
    unit: row,
    done,
    failure,
    passwordChanged,
    kept: keptRepresentative,
  });

  const name = renameIfChanged(form.name, unit.name);
  if (name !== null) {
    const renamed = await writes.rename(unit, name);
    if (!renamed.ok) return finish(MESSAGES.somethingWentWrong);
    row = renamed.data;
    done.push(kind.nameUpdated);
  }

  const person = personOf(form);
  if (form.newRepresentative) {
    let representative = isKeptFor(kept, person.email) ? kept : null;
    if (!representative) {
      const created = await writes.newRepresentative(unit, person);
      if (!created.ok) return finish(refusedFieldNotice(kind.representativeUploadFailed, created.error));
      representative = { id: created.data.id, email: created.data.email };
    }
    const allocated = await writes.allocate(unit, representative.id);
    if (!allocated.ok) return finish(kind.representativeUpdateFailed, representative);
    row = allocated.data;
    done.push(kind.representativeChanged);
    return finish(null);
  }

  if (form.password) {
    const changed = await writes.updateRepresentative(unit, { password: form.password });
    if (!changed.ok) return finish(MESSAGES.passwordUpdateFailed);
    passwordChanged = true;
    done.push(MESSAGES.passwordUpdated);
  }
  if (Object.keys(changedPersonFields(person, representativeOf(unit))).length > 0) {
    const { email, first_name, last_name, contact } = person;
    const updated = await writes.updateRepresentative(unit, { email, first_name, last_name, contact });
    if (!updated.ok) return finish(refusedFieldNotice(kind.representativeUpdateFailed, updated.error));
    const user = updated.data;
    row = {
      ...row,
      admin_email: user.email,
      admin_first_name: user.first_name,
      admin_last_name: user.last_name,
      admin_contact: user.contact,
    };
    done.push(MESSAGES.updateSuccess);
  }

  return finish(null);
}

/** The notice for a fully saved edit: the one change's own notice, or 'Update success' for several. */
export function successNotice(done: readonly MessagePair[]): MessagePair {
  return done.length === 1 ? done[0] : MESSAGES.updateSuccess;
}
