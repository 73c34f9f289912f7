/** What creating and changing a company take. */
import { FIELD_RULES, type NewCompany } from '@app/contract';
import { z } from 'zod';
import { isCurrencyCode, isInvoiceLocale } from '@app/contract/money';
import {
  documented,
  fieldSchema,
  fieldSchemas,
  idRef,
  isActive,
  patchOf,
  timeZoneName,
  type Payload,
} from '../kernel/input';

const timeZone = timeZoneName('Europe/Oslo');

const name = fieldSchema(FIELD_RULES.company.name);

const invoicing = fieldSchemas(FIELD_RULES.invoicing);

/** A BCP 47 locale the runtime can write numbers in ('en', 'de-DE', 'nb'): `isInvoiceLocale`. */
const localeTag = documented(
  z
    .string({ required_error: 'is required', invalid_type_error: 'must be a string' })
    .refine(isInvoiceLocale, 'must be a locale such as en, de-DE or nb (at most 35 characters)'),
  { example: 'de-DE' },
);

/** An ISO 4217 code, as the runtime's Intl knows them. */
export const currencyCode = documented(
  z
    .string({ required_error: 'is required', invalid_type_error: 'must be a string' })
    .refine(isCurrencyCode, 'must be an ISO 4217 currency code such as EUR'),
  { example: 'EUR' },
);

export const newCompanySchema = z.object({
  name,
  admin: idRef,
  time_zone: timeZone.optional(),
}) satisfies Payload<NewCompany>;

export type NewCompanyData = z.output<typeof newCompanySchema>;

export const companyPatchSchema = patchOf({
  name: name.optional(),
  admin: idRef.optional(),
  is_active: isActive().optional(),
  time_zone: timeZone.optional(),
  currency: currencyCode.optional(),
  invoice_prefix: invoicing.invoice_prefix.optional(),
  invoice_next_number: invoicing.invoice_next_number.optional(),
  tax_rate: invoicing.tax_rate.optional(),
  address: invoicing.address.optional(),
  locale: localeTag.optional(),
});

/** The fields of a company its representative sets too: its money and invoicing settings. */
export const MONEY_SETTINGS = [
  'currency',
  'invoice_prefix',
  'invoice_next_number',
  'tax_rate',
  'address',
  'locale',
] as const;

export type CompanyPatchData = z.output<typeof companyPatchSchema>;
