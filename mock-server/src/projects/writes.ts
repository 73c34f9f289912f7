/**
 * Everything written about a project. Deleting one hides it (it can no longer be listed, edited
 * or used in a task) but keeps its name on the tasks that already name it. Each write records its
 * audit event.
 */
import type { ProjectRecord } from '../db/records';
import type { Tx } from '../db/store';
import { recordChange, recordEvent } from '../audit';
import { conflict } from '../kernel/errors';
import { found } from '../kernel/route';
import { liveProjectNamed, projectById } from './queries';

/**
 * The live projects of a company have names unique whatever their case: another one named so is
 * 409 naming it (two writes at once meet the database's unique index, answered the same way).
 */
export const duplicateProjectName = (name: string, other?: ProjectRecord) =>
  conflict(
    'duplicate_name',
    other
      ? `Another project of this company is named '${other.name}' (id ${other.id})`
      : `Another project of this company is named '${name}'`,
  );

async function ensureNameFree(tx: Tx, companyId: number, name: string, except?: number): Promise<void> {
  const other = await liveProjectNamed(tx.db, companyId, name, except);
  if (other) throw duplicateProjectName(name, other);
}

const projectEvent = (p: ProjectRecord) =>
  ({ entity: 'project', entityId: p.id, company: p.company }) as const;

export async function insertProject(
  tx: Tx,
  companyId: number,
  name: string,
  now: Date,
): Promise<ProjectRecord> {
  await ensureNameFree(tx, companyId, name);
  const project = await tx.insert('projects', {
    name,
    company: companyId,
    created_at: now.toISOString(),
    deleted_at: null,
  });
  recordEvent(tx, now, { ...projectEvent(project), action: 'created', after: { name } });
  return project;
}

/** Renames a live project, locked from the start: deleted meanwhile, it is a 404 and stays deleted. */
export async function renameProject(tx: Tx, id: number, name: string, at: Date): Promise<ProjectRecord> {
  const current = await projectById(tx.db, id, { lock: 'update' });
  await ensureNameFree(tx, current.company, name, id);
  const project = found(await tx.update('projects', id, { name }), 'project', id);
  recordChange(
    tx,
    at,
    { ...projectEvent(project), action: 'updated' },
    { name: current.name },
    { name: project.name },
  );
  return project;
}

/** Hides a live project (404 when it is gone already). */
export async function deleteProject(tx: Tx, id: number, now: Date): Promise<void> {
  const current = await projectById(tx.db, id, { lock: 'update' });
  await tx.update('projects', id, { deleted_at: now.toISOString() });
  recordEvent(tx, now, { ...projectEvent(current), action: 'deleted', before: { name: current.name } });
}
