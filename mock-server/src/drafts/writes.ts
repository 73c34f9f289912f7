/**
 * Everything a draft write writes. A draft counts in no total and no task log until it is
 * published: then it becomes a task (`insertTask`: row, totals, task-log entry, audit event) and is
 * kept, marked published. Every draft write records its audit event.
 */
import type { DraftRecord, UserRecord } from '../db/records';
import type { Changes, Tx } from '../db/store';
import { invalid } from '../kernel/errors';
import { found } from '../kernel/route';
import { about, bodyFromRow, recordEvent } from '../audit';
import { appendLog, logActions } from '../logs';
import { addDays, todayIn, weekOf, workDayProblem } from '@app/contract/days';
import { FIELD_RULES } from '@app/contract';
import {
  draftDayOf,
  insertTask,
  newTaskFields,
  recordWorkEdit,
  taskFacts,
  workDayOf,
  type TaskFields,
} from '../tasks';
import { ensureWeeksTakeWrites, weeksRefusingWrites } from '../weeks';
import type { PublishRefusal, Published } from '@app/contract';
import { draftById, lockDraftsForPublishing, tasksCopiedBy } from './queries';

/** A new draft of `owner`, saved at `at` (`copiedFrom`: the task 'Copy last week' made it of). */
export async function insertDraft(
  tx: Tx,
  owner: UserRecord,
  fields: TaskFields,
  at: Date,
  copiedFrom: number | null = null,
): Promise<DraftRecord> {
  const draft = await tx.insert('drafts', {
    ...fields,
    created_at: at.toISOString(),
    updated_at: null,
    published: false,
    copied_from: copiedFrom,
  });
  recordEvent(tx, at, {
    entity: 'draft',
    entityId: draft.id,
    action: 'created',
    ...about(owner),
    after: { ...taskFacts(draft), body: bodyFromRow('drafts', draft.id) },
  });
  return draft;
}

/** Changes a draft, locked first: deleted or published meanwhile, it is a 404 and nothing is written. */
export async function updateDraft(
  tx: Tx,
  owner: UserRecord,
  id: number,
  changes: (current: DraftRecord) => Promise<Changes<'drafts'>>,
  at: Date,
): Promise<DraftRecord> {
  const current = await draftById(tx.db, id, { lock: 'update' });
  const draft = found(await tx.update('drafts', id, await changes(current)), 'draft', id);
  recordWorkEdit(tx, at, 'draft', owner, id, [current, draft]);
  return draft;
}

/** Deletes a draft, locked first; one published meanwhile is a task's record now: 404, kept. */
export async function removeDraft(tx: Tx, owner: UserRecord, id: number, at: Date): Promise<void> {
  const current = await draftById(tx.db, id, { lock: 'update' });
  await tx.remove('drafts', id);
  recordEvent(tx, at, {
    entity: 'draft',
    entityId: id,
    action: 'deleted',
    ...about(owner),
    before: taskFacts(current),
  });
}

/**
 * Publishing: the drafts listed (every unpublished one of the owner when none is listed) are
 * locked, each one still unpublished becomes a task (as POST /tasks/{user} writes it) and is marked
 * published, and the company's log says how many. A draft whose week takes no writes (approved;
 * submitted, for the consultant) stays a draft and is named with why: one locked week never holds
 * back the others. Drafts already published are skipped, so two tabs publishing the same drafts
 * make each one task once; a draft saved after the client read its list is not listed and stays a
 * draft. An id that is not one of the owner's drafts: 400 naming `drafts`, nothing published.
 */
export async function publishDrafts(
  tx: Tx,
  owner: UserRecord,
  actor: UserRecord,
  listed: readonly number[] | undefined,
  zone: string,
  now: Date,
): Promise<Published> {
  const actorEmail = actor.email;
  const drafts = await lockDraftsForPublishing(tx.db, owner.id, listed);
  const owned = new Set(drafts.filter((d) => d.user === owner.id).map((d) => d.id));
  const stranger = listed?.find((id) => !owned.has(id));
  if (stranger !== undefined) throw invalid('drafts', `drafts: ${stranger} is not one of your drafts`);
  const pending = drafts.filter((d) => !d.published);
  const days = new Map(pending.map((d) => [d.id, draftDayOf(d, zone, now)]));
  const locked = await weeksRefusingWrites(tx, owner, actor, [...days.values()]);
  const refused: PublishRefusal[] = [];
  let published = 0;
  for (const draft of pending) {
    const day = days.get(draft.id)!;
    const week = weekOf(day).from;
    const refusal = locked.get(week);
    if (refusal) {
      refused.push({ draft: draft.id, worked_on: day, week, error: 'week_locked', ...refusal });
      continue;
    }
    const { title, body, duration, project, worked_on } = draft;
    // the draft's work day as it was saved (checked then); without one, the day it is published
    const fields = await newTaskFields(tx.db, owner, {
      title,
      body,
      duration,
      project,
      ...(worked_on !== null && { worked_on }),
    });
    const task = await insertTask(tx, owner, actorEmail, fields, now);
    await tx.update('drafts', draft.id, { published: true, updated_at: now.toISOString() });
    recordEvent(tx, now, {
      entity: 'draft',
      entityId: draft.id,
      action: 'published',
      ...about(owner),
      before: { published: false },
      after: { published: true, task: task.id },
    });
    published += 1;
  }
  if (published && owner.company !== null)
    appendLog(tx, owner.company, actorEmail, logActions.published(published), now);
  return { published, refused };
}

/**
 * 'Copy last week': each task listed (one of `owner`'s, worked in the week before `weekStart`)
 * becomes a draft on the same weekday of `weekStart`'s week, with its title, body and project (none
 * when that project was deleted since) and the duration given. All or none: a task that is not one
 * of hers in that week, or whose day in this week is still to come (`zone`'s today at `now`), is
 * 400 naming `tasks`; a week that takes no writes is 409. A task copied already (a draft of it,
 * published or not, is there) is not copied again: copies of one owner are taken one at a time
 * (her row locked), so two tabs copying at once copy each task once. Answers the drafts made, in
 * the list's order.
 */
export async function copyTasksToDrafts(
  tx: Tx,
  owner: UserRecord,
  actor: UserRecord,
  weekStart: string,
  items: readonly { task: number; duration: number }[],
  zone: string,
  now: Date,
): Promise<DraftRecord[]> {
  const lastWeek = weekOf(addDays(weekStart, -7));
  const today = todayIn(zone, now);
  await tx.db.users.get(owner.id, { lock: 'update' });
  const copied = await tasksCopiedBy(
    tx.db,
    owner.id,
    items.map((item) => item.task),
  );
  const copies: (TaskFields & { from: number })[] = [];
  for (const item of items) {
    const task = await tx.db.tasks.get(item.task, { lock: 'share' });
    const day = task && task.user === owner.id ? workDayOf(task, zone) : null;
    if (!task || !day || day < lastWeek.from || day > lastWeek.to)
      throw invalid('tasks', `tasks must be tasks of the week of ${lastWeek.from}: ${item.task} is not`);
    const copyDay = addDays(day, 7);
    const problem = workDayProblem(FIELD_RULES.task.worked_on, copyDay, today);
    if (problem === 'future')
      throw invalid('tasks', `tasks cannot be copied to ${copyDay} yet: the day is still to come`);
    if (problem) throw invalid('tasks', `tasks cannot be copied to ${copyDay}: the day is too far back`);
    if (copied.has(task.id)) continue;
    const project = task.project === null ? undefined : await tx.db.projects.get(task.project);
    copies.push({
      from: task.id,
      user: owner.id,
      title: task.title,
      body: task.body,
      duration: item.duration,
      project: project && !project.deleted_at ? project.id : null,
      worked_on: copyDay,
    });
  }
  await ensureWeeksTakeWrites(
    tx,
    owner,
    actor,
    copies.map((c) => c.worked_on!),
  );
  const drafts: DraftRecord[] = [];
  for (const { from, ...copy } of copies) drafts.push(await insertDraft(tx, owner, copy, now, from));
  return drafts;
}
