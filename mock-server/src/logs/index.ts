/** What other resources use of the task log: appending to it, in its wording. */
export { appendLog, logActions } from './writes';
