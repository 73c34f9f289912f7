/**
 * What was typed into a task form, kept in this tab (sessionStorage) from the moment it is typed
 * until the form is saved or explicitly cleared: closing the dialog (outside click, close icon,
 * Escape) loses nothing. Keys name the form: the add form of an employee, or the edit of one task.
 */
export interface TaskFormFields {
  title: string;
  body: string;
  duration: string;
  attach: boolean;
  projectId: string;
  /** the work day picked ('yyyy-MM-dd'); '' when none was: today, or the task's own day */
  day: string;
  /** a new task's billable mark: true or false whatever its project is; null, as its project */
  billable: boolean | null;
}

const storageKey = (key: string) => `TASKTRACKER_TASK_FORM_${key}`;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readKeptForm(key: string): TaskFormFields | null {
  try {
    const raw = storage()?.getItem(storageKey(key));
    const value = raw ? (JSON.parse(raw) as Partial<TaskFormFields>) : null;
    if (!value || typeof value !== 'object') return null;
    return {
      title: String(value.title ?? ''),
      body: String(value.body ?? ''),
      duration: String(value.duration ?? ''),
      attach: !!value.attach,
      projectId: String(value.projectId ?? ''),
      day: String(value.day ?? ''),
      billable: typeof value.billable === 'boolean' ? value.billable : null,
    };
  } catch {
    return null;
  }
}

export function keepForm(key: string, fields: TaskFormFields): void {
  try {
    storage()?.setItem(storageKey(key), JSON.stringify(fields));
  } catch {
    // storage full or refused: the form still works, only the keeping is lost
  }
}

export function forgetForm(key: string): void {
  storage()?.removeItem(storageKey(key));
}

export const sameFields = (a: TaskFormFields, b: TaskFormFields) =>
  a.title === b.title &&
  a.body === b.body &&
  a.duration === b.duration &&
  a.attach === b.attach &&
  a.projectId === b.projectId &&
  a.day === b.day &&
  a.billable === b.billable;
