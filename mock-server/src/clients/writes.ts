/**
 * Everything written about a client, each write with its audit event. Names are unique in the
 * company whatever their case (two writes at once meet the unique index, answered the same way);
 * a client is deleted only while nothing names it: archived otherwise.
 */
import { sql } from 'drizzle-orm';
import { CLIENT_DEFAULTS } from '@app/contract/money';
import { rowsOf } from '../db/repo';
import type { Tx } from '../db/store';
import { recordChange, recordEvent } from '../audit';
import { conflict } from '../kernel/errors';
import { clientById, clientNamed, projectsOfClient, toClient, type ClientRow } from './queries';
import type { ClientInputData, ClientPatchData } from './schemas';

async function ensureNameFree(tx: Tx, companyId: number, name: string, except?: number): Promise<void> {
  const other = await clientNamed(tx.db, companyId, name, except);
  if (other)
    throw conflict(
      'duplicate_name',
      `Another client of this company is named '${other.name}' (id ${other.id})`,
    );
}

const facts = ({ name, address, vat_id, payment_terms_days, notes, archived }: ClientRow) => ({
  name,
  address,
  vat_id,
  payment_terms_days,
  notes,
  archived,
});

const clientEvent = (c: ClientRow) => ({ entity: 'client', entityId: c.id, company: c.company }) as const;

export async function insertClient(
  tx: Tx,
  companyId: number,
  input: ClientInputData,
  now: Date,
): Promise<ClientRow> {
  await ensureNameFree(tx, companyId, input.name);
  const [row] = rowsOf<ClientRow>(
    await tx.q
      .execute(sql`insert into clients (company, name, address, vat_id, payment_terms_days, notes, created_at)
      values (${companyId}::int, ${input.name}, ${input.address ?? ''}, ${input.vat_id ?? ''},
        ${input.payment_terms_days ?? CLIENT_DEFAULTS.paymentTermsDays}::int, ${input.notes ?? ''},
        ${now.toISOString()}::timestamptz)
      returning id, company, name, address, vat_id, payment_terms_days, notes, archived, created_at`),
  );
  const client = toClient(row!);
  recordEvent(tx, now, { ...clientEvent(client), action: 'created', after: facts(client) });
  return client;
}

/** Changes the fields sent, the client locked from the start (deleted meanwhile: 404). */
export async function updateClient(tx: Tx, id: number, patch: ClientPatchData, at: Date): Promise<ClientRow> {
  const current = await clientById(tx.db, id, 'update');
  if (patch.name !== undefined) await ensureNameFree(tx, current.company, patch.name, id);
  const next: ClientRow = {
    ...current,
    ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)),
  };
  await tx.q.execute(sql`update clients set name = ${next.name}, address = ${next.address},
    vat_id = ${next.vat_id}, payment_terms_days = ${next.payment_terms_days}::int, notes = ${next.notes},
    archived = ${next.archived} where id = ${id}::int`);
  recordChange(tx, at, { ...clientEvent(next), action: 'updated' }, facts(current), facts(next));
  return next;
}

/**
 * Deletes a client nothing names: a project naming it is 409 (archive it instead). A project set
 * to it meanwhile waits for this lock, then finds it gone.
 */
export async function deleteClient(tx: Tx, id: number, at: Date): Promise<void> {
  const current = await clientById(tx.db, id, 'update');
  const projects = await projectsOfClient(tx.db, id);
  if (projects > 0)
    throw conflict(
      'client_in_use',
      `${projects} project(s), deleted ones too, name '${current.name}': archive it instead`,
    );
  await tx.q.execute(sql`delete from clients where id = ${id}::int`);
  recordEvent(tx, at, { ...clientEvent(current), action: 'deleted', before: facts(current) });
}
