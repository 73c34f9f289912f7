import { useState, type FormEvent } from 'react';
import { LABELS, notify, Button, Modal, NameInput } from '@app/shared';
import { PersonFormFields } from '../people';
import { addUnitWithRepresentative, checkUnitAdd, emptyUnitAddForm, type UnitAddForm } from './unitAdd';
import type { KeptRepresentative, RepresentedUnit, RepresentedUnitKind } from './unitKinds';
import type { UnitWrites } from './unitWrites';

interface AddRepresentedUnitDialogProps<U extends RepresentedUnit> {
  kind: RepresentedUnitKind;
  writes: UnitWrites<U>;
  /** The unit was created (the list shows it). */
  onCreated: () => void;
  onClose: () => void;
}

/**
 * 'Add company' or 'Add department': the representative, then the unit (two calls). If the unit
 * cannot be created the representative stays created; the dialog says so and the next attempt only
 * creates the unit.
 */
export function AddRepresentedUnitDialog<U extends RepresentedUnit>({
  kind,
  writes,
  onCreated,
  onClose,
}: AddRepresentedUnitDialogProps<U>) {
  const [form, setForm] = useState<UnitAddForm>(emptyUnitAddForm);
  const [kept, setKept] = useState<KeptRepresentative | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof UnitAddForm, value: string) => setForm((f) => ({ ...f, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkUnitAdd(form, kind.invalidName);
    if (problem) {
      notify({ ...problem, mode: 'error' });
      return;
    }
    setBusy(true);
    const outcome = await addUnitWithRepresentative(kind, writes, form, kept);
    setBusy(false);
    if (!outcome.ok) {
      setKept(outcome.kept);
      notify({ ...outcome.notice, mode: 'error' });
      return;
    }
    notify({ ...kind.uploaded, mode: 'success' });
    onCreated();
  };

  return (
    <Modal title={kind.addTitle} onClose={onClose}>
      <form onSubmit={submit} noValidate aria-busy={busy}>
        <NameInput
          label={kind.nameLabel}
          value={form.name}
          onChange={(name) => set('name', name)}
          disabled={busy}
        />
        <PersonFormFields legend="Representative" form={form} onChange={set} disabled={busy} />
        {kept && (
          <p className="tt-form-note" role="status">
            {LABELS.representativeKept(kept.email)}
          </p>
        )}
        <Button type="submit" fullwidth loading={busy}>
          {kind.addTitle}
        </Button>
      </form>
    </Modal>
  );
}
