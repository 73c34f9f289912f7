/** A new personal access token, and the list's query. */
import { API_TOKEN_NAME_MAX_LENGTH, API_TOKEN_SCOPES } from '@app/contract/tokens';
import { z } from 'zod';
import { idRef, lengthWithin, line } from '../kernel/input';

export const newTokenSchema = z.object({
  name: lengthWithin(line(), { min: 1, max: API_TOKEN_NAME_MAX_LENGTH }),
  scope: z.enum(API_TOKEN_SCOPES, {
    errorMap: () => ({ message: `must be one of ${API_TOKEN_SCOPES.join(', ')}` }),
  }),
  expires_at: z
    .string({ required_error: 'is required', invalid_type_error: 'must be a date and time (ISO 8601)' })
    .refine(
      (v) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(v) && !Number.isNaN(Date.parse(v)),
      {
        message: 'must be a date and time (ISO 8601)',
      },
    ),
});

export const tokensQuerySchema = z.object({ company: idRef.optional() });
