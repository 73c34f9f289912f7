import { useState, type FormEvent } from 'react';
import {
  Button,
  LABELS,
  Modal,
  TextInput,
  Toggle,
  notify,
  type Company,
  type MessagePair,
  successNotice,
  unitEditFormOf,
  emptyPerson,
  representativeOf,
  type UnitEditForm,
  type KeptRepresentative,
} from '@app/shared';
import { checkEditCompany, saveCompanyEdit } from './editCompany';
import { RepresentativeFields } from './RepresentativeFields';

interface EditCompanyDialogProps {
  company: Company;
  /** The row changed (also after a partial save that then failed). */
  onUpdated: (company: Company) => void;
  onClose: () => void;
}

/** The form's states (spec section 4): idle, loading while a request runs, then success or error. */
type EditStatus = 'idle' | 'loading' | 'success' | 'error';

/**
 * 'Edit company': the name, the representative's details and password, or a new representative
 * the company is allocated to. Each change is its own call; on success the dialog closes with a
 * confirmation, on error it stays open with what was typed (password fields are cleared once the
 * password was changed).
 */
export function EditCompanyDialog({ company, onUpdated, onClose }: EditCompanyDialogProps) {
  const [current, setCurrent] = useState(company);
  const [form, setForm] = useState<UnitEditForm>(() => unitEditFormOf(company));
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
    const problem = checkEditCompany(form, current);
    if (problem) {
      notify({ ...problem, mode: 'error' });
      return;
    }
    setStatus('loading');
    setFailure(null);
    const outcome = await saveCompanyEdit(current, form, kept);
    setKept(outcome.kept);
    if (outcome.done.length > 0) {
      setCurrent(outcome.unit);
      onUpdated(outcome.unit);
    }
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
    <Modal title={LABELS.editCompany} onClose={onClose}>
      <form onSubmit={submit} noValidate aria-busy={busy} data-status={status}>
        <TextInput
          label="Company name"
          placeholder="Company name"
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
        <RepresentativeFields
          form={form}
          onChange={set}
          newPasswordOnly={!form.newRepresentative}
          disabled={busy}
        />
        {kept && (
          <p className="ad-note" role="status">
            {LABELS.representativeKept(kept.email)}
          </p>
        )}
        {status === 'error' && failure && (
          <p className="ad-error">
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
