import { useState, type FormEvent } from 'react';
import { Button, Modal, notify, type MessagePair, type User } from '@app/shared';
import { FormFailure, PersonFormFields, personFormOf, type PersonForm } from '../features/people';
import {
  checkEditPerson,
  editSuccessNotice,
  savePersonEdit,
  type PersonNotices,
  type SaveUser,
} from './editPerson';
import { PersonDetails } from './PersonDetails';

interface EditPersonDialogProps<T extends User> {
  title: string;
  user: T;
  notices: PersonNotices;
  /** The write, a mutation of the list the person is shown in (which shows each change). */
  save: SaveUser;
  onClose: () => void;
  /** Shows the person's details without a form, with this explanation (a viewer who may not edit). */
  readOnlyNote?: string;
}

/**
 * Edits a person's details and, optionally, their password (each its own call). On success the
 * dialog closes with the notice; on failure it stays open with what was typed, and the password
 * fields are cleared once the password was changed.
 */
export function EditPersonDialog<T extends User>({
  title,
  user,
  notices,
  save,
  onClose,
  readOnlyNote,
}: EditPersonDialogProps<T>) {
  const [current, setCurrent] = useState<T>(user);
  const [form, setForm] = useState<PersonForm>(() => personFormOf(user));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<MessagePair | null>(null);
  const set = (field: keyof PersonForm, value: string) => setForm((f) => ({ ...f, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkEditPerson(form, current);
    if (problem) {
      notify({ ...problem, mode: 'error' });
      return;
    }
    setBusy(true);
    setFailure(null);
    const outcome = await savePersonEdit(current, form, notices, save);
    setBusy(false);
    if (outcome.done.length > 0) setCurrent({ ...current, ...outcome.user });
    if (outcome.passwordChanged) setForm((f) => ({ ...f, password: '', confirmation: '' }));
    if (outcome.failure) {
      setFailure(outcome.failure);
      notify({ ...outcome.failure, mode: 'error' });
      return;
    }
    notify({ ...editSuccessNotice(outcome.done, notices), mode: 'success' });
    onClose();
  };

  if (readOnlyNote !== undefined) {
    return (
      <Modal title={title} onClose={onClose}>
        <PersonDetails
          entries={[
            ['Email', user.email],
            ['First name', user.first_name],
            ['Last name', user.last_name],
            ['Contact', user.contact],
          ]}
        />
        <p className="tt-form-note">{readOnlyNote}</p>
      </Modal>
    );
  }

  return (
    <Modal title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate aria-busy={busy}>
        <PersonFormFields form={form} onChange={set} passwordOptional disabled={busy} />
        <FormFailure failure={failure} />
        <Button type="submit" fullwidth loading={busy}>
          Save changes
        </Button>
      </form>
    </Modal>
  );
}
