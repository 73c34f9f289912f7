import { useId, useState, type FormEvent } from 'react';
import { Button, FIELD_RULES, Modal, TextInput, firstFieldProblem, notify, type Invoice } from '@app/shared';
import { INVOICE_TEXTS, MONEY_LIMITS, useVoidInvoice } from '@app/shared/money';
import { useFieldFailure } from '../features/parts';
import { FormFailure } from '../features/people';
import { textProblem } from './newInvoiceForm';
import { invoiceRefusal } from './invoiceWords';

/**
 * 'Void invoice' of an issued invoice: its reason, required by FIELD_RULES.voiding before anything
 * is sent; POST /invoice/{id}/void. What was typed stays when the server refuses, with its reason.
 */
export function VoidDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const failureId = useId();
  const [reason, setReason] = useState('');
  const voiding = useVoidInvoice(invoice.id);
  const { failure, fail, clear, errorOf } = useFieldFailure<'reason'>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (voiding.isPending) return;
    clear();
    const text = reason.trim();
    const problem = firstFieldProblem(FIELD_RULES.voiding, { reason: text });
    if (problem)
      return fail(
        'reason',
        problem.rule === 'required' ? INVOICE_TEXTS.reasonRequired : textProblem(problem),
      );
    const outcome = await voiding.attempt({ reason: text });
    if (!outcome.ok) {
      const field = outcome.status === 400 && outcome.error?.field === 'reason' ? 'reason' : null;
      return fail(field, invoiceRefusal(INVOICE_TEXTS.invoiceNotChanged, outcome));
    }
    notify({ ...INVOICE_TEXTS.voided, mode: 'success' });
    onClose();
  };

  return (
    <Modal title={INVOICE_TEXTS.voidTitle} onClose={onClose}>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-busy={voiding.isPending}
        aria-describedby={failure?.field === null ? failureId : undefined}
      >
        <p className="tt-dialog-text">{INVOICE_TEXTS.voidBody}</p>
        <TextInput
          label={INVOICE_TEXTS.reason}
          large
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={MONEY_LIMITS.voidReasonMaxLength}
          error={errorOf('reason')}
          icon={null}
          minLength={0}
        />
        {failure?.field === null && <FormFailure failure={failure.notice} id={failureId} />}
        <div className="tt-dialog-actions">
          <Button contain outline disabled={voiding.isPending} onClick={onClose}>
            {INVOICE_TEXTS.cancel}
          </Button>
          <Button contain type="submit" loading={voiding.isPending}>
            {INVOICE_TEXTS.void}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
