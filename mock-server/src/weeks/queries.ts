/**
 * Reading weeks: a consultant's week from her daily totals by project, its state and its history;
 * the weeks of a company's consultants from their weekly totals (the daily totals of each week,
 * kept with them) and the week-state rows. Never the tasks themselves.
 */
import { sql } from 'drizzle-orm';
import type {
  RejectedWeek,
  Timesheet,
  TimesheetRow,
  TimesheetSummary,
  WaitingWeeks,
  WeekDecision,
  WeekStatus,
} from '@app/contract';
import { addDays } from '@app/contract/days';
import { rowsOf, type Repo } from '../db/repo';
import type { JsonText, UserRecord } from '../db/records';
import { companyTargetRows, targetTotalsFromTexts, targetsFromTexts } from '../targets';

/** A day 'yyyy-MM-dd' as the totals' key yyyymmdd. */
const dayKey = (day: string): number => Number(day.replaceAll('-', ''));

/** The seven days of the week starting on Monday `weekStart`. */
export const daysOfWeek = (weekStart: string): string[] =>
  Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));

const sum = (minutes: readonly number[]) => minutes.reduce((total, m) => total + m, 0);

/**
 * The state of `userId`'s week `weekStart` ('open' without a row). Inside a write `lock` locks its
 * row (when there is one) until the write ends: 'share' for a write on one of its days, 'update'
 * for a transition.
 */
export async function weekStatus(
  db: Repo,
  userId: number,
  weekStart: string,
  lock?: 'share' | 'update',
): Promise<WeekStatus> {
  const locking = lock === 'update' ? sql`for update` : lock === 'share' ? sql`for share` : sql``;
  const [row] = rowsOf<{ status: WeekStatus }>(
    await db.q.execute(sql`select status from week_states
      where "user" = ${userId}::int and week_start = ${weekStart}::date ${locking}`),
  );
  return row?.status ?? 'open';
}

/** A consultant's week as one key: her id and its Monday. */
export const weekKey = (userId: number, weekStart: string): string => `${userId}:${weekStart}`;

/**
 * The states of many consultants' weeks (`weeks`: her id and the week's Monday) in one read, by
 * `weekKey` ('open' without a row). Inside a write `lock` 'share' locks the rows found until the
 * write ends, as `weekStatus` does for one.
 */
export async function weekStatuses(
  db: Repo,
  weeks: readonly { user: number; weekStart: string }[],
  lock?: 'share',
): Promise<Map<string, WeekStatus>> {
  const statuses = new Map(weeks.map((w) => [weekKey(w.user, w.weekStart), 'open' as WeekStatus]));
  if (statuses.size === 0) return statuses;
  const wanted = JSON.stringify(weeks.map((w) => ({ user: w.user, week_start: w.weekStart })));
  const found = rowsOf<{ user: number; week_start: string; status: WeekStatus }>(
    await db.q.execute(sql`select w."user", to_char(w.week_start, 'YYYY-MM-DD') as week_start, w.status
      from week_states w
      join jsonb_to_recordset(${wanted}::jsonb) as x("user" int, week_start date)
        on w."user" = x."user" and w.week_start = x.week_start
      ${lock === 'share' ? sql`for share of w` : sql``}`),
  );
  for (const row of found) statuses.set(weekKey(row.user, row.week_start), row.status);
  return statuses;
}

/**
 * A consultant's week: minutes by project and day, the days' totals and targets (her schedule's,
 * 0 on her company's holidays, which are named), state and history.
 */
export async function timesheetOf(
  db: Repo,
  owner: Pick<UserRecord, 'id' | 'company'>,
  weekStart: string,
): Promise<Timesheet> {
  const userId = owner.id;
  const days = daysOfWeek(weekStart);
  // one statement (consultant_week, migration 0020): her minutes by project and day, the week's
  // state and history, and the rows of her targets, each as one value (JSON text where a list)
  const [found] = rowsOf<{
    totals: string;
    status: WeekStatus | null;
    history: string;
    schedules: string;
    holidays: string;
  }>(
    await db.q.execute(sql`select * from consultant_week(${userId}::int, ${owner.company ?? 0}::int,
      ${weekStart}::date)`),
  );
  const totals = JSON.parse(found.totals) as [number, string | null, number, number][];
  const byProject = new Map<number, TimesheetRow>();
  const byDay = new Map<number, number>();
  for (const [project, projectName, dayNumber, minutes] of totals) {
    const day = days.find((d) => dayKey(d) === Number(dayNumber))!;
    const row = byProject.get(project) ?? {
      project: project === 0 ? null : project,
      project_name: project === 0 ? null : projectName,
      days: {},
    };
    row.days[day] = (row.days[day] ?? 0) + Number(minutes);
    byProject.set(project, row);
    byDay.set(Number(dayNumber), (byDay.get(Number(dayNumber)) ?? 0) + Number(minutes));
  }
  // by project name, 'no project' last
  const rows = [...byProject.values()].sort((a, b) =>
    a.project === null
      ? 1
      : b.project === null
        ? -1
        : (a.project_name ?? '').localeCompare(b.project_name ?? ''),
  );
  const history = JSON.parse(found.history) as WeekDecision[];
  // an approved week counts the targets and holidays it was approved with
  const frozen = found.status === 'approved' ? await frozenTargets(db, userId, weekStart) : null;
  const targets = targetsFromTexts(days, found);
  const dayTargets = targets.byUser.get(userId) ?? targets.defaults;
  const dayTotals = days.map((day, index) => ({
    day,
    total_duration: byDay.get(dayKey(day)) ?? 0,
    target_duration: frozen?.[index][0] ?? dayTargets[index],
    holiday: frozen ? frozen[index][1] : (targets.holidays.find((h) => h.day === day)?.name ?? null),
  }));
  return {
    user: userId,
    week_start: weekStart,
    status: found.status ?? 'open',
    total_duration: dayTotals.reduce((sum, d) => sum + d.total_duration, 0),
    target_duration: sum(dayTotals.map((d) => d.target_duration)),
    days: dayTotals,
    rows,
    history,
  };
}

/** What an approved week keeps: each day's target and holiday, Monday first. */
type FrozenTargets = [minutes: number, holiday: string | null][];

/** The week's targets and holidays as approval freezes them (week_states.approved_targets, JSON text). */
export const frozenTargetsOf = (week: Timesheet): string =>
  JSON.stringify(week.days.map((d): FrozenTargets[number] => [d.target_duration, d.holiday]));

/** The targets an approved week of `userId` was approved with; null when none were kept. */
async function frozenTargets(db: Repo, userId: number, weekStart: string): Promise<FrozenTargets | null> {
  const [row] = rowsOf<{ approved_targets: string | null }>(
    await db.q.execute(sql`select approved_targets from week_states
      where "user" = ${userId}::int and week_start = ${weekStart}::date and status = 'approved'`),
  );
  return row?.approved_targets ? (JSON.parse(row.approved_targets) as FrozenTargets) : null;
}

/**
 * Each week total kept by an approved week `weekStart` of a consultant of `companyId`, by her id:
 * an approved week shows the target it was approved with.
 */
async function frozenWeekTargets(
  db: Repo,
  companyId: number,
  weekStart: string,
): Promise<Map<number, number>> {
  const rows = rowsOf<{ user: number; approved_targets: string }>(
    await db.q.execute(sql`select w."user", w.approved_targets from week_states w
      join users u on u.id = w."user"
      where u.company = ${companyId}::int and w.week_start = ${weekStart}::date
        and w.status = 'approved' and w.approved_targets is not null`),
  );
  return new Map(
    rows.map((row) => [
      Number(row.user),
      (JSON.parse(row.approved_targets) as FrozenTargets).reduce((total, [minutes]) => total + minutes, 0),
    ]),
  );
}

/**
 * What marks a consultant's target left blank in the company's weeks, on both sides of her id (see
 * `companyWeeks`): a control character, which JSON text never holds raw.
 */
const BLANK = '\u0001';

/**
 * The week `weekStart` of each consultant of `companyId` (of one department when `departmentId`),
 * in one state when `status`: name, department, state, minutes and target. Ordered by name. As
 * the API's JSON text, built by the database in one value (a row per consultant costs more to
 * pass than the query: company_weeks, migration 0018), in one statement with the rows the targets
 * need (company_target_rows): each row's target is left blank there (her id between two BLANKs)
 * and filled in here with her week's target, counted by the rule (dayTarget) once per distinct
 * list of schedules. Null when there is no company `companyId`.
 */
export async function companyWeeks(
  db: Repo,
  companyId: number,
  departmentId: number | null,
  weekStart: string,
  status: WeekStatus | null,
): Promise<JsonText<TimesheetSummary[]> | null> {
  const days = daysOfWeek(weekStart);
  const weeks = sql`company_weeks(${companyId}::int, ${departmentId}::int, ${weekStart}::date,
    ${status}::text, ${BLANK}::text)`;
  const [found] = rowsOf<{ list: string | null; schedules: string; holidays: string }>(
    await db.q.execute(sql`select t.schedules, t.holidays, ${weeks} as list
      from ${companyTargetRows(companyId, days[0], days[6])} t`),
  );
  if (found.list === null) return null;
  const { byUser, defaultTotal } = targetTotalsFromTexts(days, found);
  const frozen = await frozenWeekTargets(db, companyId, days[0]);
  // the text between two blanks (every other part) is a consultant's id: her target goes there
  const parts = found.list.split(BLANK);
  for (let i = 1; i < parts.length; i += 2) {
    const user = Number(parts[i]);
    parts[i] = String(frozen.get(user) ?? byUser.get(user) ?? defaultTotal);
  }
  return parts.join('');
}

/**
 * The weeks of consultant `userId` rejected and not resubmitted yet, oldest first, each with its
 * last rejection's comment, by whom and when: what her task list tells her.
 */
export async function rejectedWeeksOf(db: Repo, userId: number): Promise<RejectedWeek[]> {
  const rows = rowsOf<{ week_start: string; comment: string | null; by_name: string; at: string | Date }>(
    await db.q
      .execute(sql`select to_char(w.week_start, 'YYYY-MM-DD') as week_start, e.comment, e.by_name, e.at
      from week_states w
      join lateral (select comment, by_name, at from week_events
        where "user" = w."user" and week_start = w.week_start and status = 'rejected'
        order by id desc limit 1) e on true
      where w."user" = ${userId}::int and w.status = 'rejected'
      order by w.week_start`),
  );
  return rows.map((row) => ({
    week_start: row.week_start,
    comment: row.comment ?? '',
    by_name: row.by_name,
    at: new Date(row.at).toISOString(),
  }));
}

/**
 * The weeks of the consultants of `companyId` (of one department when `departmentId`) submitted
 * and not yet decided, of any week, and the oldest one's Monday: what 'Approvals' counts. Null
 * when there is no company `companyId` (read in the same statement).
 */
export async function waitingWeeks(
  db: Repo,
  companyId: number,
  departmentId: number | null,
): Promise<WaitingWeeks | null> {
  const [row] = rowsOf<{ known: boolean; waiting: number; oldest_week: string | null }>(
    await db.q.execute(sql`select exists (select 1 from companies where id = ${companyId}::int) as known,
        count(*)::int as waiting, to_char(min(w.week_start), 'YYYY-MM-DD') as oldest_week
      from week_states w join users u on u.id = w."user"
      where u.company = ${companyId}::int and u.role = 'employee' and w.status = 'submitted'
        and (${departmentId}::int is null or u.department = ${departmentId}::int)`),
  );
  if (!row.known) return null;
  return { waiting: Number(row.waiting), oldest_week: row.oldest_week };
}
