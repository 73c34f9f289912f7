/**
 * Setting and deleting rates, each with its audit event. A rate names the place its level needs
 * (RATE_PLACES) and only that; the place must be the company's (a client, a live project, a
 * consultant), read locked so a delete of it waits. One rate per place and day: a second from the
 * same day replaces it. The money of the totals is counted again from the rate's day on, for its place.
 */
import { sql } from 'drizzle-orm';
import { RATE_PLACES } from '@app/contract/money';
import { rowsOf } from '../db/repo';
import { recomputeMoney } from '../db/totals';
import type { UserRecord } from '../db/records';
import type { Tx } from '../db/store';
import { recordEvent } from '../audit';
import { clientById } from '../clients';
import { conflict, invalid } from '../kernel/errors';
import { dayKeyOfIsoDate } from '../kernel/time';
import { projectById } from '../projects/queries';
import { rateById, rateColumns, toRate, type RateRow } from './queries';
import type { RateInputData } from './schemas';

const nameOf = (actor: UserRecord) => `${actor.first_name} ${actor.last_name}`.trim() || actor.email;

const PLACE_FIELDS = ['client', 'project', 'user'] as const;

/** The place of `input` checked: each field its level names present and the company's, no other. */
async function checkPlace(tx: Tx, companyId: number, input: RateInputData): Promise<void> {
  const wanted = RATE_PLACES[input.level];
  for (const field of PLACE_FIELDS) {
    const given = input[field];
    if (wanted.includes(field) && given === undefined)
      throw invalid(field, `${field} is required for a rate of level ${input.level}`);
    if (!wanted.includes(field) && given !== undefined)
      throw invalid(field, `${field} is not part of a rate of level ${input.level}`);
  }
  if (input.client !== undefined) {
    const client = await clientById(tx.db, input.client, 'share').catch(() => undefined);
    if (!client || client.company !== companyId)
      throw invalid('client', 'client must be a client of this company');
  }
  if (input.project !== undefined) {
    const project = await projectById(tx.db, input.project, { lock: 'share' }).catch(() => undefined);
    if (!project || project.company !== companyId)
      throw invalid('project', 'project must be a project of this company');
  }
  if (input.user !== undefined) {
    await tx.lock('users', [input.user]);
    const user = await tx.db.users.get(input.user);
    if (!user || user.company !== companyId || user.role !== 'employee')
      throw invalid('user', 'user must be a consultant of this company');
  }
}

const facts = (r: RateRow) => ({
  level: r.level,
  client: r.client,
  project: r.project,
  user: r.user,
  hourly_rate: r.hourly_rate,
  from: r.from,
});

/** A rate of `companyId` from `input.from`, set by `actor` (replacing the same place's rate of that day). */
export async function setRate(
  tx: Tx,
  companyId: number,
  actor: UserRecord,
  input: RateInputData,
  now: Date,
): Promise<RateRow> {
  // the company's row first, as recounting the money holds it (FOR UPDATE): its currency stays as it
  // is, and no task adds its totals at the rates it read, until this rate is written and counted
  await tx.q.execute(sql`select 1 from companies where id = ${companyId}::int for update`);
  await checkPlace(tx, companyId, input);
  const place = sql`${companyId}::int, ${input.level}, ${input.client ?? null}::int, ${input.project ?? null}::int,
    ${input.user ?? null}::int`;
  const [replaced] = rowsOf<RateRow>(
    await tx.q.execute(sql`select ${rateColumns} from rates r
      where (r.company, r.level, coalesce(r.client, 0), coalesce(r.project, 0), coalesce(r."user", 0), r."from")
        = (${companyId}::int, ${input.level}, ${input.client ?? 0}::int, ${input.project ?? 0}::int,
          ${input.user ?? 0}::int, ${input.from}::date)
      for update of r`),
  ).map(toRate);
  const [row] = rowsOf<{ id: number }>(
    await tx.q.execute(sql`insert into rates (company, level, client, project, "user", hourly_rate, "from",
        set_at, set_by, set_by_name)
      values (${place}, ${input.hourly_rate}::bigint, ${input.from}::date, ${now.toISOString()}::timestamptz,
        ${actor.id}::int, ${nameOf(actor)})
      on conflict (company, level, coalesce(client, 0), coalesce(project, 0), coalesce("user", 0), "from")
      do update set hourly_rate = excluded.hourly_rate, set_at = excluded.set_at, set_by = excluded.set_by,
        set_by_name = excluded.set_by_name
      returning id`),
  );
  const rate = await rateById(tx.db, Number(row!.id));
  await recomputeMoney(tx, companyId, dayKeyOfIsoDate(rate.from)!, rate);
  recordEvent(tx, now, {
    entity: 'rate',
    entityId: rate.id,
    action: replaced ? 'updated' : 'created',
    company: companyId,
    before: replaced ? facts(replaced) : null,
    after: facts(rate),
  });
  return rate;
}

/** A rate is deleted only while no invoice holds hours from its first day on. */
async function ensureRateNotInvoiced(tx: Tx, companyId: number, from: string): Promise<void> {
  const [row] = rowsOf<{ id: number; number: string | null }>(
    await tx.q.execute(sql`select i.id, i.number from invoice_tasks it join invoices i on i.id = it.invoice
      where i.company = ${companyId}::int and it.day >= ${from}::date order by i.id limit 1`),
  );
  if (row)
    throw conflict(
      'rate_invoiced',
      `${row.number ? `Invoice ${row.number}` : `Draft invoice ${row.id}`} bills hours from ${from} on: the rate stays`,
    );
}

/** Deletes rate `id` (gone meanwhile: 404). */
export async function removeRate(tx: Tx, id: number, at: Date): Promise<void> {
  // its company's row first, as a rate is set (the recount of the money holds it FOR UPDATE)
  const { company } = await rateById(tx.db, id);
  await tx.q.execute(sql`select 1 from companies where id = ${company}::int for update`);
  const current = await rateById(tx.db, id, 'update');
  await ensureRateNotInvoiced(tx, current.company, current.from);
  await tx.q.execute(sql`delete from rates where id = ${id}::int`);
  await recomputeMoney(tx, current.company, dayKeyOfIsoDate(current.from)!, current);
  recordEvent(tx, at, {
    entity: 'rate',
    entityId: id,
    action: 'deleted',
    company: current.company,
    before: facts(current),
  });
}
