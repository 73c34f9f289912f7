/**
 * The earliest day a company's imports reach back to: its own (companies.import_earliest_day,
 * migration 0030), else the product's (LIMITS.importEarliestDay).
 */
import { sql } from 'drizzle-orm';
import { LIMITS } from '@app/contract';
import { rowsOf } from '../db/repo';
import type { Tx } from '../db/store';
import { recordChange } from '../audit';

/** Company `companyId`'s floor, 'yyyy-MM-dd'. */
export async function importFloorOf(db: Pick<Tx, 'q'>, companyId: number): Promise<string> {
  const [row] = rowsOf<{ day: string | null }>(
    await db.q.execute(
      sql`select to_char(import_earliest_day, 'YYYY-MM-DD') as day from companies where id = ${companyId}::int`,
    ),
  );
  return row?.day ?? LIMITS.importEarliestDay;
}

/** Sets company `companyId`'s floor to `day`, recorded in its audit trail with the floor before. */
export async function setImportFloor(tx: Tx, companyId: number, day: string, now: Date): Promise<void> {
  const was = await importFloorOf(tx, companyId);
  await tx.q.execute(
    sql`update companies set import_earliest_day = ${day}::date where id = ${companyId}::int`,
  );
  recordChange(
    tx,
    now,
    { entity: 'company', entityId: companyId, action: 'updated', company: companyId },
    { import_earliest_day: was },
    { import_earliest_day: day },
  );
}
