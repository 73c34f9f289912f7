/** What adding a person and changing one take. */
import type { NewConsultant, NewPerson } from '@app/contract';
import { z } from 'zod';
import {
  contact,
  email,
  idRef,
  isActive,
  newPassword,
  patchOf,
  personName,
  type Payload,
} from '../kernel/input';

export const newPersonSchema = z.object({
  email,
  password: newPassword,
  first_name: personName(),
  last_name: personName(),
  contact,
}) satisfies Payload<NewPerson>;

export type NewPersonData = z.output<typeof newPersonSchema>;

export const newConsultantSchema = newPersonSchema.extend({
  department: idRef.optional(),
}) satisfies Payload<NewConsultant>;

export const userPatchSchema = patchOf({
  email: email.optional(),
  first_name: personName().optional(),
  last_name: personName().optional(),
  contact: contact.optional(),
  password: newPassword.optional(),
  is_active: isActive().optional(),
  department: idRef.optional(),
});

export type UserPatchData = z.output<typeof userPatchSchema>;
