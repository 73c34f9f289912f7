/**
 * How new records are made (ids from the one global sequence, timestamps from the server clock)
 * and the wording of task-log actions. Used by the routes, the seed and the importer alike.
 */
import type { Repo } from './db/repo';
import type { CompanyRecord, DraftRecord, LogRecord, TaskRecord, UserRecord } from './db/records';
import type { Tx } from './db/store';
import { duplicateEmail } from './errors';

export type NewUserFields = Omit<UserRecord, 'id' | 'date_joined' | 'is_active'> & { is_active?: boolean };

/** Emails are unique regardless of case (the database's unique index has the last word). */
export async function ensureEmailFree(db: Repo, email: string, exceptUserId?: number): Promise<void> {
  const holder = await db.userByEmail(email);
  if (holder && holder.id !== exceptUserId) throw duplicateEmail();
}

export async function putNewUser(tx: Tx, fields: NewUserFields, now: Date): Promise<UserRecord> {
  await ensureEmailFree(tx.db, fields.email);
  return tx.insert('users', {
    email: fields.email.trim().toLowerCase(),
    first_name: fields.first_name,
    last_name: fields.last_name,
    contact: fields.contact,
    password_hash: fields.password_hash,
    is_active: fields.is_active ?? true,
    date_joined: now.toISOString(),
    role: fields.role,
    company: fields.company,
    department: fields.department,
  });
}

export type TaskFields = Pick<TaskRecord, 'user' | 'title' | 'body' | 'duration' | 'project'>;

export async function putNewTask(tx: Tx, fields: TaskFields, createdAt: Date): Promise<TaskRecord> {
  return tx.insert('tasks', { ...fields, created_at: createdAt.toISOString(), updated_at: null });
}

export async function putNewDraft(tx: Tx, fields: TaskFields, createdAt: Date): Promise<DraftRecord> {
  return tx.insert('drafts', {
    ...fields,
    created_at: createdAt.toISOString(),
    updated_at: null,
    published: false,
  });
}

/**
 * A new task of `owner` with its entry in their company's task log: what POST /tasks/{user} writes,
 * and publishing for each draft it turns into a task.
 */
export async function putNewTaskWithLog(
  tx: Tx,
  owner: UserRecord,
  actorEmail: string,
  fields: TaskFields,
  at: Date,
): Promise<TaskRecord> {
  const created = await putNewTask(tx, fields, at);
  if (owner.company !== null)
    await putLog(tx, owner.company, actorEmail, logActions.created(created.title), at);
  return created;
}

export const logActions = {
  created: (title: string) => `created task "${title}"`,
  updated: (title: string) => `updated task "${title}"`,
  deleted: (title: string) => `deleted task "${title}"`,
  published: (count: number) => `published ${count} task${count === 1 ? '' : 's'}`,
};

/** Appends an entry to a company's task log. */
export async function putLog(
  tx: Tx,
  company: number,
  actorEmail: string,
  action: string,
  at: Date,
): Promise<LogRecord> {
  return tx.insert('logs', { company, created_at: at.toISOString(), email: actorEmail, action });
}

/**
 * Removes a person with their tasks, drafts, sessions and daily totals (the foreign keys
 * cascade); task-log entries stay: they are the company's.
 */
export const removeUserCascade = (tx: Tx, user: UserRecord): Promise<UserRecord | undefined> =>
  tx.remove('users', user.id);

/** Removes a company and everything in it: people (with their tasks), departments, projects, logs. */
export const removeCompanyCascade = (tx: Tx, companyId: number): Promise<CompanyRecord | undefined> =>
  tx.remove('companies', companyId);
