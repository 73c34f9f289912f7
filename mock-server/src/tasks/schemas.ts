/** What a task (or a draft) is made of, new or changed. */
import { FIELD_RULES, type TaskInput } from '@app/contract';
import { z } from 'zod';
import { fieldSchemas, patchOf, type Payload } from '../kernel/input';

const fields = fieldSchemas(FIELD_RULES.task);

const taskFields = {
  ...fields,
  // none: null (or '' from an empty select)
  project: z.preprocess((v) => (v === '' ? null : v), fields.project.nullable()),
};

/** A new task or draft; without a project it has none. */
export const taskInputSchema = z.object({
  ...taskFields,
  project: taskFields.project.optional(),
  worked_on: taskFields.worked_on.optional(),
}) satisfies Payload<Omit<TaskInput, 'project'> & Partial<Pick<TaskInput, 'project'>>>;

export const taskPatchSchema = patchOf({
  title: taskFields.title.optional(),
  body: taskFields.body.optional(),
  duration: taskFields.duration.optional(),
  project: taskFields.project.optional(),
  worked_on: taskFields.worked_on.optional(),
});

export type TaskInputData = z.output<typeof taskInputSchema>;
export type TaskPatchData = z.output<typeof taskPatchSchema>;
