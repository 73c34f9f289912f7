/** What creating and changing a client take. */
import { FIELD_RULES, type ClientInput, type ClientPatch } from '@app/contract';
import { z } from 'zod';
import { fieldSchemas, patchOf, type Payload } from '../kernel/input';

const fields = fieldSchemas(FIELD_RULES.client);

export const clientInputSchema = z.object({
  name: fields.name,
  address: fields.address.optional(),
  vat_id: fields.vat_id.optional(),
  payment_terms_days: fields.payment_terms_days.optional(),
  notes: fields.notes.optional(),
}) satisfies Payload<ClientInput>;

export const clientPatchSchema = patchOf({
  name: fields.name.optional(),
  address: fields.address.optional(),
  vat_id: fields.vat_id.optional(),
  payment_terms_days: fields.payment_terms_days.optional(),
  notes: fields.notes.optional(),
  archived: z.boolean({ invalid_type_error: 'must be true or false' }).optional(),
}) satisfies Payload<ClientPatch>;

export type ClientInputData = z.output<typeof clientInputSchema>;
export type ClientPatchData = z.output<typeof clientPatchSchema>;
