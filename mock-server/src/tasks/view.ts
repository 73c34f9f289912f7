/** A task as the API shows it. */
import type { Task } from '@app/contract';
import type { TaskRecord } from '../db/records';
import { workDayOf } from './content';

/** A task as listed: its project's name joined in (deleted projects keep their name on tasks). */
type TaskRow = TaskRecord & { project_name: string | null };

/**
 * What a task and a draft show alike. `zone`: the time zone of the owner's company, which a task
 * without a work day counts its day in.
 */
export const workView = (t: TaskRow, zone: string): Omit<Task, 'billable'> => ({
  id: t.id,
  title: t.title,
  body: t.body,
  duration: t.duration,
  project: t.project,
  project_name: t.project_name,
  created_at: t.created_at,
  worked_on: workDayOf(t, zone),
  user: t.user,
});

/** A task: what a draft shows, and its own billable mark. */
export const taskView = (t: TaskRow, zone: string): Task => ({
  ...workView(t, zone),
  billable: t.billable ?? null,
});
