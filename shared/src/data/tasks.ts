/**
 * Tasks: the endpoint functions, the read and the writes of one user's task list. Every write
 * invalidates what a task changes (AFFECTED.tasks: the task list, drafts, logs, performance,
 * reports); a delete leaves the list at once and comes back if refused.
 */
import { callEndpoint, type NewTask, type Task } from '@app/shared';
import { queryKeys } from '../query/keys';
import { useApiQuery } from '../query/useApiQuery';
import { addRow, replaceRow, useApiMutation, useDeleteRow } from '../query/useApiMutation';

export const listTasks = (userId: number) => callEndpoint('GET /tasks/{userId}', { params: { userId } });
export const createTask = (userId: number, body: NewTask) =>
  callEndpoint('POST /tasks/{userId}', { params: { userId }, body });
export const updateTask = (taskId: number, body: Partial<NewTask>) =>
  callEndpoint('PATCH /task/{taskId}', { params: { taskId }, body });
export const deleteTask = (taskId: number) => callEndpoint('DELETE /task/{taskId}', { params: { taskId } });

/** The tasks of `userId`. */
export const useTasks = (userId: number) => useApiQuery(queryKeys.tasks(userId), () => listTasks(userId));

/** Adds a task to `userId`'s list; the new task shows first at once. */
export const useCreateTask = (userId: number) =>
  useApiMutation<NewTask, Task, Task>({
    request: (input) => createTask(userId, input),
    affects: queryKeys.tasks(userId),
    update: addRow('start'),
  });

/** Changes one task of `userId`'s list. */
export const useUpdateTask = (userId: number) =>
  useApiMutation<{ task: Task; input: Partial<NewTask> }, Task, Task>({
    request: ({ task, input }) => updateTask(task.id, input),
    affects: queryKeys.tasks(userId),
    update: replaceRow,
  });

/** Deletes one task of `userId`'s list: it leaves the list at once and comes back if refused. */
export const useDeleteTask = (userId: number) => useDeleteRow<Task>(queryKeys.tasks(userId), deleteTask);
