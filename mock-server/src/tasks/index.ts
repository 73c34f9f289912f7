/** What other resources use of tasks: the content rules and schemas drafts share, and creating a task. */
export {
  checkWorkDay,
  ensureConsultant,
  newTaskFields,
  taskChanges,
  withCleanBody,
  zoneOf,
  type TaskFields,
} from './content';
export { withProjectName } from './queries';
export { taskInputSchema, taskPatchSchema } from './schemas';
export { taskView } from './view';
export { insertTask } from './writes';
