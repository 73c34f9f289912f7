/** What other resources use of weeks: the lock a task or draft write takes on the weeks it touches. */
export { ensureWeeksTakeWrites, weekRefusals, type WeekRefusal } from './writes';
