/** Reading drafts: published drafts are no longer drafts. */
import { and, asc, desc, eq, inArray, not } from 'drizzle-orm';
import { toDraft, type ReadOptions, type Repo } from '../db/repo';
import type { DraftRecord } from '../db/records';
import { drafts, projects } from '../db/schema';
import { found } from '../kernel/route';
import type { DraftRow } from './view';

export const draftById = async (db: Repo, id: number, how?: ReadOptions): Promise<DraftRecord> => {
  const draft = await db.drafts.get(id, how);
  return found(draft && !draft.published ? draft : undefined, 'draft', id);
};

/** A consultant's unpublished drafts, newest first, with their project's name. */
export async function unpublishedDraftsOf(db: Repo, userId: number): Promise<DraftRow[]> {
  const rows = await db.q
    .select({ d: drafts, project_name: projects.name })
    .from(drafts)
    .leftJoin(projects, eq(projects.id, drafts.project))
    .where(and(eq(drafts.user, userId), not(drafts.published)))
    .orderBy(desc(drafts.created_at), desc(drafts.id));
  return rows.map(({ d, project_name }) => ({ ...toDraft(d), project_name }));
}

/**
 * For publishing, inside a write: the drafts `ids` (whoever's, published or not), or without ids
 * every unpublished draft of `userId`, in id order, each row locked FOR UPDATE until the write
 * ends. A draft another write is publishing is waited for, then read as that write left it.
 */
export async function lockDraftsForPublishing(
  db: Repo,
  userId: number,
  ids?: readonly number[],
): Promise<DraftRecord[]> {
  const rows = await db.q
    .select()
    .from(drafts)
    .where(ids ? inArray(drafts.id, [...ids]) : and(eq(drafts.user, userId), not(drafts.published)))
    .orderBy(asc(drafts.id))
    .for('update');
  return rows.map(toDraft);
}

/** Which of `taskIds` `owner` has a draft of ('Copy last week'), published or not. */
export async function tasksCopiedBy(
  db: Repo,
  owner: number,
  taskIds: readonly number[],
): Promise<Set<number>> {
  if (!taskIds.length) return new Set();
  const rows = await db.q
    .select({ from: drafts.copied_from })
    .from(drafts)
    .where(and(eq(drafts.user, owner), inArray(drafts.copied_from, [...taskIds])));
  return new Set(rows.map((row) => row.from!));
}
