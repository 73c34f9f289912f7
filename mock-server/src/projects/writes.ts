/**
 * Everything written about a project. Deleting one hides it (it can no longer be listed, edited
 * or used in a task) but keeps its name on the tasks that already name it.
 */
import type { ProjectRecord } from '../db/records';
import type { Tx } from '../db/store';
import { found } from '../kernel/route';
import { projectById } from './queries';

export const insertProject = (tx: Tx, companyId: number, name: string, now: Date): Promise<ProjectRecord> =>
  tx.insert('projects', { name, company: companyId, created_at: now.toISOString(), deleted_at: null });

/** Renames a live project, locked from the start: deleted meanwhile, it is a 404 and stays deleted. */
export async function renameProject(tx: Tx, id: number, name: string): Promise<ProjectRecord> {
  await projectById(tx.db, id, { lock: 'update' });
  return found(await tx.update('projects', id, { name }), 'project', id);
}

/** Hides a live project (404 when it is gone already). */
export async function deleteProject(tx: Tx, id: number, now: Date): Promise<void> {
  await projectById(tx.db, id, { lock: 'update' });
  await tx.update('projects', id, { deleted_at: now.toISOString() });
}
