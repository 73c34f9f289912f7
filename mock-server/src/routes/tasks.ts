/**
 * Tasks of a consultant: GET/POST /tasks/{user}, PATCH/DELETE /task/{id} (decided: DELETE answers
 * 202). Every create, update and delete is written to the company's task log in the same write.
 */
import { STATUS } from '../../../shared/src/contract';
import { logActions, putLog, putNewTask } from '../entities';
import { ensure } from '../errors';
import { may } from '../policy';
import { parseBody, taskInputSchema, taskPatchSchema } from '../schemas';
import type { UserRecord } from '../store/records';
import type { Tx } from '../store/store';
import { ensureConsultant, newTaskFields, patchedTask, withCleanBody } from '../taskContent';
import { newestFirst, taskView } from '../views';
import { pathId, taskById, userById, type RouteModule } from './support';

export const taskRoutes: RouteModule = (app, { options, store }) => {
  const { db } = store;

  const log = (tx: Tx, owner: UserRecord, actor: UserRecord, action: string, at: Date) => {
    if (owner.company !== null) putLog(tx, owner.company, actor.email, action, at);
  };

  app.get('/tasks/:id', async (request) => {
    const owner = userById(db, pathId(request));
    ensure(may.readTasksOf(request.actor, owner), "You may not read this user's tasks");
    return db
      .tasksOfUser(owner.id)
      .sort(newestFirst)
      .map((t) => taskView(db, t));
  });

  app.post('/tasks/:id', async (request, reply) => {
    const owner = userById(db, pathId(request));
    ensure(may.createTasksFor(request.actor, owner), 'You may not add tasks for this user');
    ensureConsultant(owner);
    const input = await withCleanBody(parseBody(taskInputSchema, request.body));
    const now = options.now();
    const task = await store.write((tx) => {
      const created = putNewTask(tx, newTaskFields(tx.db, owner, input), now);
      log(tx, owner, request.actor, logActions.created(created.title), now);
      return created;
    });
    return reply.code(STATUS.created).send(taskView(db, task));
  });

  app.patch('/task/:id', async (request, reply) => {
    const task = taskById(db, pathId(request));
    const owner = userById(db, task.user);
    ensure(may.changeTasksOf(request.actor, owner), "Only the platform admin and the company's representative edit tasks");
    const patch = await withCleanBody(parseBody(taskPatchSchema, request.body));
    const now = options.now();
    const updated = await store.write((tx) => {
      const next = patchedTask(tx.db, owner, task, patch, now);
      tx.put('tasks', next);
      log(tx, owner, request.actor, logActions.updated(next.title), now);
      return next;
    });
    return reply.code(STATUS.accepted).send(taskView(db, updated));
  });

  app.delete('/task/:id', async (request, reply) => {
    const task = taskById(db, pathId(request));
    const owner = userById(db, task.user);
    ensure(may.changeTasksOf(request.actor, owner), "Only the platform admin and the company's representative delete tasks");
    const now = options.now();
    await store.write((tx) => {
      tx.remove('tasks', task.id);
      log(tx, owner, request.actor, logActions.deleted(task.title), now);
    });
    return reply.code(STATUS.accepted).send({ deleted: task.id });
  });
};
