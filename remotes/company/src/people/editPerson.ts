import {
  MESSAGES,
  refusedFieldNotice,
  changedPersonFields,
  checkPersonEdit,
  type MessagePair,
  type User,
} from '@app/shared';
import { personOf, type PersonForm } from '../features/people';
import type { UserChange, WriteOutcome } from '@app/shared/query';

/** The write of a person's change (PATCH /update_user/{id}), a mutation of the list they are shown in. */
export type SaveUser = (change: UserChange) => Promise<WriteOutcome<User>>;

/** The notices of one kind of person (board member or consultant). */
export interface PersonNotices {
  updated: MessagePair;
  updateFailed: MessagePair;
}

/** Editing a person: required details, something changed, an optional strong and matching password. */
export function checkEditPerson(form: PersonForm, user: User): MessagePair | null {
  return checkPersonEdit({ ...personOf(form), confirmation: form.confirmation }, user);
}

export interface EditPersonOutcome {
  /** The user with every change that went through. */
  user: User;
  done: MessagePair[];
  failure: MessagePair | null;
  passwordChanged: boolean;
}

/**
 * Saves a person's edit, each change its own call, stopping at the first failure: a new password
 * (PATCH /update_user/{id} {password}), then the changed details (PATCH /update_user/{id} {email,
 * first_name, last_name, contact}).
 */
export async function savePersonEdit(
  user: User,
  form: PersonForm,
  notices: PersonNotices,
  save: SaveUser,
): Promise<EditPersonOutcome> {
  let current = user;
  const done: MessagePair[] = [];
  let passwordChanged = false;
  if (form.password) {
    const changed = await save({ id: user.id, patch: { password: form.password } });
    if (!changed.ok) return { user: current, done, failure: MESSAGES.passwordUpdateFailed, passwordChanged };
    passwordChanged = true;
    done.push(MESSAGES.passwordUpdated);
  }
  const person = personOf(form);
  if (Object.keys(changedPersonFields(person, user)).length > 0) {
    const { email, first_name, last_name, contact } = person;
    const updated = await save({ id: user.id, patch: { email, first_name, last_name, contact } });
    if (!updated.ok)
      return {
        user: current,
        done,
        failure: refusedFieldNotice(notices.updateFailed, updated.error),
        passwordChanged,
      };
    current = { ...current, ...updated.data };
    done.push(notices.updated);
  }
  return { user: current, done, failure: null, passwordChanged };
}

/** One change: its own notice; several: the kind's 'updated' notice. */
export function editSuccessNotice(done: readonly MessagePair[], notices: PersonNotices): MessagePair {
  return done.length === 1 ? done[0] : notices.updated;
}
