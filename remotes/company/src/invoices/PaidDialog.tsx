import { useId, useState, type FormEvent } from 'react';
import { Button, Modal, TextInput, notify, type Invoice } from '@app/shared';
import { isDay } from '@app/shared/days';
import { INVOICE_TEXTS, useMarkInvoicePaid } from '@app/shared/money';
import { useFieldFailure } from '../features/parts';
import { FormFailure } from '../features/people';
import { invoiceRefusal } from './invoiceWords';

/**
 * 'Mark paid' of an issued invoice: the day it was paid (the company's today at first), a calendar
 * day (FIELD_RULES.payment; the server refuses one before the issue day, said in its words);
 * POST /invoice/{id}/paid.
 */
export function PaidDialog({
  invoice,
  today,
  onClose,
}: {
  invoice: Invoice;
  today: string;
  onClose: () => void;
}) {
  const failureId = useId();
  const [paidOn, setPaidOn] = useState(today);
  const paying = useMarkInvoicePaid(invoice.id);
  const { failure, fail, clear, errorOf } = useFieldFailure<'paid_on'>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (paying.isPending) return;
    clear();
    if (!isDay(paidOn)) return fail('paid_on', INVOICE_TEXTS.badDay);
    const outcome = await paying.attempt({ paid_on: paidOn });
    if (!outcome.ok) {
      const field = outcome.status === 400 && outcome.error?.field === 'paid_on' ? 'paid_on' : null;
      return fail(field, invoiceRefusal(INVOICE_TEXTS.invoiceNotChanged, outcome));
    }
    notify({ ...INVOICE_TEXTS.markedPaid, mode: 'success' });
    onClose();
  };

  return (
    <Modal title={INVOICE_TEXTS.markPaid} onClose={onClose}>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-busy={paying.isPending}
        aria-describedby={failure?.field === null ? failureId : undefined}
      >
        <TextInput
          label={INVOICE_TEXTS.paidOn}
          type="date"
          value={paidOn}
          onChange={(event) => setPaidOn(event.target.value)}
          error={errorOf('paid_on')}
          icon={null}
          minLength={0}
        />
        {failure?.field === null && <FormFailure failure={failure.notice} id={failureId} />}
        <Button type="submit" fullwidth loading={paying.isPending}>
          {INVOICE_TEXTS.markPaid}
        </Button>
      </form>
    </Modal>
  );
}
