/** What other resources use of tasks: the content rules and schemas drafts share, and creating a task. */
export {
  checkWorkDay,
  checkedNewWork,
  draftDayOf,
  ensureConsultant,
  newTaskFields,
  taskChanges,
  withCleanBody,
  workDayOf,
  zoneOf,
  type TaskFields,
} from './content';
export { withProjectName } from './queries';
export { taskInputSchema, taskPatchSchema } from './schemas';
export { taskView, workView } from './view';
export { insertTask, insertTasks, recordWorkEdit, taskFacts } from './writes';
