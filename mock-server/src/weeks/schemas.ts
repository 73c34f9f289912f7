/** What the week calls take: a day of the week, the note of a rejection or reopening, the list's filters. */
import {
  FIELD_RULES,
  type TimesheetsQuery,
  type WaitingWeeksQuery,
  type WeekQuery,
  type WeekRejection,
  type WeekReopening,
} from '@app/contract';
import { WEEK_FIELD_RULES, WEEK_STATUSES } from '@app/contract/weeks';
import { z } from 'zod';
import { fieldSchema, fieldSchemas, idRef, type Payload } from '../kernel/input';

/** Any day of the week, 'yyyy-MM-dd' (the week is the ISO week it is in). */
const week = fieldSchema(FIELD_RULES.task.worked_on);

export const weekQuerySchema = z.object({ week }) satisfies Payload<WeekQuery>;

export const rejectionSchema = z.object({
  week,
  ...fieldSchemas(WEEK_FIELD_RULES.weekRejection),
}) satisfies Payload<WeekRejection>;

export const reopeningSchema = z.object({
  week,
  ...fieldSchemas(WEEK_FIELD_RULES.weekReopening),
}) satisfies Payload<WeekReopening>;

export const waitingWeeksQuerySchema = z.object({
  department: idRef.optional(),
}) satisfies Payload<WaitingWeeksQuery>;

export const timesheetsQuerySchema = z.object({
  week,
  department: idRef.optional(),
  status: z
    .enum(WEEK_STATUSES, { errorMap: () => ({ message: `must be one of ${WEEK_STATUSES.join(', ')}` }) })
    .optional(),
}) satisfies Payload<TimesheetsQuery>;
