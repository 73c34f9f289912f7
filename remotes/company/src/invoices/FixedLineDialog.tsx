import { useId, useState, type FormEvent } from 'react';
import { Button, Modal, TextInput, notify, type Invoice } from '@app/shared';
import { INVOICE_TEXTS, MONEY_LIMITS, useUpdateInvoice } from '@app/shared/money';
import { useFieldFailure } from '../features/parts';
import { FormFailure } from '../features/people';
import { fixedLineOf, type FixedLineField } from './draftForm';
import { invoiceRefusal } from './invoiceWords';

/**
 * 'Add fixed line' of a draft: its description and its amount typed in the invoice's currency
 * ('49.99' is 4999 minor units; a negative amount is a discount), checked by FIELD_RULES.fixedLine,
 * sent as PATCH /invoice/{id} { add_lines }. A refusal keeps the dialog open with the server's reason.
 */
export function FixedLineDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const failureId = useId();
  const hintId = useId();
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const updating = useUpdateInvoice(invoice.id);
  const { failure, fail, clear, errorOf } = useFieldFailure<FixedLineField>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (updating.isPending) return;
    clear();
    const checked = fixedLineOf(description, amount, invoice.currency);
    if ('problem' in checked) return fail(checked.problem.field, checked.problem.notice);
    const outcome = await updating.attempt({ add_lines: [checked.line] });
    if (!outcome.ok) return fail(null, invoiceRefusal(INVOICE_TEXTS.invoiceNotChanged, outcome));
    notify({ ...INVOICE_TEXTS.lineAdded, mode: 'success' });
    onClose();
  };

  return (
    <Modal title={INVOICE_TEXTS.addFixedLine} onClose={onClose}>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-busy={updating.isPending}
        aria-describedby={failure?.field === null ? failureId : undefined}
      >
        <TextInput
          label={INVOICE_TEXTS.description}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          maxLength={MONEY_LIMITS.lineDescriptionMaxLength}
          error={errorOf('description')}
          icon={null}
          minLength={0}
          autoComplete="off"
        />
        <TextInput
          label={INVOICE_TEXTS.amountIn(invoice.currency)}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={errorOf('amount')}
          aria-describedby={hintId}
          icon={null}
          minLength={0}
          autoComplete="off"
        />
        <p id={hintId} className="co-hint">
          {INVOICE_TEXTS.fixedAmountHint}
        </p>
        {failure?.field === null && <FormFailure failure={failure.notice} id={failureId} />}
        <Button type="submit" fullwidth loading={updating.isPending}>
          {INVOICE_TEXTS.addLine}
        </Button>
      </form>
    </Modal>
  );
}
