import { useState, type FormEvent } from 'react';
import {
  Button,
  LABELS,
  MESSAGES,
  Modal,
  TextInput,
  notify,
  type Company,
  type KeptRepresentative,
} from '@app/shared';
import { emptyAddCompanyForm, type AddCompanyForm } from './companyForms';
import { checkAddCompany, createCompanyWithRepresentative } from './createCompany';
import { RepresentativeFields } from './RepresentativeFields';

interface AddCompanyDialogProps {
  onCreated: (company: Company) => void;
  onClose: () => void;
}

/**
 * 'Add company': the representative, then the company (two calls). If the company cannot be
 * created the representative stays created; the dialog says so and the next attempt only creates
 * the company.
 */
export function AddCompanyDialog({ onCreated, onClose }: AddCompanyDialogProps) {
  const [form, setForm] = useState<AddCompanyForm>(emptyAddCompanyForm);
  const [kept, setKept] = useState<KeptRepresentative | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof AddCompanyForm, value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkAddCompany(form);
    if (problem) {
      notify({ ...problem, mode: 'error' });
      return;
    }
    setBusy(true);
    const outcome = await createCompanyWithRepresentative(form, kept);
    setBusy(false);
    if (!outcome.ok) {
      setKept(outcome.kept);
      notify({ ...outcome.notice, mode: 'error' });
      return;
    }
    notify({ ...MESSAGES.companyUploaded, mode: 'success' });
    onCreated(outcome.company);
  };

  return (
    <Modal title={LABELS.addCompany} onClose={onClose}>
      <form onSubmit={submit} noValidate aria-busy={busy}>
        <TextInput
          label="Company name"
          placeholder="Company name"
          name="name"
          value={form.name}
          onChange={(event) => set('name', event.target.value)}
          disabled={busy}
          autoComplete="off"
        />
        <RepresentativeFields form={form} onChange={set} disabled={busy} />
        {kept && (
          <p className="ad-note" role="status">
            {LABELS.representativeKept(kept.email)}
          </p>
        )}
        <Button type="submit" fullwidth loading={busy}>
          {LABELS.addCompany}
        </Button>
      </form>
    </Modal>
  );
}
