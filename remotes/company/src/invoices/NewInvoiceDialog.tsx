import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Modal,
  Select,
  TextInput,
  notify,
  type Client,
  type Invoice,
  type InvoiceGrouping,
} from '@app/shared';
import { INVOICE_TEXTS, MONEY_LIMITS, useCreateInvoice } from '@app/shared/money';
import { useFieldFailure } from '../features/parts';
import { FormFailure } from '../features/people';
import { FieldError } from './FieldError';
import { invoiceRefusal } from './invoiceWords';
import {
  isNewInvoiceField,
  newInvoiceForm,
  newInvoiceInput,
  type NewInvoiceField,
  type NewInvoiceForm,
} from './newInvoiceForm';

const GROUPINGS = (Object.keys(INVOICE_TEXTS.groupings) as InvoiceGrouping[]).map((value) => ({
  value,
  label: INVOICE_TEXTS.groupings[value],
}));

export interface NewInvoiceDialogProps {
  companyId: number;
  /** the clients that may be invoiced: those not archived, by name */
  clients: readonly Client[];
  /** the company's today (in its time zone): the period is the month before its month */
  today: string;
  /** the company's default tax rate, in hundredths of a percent */
  taxRate: number;
  onCreated: (invoice: Invoice) => void;
  onClose: () => void;
}

/**
 * 'New invoice': the client, the period (last month in the company's days at first), how the hours
 * are grouped into lines, the tax rate as a percent (the company's default at first) and notes.
 * POST /invoices/{company} makes a draft of the client's approved billable hours of the period
 * that no other invoice holds; a refusal keeps the dialog open with the server's reason.
 */
export function NewInvoiceDialog({
  companyId,
  clients,
  today,
  taxRate,
  onCreated,
  onClose,
}: NewInvoiceDialogProps) {
  const failureId = useId();
  const [form, setForm] = useState<NewInvoiceForm>(() => newInvoiceForm(today, taxRate));
  const creating = useCreateInvoice(companyId);
  const { failure, fail, clear, errorOf } = useFieldFailure<NewInvoiceField>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (creating.isPending) return;
    clear();
    const checked = newInvoiceInput(form);
    if ('problem' in checked) return fail(checked.problem.field, checked.problem.notice);
    const outcome = await creating.attempt(checked.input);
    if (!outcome.ok) {
      // a field the server refused (400) is marked; any other refusal is said under the form
      const named = outcome.error?.field;
      const field = outcome.status === 400 && isNewInvoiceField(named) ? named : null;
      return fail(field, invoiceRefusal(INVOICE_TEXTS.draftNotCreated, outcome));
    }
    notify({ ...INVOICE_TEXTS.draftCreated, mode: 'success' });
    onCreated(outcome.data);
  };

  const set = (field: NewInvoiceField) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  const text = (field: NewInvoiceField) => ({
    value: form[field],
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
    error: errorOf(field),
    disabled: creating.isPending,
    icon: null,
    required: false,
    minLength: 0,
    autoComplete: 'off',
  });

  const clientError = errorOf('client');
  return (
    <Modal title={INVOICE_TEXTS.newInvoice} onClose={onClose}>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-busy={creating.isPending}
        aria-describedby={failure?.field === null ? failureId : undefined}
      >
        {clients.length === 0 && <p className="co-hint">{INVOICE_TEXTS.noClientToInvoice}</p>}
        <FieldError error={clientError}>
          {(described) => (
            <Select
              label={INVOICE_TEXTS.client}
              value={form.client}
              options={[
                { value: '', label: INVOICE_TEXTS.chooseClient },
                ...clients.map((client) => ({ value: String(client.id), label: client.name })),
              ]}
              onChange={set('client')}
              disabled={creating.isPending}
              {...described}
            />
          )}
        </FieldError>
        <div className="co-field-pair">
          <TextInput label={INVOICE_TEXTS.from} type="date" {...text('from')} />
          <TextInput label={INVOICE_TEXTS.to} type="date" {...text('to')} />
        </div>
        <Select
          label={INVOICE_TEXTS.groupBy}
          value={form.group_by}
          options={GROUPINGS}
          onChange={set('group_by')}
          disabled={creating.isPending}
        />
        <TextInput label={INVOICE_TEXTS.taxRate} inputMode="decimal" {...text('tax_rate')} />
        <TextInput
          label={INVOICE_TEXTS.notes}
          large
          {...text('notes')}
          maxLength={MONEY_LIMITS.notesMaxLength}
        />
        {failure?.field === null && <FormFailure failure={failure.notice} id={failureId} />}
        <Button type="submit" fullwidth loading={creating.isPending}>
          {INVOICE_TEXTS.createDraft}
        </Button>
      </form>
    </Modal>
  );
}
