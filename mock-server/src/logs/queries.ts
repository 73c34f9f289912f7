/** Reading a company's task log. */
import { sql } from 'drizzle-orm';
import type { TaskLog } from '@app/contract';
import { jsonArray, type Repo } from '../db/repo';
import type { JsonText } from '../db/records';

/** A company's task log, newest first, as the API's JSON text (each entry's kept with it, migration 0005). */
export const logsOfCompanyJson = (db: Repo, companyId: number): Promise<JsonText<TaskLog[]>> =>
  jsonArray(
    db.q,
    sql`l.entry_json`,
    sql`order by l.id desc`,
    sql`from logs l where l.company = ${companyId}`,
  );
