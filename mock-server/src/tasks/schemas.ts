/** What a task (or a draft) is made of, new or changed. */
import { LIMITS, type TaskInput } from '@app/contract';
import { SERVER_LIMITS, WITHOUT_TEXT_CONTROLS } from '@app/contract/server-rules';
import { z } from 'zod';
import { NO_CONTROLS, idRef, patchOf, requiredText, str, type Payload } from '../kernel/input';

const taskFields = {
  title: requiredText(1, LIMITS.titleMaxLength),
  body: str().min(1, 'is required').regex(WITHOUT_TEXT_CONTROLS, NO_CONTROLS),
  duration: z
    .number({ required_error: 'is required', invalid_type_error: 'must be a whole number of minutes' })
    .int('must be a whole number of minutes')
    .min(LIMITS.minDuration, `must be at least ${LIMITS.minDuration} minute`)
    .max(SERVER_LIMITS.maxDuration, 'is too large'),
  project: z.preprocess((v) => (v === '' ? null : v), idRef.nullable()),
};

/** A new task or draft; without a project it has none. */
export const taskInputSchema = z.object({
  ...taskFields,
  project: taskFields.project.optional(),
}) satisfies Payload<Omit<TaskInput, 'project'> & Partial<Pick<TaskInput, 'project'>>>;

export const taskPatchSchema = patchOf({
  title: taskFields.title.optional(),
  body: taskFields.body.optional(),
  duration: taskFields.duration.optional(),
  project: taskFields.project.optional(),
});

export type TaskInputData = z.output<typeof taskInputSchema>;
export type TaskPatchData = z.output<typeof taskPatchSchema>;
