/** The query of a report. */
import { REPORT_GROUPINGS, REPORT_MAX_DAYS } from '@app/contract';
import { z } from 'zod';
import { day, idRef } from '../kernel/input';
import { dayKeyOfIsoDate, daysBetween } from '../kernel/time';

/** A query-string day (the API's day rule), as its day key. */
const queryDay = day().transform((v) => dayKeyOfIsoDate(v)!);

/** GET /reports/{company}: the query string (unknown parameters are ignored). */
export const reportQuerySchema = z
  .object({
    from: queryDay,
    to: queryDay,
    group_by: z.enum(REPORT_GROUPINGS, {
      errorMap: () => ({ message: `must be one of ${REPORT_GROUPINGS.join(', ')}` }),
    }),
    department: idRef.optional(),
    project: idRef.optional(),
    consultant: idRef.optional(),
    status: z.enum(['approved'], { errorMap: () => ({ message: 'must be approved' }) }).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.from > q.to)
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['to'], message: 'must not be before from' });
    else if (daysBetween(q.from, q.to) > REPORT_MAX_DAYS)
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['to'],
        message: `must be at most ${REPORT_MAX_DAYS} days after from (both counted)`,
      });
  });
