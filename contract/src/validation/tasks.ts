import { LIMITS } from '../limits';
import { MESSAGES, type MessagePair } from '../messages';
import { plainText } from '../text';

export interface TaskForm {
  title: string;
  /** rich text (HTML) */
  body: string;
  /** minutes, as typed */
  duration: number | string;
  project?: number | null;
}

/** Duration is sent as a whole number of minutes, rounded down. */
export function normaliseDuration(duration: number | string): number {
  return Math.floor(Number(duration));
}

const sameTask = (next: TaskForm, previous: TaskForm) =>
  next.title.trim() === previous.title.trim() &&
  next.body === previous.body &&
  normaliseDuration(next.duration) === normaliseDuration(previous.duration) &&
  (next.project ?? null) === (previous.project ?? null);

/**
 * The task form: title, body (an editor's empty '<p><br></p>' counts as empty) and duration required ('Empty fields'), title at
 * most 50 characters, duration at least 1 minute ('Invalid Duration'), and on edit (with
 * `previous`) at least one change ('No changes detected').
 */
export function checkTaskForm(form: TaskForm, previous?: TaskForm): MessagePair | null {
  if (
    !form.title.trim() ||
    !(plainText(form.body) || /<img/i.test(form.body)) ||
    String(form.duration).trim() === ''
  ) {
    return previous ? MESSAGES.emptyTaskEditFields : MESSAGES.emptyTaskFields;
  }
  if (form.title.trim().length > LIMITS.titleMaxLength) return MESSAGES.titleTooLong;
  const duration = normaliseDuration(form.duration);
  if (!Number.isFinite(duration) || duration < LIMITS.minDuration) return MESSAGES.invalidDuration;
  if (previous && sameTask(form, previous)) return MESSAGES.taskUnchanged;
  return null;
}

/** A todo: title required; on edit, unchanged gives the task's no-change message. */
export function checkTodo(title: string, previousTitle?: string): MessagePair | null {
  if (!title.trim()) return MESSAGES.emptyTaskFields;
  if (previousTitle !== undefined && title.trim() === previousTitle.trim()) return MESSAGES.taskUnchanged;
  return null;
}

/** Project name: fewer than 4 characters rejected; unchanged on edit is 'Nothing to change'. */
export function checkProjectName(name: string, previous?: string): MessagePair | null {
  if (name.trim().length < LIMITS.projectNameMinLength) return MESSAGES.invalidProjectName;
  if (previous !== undefined && name.trim() === previous.trim()) return MESSAGES.nothingToChange;
  return null;
}
