/** A company's task log: who did what to which task, appended in the write that did it. */
import type { LogRecord } from '../db/records';
import type { Tx } from '../db/store';

export const logActions = {
  created: (title: string) => `created task "${title}"`,
  updated: (title: string) => `updated task "${title}"`,
  deleted: (title: string) => `deleted task "${title}"`,
  published: (count: number) => `published ${count} task${count === 1 ? '' : 's'}`,
};

/** Appends an entry to a company's task log. */
export const appendLog = (
  tx: Tx,
  company: number,
  actorEmail: string,
  action: string,
  at: Date,
): Promise<LogRecord> =>
  tx.insert('logs', { company, created_at: at.toISOString(), email: actorEmail, action });
