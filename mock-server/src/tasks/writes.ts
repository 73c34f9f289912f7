/**
 * Everything a task write writes, in one place: the task's row, its totals (queued, written when
 * the write ends: `Tx.flushTotals`), its entry in the owner's company's task log and its audit
 * event (the fields that changed, before and after).
 */
import type { TaskRecord, UserRecord } from '../db/records';
import type { Changes, Tx } from '../db/store';
import { countTask, uncountTask } from '../db/totals';
import { about, recordChange, recordEvent } from '../audit';
import { appendLog, logActions } from '../logs';
import type { TaskFields } from './content';

/** What a task's audit events show of it. */
export const taskFacts = ({ title, body, duration, project, worked_on }: TaskRecord) => ({
  title,
  body,
  duration,
  project,
  worked_on,
});

/** Appends to the task log of the owner's company (a consultant without one has none). */
async function log(tx: Tx, owner: UserRecord, actorEmail: string, action: string, at: Date): Promise<void> {
  if (owner.company !== null) await appendLog(tx, owner.company, actorEmail, action, at);
}

/**
 * A new task of `owner`, created at `at` by `actorEmail`: its row, its totals and its task-log
 * entry. What POST /tasks/{user} writes, and publishing for each draft it turns into a task.
 */
export async function insertTask(
  tx: Tx,
  owner: UserRecord,
  actorEmail: string,
  fields: TaskFields,
  at: Date,
): Promise<TaskRecord> {
  const task = await tx.insert('tasks', { ...fields, created_at: at.toISOString(), updated_at: null });
  countTask(tx, task);
  await log(tx, owner, actorEmail, logActions.created(task.title), at);
  await recordEvent(tx, at, {
    entity: 'task',
    entityId: task.id,
    action: 'created',
    ...about(owner),
    after: taskFacts(task),
  });
  return task;
}

/**
 * Changes task `id` (its row locked first, its old totals taken away and the new ones added) and
 * logs it; undefined when the task is gone (nothing is written).
 */
export async function updateTask(
  tx: Tx,
  owner: UserRecord,
  actorEmail: string,
  id: number,
  changes: Changes<'tasks'>,
  at: Date,
): Promise<TaskRecord | undefined> {
  if (!(await uncountTask(tx, id))) return undefined;
  // locked by uncountTask: what the event compares with
  const before = (await tx.db.tasks.get(id))!;
  const task = await tx.update('tasks', id, changes);
  if (!task) return undefined;
  countTask(tx, task);
  await log(tx, owner, actorEmail, logActions.updated(task.title), at);
  await recordChange(
    tx,
    at,
    { entity: 'task', entityId: id, action: 'updated', ...about(owner) },
    taskFacts(before),
    taskFacts(task),
  );
  return task;
}

/** Deletes task `id` with its totals and logs it; undefined when the task is gone (nothing is written). */
export async function deleteTask(
  tx: Tx,
  owner: UserRecord,
  actorEmail: string,
  id: number,
  at: Date,
): Promise<TaskRecord | undefined> {
  if (!(await uncountTask(tx, id))) return undefined;
  const task = await tx.remove('tasks', id);
  if (!task) return undefined;
  await log(tx, owner, actorEmail, logActions.deleted(task.title), at);
  await recordEvent(tx, at, {
    entity: 'task',
    entityId: id,
    action: 'deleted',
    ...about(owner),
    before: taskFacts(task),
  });
  return task;
}
