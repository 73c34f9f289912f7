/**
 * One import of a company at a time: an import (or its dry run) claims the company's row of
 * import_runs when it starts and gives it back when it ends, so a second one sent meanwhile, to
 * this API process or another, is refused with 429 and the seconds to wait. A claim left by a
 * process that stopped midway lapses after IMPORT_CLAIM_SECONDS.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/engine';
import { HttpError } from '../kernel/errors';

/** The longest an import may hold its company's claim (an import of the most rows takes far less). */
const IMPORT_CLAIM_SECONDS = 600;
/** What a refused import is told to wait: imports end within seconds. */
const RETRY_AFTER_SECONDS = 5;

/** Claims `companyId`'s import, or throws 429 while another import of it runs. */
export async function claimImport(db: Db, companyId: number): Promise<void> {
  const result = await db.execute(sql`
    insert into import_runs (company, started_at, expires_at)
    values (${companyId}::int, now(), now() + make_interval(secs => ${IMPORT_CLAIM_SECONDS}::int))
    on conflict (company) do update set started_at = excluded.started_at, expires_at = excluded.expires_at
      where import_runs.expires_at <= now()
    returning company`);
  if ((result as unknown as { rows: unknown[] }).rows.length === 0)
    throw new HttpError(429, {
      error: 'import_running',
      detail: `Another import of this company is running. Try again in ${RETRY_AFTER_SECONDS} seconds.`,
      retry_after: RETRY_AFTER_SECONDS,
    });
}

/** Gives back `companyId`'s claim. */
export async function releaseImport(db: Db, companyId: number): Promise<void> {
  await db.execute(sql`delete from import_runs where company = ${companyId}::int`);
}
