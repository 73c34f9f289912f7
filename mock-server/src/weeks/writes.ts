/**
 * Everything a week's transition writes, in one place: its state row (made open when missing,
 * then locked), its history entry and its audit event (the week's consultant as the record, the
 * week's Monday and state before and after, the comment or reason). And the lock every task or draft write takes on the weeks
 * of the days it touches.
 */
import { sql } from 'drizzle-orm';
import type { WeekStatus } from '@app/contract';
import { weekOf } from '@app/contract/days';
import { allowsTransition, WEEK_TRANSITIONS, weekTakesWrites, type WeekAction } from '@app/contract/weeks';
import type { Repo } from '../db/repo';
import type { UserRecord } from '../db/records';
import type { Tx } from '../db/store';
import { countApproval } from '../db/totals';
import { about, recordEvent } from '../audit';
import { ensureWeekNotInvoiced } from '../invoices';
import { HttpError } from '../kernel/errors';
import { frozenTargetsOf, timesheetOf, weekKey, weekStatus, weekStatuses } from './queries';

/** 409 naming the week and its state. */
const weekConflict = (error: string, detail: string, weekStart: string, status: WeekStatus) =>
  new HttpError(409, { error, detail, field: 'week', week: weekStart, status });

/**
 * `actor` takes `action` on `owner`'s week `weekStart` at `now` (`note`: the comment or reason):
 * the week's row is locked, its state must allow the action (else 409 naming the week and its
 * state, nothing written), then the new state and its history entry are written.
 */
export async function decideWeek(
  tx: Tx,
  owner: UserRecord,
  actor: UserRecord,
  action: WeekAction,
  weekStart: string,
  note: string | null,
  now: Date,
): Promise<void> {
  await tx.q.execute(sql`insert into week_states ("user", week_start, status, updated_at)
    values (${owner.id}::int, ${weekStart}::date, 'open', ${now}::timestamptz) on conflict do nothing`);
  const status = await weekStatus(tx.db, owner.id, weekStart, 'update');
  // a week whose hours an invoice holds stays approved (the draft locked it before reading it)
  if (action === 'reopen' && status === 'approved') await ensureWeekNotInvoiced(tx, owner.id, weekStart);
  if (!allowsTransition(action, status))
    throw weekConflict(
      'week_state',
      `The week of ${weekStart} is ${status}: it cannot be ${PAST[action]}`,
      weekStart,
      status,
    );
  const to = WEEK_TRANSITIONS[action].to;
  // approval freezes the week's targets and holidays as they are now; leaving it thaws them
  const frozen = to === 'approved' ? frozenTargetsOf(await timesheetOf(tx.db, owner, weekStart)) : null;
  await tx.q.execute(sql`update week_states set status = ${to}, updated_at = ${now}::timestamptz,
    approved_targets = ${frozen}::text
    where "user" = ${owner.id}::int and week_start = ${weekStart}::date`);
  // the week's hours go into (or leave) the approved part of the department's totals
  if (to === 'approved') await countApproval(tx, owner.id, weekStart, 1);
  else if (status === 'approved') await countApproval(tx, owner.id, weekStart, -1);
  const byName = `${actor.first_name} ${actor.last_name}`.trim() || actor.email;
  await tx.q.execute(sql`insert into week_events ("user", week_start, status, at, "by", by_name, comment)
    values (${owner.id}::int, ${weekStart}::date, ${to}, ${now}::timestamptz, ${actor.id}::int, ${byName}, ${note})`);
  recordEvent(tx, now, {
    entity: 'week',
    entityId: owner.id,
    action: PAST[action],
    ...about(owner),
    before: { week_start: weekStart, status },
    after: { week_start: weekStart, status: to },
    reason: note,
  });
}

const PAST: Record<WeekAction, 'submitted' | 'withdrawn' | 'approved' | 'rejected' | 'reopened'> = {
  submit: 'submitted',
  withdraw: 'withdrawn',
  approve: 'approved',
  reject: 'rejected',
  reopen: 'reopened',
};

/** Why a week refuses a task write of someone: approved, or submitted (the consultant herself). */
export interface WeekRefusal {
  status: WeekStatus;
  detail: string;
}

/** Why a week in `status` refuses a task write (`own`: by its consultant herself), or null. */
function refusalOf(status: WeekStatus, weekStart: string, own: boolean): WeekRefusal | null {
  if (weekTakesWrites(status, own)) return null;
  return {
    status,
    detail:
      status === 'approved'
        ? `The week of ${weekStart} is approved: nothing in it can change until it is reopened`
        : `The week of ${weekStart} is submitted: withdraw it to change it`,
  };
}

/**
 * The weeks of `days` (work days 'yyyy-MM-dd') of `owner` that refuse a task write of `actor`, by
 * their Monday, each with its state and why; read with `lock` (a write's: 'share').
 */
async function weekRefusals(
  db: Repo,
  owner: Pick<UserRecord, 'id'>,
  actor: Pick<UserRecord, 'id'>,
  days: readonly string[],
  lock?: 'share',
): Promise<Map<string, WeekRefusal>> {
  const refusals = new Map<string, WeekRefusal>();
  const weeks = [...new Set(days.map((day) => weekOf(day).from))].sort();
  for (const weekStart of weeks) {
    const refusal = refusalOf(
      await weekStatus(db, owner.id, weekStart, lock),
      weekStart,
      actor.id === owner.id,
    );
    if (refusal) refusals.set(weekStart, refusal);
  }
  return refusals;
}

/**
 * Which of many consultants' weeks (`weeks`: her id and the week's Monday; an import's rows) refuse
 * a write of `actor`, read in one statement, by `weekKey`; read with `lock` as above.
 */
export async function weeksRefusals(
  db: Repo,
  actor: Pick<UserRecord, 'id'>,
  weeks: readonly { user: number; weekStart: string }[],
  lock?: 'share',
): Promise<Map<string, WeekRefusal>> {
  const byKey = new Map(weeks.map((week) => [weekKey(week.user, week.weekStart), week]));
  const statuses = await weekStatuses(db, [...byKey.values()], lock);
  const refusals = new Map<string, WeekRefusal>();
  for (const [key, { user, weekStart }] of byKey) {
    const refusal = refusalOf(statuses.get(key)!, weekStart, actor.id === user);
    if (refusal) refusals.set(key, refusal);
  }
  return refusals;
}

/**
 * The weeks of `days` of `owner` (work days 'yyyy-MM-dd') that refuse a task write of `actor`, by
 * their Monday, each locked (shared) until the write ends, as ensureWeeksTakeWrites locks them: for
 * a write that does what it can and names what it could not (publishing drafts).
 */
export const weeksRefusingWrites = (
  tx: Tx,
  owner: UserRecord,
  actor: Pick<UserRecord, 'id'>,
  days: readonly string[],
): Promise<Map<string, WeekRefusal>> => weekRefusals(tx.db, owner, actor, days, 'share');

/**
 * A task or draft write of `actor` touching `days` of `owner` (work days 'yyyy-MM-dd'): the weeks
 * of those days are locked (shared) until the write ends, so an approval waits for the write or
 * the write sees the approval; an approved week refuses the write (409), a submitted one refuses
 * the consultant herself.
 */
export async function ensureWeeksTakeWrites(
  tx: Tx,
  owner: UserRecord,
  actor: Pick<UserRecord, 'id'>,
  days: readonly string[],
): Promise<void> {
  const refusals = await weekRefusals(tx.db, owner, actor, days, 'share');
  for (const [weekStart, { status, detail }] of refusals)
    throw weekConflict('week_locked', detail, weekStart, status);
}
