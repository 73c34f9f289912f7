/** What creating and changing a project take. */
import { FIELD_RULES, type ProjectInput, type ProjectPatch } from '@app/contract';
import { z } from 'zod';
import { fieldSchemas, patchOf, type Payload } from '../kernel/input';

const fields = fieldSchemas(FIELD_RULES.project);
/** the client it is billed to; null (or '' from a select): none */
const client = z.preprocess((v) => (v === '' ? null : v), fields.client.nullable());
const billable = z.boolean({ invalid_type_error: 'must be true or false' });
/** a budget in minutes or in money; null: none */
const budgetMinutes = fields.budget_minutes.nullable().optional();
const budgetAmount = fields.budget_amount.nullable().optional();

/** One budget at most: in minutes or in money. */
const oneBudget = (input: { budget_minutes?: number | null; budget_amount?: number | null }) =>
  input.budget_minutes == null || input.budget_amount == null;
const ONE_BUDGET = {
  message: 'a project has a budget in minutes or one in money, not both',
  path: ['budget_amount'],
};

export const projectInputSchema = z
  .object({
    name: fields.name,
    client: client.optional(),
    billable: billable.optional(),
    budget_minutes: budgetMinutes,
    budget_amount: budgetAmount,
  })
  .refine(oneBudget, ONE_BUDGET) satisfies Payload<ProjectInput>;

export const projectPatchSchema = patchOf({
  name: fields.name.optional(),
  client: client.optional(),
  billable: billable.optional(),
  budget_minutes: budgetMinutes,
  budget_amount: budgetAmount,
}).refine(oneBudget, ONE_BUDGET) satisfies Payload<ProjectPatch>;

export type ProjectInputData = z.output<typeof projectInputSchema>;
export type ProjectPatchData = z.output<typeof projectPatchSchema>;
