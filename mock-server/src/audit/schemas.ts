/** The audit trail's query and its retention setting. */
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  AUDIT_PAGE_DEFAULT,
  AUDIT_PAGE_MAX,
  AUDIT_RETENTION_MAX_DAYS,
} from '@app/contract/audit';
import { z } from 'zod';
import { day, idRef, lengthWithin, line } from '../kernel/input';

const queryDay = day();

/** A name or email to find people or records by: one line of at most 200 characters. */
const name = lengthWithin(line(), { min: 1, max: 200 }).optional();

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { errorMap: () => ({ message: `must be one of ${values.join(', ')}` }) });

/** GET /audit/{company}: the query string (unknown parameters are ignored). */
export const auditQuerySchema = z
  .object({
    from: queryDay.optional(),
    to: queryDay.optional(),
    actor: idRef.optional(),
    actor_name: name,
    entity: oneOf(AUDIT_ENTITIES).optional(),
    entity_id: idRef.optional(),
    record_name: name,
    action: oneOf(AUDIT_ACTIONS).optional(),
    // the id of the last event of the page before: the next page holds older ones
    cursor: z
      .string({ invalid_type_error: 'must be given once' })
      .regex(/^[1-9]\d{0,15}$/, 'must be the next_cursor of a page')
      .optional(),
    limit: z
      .string({ invalid_type_error: 'must be given once' })
      .regex(/^\d{1,4}$/, `must be a whole number from 1 to ${AUDIT_PAGE_MAX}`)
      .transform(Number)
      .refine((n) => n >= 1 && n <= AUDIT_PAGE_MAX, `must be a whole number from 1 to ${AUDIT_PAGE_MAX}`)
      .default(String(AUDIT_PAGE_DEFAULT)),
    format: oneOf(['json', 'csv'] as const).default('json'),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.from > q.to)
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['to'], message: 'must not be before from' });
  });

/** PATCH /audit_retention/{company}: days kept, or null to keep every event. */
export const retentionSchema = z.object({
  days: z
    .number({ invalid_type_error: `must be null or a whole number from 1 to ${AUDIT_RETENTION_MAX_DAYS}` })
    .int(`must be null or a whole number from 1 to ${AUDIT_RETENTION_MAX_DAYS}`)
    .min(1, `must be null or a whole number from 1 to ${AUDIT_RETENTION_MAX_DAYS}`)
    .max(AUDIT_RETENTION_MAX_DAYS, `must be null or a whole number from 1 to ${AUDIT_RETENTION_MAX_DAYS}`)
    .nullable(),
});
