import {
  FIELD_RULES,
  MESSAGES,
  firstFieldProblem,
  type InvoiceGrouping,
  type InvoiceInput,
  type MessagePair,
} from '@app/shared';
import { addDays, isDay, monthOf } from '@app/shared/days';
import { INVOICE_TEXTS, parsePercent, percentText } from '@app/shared/money';

/** The 'New invoice' form as typed. */
export interface NewInvoiceForm {
  client: string;
  from: string;
  to: string;
  group_by: InvoiceGrouping;
  tax_rate: string;
  notes: string;
}

export type NewInvoiceField = keyof NewInvoiceForm;

const FIELDS: readonly NewInvoiceField[] = ['client', 'from', 'to', 'group_by', 'tax_rate', 'notes'];

/** Whether a field the server named in its refusal (400) is one of the form's. */
export const isNewInvoiceField = (field: string | undefined): field is NewInvoiceField =>
  !!field && (FIELDS as readonly string[]).includes(field);

/**
 * The form as it opens: the month before the one `today` (the company's day, in its time zone) is
 * in, hours by project, the company's default tax rate as a percent, no client chosen yet.
 */
export function newInvoiceForm(today: string, companyTaxRate: number): NewInvoiceForm {
  const lastMonth = monthOf(addDays(monthOf(today).from, -1));
  return {
    client: '',
    from: lastMonth.from,
    to: lastMonth.to,
    group_by: 'project',
    tax_rate: percentText(companyTaxRate),
    notes: '',
  };
}

/** A problem of a form: the field it is about and the words to say it in. */
export interface FormProblem<F> {
  field: F;
  notice: MessagePair;
}

/** The words of a text rule FIELD_RULES breaks (length, control characters). */
export function textProblem(problem: { rule: string; label: string; limit?: number }): MessagePair {
  return problem.rule === 'maxLength'
    ? MESSAGES.tooLong(problem.label, problem.limit ?? 0)
    : MESSAGES.invalidCharacters(problem.label);
}

/**
 * The form as POST /invoices/{company} takes it, or its first problem by FIELD_RULES.invoice: a
 * client chosen, two calendar days in order, a tax rate typed as a percent from 0 to 100 with at
 * most two decimals (sent in hundredths: '25' is 2500; empty leaves the company's default), notes
 * within their length. Empty notes are not sent.
 */
export function newInvoiceInput(
  form: NewInvoiceForm,
): { input: InvoiceInput } | { problem: FormProblem<NewInvoiceField> } {
  const fail = (field: NewInvoiceField, notice: MessagePair) => ({ problem: { field, notice } });
  if (form.client === '') return fail('client', INVOICE_TEXTS.clientRequired);
  if (!isDay(form.from)) return fail('from', INVOICE_TEXTS.badPeriod);
  if (!isDay(form.to) || form.to < form.from) return fail('to', INVOICE_TEXTS.badPeriod);
  const typedRate = form.tax_rate.trim();
  const taxRate = typedRate === '' ? undefined : parsePercent(typedRate);
  if (taxRate === null) return fail('tax_rate', INVOICE_TEXTS.badTaxRate);
  const notes = form.notes.trim();
  const input: InvoiceInput = {
    client: Number(form.client),
    from: form.from,
    to: form.to,
    group_by: form.group_by,
    ...(taxRate === undefined ? {} : { tax_rate: taxRate }),
    ...(notes ? { notes } : {}),
  };
  const problem = firstFieldProblem(FIELD_RULES.invoice, { ...input });
  if (problem?.field === 'tax_rate') return fail('tax_rate', INVOICE_TEXTS.badTaxRate);
  if (problem?.field === 'notes') return fail('notes', textProblem(problem));
  if (problem) return fail('client', INVOICE_TEXTS.clientRequired);
  return { input };
}
