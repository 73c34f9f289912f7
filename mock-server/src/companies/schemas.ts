/** What creating and changing a company take. */
import { FIELD_RULES, type NewCompany } from '@app/contract';
import { z } from 'zod';
import { fieldSchema, idRef, isActive, line, patchOf, type Payload } from '../kernel/input';
import { canonicalTimeZone } from '../kernel/time';

/** An IANA time zone name ('Europe/Oslo'), in its canonical spelling. */
const timeZone = line().transform((v, ctx) => {
  const zone = canonicalTimeZone(v);
  if (zone === null)
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      message: "must be an IANA time zone name such as 'Europe/Oslo'",
    });
  return zone ?? v;
});

const name = fieldSchema(FIELD_RULES.company.name);

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
});

export type CompanyPatchData = z.output<typeof companyPatchSchema>;
