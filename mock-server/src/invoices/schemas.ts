/** What the invoice calls take. */
import {
  FIELD_RULES,
  type InvoiceInput,
  type InvoiceIssue,
  type InvoicePatch,
  type InvoicePayment,
  type InvoiceVoiding,
} from '@app/contract';
import { z } from 'zod';
import { fieldSchemas, idRef, patchOf, type Payload } from '../kernel/input';

const fields = fieldSchemas(FIELD_RULES.invoice);
const fixed = fieldSchemas(FIELD_RULES.fixedLine);

export const INVOICE_GROUPINGS = ['project', 'consultant', 'task'] as const;

/** The most lines one patch adds or removes. */
const LINES_PER_PATCH = 500;

export const invoiceInputSchema = z.object({
  client: fields.client,
  from: fields.from,
  to: fields.to,
  group_by: z.enum(INVOICE_GROUPINGS, {
    errorMap: () => ({ message: `must be one of ${INVOICE_GROUPINGS.join(', ')}` }),
  }),
  tax_rate: fields.tax_rate.optional(),
  notes: fields.notes.optional(),
  due_on: fields.due_on.optional(),
}) satisfies Payload<InvoiceInput>;

export const invoicePatchSchema = patchOf({
  notes: fields.notes.optional(),
  due_on: fields.due_on.nullable().optional(),
  tax_rate: fields.tax_rate.optional(),
  remove_lines: z
    .array(idRef, { invalid_type_error: 'must be a list of line ids' })
    .max(LINES_PER_PATCH, `must list at most ${LINES_PER_PATCH} lines`)
    .optional(),
  add_lines: z
    .array(z.object({ description: fixed.description, amount: fixed.amount }), {
      invalid_type_error: 'must be a list of { description, amount }',
    })
    .max(LINES_PER_PATCH, `must list at most ${LINES_PER_PATCH} lines`)
    .optional(),
}) satisfies Payload<InvoicePatch>;

export const invoiceIssueSchema = z
  .object({ issued_on: fields.due_on.optional() })
  .optional() satisfies Payload<InvoiceIssue | undefined>;

export const invoiceVoidingSchema = z.object(
  fieldSchemas(FIELD_RULES.voiding),
) satisfies Payload<InvoiceVoiding>;

export const invoicePaymentSchema = z.object(
  fieldSchemas(FIELD_RULES.payment),
) satisfies Payload<InvoicePayment>;

export type InvoiceInputData = z.output<typeof invoiceInputSchema>;
export type InvoicePatchData = z.output<typeof invoicePatchSchema>;

/** The longest period of one invoice, in days (both ends counted). */
export const INVOICE_MAX_DAYS = 366;
