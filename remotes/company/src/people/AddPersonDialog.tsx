import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Button,
  Modal,
  notify,
  refusedFieldNotice,
  validateNewPerson,
  type MessagePair,
  type NewPerson,
  type User,
} from '@app/shared';
import { PersonFormFields, emptyPerson, personOf, type PersonForm } from '../features/people';
import type { WriteOutcome } from '@app/shared/query';

interface AddPersonDialogProps {
  title: string;
  /** The create write (POST /members/{company} or /employees/{id}); the list shows the person. */
  create: (person: NewPerson) => Promise<WriteOutcome<User>>;
  uploaded: MessagePair;
  uploadFailed: MessagePair;
  onCreated: (user: User) => void;
  onClose: () => void;
  /** Extra fields after the person's (e.g. the consultant's department). */
  children?: ReactNode;
  /** A further check of the extra fields, run after the person's. */
  check?: () => MessagePair | null;
}

/** Adds a board member or a consultant: every field required, a strong and matching password. */
export function AddPersonDialog({
  title,
  create,
  uploaded,
  uploadFailed,
  onCreated,
  onClose,
  children,
  check,
}: AddPersonDialogProps) {
  const [form, setForm] = useState<PersonForm>(emptyPerson);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof PersonForm, value: string) => setForm((f) => ({ ...f, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem =
      validateNewPerson({ ...personOf(form), confirmation: form.confirmation }) ?? check?.() ?? null;
    if (problem) {
      notify({ ...problem, mode: 'error' });
      return;
    }
    setBusy(true);
    const result = await create(personOf(form));
    setBusy(false);
    if (!result.ok) {
      notify({ ...refusedFieldNotice(uploadFailed, result.error), mode: 'error' });
      return;
    }
    notify({ ...uploaded, mode: 'success' });
    onCreated(result.data);
  };

  return (
    <Modal title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate aria-busy={busy}>
        <PersonFormFields form={form} onChange={set} disabled={busy} />
        {children}
        <Button type="submit" fullwidth loading={busy}>
          {title}
        </Button>
      </form>
    </Modal>
  );
}
