/** What setting a rate takes. */
import { FIELD_RULES, type RateInput } from '@app/contract';
import { RATE_LEVELS } from '@app/contract/money';
import { z } from 'zod';
import { fieldSchemas, idRef, type Payload } from '../kernel/input';

const fields = fieldSchemas(FIELD_RULES.rate);

export const rateInputSchema = z.object({
  level: z.enum(RATE_LEVELS, {
    errorMap: () => ({ message: `must be one of ${RATE_LEVELS.join(', ')}` }),
  }),
  client: idRef.optional(),
  project: idRef.optional(),
  user: idRef.optional(),
  hourly_rate: fields.hourly_rate,
  from: fields.from,
}) satisfies Payload<RateInput>;

export type RateInputData = z.output<typeof rateInputSchema>;
