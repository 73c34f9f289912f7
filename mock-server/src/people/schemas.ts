/** What adding a person and changing one take. */
import { FIELD_RULES, type NewConsultant, type NewPerson } from '@app/contract';
import { z } from 'zod';
import { fieldSchema, fieldSchemas, idRef, isActive, patchOf, type Payload } from '../kernel/input';

const fields = fieldSchemas(FIELD_RULES.person);

/** A contact sent as a number is read as its digits. */
const contact = z.preprocess(
  (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
  fields.contact,
);

export const newPersonSchema = z.object({ ...fields, contact }) satisfies Payload<NewPerson>;

export type NewPersonData = z.output<typeof newPersonSchema>;

export const newConsultantSchema = newPersonSchema.extend({
  department: idRef.optional(),
}) satisfies Payload<NewConsultant>;

export const userPatchSchema = patchOf({
  email: fields.email.optional(),
  first_name: fields.first_name.optional(),
  last_name: fields.last_name.optional(),
  contact: contact.optional(),
  password: fields.password.optional(),
  current_password: fieldSchema(FIELD_RULES.currentPassword.current_password).optional(),
  is_active: isActive().optional(),
  department: idRef.optional(),
});

export type UserPatchData = z.output<typeof userPatchSchema>;
