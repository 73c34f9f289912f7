/** Everything a target schedule or a holiday write writes: its one row and its audit event. */
import { sql } from 'drizzle-orm';
import type { Holiday, TargetInput, TargetSchedule } from '@app/contract';
import { rowsOf } from '../db/repo';
import type { UserRecord } from '../db/records';
import type { Tx } from '../db/store';
import { about, recordEvent } from '../audit';
import { invalid } from '../kernel/errors';
import { holidayById } from './queries';

const nameOf = (actor: UserRecord) => `${actor.first_name} ${actor.last_name}`.trim() || actor.email;

/** `owner`'s schedule from `input.effective_from` on, set by `actor` at `now` (replacing one from that day). */
export async function setSchedule(
  tx: Tx,
  owner: UserRecord,
  actor: UserRecord,
  input: TargetInput,
  now: Date,
): Promise<TargetSchedule> {
  const days = `{${input.days.join(',')}}`;
  // the schedule from the same day, replaced (locked until the write ends)
  const [replaced] = rowsOf<{ days: number[] }>(
    await tx.q.execute(sql`select days from target_schedules
      where "user" = ${owner.id}::int and effective_from = ${input.effective_from}::date for update`),
  );
  await tx.q
    .execute(sql`insert into target_schedules ("user", effective_from, days, set_at, set_by, set_by_name)
    values (${owner.id}::int, ${input.effective_from}::date, ${days}::int[], ${now}::timestamptz, ${actor.id}::int,
      ${nameOf(actor)})
    on conflict ("user", effective_from) do update set days = excluded.days, set_at = excluded.set_at,
      set_by = excluded.set_by, set_by_name = excluded.set_by_name`);
  recordEvent(tx, now, {
    entity: 'target',
    entityId: owner.id,
    action: replaced ? 'updated' : 'created',
    ...about(owner),
    before: replaced ? { effective_from: input.effective_from, days: replaced.days.map(Number) } : null,
    after: { effective_from: input.effective_from, days: [...input.days] },
  });
  return {
    effective_from: input.effective_from,
    days: [...input.days],
    set_at: now.toISOString(),
    set_by_name: nameOf(actor),
  };
}

/** A holiday of `companyId`; a day that already is one is 400 naming `day`. */
export async function insertHoliday(
  tx: Tx,
  companyId: number,
  day: string,
  name: string,
  at: Date,
): Promise<Holiday> {
  const [row] = rowsOf<{ id: number }>(
    await tx.q.execute(sql`insert into holidays (company, day, name)
      values (${companyId}::int, ${day}::date, ${name}) on conflict (company, day) do nothing returning id`),
  );
  if (!row) throw invalid('day', `day ${day} is already a holiday`);
  const id = Number(row.id);
  recordEvent(tx, at, {
    entity: 'holiday',
    entityId: id,
    action: 'created',
    company: companyId,
    after: { day, name },
  });
  return { id, day, name };
}

/** Deletes a holiday once `check` (given it locked) lets it; gone meanwhile: 404. */
export async function removeHoliday(
  tx: Tx,
  id: number,
  check: (current: Holiday & { company: number }) => void,
  at: Date,
): Promise<void> {
  const current = await holidayById(tx.db, id, 'update');
  check(current);
  await tx.q.execute(sql`delete from holidays where id = ${id}::int`);
  recordEvent(tx, at, {
    entity: 'holiday',
    entityId: id,
    action: 'deleted',
    company: current.company,
    before: { day: current.day, name: current.name },
  });
}
