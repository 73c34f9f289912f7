import {
  FIELD_RULES,
  firstFieldProblem,
  type FixedLineInput,
  type Invoice,
  type InvoicePatch,
  type MessagePair,
} from '@app/shared';
import { isDay } from '@app/shared/days';
import {
  INVOICE_TEXTS,
  MONEY_LIMITS,
  MONEY_TEXTS,
  formatMoney,
  parsePercent,
  parseSignedMoney,
  percentText,
} from '@app/shared/money';
import { textProblem, type FormProblem } from './newInvoiceForm';

/** A draft's own fields on 'Edit draft', as typed. */
export interface DraftForm {
  notes: string;
  due_on: string;
  tax_rate: string;
}

export type DraftField = keyof DraftForm;

export const isDraftField = (field: string | undefined): field is DraftField =>
  field === 'notes' || field === 'due_on' || field === 'tax_rate';

/** 'Edit draft' as it opens for `invoice`: an empty due day is the issue day plus the client's terms. */
export const draftFormOf = (invoice: Invoice): DraftForm => ({
  notes: invoice.notes,
  due_on: invoice.due_on ?? '',
  tax_rate: percentText(invoice.tax_rate),
});

/**
 * What 'Edit draft' changes (PATCH /invoice/{id} is partial: only these are sent), or its first
 * problem: a due day that is no calendar day, a tax rate that is no percent from 0 to 100 with at
 * most two decimals, notes beyond FIELD_RULES.invoice. An emptied due day is sent as null (the
 * issue day plus the client's payment terms).
 */
export function draftChanges(
  invoice: Invoice,
  form: DraftForm,
): { patch: InvoicePatch } | { problem: FormProblem<DraftField> } {
  const fail = (field: DraftField, notice: MessagePair) => ({ problem: { field, notice } });
  const due = form.due_on.trim();
  if (due !== '' && !isDay(due)) return fail('due_on', INVOICE_TEXTS.badDay);
  const taxRate = parsePercent(form.tax_rate);
  if (taxRate === null) return fail('tax_rate', INVOICE_TEXTS.badTaxRate);
  const notes = form.notes.trim();
  const problem = firstFieldProblem(FIELD_RULES.invoice, { tax_rate: taxRate, notes });
  if (problem?.field === 'tax_rate') return fail('tax_rate', INVOICE_TEXTS.badTaxRate);
  if (problem?.field === 'notes') return fail('notes', textProblem(problem));
  const patch: InvoicePatch = {};
  if (notes !== invoice.notes) patch.notes = notes;
  const dueOn = due === '' ? null : due;
  if (dueOn !== invoice.due_on) patch.due_on = dueOn;
  if (taxRate !== invoice.tax_rate) patch.tax_rate = taxRate;
  return { patch };
}

export type FixedLineField = keyof FixedLineInput;

/**
 * A fixed line as typed, or its first problem by FIELD_RULES.fixedLine: a description on one line
 * within its length, an amount of the invoice's currency read by parseSignedMoney (a negative one
 * is a discount) within the bound either way.
 */
export function fixedLineOf(
  description: string,
  amount: string,
  currency: string,
): { line: FixedLineInput } | { problem: FormProblem<FixedLineField> } {
  const fail = (field: FixedLineField, notice: MessagePair) => ({ problem: { field, notice } });
  const words = description.trim();
  const units = parseSignedMoney(amount, currency);
  const problem = firstFieldProblem(FIELD_RULES.fixedLine, { description: words, amount: units ?? 0 });
  if (problem?.field === 'description')
    return fail(
      'description',
      problem.rule === 'required' ? INVOICE_TEXTS.descriptionRequired : textProblem(problem),
    );
  if (units === null)
    return fail('amount', { title: MONEY_TEXTS.invalidAmount, body: MONEY_TEXTS.badAmount });
  if (problem?.field === 'amount')
    return fail(
      'amount',
      INVOICE_TEXTS.amountTooLarge(formatMoney(MONEY_LIMITS.fixedLineAmountMax, currency)),
    );
  return { line: { description: words, amount: units } };
}
