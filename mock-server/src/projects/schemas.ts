/** What creating and changing a project take. */
import { FIELD_RULES, type ProjectInput, type ProjectPatch } from '@app/contract';
import { z } from 'zod';
import { fieldSchemas, patchOf, type Payload } from '../kernel/input';

const fields = fieldSchemas(FIELD_RULES.project);
/** the client it is billed to; null (or '' from a select): none */
const client = z.preprocess((v) => (v === '' ? null : v), fields.client.nullable());
const billable = z.boolean({ invalid_type_error: 'must be true or false' });

export const projectInputSchema = z.object({
  name: fields.name,
  client: client.optional(),
  billable: billable.optional(),
}) satisfies Payload<ProjectInput>;

export const projectPatchSchema = patchOf({
  name: fields.name.optional(),
  client: client.optional(),
  billable: billable.optional(),
}) satisfies Payload<ProjectPatch>;

export type ProjectInputData = z.output<typeof projectInputSchema>;
export type ProjectPatchData = z.output<typeof projectPatchSchema>;
