/** A company's task log: who did what to which task, appended in the write that did it. */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/store';

export const logActions = {
  created: (title: string) => `created task "${title}"`,
  updated: (title: string) => `updated task "${title}"`,
  deleted: (title: string) => `deleted task "${title}"`,
  published: (count: number) => `published ${count} task${count === 1 ? '' : 's'}`,
};

/** The insert of task-log entries, each row as `appendLog` makes it. */
const LOG_INSERT = sql`insert into logs (company, created_at, email, action) values`;

/** Appends an entry to a company's task log: queued, written when the write ends (`Tx.appendLater`). */
export const appendLog = (tx: Tx, company: number, actorEmail: string, action: string, at: Date): void =>
  tx.appendLater(LOG_INSERT, [
    sql`(${company}::int, ${at.toISOString()}::timestamptz, ${actorEmail}, ${action})`,
  ]);
