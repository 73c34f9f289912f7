/**
 * Everything written about a project. Deleting one hides it (it can no longer be listed, edited
 * or used in a task) but keeps its name on the tasks that already name it. A change of its billable
 * flag or client counts its hours' money again. Each write records its audit event.
 */
import type { ProjectRecord } from '../db/records';
import { recomputeMoney } from '../db/totals';
import type { Tx } from '../db/store';
import { recordChange, recordEvent } from '../audit';
import { clientById } from '../clients';
import { conflict, invalid } from '../kernel/errors';
import { found } from '../kernel/route';
import { liveProjectNamed, projectById } from './queries';
import type { ProjectInputData, ProjectPatchData } from './schemas';

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

// a budget only when it has one
const facts = ({ name, client, billable, budget_minutes, budget_amount }: ProjectRecord) => ({
  name,
  client,
  billable,
  ...(budget_minutes !== null && { budget_minutes }),
  ...(budget_amount !== null && { budget_amount }),
});

/**
 * The budget columns a write sets: a budget in minutes or in money replaces the other kind (a
 * project has one at most); null removes it.
 */
function budgetOf(input: Pick<ProjectPatchData, 'budget_minutes' | 'budget_amount'>) {
  if (input.budget_minutes != null) return { budget_minutes: input.budget_minutes, budget_amount: null };
  if (input.budget_amount != null) return { budget_minutes: null, budget_amount: input.budget_amount };
  return {
    ...(input.budget_minutes === null && { budget_minutes: null }),
    ...(input.budget_amount === null && { budget_amount: null }),
  };
}

/**
 * A client a project of `companyId` may be set to: one of the company's, not archived, locked FOR
 * SHARE until the write ends (a delete of it waits, then finds it named). 400 naming `client` else.
 */
async function ensureClientFor(tx: Tx, companyId: number, clientId: number): Promise<void> {
  const client = await clientById(tx.db, clientId, 'share').catch(() => undefined);
  if (!client || client.company !== companyId)
    throw invalid('client', "client must be a client of the project's company");
  if (client.archived) throw invalid('client', `client '${client.name}' is archived: restore it first`);
}

export async function insertProject(
  tx: Tx,
  companyId: number,
  input: ProjectInputData,
  now: Date,
): Promise<ProjectRecord> {
  await ensureNameFree(tx, companyId, input.name);
  const client = input.client ?? null;
  if (client !== null) await ensureClientFor(tx, companyId, client);
  const project = await tx.insert('projects', {
    name: input.name,
    company: companyId,
    created_at: now.toISOString(),
    deleted_at: null,
    client,
    billable: input.billable ?? true,
    budget_minutes: null,
    budget_amount: null,
    ...budgetOf(input),
  });
  recordEvent(tx, now, { ...projectEvent(project), action: 'created', after: facts(project) });
  return project;
}

/**
 * Changes the fields sent of a live project, locked from the start: deleted meanwhile, it is a
 * 404 and stays deleted.
 */
export async function updateProject(
  tx: Tx,
  id: number,
  patch: ProjectPatchData,
  at: Date,
): Promise<ProjectRecord> {
  const current = await projectById(tx.db, id, { lock: 'update' });
  if (patch.name !== undefined) await ensureNameFree(tx, current.company, patch.name, id);
  if (patch.client !== undefined && patch.client !== null && patch.client !== current.client)
    await ensureClientFor(tx, current.company, patch.client);
  const project = found(
    await tx.update('projects', id, {
      ...(patch.name !== undefined && { name: patch.name }),
      ...(patch.client !== undefined && { client: patch.client }),
      ...(patch.billable !== undefined && { billable: patch.billable }),
      ...budgetOf(patch),
    }),
    'project',
    id,
  );
  // its hours' money follows its billable flag (which minutes are billed) and its client's rates
  if (project.billable !== current.billable || project.client !== current.client)
    await recomputeMoney(tx, project.company, 0, { project: id }, project.billable !== current.billable);
  recordChange(tx, at, { ...projectEvent(project), action: 'updated' }, facts(current), facts(project));
  return project;
}

/** Hides a live project (404 when it is gone already). */
export async function deleteProject(tx: Tx, id: number, now: Date): Promise<void> {
  const current = await projectById(tx.db, id, { lock: 'update' });
  await tx.update('projects', id, { deleted_at: now.toISOString() });
  recordEvent(tx, now, { ...projectEvent(current), action: 'deleted', before: facts(current) });
}
