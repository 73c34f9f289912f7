/** What creating and changing a company take. */
import { FIELD_RULES, type NewCompany } from '@app/contract';
import { z } from 'zod';
import { fieldSchema, idRef, isActive, patchOf, timeZoneName, type Payload } from '../kernel/input';

const timeZone = timeZoneName('Europe/Oslo');

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
