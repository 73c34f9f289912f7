/**
 * A report of a refused release: one per person, module and release (a page that refuses it again
 * adds nothing); a person keeps her CLIENT_REPORTS_KEPT newest, so no caller grows the table
 * without bound.
 */
import { sql } from 'drizzle-orm';
import type { ClientReport, ClientReportInput } from '@app/contract';
import { CLIENT_REPORTS_KEPT } from '@app/contract/releases';
import type { UserRecord } from '../db/records';
import type { Tx } from '../db/store';
import { clientReports } from './queries';

export async function insertClientReport(
  tx: Tx,
  reporter: Pick<UserRecord, 'id' | 'email'>,
  input: ClientReportInput,
  at: Date,
): Promise<ClientReport> {
  // the reporter is locked: two reports of hers at once count each other
  await tx.lock('users', [reporter.id]);
  await tx.q.execute(sql`insert into client_reports
      (id, at, "user", user_email, kind, area, release, mismatches, offered)
    values (nextval('entity_id_seq'), ${at.toISOString()}::timestamptz, ${reporter.id}::int, ${reporter.email},
      ${input.kind}, ${input.area}, ${input.release}, ${JSON.stringify(input.mismatches)}::jsonb,
      ${JSON.stringify(input.offered)}::jsonb)
    on conflict ("user", area, release) do nothing`);
  await tx.q.execute(sql`delete from client_reports where "user" = ${reporter.id}::int and id not in (
      select id from client_reports where "user" = ${reporter.id}::int order by id desc limit ${CLIENT_REPORTS_KEPT}::int)`);
  const [report] = await clientReports(
    tx.db,
    sql`"user" = ${reporter.id}::int and area = ${input.area} and release = ${input.release}`,
  );
  return report;
}
