import { useState, type FormEvent } from 'react';
import {
  Button,
  LABELS,
  MESSAGES,
  Modal,
  TextInput,
  notify,
  type Department,
  type KeptRepresentative,
} from '@app/shared';
import { PersonFields } from '../people/PersonFields';
import { checkAddDepartment, createDepartmentWithRepresentative } from './createDepartment';
import { emptyAddDepartmentForm, type AddDepartmentForm } from './departmentForms';

interface AddDepartmentDialogProps {
  companyId: number;
  onCreated: (department: Department) => void;
  onClose: () => void;
}

/**
 * 'Add department': the representative, then the department (two calls). If the department cannot
 * be created the representative stays created; the dialog says so and the next attempt reuses it.
 */
export function AddDepartmentDialog({ companyId, onCreated, onClose }: AddDepartmentDialogProps) {
  const [form, setForm] = useState<AddDepartmentForm>(emptyAddDepartmentForm);
  const [kept, setKept] = useState<KeptRepresentative | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof AddDepartmentForm, value: string) => setForm((f) => ({ ...f, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkAddDepartment(form);
    if (problem) {
      notify({ ...problem, mode: 'error' });
      return;
    }
    setBusy(true);
    const outcome = await createDepartmentWithRepresentative(companyId, form, kept);
    setBusy(false);
    if (!outcome.ok) {
      setKept(outcome.kept);
      notify({ ...outcome.notice, mode: 'error' });
      return;
    }
    notify({ ...MESSAGES.departmentUploaded, mode: 'success' });
    onCreated(outcome.department);
  };

  return (
    <Modal title={LABELS.addDepartment} onClose={onClose}>
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
        <PersonFields legend="Representative" form={form} onChange={set} disabled={busy} />
        {kept && (
          <p className="co-note" role="status">
            {LABELS.representativeKept(kept.email)}
          </p>
        )}
        <Button type="submit" fullwidth loading={busy}>
          {LABELS.addDepartment}
        </Button>
      </form>
    </Modal>
  );
}
