/** Adding a company or a department with its representative: two calls. */
import { refusedFieldNotice, renameIfChanged, validateNewPerson, type MessagePair } from '@app/shared';
import { emptyPerson, personOf, type PersonForm } from '../people';
import {
  isKeptFor,
  type KeptRepresentative,
  type RepresentedUnit,
  type RepresentedUnitKind,
} from './unitKinds';
import type { UnitWrites } from './unitWrites';

/** The add form: the unit's name and its representative. */
export interface UnitAddForm extends PersonForm {
  name: string;
}

export const emptyUnitAddForm: UnitAddForm = { name: '', ...emptyPerson };

/**
 * The add form's rules: every field required, a strong and matching password, and
 * a name longer than 3 characters.
 */
export function checkUnitAdd(form: UnitAddForm, invalidName: MessagePair): MessagePair | null {
  return (
    validateNewPerson({ ...personOf(form), name: form.name, confirmation: form.confirmation }) ??
    (renameIfChanged(form.name, '') === null ? invalidName : null)
  );
}

export type UnitAddOutcome<U> =
  { ok: true; unit: U } | { ok: false; notice: MessagePair; kept: KeptRepresentative | null };

/**
 * The two steps of adding a company or a department: the representative, then the unit with that
 * representative's id. When the second step fails the representative stays created and is
 * returned as `kept`; passing it back makes the next attempt only create the unit.
 */
export async function addUnitWithRepresentative<U extends RepresentedUnit>(
  kind: RepresentedUnitKind,
  writes: UnitWrites<U>,
  form: UnitAddForm,
  kept: KeptRepresentative | null,
): Promise<UnitAddOutcome<U>> {
  let representative = isKeptFor(kept, form.email) ? kept : null;
  if (!representative) {
    const created = await writes.addRepresentative(personOf(form));
    if (!created.ok)
      return {
        ok: false,
        notice: refusedFieldNotice(kind.representativeUploadFailed, created.error),
        kept: null,
      };
    representative = { id: created.data.id, email: created.data.email };
  }
  const unit = await writes.add({ name: form.name.trim(), admin: representative.id });
  if (!unit.ok) return { ok: false, notice: kind.creationFailed, kept: representative };
  return { ok: true, unit: unit.data };
}
