import { FIELD_RULES } from '../fieldRules';
import { MESSAGES, type MessagePair } from '../messages';
import { checkFields } from './fields';

export interface TaskForm {
  title: string;
  /** rich text (HTML) */
  body: string;
  /** minutes, as typed */
  duration: number | string;
  project?: number | null;
  /** the work day 'yyyy-MM-dd'; empty or absent: today */
  worked_on?: string;
}

/** Duration is sent as a whole number of minutes, rounded down. */
export function normaliseDuration(duration: number | string): number {
  return Math.floor(Number(duration));
}

const sameTask = (next: TaskForm, previous: TaskForm) =>
  next.title.trim() === previous.title.trim() &&
  next.body === previous.body &&
  normaliseDuration(next.duration) === normaliseDuration(previous.duration) &&
  (next.project ?? null) === (previous.project ?? null) &&
  (next.worked_on || null) === (previous.worked_on || null);

/**
 * The task form, by the task's field rules: title, body (an editor's empty '<p><br></p>' counts as
 * empty) and duration required ('Empty fields'), title at most 50 characters, duration a whole
 * number of minutes from 1 ('Invalid Duration'), the work day a calendar day (its range against the
 * company's today: `dayRangeProblem` of @app/contract/days), and on edit (with `previous`) at least
 * one change ('No changes detected').
 */
export function checkTaskForm(form: TaskForm, previous?: TaskForm): MessagePair | null {
  const problem = checkFields(
    FIELD_RULES.task,
    {
      title: form.title,
      body: form.body,
      // checked as sent: whole minutes
      duration: String(form.duration).trim() === '' ? undefined : normaliseDuration(form.duration),
      project: form.project,
      worked_on: form.worked_on || undefined,
    },
    {
      required: previous ? MESSAGES.emptyTaskEditFields : MESSAGES.emptyTaskFields,
      maxLength: MESSAGES.titleTooLong,
      wholeNumber: MESSAGES.invalidDuration,
      min: MESSAGES.invalidDuration,
      max: MESSAGES.invalidDuration,
    },
  );
  if (problem) return problem;
  if (previous && sameTask(form, previous)) return MESSAGES.taskUnchanged;
  return null;
}

/** A todo: title required; on edit, unchanged gives the task's no-change message. */
export function checkTodo(title: string, previousTitle?: string): MessagePair | null {
  if (!title.trim()) return MESSAGES.emptyTaskFields;
  if (previousTitle !== undefined && title.trim() === previousTitle.trim()) return MESSAGES.taskUnchanged;
  return null;
}

/** Project name, by its field rule: fewer than 4 characters rejected; unchanged on edit is 'Nothing to change'. */
export function checkProjectName(name: string, previous?: string): MessagePair | null {
  const problem = checkFields(
    FIELD_RULES.project,
    { name },
    { required: MESSAGES.invalidProjectName, minLength: MESSAGES.invalidProjectName },
  );
  if (problem) return problem;
  if (previous !== undefined && name.trim() === previous.trim()) return MESSAGES.nothingToChange;
  return null;
}
