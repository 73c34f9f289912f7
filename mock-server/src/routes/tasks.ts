/**
 * Tasks of a consultant: GET/POST /tasks/{user}, PATCH/DELETE /task/{id} (decided: DELETE answers
 * 202). Every create, update and delete is written to the company's task log in the same
 * transaction, and so are the consultant's daily totals.
 */
import type { TaskRecord, UserRecord } from '../db/records';
import type { Tx } from '../db/store';
import { logActions, putLog, putNewTask } from '../entities';
import { ensure } from '../errors';
import { may } from '../policy';
import { parseBody, taskInputSchema, taskPatchSchema } from '../schemas';
import { ensureConsultant, newTaskFields, patchedTask, withCleanBody } from '../taskContent';
import { taskView } from '../views';
import { pathId, personOf, taskById, userById, route, type RouteModule } from './support';

export const taskRoutes: RouteModule = (app, { options, store }) => {
  const { db } = store;

  const log = async (tx: Tx, owner: UserRecord, actor: UserRecord, action: string, at: Date) => {
    if (owner.company !== null) await putLog(tx, owner.company, actor.email, action, at);
  };
  const shown = async (id: number) => taskView((await db.taskWithProject(id))!);
  /** A task just written, as shown: its project's name looked up, its (maybe large) body not read back. */
  const shownWritten = async (task: TaskRecord) =>
    taskView({
      ...task,
      project_name: task.project === null ? null : ((await db.projects.get(task.project))?.name ?? null),
    });

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
    const task = await store.write(async (tx) => {
      const created = await putNewTask(tx, await newTaskFields(tx.db, owner, input), now);
      await log(tx, owner, request.actor, logActions.created(created.title), now);
      return created;
    });
    return await shownWritten(task);
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
    await store.write(async (tx) => {
      const next = await patchedTask(tx.db, owner, await taskById(tx.db, task.id), patch, now);
      await tx.put('tasks', next);
      await log(tx, owner, request.actor, logActions.updated(next.title), now);
    });
    return await shown(task.id);
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
      await tx.remove('tasks', task.id);
      await log(tx, owner, request.actor, logActions.deleted(task.title), now);
    });
    return { deleted: task.id };
  });
};
