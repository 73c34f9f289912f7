import { useId, useState, type FormEvent } from 'react';
import { Button, MESSAGES, Modal, TextInput, notify, type Company, type CompanyPatch } from '@app/shared';
import { INVOICE_TEXTS, MONEY_LIMITS } from '@app/shared/money';
import { useUpdateCompany } from '@app/shared/query';
import { useFieldFailure } from '../features/parts';
import { FormFailure } from '../features/people';
import { invoiceRefusal } from './invoiceWords';
import {
  isSettingsField,
  settingsChanges,
  settingsFormOf,
  type SettingsField,
  type SettingsForm,
} from './settingsForm';

export interface InvoiceSettingsDialogProps {
  company: Company;
  /** whether an invoice of the company was issued (the list shows a number): the next number is set no more */
  numberingStarted: boolean;
  onClose: () => void;
}

/**
 * 'Invoicing settings' of the company's representative: the company's address on its invoices
 * (several lines), the locale the PDF writes amounts and days in, the number prefix, the next
 * number and the default tax rate as a percent. PATCH /company/{id} sends only what changed, all
 * at once. The next number is set only before the first invoice is issued: once one is (the list
 * shows it, or the server refuses with 409 numbering_started, its reason said) the field is locked
 * with the explanation, and the other settings are saved without it.
 */
export function InvoiceSettingsDialog({ company, numberingStarted, onClose }: InvoiceSettingsDialogProps) {
  const failureId = useId();
  const lockId = useId();
  const localeHintId = useId();
  const [form, setForm] = useState<SettingsForm>(() => settingsFormOf(company));
  const [refusedNumbering, setRefusedNumbering] = useState(false);
  const locked = numberingStarted || refusedNumbering;
  const { attempt: updateCompany, isPending: saving } = useUpdateCompany();
  const { failure, fail, clear, errorOf } = useFieldFailure<SettingsField>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    clear();
    const checked = settingsChanges(company, form, locked);
    if ('problem' in checked) return fail(checked.problem.field, checked.problem.notice);
    if (Object.keys(checked.patch).length === 0) return fail(null, MESSAGES.nothingToChange);
    // the representative's money settings go together (the server takes one or more of them)
    const outcome = await updateCompany({ id: company.id, patch: checked.patch as CompanyPatch });
    if (!outcome.ok) {
      if (outcome.status === 409 && outcome.error?.error === 'numbering_started') {
        // the number stays as it is; the rest can be saved again without it
        setRefusedNumbering(true);
        setForm((current) => ({
          ...current,
          invoice_next_number: settingsFormOf(company).invoice_next_number,
        }));
        return fail('invoice_next_number', invoiceRefusal(INVOICE_TEXTS.settingsNotSaved, outcome));
      }
      const named = outcome.error?.field;
      const field = outcome.status === 400 && isSettingsField(named) ? named : null;
      return fail(field, invoiceRefusal(INVOICE_TEXTS.settingsNotSaved, outcome));
    }
    notify({ ...INVOICE_TEXTS.settingsSaved, mode: 'success' });
    onClose();
  };

  const bind = (field: SettingsField) => ({
    value: form[field],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setForm((current) => ({ ...current, [field]: value }));
    },
    error: errorOf(field),
    disabled: saving,
    icon: null,
    required: false,
    minLength: 0,
    autoComplete: 'off',
  });

  return (
    <Modal title={INVOICE_TEXTS.settings} onClose={onClose}>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-busy={saving}
        aria-describedby={failure?.field === null ? failureId : undefined}
      >
        <TextInput
          label={INVOICE_TEXTS.companyAddress}
          large
          {...bind('address')}
          maxLength={MONEY_LIMITS.addressMaxLength}
        />
        <TextInput
          label={INVOICE_TEXTS.locale}
          {...bind('locale')}
          aria-describedby={localeHintId}
          spellCheck={false}
        />
        <p id={localeHintId} className="co-hint">
          {INVOICE_TEXTS.localeHint}
        </p>
        <TextInput
          label={INVOICE_TEXTS.prefix}
          {...bind('invoice_prefix')}
          maxLength={MONEY_LIMITS.invoicePrefixMaxLength}
        />
        <TextInput
          label={INVOICE_TEXTS.nextNumber}
          inputMode="numeric"
          {...bind('invoice_next_number')}
          disabled={saving || locked}
          aria-describedby={locked ? lockId : undefined}
        />
        {locked && (
          <p id={lockId} className="co-hint">
            {INVOICE_TEXTS.nextNumberLocked}
          </p>
        )}
        <TextInput label={INVOICE_TEXTS.defaultTaxRate} inputMode="decimal" {...bind('tax_rate')} />
        {failure?.field === null && <FormFailure failure={failure.notice} id={failureId} />}
        <Button type="submit" fullwidth loading={saving}>
          {INVOICE_TEXTS.saveSettings}
        </Button>
      </form>
    </Modal>
  );
}
