/**
 * What other resources use of weeks: the lock a task or draft write takes on the weeks it touches,
 * and the weeks refusing an import's rows.
 */
export { ensureWeeksTakeWrites, weeksRefusals, weeksRefusingWrites, type WeekRefusal } from './writes';
export { weekKey, weekStatus } from './queries';
