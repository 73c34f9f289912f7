import { useState, type FormEvent } from 'react';
import { LABELS, type MessagePair, Button, Modal, NameInput, Toggle, notify } from '@app/shared';
import { FormFailure, PersonFormFields, emptyPerson } from '../people';
import {
  checkUnitEdit,
  representativeOf,
  saveUnitEdit,
  successNotice,
  unitEditFormOf,
  type UnitEditForm,
} from './unitEdit';
import type { KeptRepresentative, RepresentedUnit, RepresentedUnitKind } from './unitKinds';
import type { UnitWrites } from './unitWrites';

interface EditRepresentedUnitDialogProps<U extends RepresentedUnit> {
  kind: RepresentedUnitKind;
  writes: UnitWrites<U>;
  unit: U;
  onClose: () => void;
}

/** The form's states: idle, loading while a request runs, then success or error. */
type EditStatus = 'idle' | 'loading' | 'success' | 'error';

/**
 * 'Edit company' or 'Edit department': the name, the representative's details and password, or a
 * new representative the unit is allocated to. Each change is its own call; on success the dialog
 * closes with a confirmation, on error it stays open with what was typed (password fields are
 * cleared once the password was changed).
 */
export function EditRepresentedUnitDialog<U extends RepresentedUnit>({
  kind,
  writes,
  unit,
  onClose,
}: EditRepresentedUnitDialogProps<U>) {
  const [current, setCurrent] = useState(unit);
  const [form, setForm] = useState<UnitEditForm>(() => unitEditFormOf(unit));
  const [status, setStatus] = useState<EditStatus>('idle');
  const [failure, setFailure] = useState<MessagePair | null>(null);
  const [kept, setKept] = useState<KeptRepresentative | null>(null);
  const busy = status === 'loading';
  const set = (field: keyof UnitEditForm, value: string) => setForm((f) => ({ ...f, [field]: value }));

  const allocateToNew = (on: boolean) =>
    setForm((f) => ({
      ...f,
      ...(on ? emptyPerson : { ...representativeOf(current), password: '', confirmation: '' }),
      newRepresentative: on,
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkUnitEdit(form, current, kind);
    if (problem) {
      notify({ ...problem, mode: 'error' });
      return;
    }
    setStatus('loading');
    setFailure(null);
    const outcome = await saveUnitEdit(current, form, kept, kind, writes);
    setKept(outcome.kept);
    if (outcome.done.length > 0) setCurrent(outcome.unit);
    if (outcome.passwordChanged) setForm((f) => ({ ...f, password: '', confirmation: '' }));
    if (outcome.failure) {
      setStatus('error');
      setFailure(outcome.failure);
      notify({ ...outcome.failure, mode: 'error' });
      return;
    }
    setStatus('success');
    notify({ ...successNotice(outcome.done), mode: 'success' });
    onClose();
  };

  return (
    <Modal title={kind.editTitle} onClose={onClose}>
      <form onSubmit={submit} noValidate aria-busy={busy} data-status={status}>
        <NameInput
          label={kind.nameLabel}
          value={form.name}
          onChange={(name) => set('name', name)}
          disabled={busy}
        />
        <Toggle
          label="Allocate to a new representative"
          checked={form.newRepresentative}
          onChange={allocateToNew}
          disabled={busy}
        />
        <PersonFormFields
          legend="Representative"
          form={form}
          onChange={set}
          passwordOptional={!form.newRepresentative}
          disabled={busy}
        />
        {kept && (
          <p className="tt-form-note" role="status">
            {LABELS.representativeKept(kept.email)}
          </p>
        )}
        <FormFailure failure={status === 'error' ? failure : null} />
        <Button type="submit" fullwidth loading={busy}>
          Save changes
        </Button>
      </form>
    </Modal>
  );
}
