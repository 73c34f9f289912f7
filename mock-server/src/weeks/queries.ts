/**
 * Reading weeks: a consultant's week from her daily totals by project, its state and its history;
 * the weeks of a company's consultants from their daily totals and the week-state rows. Never the
 * tasks themselves.
 */
import { sql } from 'drizzle-orm';
import type { Timesheet, TimesheetRow, TimesheetSummary, WeekDecision, WeekStatus } from '@app/contract';
import { addDays } from '@app/contract/days';
import { rowsOf, type Repo } from '../db/repo';
import type { JsonText, UserRecord } from '../db/records';
import { targetColumns, targetTotalsOfDays, targetsFromTexts } from '../targets';

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
  // one statement: her minutes by project and day, the week's state and history, and the rows of
  // her targets, each as one value (JSON text where a list)
  const [found] = rowsOf<{
    totals: string;
    status: WeekStatus | null;
    history: string;
    schedules: string;
    holidays: string;
  }>(
    await db.q.execute(sql`select
      (select coalesce(json_agg(json_build_array(t.project, p.name, t.day, t.minutes)), '[]')::text
        from daily_project_totals t left join projects p on p.id = t.project
        where t."user" = ${userId}::int and t.day between ${dayKey(days[0])}::int and ${dayKey(days[6])}::int
          and t.task_count > 0) as totals,
      (select status from week_states where "user" = ${userId}::int and week_start = ${weekStart}::date) as status,
      (select coalesce(json_agg(json_build_object('status', e.status,
          'at', to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'by', e."by",
          'by_name', e.by_name, 'comment', e.comment) order by e.id), '[]')::text
        from week_events e where e."user" = ${userId}::int and e.week_start = ${weekStart}::date) as history,
      ${targetColumns(owner.company ?? 0, days[0], days[6], userId)}`),
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
  const targets = targetsFromTexts(days, found);
  const dayTargets = targets.byUser.get(userId) ?? targets.defaults;
  const dayTotals = days.map((day, index) => ({
    day,
    total_duration: byDay.get(dayKey(day)) ?? 0,
    target_duration: dayTargets[index],
    holiday: targets.holidays.find((h) => h.day === day)?.name ?? null,
  }));
  return {
    user: userId,
    week_start: weekStart,
    status: found.status ?? 'open',
    total_duration: dayTotals.reduce((sum, d) => sum + d.total_duration, 0),
    target_duration: sum(dayTargets),
    days: dayTotals,
    rows,
    history,
  };
}

/**
 * The week `weekStart` of each consultant of `companyId` (of one department when `departmentId`),
 * in one state when `status`: name, department, state, minutes and target. Ordered by name. As
 * the API's JSON text, built by the database in one value (a row per consultant costs more to
 * pass than the query), given the targets (those of the consultants with a schedule of their
 * own, and the default's).
 */
export async function companyWeeks(
  db: Repo,
  companyId: number,
  departmentId: number | null,
  weekStart: string,
  status: WeekStatus | null,
): Promise<JsonText<TimesheetSummary[]>> {
  const days = daysOfWeek(weekStart);
  const from = dayKey(days[0]);
  const to = dayKey(days[6]);
  const targets = await targetTotalsOfDays(db, companyId, days);
  const [found] = rowsOf<{ list: JsonText<TimesheetSummary[]> }>(
    await db.q.execute(sql`select coalesce(json_agg(json_build_object('user', x."user", 'name', x.name,
          'department', x.department, 'department_name', x.department_name, 'status', x.status,
          'total_duration', x.total, 'target_duration', coalesce(t.target, ${targets.defaultTotal}::int))
        order by lower(x.name) collate "C", x."user"), '[]')::text as list
      from (
        select u.id as "user", trim(u.first_name || ' ' || u.last_name) as name, u.department,
          d.name as department_name, coalesce(w.status, 'open') as status,
          coalesce((select sum(t.minutes) from daily_totals t
            where t."user" = u.id and t.day between ${from}::int and ${to}::int), 0)::int as total
        from users u
        left join departments d on d.id = u.department
        left join week_states w on w."user" = u.id and w.week_start = ${weekStart}::date
        where u.company = ${companyId}::int and u.role = 'employee'
          and (${departmentId}::int is null or u.department = ${departmentId}::int)
      ) x
      left join unnest(${targets.users}::int[], ${targets.totals}::int[]) as t ("user", target)
        on t."user" = x."user"
      where ${status}::text is null or x.status = ${status}::text`),
  );
  return found.list;
}
