import { useId, useState, type FormEvent } from 'react';
import { Button, MESSAGES, Modal, TextInput, notify, type Invoice } from '@app/shared';
import { INVOICE_TEXTS, MONEY_LIMITS, useUpdateInvoice } from '@app/shared/money';
import { useFieldFailure } from '../features/parts';
import { FormFailure } from '../features/people';
import { draftChanges, draftFormOf, isDraftField, type DraftField, type DraftForm } from './draftForm';
import { invoiceRefusal } from './invoiceWords';

/**
 * 'Edit draft': its notes, its due day (empty: the issue day plus the client's payment terms) and
 * its tax rate as a percent. PATCH /invoice/{id} sends only what changed ('Nothing to change' when
 * nothing did); a refusal keeps the dialog open with the server's reason.
 */
export function DraftDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const failureId = useId();
  const dueHintId = useId();
  const [form, setForm] = useState<DraftForm>(() => draftFormOf(invoice));
  const updating = useUpdateInvoice(invoice.id);
  const { failure, fail, clear, errorOf } = useFieldFailure<DraftField>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (updating.isPending) return;
    clear();
    const checked = draftChanges(invoice, form);
    if ('problem' in checked) return fail(checked.problem.field, checked.problem.notice);
    if (Object.keys(checked.patch).length === 0) return fail(null, MESSAGES.nothingToChange);
    const outcome = await updating.attempt(checked.patch);
    if (!outcome.ok) {
      const named = outcome.error?.field;
      const field = outcome.status === 400 && isDraftField(named) ? named : null;
      return fail(field, invoiceRefusal(INVOICE_TEXTS.invoiceNotChanged, outcome));
    }
    notify({ ...INVOICE_TEXTS.draftSaved, mode: 'success' });
    onClose();
  };

  const bind = (field: DraftField) => ({
    value: form[field],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setForm((current) => ({ ...current, [field]: value }));
    },
    error: errorOf(field),
    disabled: updating.isPending,
    icon: null,
    required: false,
    minLength: 0,
    autoComplete: 'off',
  });

  return (
    <Modal title={INVOICE_TEXTS.editDraft} onClose={onClose}>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-busy={updating.isPending}
        aria-describedby={failure?.field === null ? failureId : undefined}
      >
        <TextInput
          label={INVOICE_TEXTS.notes}
          large
          {...bind('notes')}
          maxLength={MONEY_LIMITS.notesMaxLength}
        />
        <TextInput label={INVOICE_TEXTS.dueOn} type="date" {...bind('due_on')} aria-describedby={dueHintId} />
        <p id={dueHintId} className="co-hint">
          {INVOICE_TEXTS.dueHint}
        </p>
        <TextInput label={INVOICE_TEXTS.taxRate} inputMode="decimal" {...bind('tax_rate')} />
        {failure?.field === null && <FormFailure failure={failure.notice} id={failureId} />}
        <Button type="submit" fullwidth loading={updating.isPending}>
          {INVOICE_TEXTS.saveDraft}
        </Button>
      </form>
    </Modal>
  );
}
