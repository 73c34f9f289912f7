/** Reading tasks: an unknown id is a 404; a consultant's list; a task as listed. */
import { sql } from 'drizzle-orm';
import type { Task } from '@app/contract';
import { jsonArray, type ReadOptions, type Repo } from '../db/repo';
import type { JsonText, TaskRecord } from '../db/records';
import { found } from '../kernel/route';

export const taskById = async (db: Repo, id: number, how?: ReadOptions): Promise<TaskRecord> =>
  found(await db.tasks.get(id, how), 'task', id);

/**
 * A consultant's tasks, newest first, as the API's JSON text: built by the database in one row,
 * so a long list costs one value to decode instead of a row per task. Written out here rather
 * than with the functions json_text and iso_json of migration 0005 (the same JSON): calling a
 * SQL function that the planner does not inline costs more than the list itself.
 */
/** `zone`: the owner's company's, which a task without a work day counts its day in. */
export const tasksOfUserJson = (db: Repo, userId: number, zone: string): Promise<JsonText<Task[]>> =>
  jsonArray(
    db.q,
    sql`concat('{"id":', t.id, ',"title":', to_json(t.title), ',"body":', to_json(t.body),
      ',"duration":', t.duration, ',"project":', coalesce(t.project::text, 'null'),
      ',"project_name":', coalesce(to_json(p.name)::text, 'null'),
      ',"created_at":"', to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      '","worked_on":"', to_char(coalesce(t.worked_on, (t.created_at at time zone ${zone})::date), 'YYYY-MM-DD'),
      '","user":', t."user", ',"billable":', coalesce(t.billable::text, 'null'), '}')`,
    sql`order by t.created_at desc, t.id desc`,
    sql`from tasks t left join projects p on p.id = t.project where t."user" = ${userId}`,
  );

/** A task or draft just written, as listed: its project's name looked up (deleted projects keep theirs on tasks). */
export const withProjectName = async <R extends TaskRecord>(
  db: Repo,
  rec: R,
): Promise<R & { project_name: string | null }> => ({
  ...rec,
  project_name: rec.project === null ? null : ((await db.projects.get(rec.project))?.name ?? null),
});
