/**
 * Tasks of a consultant: GET/POST /tasks/{user}, PATCH/DELETE /task/{id} (decided: DELETE answers
 * 202). Every create, update and delete is written to the company's task log in the same
 * transaction, and so are the consultant's daily totals.
 */
import type { TaskRecord, UserRecord } from '../db/records';
import type { Tx } from '../db/store';
import { logActions, putLog, putNewTaskWithLog } from '../entities';
import { ensure } from '../errors';
import { may } from '../policy';
import { parseBody, taskInputSchema, taskPatchSchema } from '../schemas';
import { ensureConsultant, newTaskFields, taskChanges, withCleanBody } from '../taskContent';
import { taskView } from '../views';
import {
  found,
  pathId,
  personOf,
  taskById,
  userById,
  route,
  withProjectName,
  type RouteModule,
} from './support';

export const taskRoutes: RouteModule = (app, { options, store }) => {
  const { db } = store;

  const log = async (tx: Tx, owner: UserRecord, actor: UserRecord, action: string, at: Date) => {
    if (owner.company !== null) await putLog(tx, owner.company, actor.email, action, at);
  };
  /** A task just written, as shown: from the write's own record (nothing read back that may be gone since). */
  const shown = async (task: TaskRecord) => taskView(await withProjectName(db, task));

  route(app, 'GET /tasks/{userId}', async (request) => {
    const owner = await personOf(request, db, pathId(request));
    ensure(may.readTasksOf(request.actor, owner), "You may not read this user's tasks");
    return db.tasksOfUserJson(owner.id);
  });

  route(app, 'POST /tasks/{userId}', async (request) => {
    const owner = await personOf(request, db, pathId(request));
    ensure(may.createTasksFor(request.actor, owner), 'You may not add tasks for this user');
    ensureConsultant(owner);
    const input = await withCleanBody(parseBody(taskInputSchema, request.body));
    const now = options.now();
    const task = await store.write(async (tx) =>
      putNewTaskWithLog(tx, owner, request.actor.email, await newTaskFields(tx.db, owner, input), now),
    );
    return await shown(task);
  });

  route(app, 'PATCH /task/{taskId}', async (request) => {
    const task = await taskById(db, pathId(request));
    const owner = await userById(db, task.user);
    ensure(
      may.changeTasksOf(request.actor, owner),
      "Only the platform admin and the company's representative edit tasks",
    );
    const patch = await withCleanBody(parseBody(taskPatchSchema, request.body));
    const now = options.now();
    const updated = await store.write(async (tx) => {
      // the task is locked from here: deleted meanwhile it is a 404, and nothing is written
      const current = await taskById(tx.db, task.id, { lock: 'update' });
      const next = found(
        await tx.update('tasks', task.id, await taskChanges(tx.db, owner, current, patch, now)),
        'task',
        task.id,
      );
      await log(tx, owner, request.actor, logActions.updated(next.title), now);
      return next;
    });
    return await shown(updated);
  });

  route(app, 'DELETE /task/{taskId}', async (request) => {
    const task = await taskById(db, pathId(request));
    const owner = await userById(db, task.user);
    ensure(
      may.changeTasksOf(request.actor, owner),
      "Only the platform admin and the company's representative delete tasks",
    );
    const now = options.now();
    await store.write(async (tx) => {
      // deleted meanwhile (by another request): a 404, logged once
      const removed = found(await tx.remove('tasks', task.id), 'task', task.id);
      await log(tx, owner, request.actor, logActions.deleted(removed.title), now);
    });
    return { deleted: task.id };
  });
};
