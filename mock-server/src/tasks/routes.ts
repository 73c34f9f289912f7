/**
 * Tasks of a consultant: GET/POST /tasks/{user}, PATCH/DELETE /task/{id} (decided: DELETE answers
 * 202). Every create, update and delete is written to the company's task log in the same
 * transaction, and so are the consultant's daily totals (./writes).
 */
import type { TaskRecord } from '../db/records';
import { ensure } from '../kernel/errors';
import { may } from '../kernel/policy';
import { found, route, type RouteModule } from '../kernel/route';
import { personOf, userById } from '../people';
import { todayIn, weekOf } from '@app/contract/days';
import { ensureWeeksTakeWrites, weekStatus } from '../weeks';
import { ensureTaskNotInvoiced } from '../invoices';
import {
  checkWorkDay,
  checkedNewWork,
  newTaskFields,
  taskChanges,
  withCleanBody,
  workDayOf,
  zoneOf,
} from './content';
import { taskById, tasksOfUserJson, withProjectName } from './queries';
import { newTaskSchema, taskChangeSchema, type TaskChangeData } from './schemas';
import { taskView } from './view';
import { deleteTask, insertTask, updateTask } from './writes';

/** Whether a change of a task sets its billable mark and nothing else. */
const marksOnly = (patch: TaskChangeData) =>
  patch.billable !== undefined &&
  Object.entries(patch).every(([k, v]) => k === 'billable' || v === undefined);

export const taskRoutes: RouteModule = (app, { options, store }) => {
  const { db } = store;

  /** A task just written, as shown: from the write's own record (nothing read back that may be gone since). */
  const shown = async (task: TaskRecord, zone: string) => taskView(await withProjectName(db, task), zone);

  route(app, 'GET /tasks/{userId}', {}, async (request, { params }) => {
    const owner = await personOf(request, db, params.userId);
    ensure(may.readTasksOf(request.actor, owner), "You may not read this user's tasks");
    return tasksOfUserJson(db, owner.id, await zoneOf(db, owner, request.companyZone));
  });

  route(app, 'POST /tasks/{userId}', { body: newTaskSchema }, async (request, { params, body }) => {
    const owner = await personOf(request, db, params.userId);
    ensure(may.createTasksFor(request.actor, owner), 'You may not add tasks for this user');
    const now = options.now();
    const { zone, input } = await checkedNewWork(db, owner, body, now, request.companyZone);
    const task = await store.write(async (tx) => {
      // the week of its day takes writes (locked until this write ends)
      await ensureWeeksTakeWrites(tx, owner, request.actor, [input.worked_on ?? todayIn(zone, now)]);
      const fields = await newTaskFields(tx.db, owner, input);
      return insertTask(tx, owner, request.actor.email, { ...fields, billable: input.billable ?? null }, now);
    });
    return await shown(task, zone);
  });

  route(app, 'PATCH /task/{taskId}', { body: taskChangeSchema }, async (request, { params, body }) => {
    const task = await taskById(db, params.taskId);
    const owner = await userById(db, task.user);
    ensure(
      may.changeTasksOf(request.actor, owner),
      "Only the platform admin and the company's representative edit tasks",
    );
    const now = options.now();
    const zone = await zoneOf(db, owner, request.companyZone);
    checkWorkDay(zone, body.worked_on, now);
    const patch = await withCleanBody(body);
    const updated = await store.write(async (tx) => {
      // the task is locked from here: deleted meanwhile it is a 404, and nothing is written
      const current = await taskById(tx.db, task.id, { lock: 'update' });
      if (marksOnly(patch) && owner.company !== null && may.manageMoney(request.actor, owner.company)) {
        // the representative marks a task billable or not until it is invoiced, approved or not:
        // its week's row locked for update, which a new invoice draft reads for share
        await weekStatus(tx.db, owner.id, weekOf(workDayOf(current, zone)).from, 'update');
        await ensureTaskNotInvoiced(tx, task.id);
      } else
        // the weeks of the day it leaves and the day it moves to take writes
        await ensureWeeksTakeWrites(tx, owner, request.actor, [
          workDayOf(current, zone),
          ...(patch.worked_on ? [patch.worked_on] : []),
        ]);
      const changes = await taskChanges(tx.db, owner, current, patch, now);
      return found(await updateTask(tx, owner, request.actor.email, task.id, changes, now), 'task', task.id);
    });
    return await shown(updated, zone);
  });

  route(app, 'DELETE /task/{taskId}', {}, async (request, { params }) => {
    const task = await taskById(db, params.taskId);
    const owner = await userById(db, task.user);
    ensure(
      may.changeTasksOf(request.actor, owner),
      "Only the platform admin and the company's representative delete tasks",
    );
    const now = options.now();
    const zone = await zoneOf(db, owner, request.companyZone);
    // deleted meanwhile (by another request): a 404, logged once
    await store.write(async (tx) => {
      const current = await taskById(tx.db, task.id, { lock: 'update' });
      await ensureWeeksTakeWrites(tx, owner, request.actor, [workDayOf(current, zone)]);
      return found(await deleteTask(tx, owner, request.actor.email, task.id, now), 'task', task.id);
    });
    return { deleted: task.id };
  });
};
