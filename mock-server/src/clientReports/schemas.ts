/** A page's report of a remote release it refused. */
import { textLength, type ClientReportInput } from '@app/contract';
import { CLIENT_REPORT_KINDS } from '@app/contract/releases';
import { z } from 'zod';
import { lengthWithin, line, type Payload } from '../kernel/input';

const AREAS = ['admin', 'company', 'department', 'employee'] as const;

export const clientReportSchema = z.object({
  kind: z.enum(CLIENT_REPORT_KINDS, {
    errorMap: () => ({ message: `must be one of ${CLIENT_REPORT_KINDS.join(', ')}` }),
  }),
  area: z.enum(AREAS, { errorMap: () => ({ message: `must be one of ${AREAS.join(', ')}` }) }),
  release: lengthWithin(line(), { min: 1, max: 100 }),
  mismatches: z
    .array(lengthWithin(line(), { min: 1, max: 200 }), {
      invalid_type_error: 'must be a list',
    })
    .min(1, 'must name what does not match')
    .max(10, 'must have at most 10 lines'),
  offered: z
    .record(lengthWithin(line(), { max: 50 }), {
      invalid_type_error: 'must map packages to versions',
    })
    .refine((o) => Object.keys(o).length <= 10, 'must have at most 10 packages')
    .refine((o) => Object.keys(o).every((k) => k.length > 0 && textLength(k) <= 50), 'must name packages'),
}) satisfies Payload<ClientReportInput>;
