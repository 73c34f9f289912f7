/**
 * The content rules shared by tasks and drafts: they belong to consultants, their body is
 * sanitised, their project is a live project of the owner's company.
 */
import { RICH_TEXT_POLICY } from '@app/contract/rich-text-policy';
import { FIELD_RULES } from '@app/contract';
import { dayOf, todayIn, workDayProblem } from '@app/contract/days';
import { companyZoneOf } from '../companies';
import type { Repo } from '../db/repo';
import type { CompanyZone, TaskRecord, UserRecord } from '../db/records';
import type { Changes } from '../db/store';
import { invalid } from '../kernel/errors';
import { sanitizeBody } from '../kernel/sanitize/index';
import type { TaskChangeData, TaskInputData } from './schemas';

/** What a new task (or draft) is made of. */
export type TaskFields = Pick<TaskRecord, 'user' | 'title' | 'body' | 'duration' | 'project' | 'worked_on'>;

/**
 * The time zone `owner`'s days are counted in: their company's (the server's without one). `known`,
 * a company's zone the request has read already (its actor's, with her session), is not read again.
 */
export async function zoneOf(db: Repo, owner: UserRecord, known: CompanyZone | null): Promise<string> {
  return owner.company === null ? db.defaultTimeZone : companyZoneOf(db, owner.company, known);
}

const WORK_DAY = FIELD_RULES.task.worked_on;

/** The day a task's hours count on: its work day, else created_at's day in `zone` (its company's). */
export const workDayOf = (task: Pick<TaskRecord, 'worked_on' | 'created_at'>, zone: string): string =>
  task.worked_on ?? dayOf(task.created_at, zone) ?? task.created_at.slice(0, 10);

/**
 * The day a draft would count on if published at `now`: its work day, else today in `zone` (a
 * draft without one becomes a task of the day it is published).
 */
export const draftDayOf = (draft: { worked_on?: string | null }, zone: string, now: Date): string =>
  draft.worked_on ?? todayIn(zone, now);

/**
 * A work day sent for a consultant must be a day of their company's calendar (`zone`) from
 * `maxDaysBack` days before today to today (at `now`), or 400 naming `worked_on`.
 */
export function checkWorkDay(zone: string, day: string | undefined, now: Date): void {
  if (day === undefined) return;
  const problem = workDayProblem(WORK_DAY, day, todayIn(zone, now));
  if (problem === 'future') throw invalid('worked_on', 'worked_on must not be a day after today');
  if (problem === 'tooOld')
    throw invalid('worked_on', `worked_on must be at most ${WORK_DAY.maxDaysBack} days before today`);
}

async function cleanBody(body: string): Promise<string> {
  const clean = await sanitizeBody(body);
  if (!clean.trim()) throw invalid('body', 'body has no content left once unsafe markup is removed');
  return clean;
}

/** The editor's own interface in a sanitised body (its empty list-marker spans, as the sanitiser writes them). */
const EDITOR_UI = new RegExp(`<span class="${RICH_TEXT_POLICY.editorOnlyClass}"></span>`, 'g');

/**
 * Whether two sanitised bodies say the same: the editor's own interface is no content, so a body
 * saved again unchanged (the editor adds its list markers) is not written, and no change is recorded.
 */
export const sameBody = (a: string, b: string): boolean =>
  a === b || a.replace(EDITOR_UI, '') === b.replace(EDITOR_UI, '');

/** The input with its body (if any) sanitised: done before a write, off the event loop. */
export async function withCleanBody<T extends { body?: string }>(input: T): Promise<T> {
  return input.body === undefined ? input : { ...input, body: await cleanBody(input.body) };
}

/** A project id usable for `owner`'s tasks (one of their company's live projects), or 400 naming `project`. */
async function checkProject(
  db: Repo,
  owner: UserRecord,
  projectId: number | null | undefined,
): Promise<number | null> {
  if (projectId === null || projectId === undefined) return null;
  const project = await db.projects.get(projectId);
  if (!project || project.deleted_at || project.company !== owner.company) {
    throw invalid('project', "project must be a project of the consultant's company");
  }
  return project.id;
}

/** Tasks and drafts belong to consultants only. */
export function ensureConsultant(owner: UserRecord): void {
  if (owner.role !== 'employee')
    throw invalid(undefined, `User ${owner.id} is not a consultant; tasks and drafts belong to consultants`);
}

/**
 * A new task or draft of `owner`, checked before its write: she is a consultant, its work day is
 * one she may log (in her company's zone, by `now`), and its body is cleaned. Her zone and the
 * cleaned input.
 */
export async function checkedNewWork<T extends TaskInputData>(
  db: Repo,
  owner: UserRecord,
  body: T,
  now: Date,
  known: CompanyZone | null,
): Promise<{ zone: string; input: T }> {
  ensureConsultant(owner);
  const zone = await zoneOf(db, owner, known);
  checkWorkDay(zone, body.worked_on, now);
  return { zone, input: await withCleanBody(body) };
}

/** `input` must have gone through `withCleanBody`, and its work day through `checkWorkDay`. */
export async function newTaskFields(db: Repo, owner: UserRecord, input: TaskInputData): Promise<TaskFields> {
  return {
    user: owner.id,
    title: input.title,
    body: input.body,
    duration: input.duration,
    project: await checkProject(db, owner, input.project),
    worked_on: input.worked_on ?? null,
  };
}

/**
 * The fields `patch` changes, with the time of the change, for an update of `current` (read
 * locked inside the write); a project left as it was is not checked again. `patch` went through
 * `withCleanBody` and its work day through `checkWorkDay`.
 */
export async function taskChanges(
  db: Repo,
  owner: UserRecord,
  current: TaskRecord,
  patch: TaskChangeData,
  now: Date,
): Promise<Changes<'tasks'>> {
  return {
    ...(patch.title !== undefined && { title: patch.title }),
    ...(patch.body !== undefined && !sameBody(patch.body, current.body) && { body: patch.body }),
    ...(patch.duration !== undefined && { duration: patch.duration }),
    ...(patch.project !== undefined &&
      patch.project !== current.project && { project: await checkProject(db, owner, patch.project) }),
    ...(patch.worked_on !== undefined &&
      patch.worked_on !== current.worked_on && { worked_on: patch.worked_on }),
    ...(patch.billable !== undefined &&
      patch.billable !== (current.billable ?? null) && { billable: patch.billable }),
    updated_at: now.toISOString(),
  };
}
