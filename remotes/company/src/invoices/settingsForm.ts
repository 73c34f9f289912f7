import { FIELD_RULES, firstFieldProblem, type Company, type MessagePair } from '@app/shared';
import {
  COMPANY_MONEY_DEFAULTS,
  INVOICE_TEXTS,
  isInvoiceLocale,
  parsePercent,
  percentText,
} from '@app/shared/money';
import { textProblem, type FormProblem } from './newInvoiceForm';

/** A company's invoicing settings as typed. */
export interface SettingsForm {
  address: string;
  locale: string;
  invoice_prefix: string;
  invoice_next_number: string;
  tax_rate: string;
}

export type SettingsField = keyof SettingsForm;

const FIELDS: readonly SettingsField[] = [
  'address',
  'locale',
  'invoice_prefix',
  'invoice_next_number',
  'tax_rate',
];

export const isSettingsField = (field: string | undefined): field is SettingsField =>
  !!field && (FIELDS as readonly string[]).includes(field);

/** The settings PATCH /company/{id} takes from the representative: any of these, together. */
export interface InvoicingPatch {
  address?: string;
  locale?: string;
  invoice_prefix?: string;
  invoice_next_number?: number;
  tax_rate?: number;
}

/** The settings of `company` as the form opens them (a company read before them: their defaults). */
export function settingsFormOf(company: Company): SettingsForm {
  const defaults = COMPANY_MONEY_DEFAULTS;
  return {
    address: company.address ?? defaults.address,
    locale: company.locale ?? defaults.locale,
    invoice_prefix: company.invoice_prefix ?? defaults.invoice_prefix,
    invoice_next_number: String(company.invoice_next_number ?? defaults.invoice_next_number),
    tax_rate: percentText(company.tax_rate ?? defaults.tax_rate),
  };
}

/**
 * The settings the form changes (only those are sent), or its first problem: the address and the
 * prefix within FIELD_RULES.invoicing, a locale the runtime writes numbers in (isInvoiceLocale, the
 * server's rule), the next number a whole number from 1 (not sent once `numberingLocked`: numbers go
 * on without a gap after the first issue), the default tax rate a percent from 0 to 100.
 */
export function settingsChanges(
  company: Company,
  form: SettingsForm,
  numberingLocked: boolean,
): { patch: InvoicingPatch } | { problem: FormProblem<SettingsField> } {
  const fail = (field: SettingsField, notice: MessagePair) => ({ problem: { field, notice } });
  const before = settingsFormOf(company);
  const address = form.address.trim();
  const prefix = form.invoice_prefix.trim();
  const locale = form.locale.trim();
  const typedNumber = form.invoice_next_number.trim();
  const nextNumber = /^\d{1,9}$/.test(typedNumber) ? Number(typedNumber) : typedNumber;
  const taxRate = parsePercent(form.tax_rate);
  const problem = firstFieldProblem(FIELD_RULES.invoicing, {
    address,
    invoice_prefix: prefix,
    invoice_next_number: numberingLocked ? undefined : nextNumber,
    tax_rate: taxRate ?? 0,
  });
  if (problem?.field === 'address') return fail('address', textProblem(problem));
  if (!isInvoiceLocale(locale)) return fail('locale', INVOICE_TEXTS.badLocale);
  if (problem?.field === 'invoice_prefix') return fail('invoice_prefix', textProblem(problem));
  if (!numberingLocked && (typedNumber === '' || problem?.field === 'invoice_next_number'))
    return fail('invoice_next_number', INVOICE_TEXTS.badNextNumber);
  if (taxRate === null || problem?.field === 'tax_rate') return fail('tax_rate', INVOICE_TEXTS.badTaxRate);
  const patch: InvoicingPatch = {};
  if (address !== before.address) patch.address = address;
  if (locale !== before.locale) patch.locale = locale;
  if (prefix !== before.invoice_prefix) patch.invoice_prefix = prefix;
  if (!numberingLocked && String(nextNumber) !== before.invoice_next_number)
    patch.invoice_next_number = nextNumber as number;
  if (taxRate !== (company.tax_rate ?? COMPANY_MONEY_DEFAULTS.tax_rate)) patch.tax_rate = taxRate;
  return { patch };
}
