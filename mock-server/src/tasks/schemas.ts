/** What a task (or a draft) is made of, new or changed. */
import { FIELD_RULES, type NewTask, type TaskInput } from '@app/contract';
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

/** A change of a draft or a task: any of its fields, each optional. */
const patchFields = {
  title: taskFields.title.optional(),
  body: taskFields.body.optional(),
  duration: taskFields.duration.optional(),
  project: taskFields.project.optional(),
  worked_on: taskFields.worked_on.optional(),
};

export const taskPatchSchema = patchOf(patchFields);

/** A task's own billable mark: true or false whatever its project is; null, as its project. */
const billable = z.boolean({ invalid_type_error: 'must be true, false or null' }).nullable();

/** A new task: a draft's fields and its billable mark. */
export const newTaskSchema = taskInputSchema.extend({
  billable: billable.optional(),
}) satisfies Payload<Omit<NewTask, 'project'> & Partial<Pick<NewTask, 'project'>>>;

/** A change of a published task: a draft's fields and its billable mark. */
export const taskChangeSchema = patchOf({ ...patchFields, billable: billable.optional() });

export type TaskInputData = z.output<typeof taskInputSchema>;
export type TaskPatchData = z.output<typeof taskPatchSchema>;
export type NewTaskData = z.output<typeof newTaskSchema>;
export type TaskChangeData = z.output<typeof taskChangeSchema>;
