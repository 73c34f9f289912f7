/** A task as the API shows it. */
import type { Task } from '@app/contract';
import type { TaskRecord } from '../db/records';

/** A task as listed: its project's name joined in (deleted projects keep their name on tasks). */
type TaskRow = TaskRecord & { project_name: string | null };

export const taskView = (t: TaskRow): Task => ({
  id: t.id,
  title: t.title,
  body: t.body,
  duration: t.duration,
  project: t.project,
  project_name: t.project_name,
  created_at: t.created_at,
  user: t.user,
});
