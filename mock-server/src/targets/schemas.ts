/** What a target schedule and a holiday take. */
import type { HolidayInput, TargetInput } from '@app/contract';
import { DAY_TARGET_RULE, TARGET_FIELD_RULES } from '@app/contract/weeks';
import { z } from 'zod';
import { fieldSchema, fieldSchemas, type Payload } from '../kernel/input';

/** Seven weekdays' target minutes, Monday first. */
const days = z
  .array(fieldSchema(DAY_TARGET_RULE), {
    required_error: 'is required',
    invalid_type_error: 'must be a list of 7 targets in minutes, Monday first',
  })
  .length(7, 'must be a list of 7 targets in minutes, Monday first');

export const targetSchema = z.object({
  ...fieldSchemas(TARGET_FIELD_RULES.target),
  days,
}) satisfies Payload<TargetInput>;

export const holidaySchema = z.object(
  fieldSchemas(TARGET_FIELD_RULES.holiday),
) satisfies Payload<HolidayInput>;
