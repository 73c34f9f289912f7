/**
 * Everything a task write writes, in one place: the task's row, its totals (queued, written when
 * the write ends: `Tx.flushTotals`), its entry in the owner's company's task log and its audit
 * event (the fields that changed, before and after).
 */
import { sql } from 'drizzle-orm';
import type { DraftRecord, TaskRecord, UserRecord } from '../db/records';
import { rowsOf } from '../db/repo';
import type { Changes, Tx } from '../db/store';
import { countTask, uncountTask } from '../db/totals';
import { about, bodyFromRow, recordChange, recordEvent, recordEvents } from '../audit';
import { appendLog, logActions } from '../logs';
import type { TaskFields } from './content';

/** What a task's audit events show of it. */
export const taskFacts = ({ title, body, duration, project, worked_on, billable }: TaskRecord) => ({
  title,
  body,
  duration,
  project,
  worked_on,
  // a task's own mark, when it has one (a draft never has)
  ...(billable != null && { billable }),
});

/** The event of an edit of `owner`'s task or draft `id`: its facts before and after. */
export function recordWorkEdit(
  tx: Tx,
  at: Date,
  entity: 'task' | 'draft',
  owner: UserRecord,
  id: number,
  [before, after]: [TaskRecord | DraftRecord, TaskRecord | DraftRecord],
): void {
  recordChange(
    tx,
    at,
    { entity, entityId: id, action: 'updated', ...about(owner) },
    taskFacts(before),
    taskFacts(after),
    { body: bodyFromRow(entity === 'task' ? 'tasks' : 'drafts', id) },
  );
}

/** Appends to the task log of the owner's company (a consultant without one has none). */
function log(tx: Tx, owner: UserRecord, actorEmail: string, action: string, at: Date): void {
  if (owner.company !== null) appendLog(tx, owner.company, actorEmail, action, at);
}

/**
 * A new task of `owner`, created at `at` by `actorEmail`: its row, its totals and its task-log
 * entry. What POST /tasks/{user} writes, and publishing for each draft it turns into a task.
 */
export async function insertTask(
  tx: Tx,
  owner: UserRecord,
  actorEmail: string,
  fields: TaskFields & Pick<TaskRecord, 'billable'>,
  at: Date,
): Promise<TaskRecord> {
  const task = await tx.insert('tasks', { ...fields, created_at: at.toISOString(), updated_at: null });
  countTask(tx, task);
  log(tx, owner, actorEmail, logActions.created(task.title), at);
  recordEvent(tx, at, {
    entity: 'task',
    entityId: task.id,
    action: 'created',
    ...about(owner),
    after: { ...taskFacts(task), body: bodyFromRow('tasks', task.id) },
  });
  return task;
}

/** Rows one insert of tasks or log entries carries at most. */
const ROWS_PER_INSERT = 1000;

/**
 * Many new tasks at once (an import), created at `at` by `actorEmail`, each written as `insertTask`
 * writes one (its row with its `import_id`, its totals, its task-log entry and its audit event), in
 * the order given, but a statement for up to ROWS_PER_INSERT rows instead of one a row, their
 * fields passed as one JSON array (a parameter a field would make thousands of parameters to bind).
 * `owners`: the tasks' consultants by id.
 */
export async function insertTasks(
  tx: Tx,
  owners: ReadonlyMap<number, UserRecord>,
  actorEmail: string,
  items: readonly (TaskFields & { import_id: string | null })[],
  at: Date,
): Promise<TaskRecord[]> {
  if (items.length === 0) return [];
  const ids = rowsOf<{ id: number }>(
    await tx.q.execute(
      sql`select nextval('entity_id_seq')::integer as id from generate_series(1, ${items.length}::int)`,
    ),
  ).map((r) => Number(r.id));
  const moment = at.toISOString();
  const created = items.map((fields, i): TaskRecord => ({
    ...fields,
    id: ids[i],
    created_at: moment,
    updated_at: null,
    billable: null,
  }));
  for (let start = 0; start < created.length; start += ROWS_PER_INSERT) {
    const chunk = created.slice(start, start + ROWS_PER_INSERT);
    await tx.q
      .execute(sql`insert into tasks (id, "user", title, body, duration, project, worked_on, import_id,
        created_at, updated_at)
      select r.id, r."user", r.title, r.body, r.duration, r.project, r.worked_on, r.import_id, ${moment}::timestamptz, null
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as r(id int, "user" int, title text, body text,
        duration int, project int, worked_on date, import_id text)`);
    const entries = chunk.flatMap((t) => {
      const company = owners.get(t.user)?.company ?? null;
      return company === null ? [] : [{ company, action: logActions.created(t.title) }];
    });
    // in the order of the tasks, their ids drawn by the database
    if (entries.length > 0)
      await tx.q.execute(sql`insert into logs (company, created_at, email, action)
        select r.company, ${moment}::timestamptz, ${actorEmail}, r.action
        from rows from (jsonb_to_recordset(${JSON.stringify(entries)}::jsonb) as (company int, action text))
          with ordinality as r(company, action, n)
        order by r.n`);
  }
  for (const task of created) countTask(tx, task);
  recordEvents(
    tx,
    at,
    created.map((task) => ({
      entity: 'task',
      entityId: task.id,
      action: 'created',
      ...about(owners.get(task.user)!),
      after: taskFacts(task),
    })),
  );
  return created;
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
  log(tx, owner, actorEmail, logActions.updated(task.title), at);
  recordWorkEdit(tx, at, 'task', owner, id, [before, task]);
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
  log(tx, owner, actorEmail, logActions.deleted(task.title), at);
  recordEvent(tx, at, {
    entity: 'task',
    entityId: id,
    action: 'deleted',
    ...about(owner),
    before: taskFacts(task),
  });
  return task;
}
