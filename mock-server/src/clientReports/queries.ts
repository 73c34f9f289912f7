/** Reading the pages' reports of refused releases: newest first. */
import { sql } from 'drizzle-orm';
import type { ClientReport } from '@app/contract';
import { rowsOf, type Repo } from '../db/repo';

/** How many reports the admin's list shows. */
const LISTED = 500;

interface Row {
  id: number;
  at: Date | string;
  user: number | null;
  user_email: string;
  kind: 'version_skew';
  area: ClientReport['area'];
  release: string;
  mismatches: string[];
  offered: Record<string, string>;
}

const toReport = (r: Row): ClientReport => ({
  id: r.id,
  at: new Date(r.at).toISOString(),
  user: r.user,
  user_email: r.user_email,
  kind: r.kind,
  area: r.area,
  release: r.release,
  mismatches: r.mismatches,
  offered: r.offered,
});

export async function clientReports(db: Repo, where = sql`true`): Promise<ClientReport[]> {
  return rowsOf<Row>(
    await db.q.execute(sql`select id, at, "user", user_email, kind, area, release, mismatches, offered
      from client_reports where ${where} order by id desc limit ${LISTED}::int`),
  ).map(toReport);
}
