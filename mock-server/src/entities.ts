/**
 * How new records are made (ids from the one global sequence, timestamps from the server clock)
 * and the wording of task-log actions. Used by the routes, the seed and the load script alike.
 */
import { duplicateEmail } from './errors';
import type { Database } from './store/database';
import type { DraftRecord, LogRecord, TaskRecord, UserRecord } from './store/records';
import type { Tx } from './store/store';

export type NewUserFields = Omit<UserRecord, 'id' | 'date_joined' | 'is_active'> & { is_active?: boolean };

/** Emails are unique regardless of case. */
export function ensureEmailFree(db: Database, email: string, exceptUserId?: number): void {
  const holder = db.userByEmail(email);
  if (holder && holder.id !== exceptUserId) throw duplicateEmail();
}

export function putNewUser(tx: Tx, fields: NewUserFields, now: Date): UserRecord {
  ensureEmailFree(tx.db, fields.email);
  const user: UserRecord = {
    id: tx.nextId(),
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
  };
  tx.put('users', user);
  return user;
}

export type TaskFields = Pick<TaskRecord, 'user' | 'title' | 'body' | 'duration' | 'project'>;

export function putNewTask(tx: Tx, fields: TaskFields, createdAt: Date): TaskRecord {
  const task: TaskRecord = { id: tx.nextId(), ...fields, created_at: createdAt.toISOString(), updated_at: null };
  tx.put('tasks', task);
  return task;
}

export function putNewDraft(tx: Tx, fields: TaskFields, createdAt: Date): DraftRecord {
  const draft: DraftRecord = { id: tx.nextId(), ...fields, created_at: createdAt.toISOString(), updated_at: null, published: false };
  tx.put('drafts', draft);
  return draft;
}

export const logActions = {
  created: (title: string) => `created task "${title}"`,
  updated: (title: string) => `updated task "${title}"`,
  deleted: (title: string) => `deleted task "${title}"`,
  published: (count: number) => `published ${count} task${count === 1 ? '' : 's'}`,
};

/** Appends an entry to a company's task log. */
export function putLog(tx: Tx, company: number, actorEmail: string, action: string, at: Date): LogRecord {
  const log: LogRecord = { id: tx.nextId(), company, created_at: at.toISOString(), email: actorEmail, action };
  tx.put('logs', log);
  return log;
}

/** Removes a person with their tasks and drafts (task-log entries stay: they are the company's). */
export function removeUserCascade(tx: Tx, user: UserRecord): void {
  for (const task of tx.db.tasksOfUser(user.id)) tx.remove('tasks', task.id);
  for (const draft of tx.db.draftsOfUser(user.id)) tx.remove('drafts', draft.id);
  for (const session of tx.db.sessionsOfUser(user.id)) tx.remove('sessions', session.id);
  tx.remove('users', user.id);
}

/** Removes a company and everything in it: people (with tasks and drafts), departments, projects, logs. */
export function removeCompanyCascade(tx: Tx, companyId: number): void {
  const { db } = tx;
  for (const user of db.usersOfCompany(companyId)) removeUserCascade(tx, user);
  for (const department of db.departmentsOfCompany(companyId)) tx.remove('departments', department.id);
  for (const project of db.projectsOfCompany(companyId)) tx.remove('projects', project.id);
  for (const log of db.logsOfCompany(companyId)) tx.remove('logs', log.id);
  tx.remove('companies', companyId);
}
