import { useState, type FormEvent } from 'react';
import {
  Button,
  LABELS,
  Modal,
  TextInput,
  Toggle,
  notify,
  type Department,
  type MessagePair,
  successNotice,
  unitEditFormOf,
  emptyPerson,
  representativeOf,
  type UnitEditForm,
  type KeptRepresentative,
} from '@app/shared';
import { PersonFields } from '../people/PersonFields';
import { checkEditDepartment, saveDepartmentEdit } from './editDepartment';

interface EditDepartmentDialogProps {
  department: Department;
  /** The row changed (also after a partial save that then failed). */
  onUpdated: (department: Department) => void;
  onClose: () => void;
}

/**
 * 'Edit department': the name, the representative's details and password, or a new representative
 * (each change its own call). On success it closes with a confirmation; on error it stays open.
 */
export function EditDepartmentDialog({ department, onUpdated, onClose }: EditDepartmentDialogProps) {
  const [current, setCurrent] = useState(department);
  const [form, setForm] = useState<UnitEditForm>(() => unitEditFormOf(department));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<MessagePair | null>(null);
  const [kept, setKept] = useState<KeptRepresentative | null>(null);
  const set = (field: keyof UnitEditForm, value: string) => setForm((f) => ({ ...f, [field]: value }));

  const allocateToNew = (on: boolean) =>
    setForm((f) => ({
      ...f,
      ...(on ? emptyPerson : { ...representativeOf(current), password: '', confirmation: '' }),
      newRepresentative: on,
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkEditDepartment(form, current);
    if (problem) {
      notify({ ...problem, mode: 'error' });
      return;
    }
    setBusy(true);
    setFailure(null);
    const outcome = await saveDepartmentEdit(current, form, kept);
    setBusy(false);
    setKept(outcome.kept);
    if (outcome.done.length > 0) {
      setCurrent(outcome.unit);
      onUpdated(outcome.unit);
    }
    if (outcome.passwordChanged) setForm((f) => ({ ...f, password: '', confirmation: '' }));
    if (outcome.failure) {
      setFailure(outcome.failure);
      notify({ ...outcome.failure, mode: 'error' });
      return;
    }
    notify({ ...successNotice(outcome.done), mode: 'success' });
    onClose();
  };

  return (
    <Modal title={LABELS.editDepartment} onClose={onClose}>
      <form onSubmit={submit} noValidate aria-busy={busy}>
        <TextInput
          label="Department name"
          placeholder="Department name"
          name="name"
          value={form.name}
          onChange={(event) => set('name', event.target.value)}
          disabled={busy}
          autoComplete="off"
        />
        <Toggle
          label="Allocate to a new representative"
          checked={form.newRepresentative}
          onChange={allocateToNew}
          disabled={busy}
        />
        <PersonFields
          legend="Representative"
          form={form}
          onChange={set}
          passwordOptional={!form.newRepresentative}
          disabled={busy}
        />
        {kept && (
          <p className="co-note" role="status">
            {LABELS.representativeKept(kept.email)}
          </p>
        )}
        {failure && (
          <p className="co-error">
            {failure.title}: {failure.body}
          </p>
        )}
        <Button type="submit" fullwidth loading={busy}>
          Save changes
        </Button>
      </form>
    </Modal>
  );
}
