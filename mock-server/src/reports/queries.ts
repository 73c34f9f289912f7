/**
 * Sums of a report: minutes, tasks, billable minutes and rated minutes (minutes × hourly rate) per
 * group over a range of days, read from the totals kept with every task write, never the tasks:
 * whole months from the monthly roll-ups and only the days before and after them from the daily
 * ones (a grouping by day reads the daily ones).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ReportGroupBy } from '@app/contract';
import { rowsOf, type Repo } from '../db/repo';
import { splitRange, type SplitRange } from '../kernel/time';

export interface ReportQuery {
  company: number;
  /** day keys in the company's zone, both counted */
  from: number;
  to: number;
  groupBy: ReportGroupBy;
  department: number | null;
  project: number | null;
  consultant: number | null;
  /** only the days of weeks approved (their consultant's week-state row) */
  approvedOnly?: boolean;
  /** the billable and rated minutes wanted too (read from the per-project totals, which keep them) */
  money?: boolean;
}

export interface ReportSum {
  key: number | null;
  name: string | null;
  minutes: number;
  task_count: number;
  /** minutes on billable projects (but for tasks marked otherwise) and those of tasks marked billable */
  billable_minutes: number;
  /** each billable minute times the hourly rate of its day and level, summed */
  rated: bigint;
}

/** The amount of rated minutes (minutes × rate), rounded once, half up. */
export const amountOfRated = (rated: bigint): number => Number((rated + 30n) / 60n);

/**
 * The day ranges and the month range (if any) the rows of `q` are read from: days only when grouped
 * by day or when `byDay` (a consultant's rows narrowed to approved weeks: a week's days may fall in
 * two months).
 */
const rangesOf = (q: ReportQuery, byDay = false): SplitRange =>
  q.groupBy === 'day' || byDay ? { months: null, days: [[q.from, q.to]] } : splitRange(q.from, q.to);

/** Each group's name, joined from what its key names (a day is its own name). */
const NAMES: Record<ReportGroupBy, { name: SQL; join: SQL }> = {
  project: { name: sql`n.name`, join: sql`left join projects n on n.id = g.key` },
  consultant: {
    name: sql`trim(n.first_name || ' ' || n.last_name)`,
    join: sql`left join users n on n.id = g.key`,
  },
  department: { name: sql`n.name`, join: sql`left join departments n on n.id = g.key` },
  day: { name: sql`null::text`, join: sql`` },
  client: { name: sql`n.name`, join: sql`left join clients n on n.id = g.key` },
};

/**
 * The client of a totals row's project (0: no project), null for none: `cp.client`, where the
 * report groups by client, of the project joined to the rows (once per row, never a query per row).
 */
const CLIENT_OF_PROJECT = sql`cp.client`;
const clientJoin = (q: ReportQuery): SQL =>
  q.groupBy === 'client' ? sql` left join projects cp on cp.id = nullif(x.project, 0)` : sql``;

/** The sums of the rows `x` of `source` grouped by `key`, with each group's name; empty groups left out. */
async function groupedSums(db: Repo, groupBy: ReportGroupBy, key: SQL, source: SQL): Promise<ReportSum[]> {
  const { name, join } = NAMES[groupBy];
  const result = await db.q.execute(sql`
    select g.key, ${name} as name, g.minutes, g.task_count, g.billable_minutes, g.rated from (
      select ${key} as key, sum(x.minutes)::bigint as minutes, sum(x.task_count)::bigint as task_count,
        sum(x.billable_minutes)::bigint as billable_minutes, sum(x.rated)::text as rated
      from ${source}
      group by 1 having sum(x.task_count) > 0
    ) g ${join}`);
  return rowsOf<{
    key: number | string | null;
    name: string | null;
    minutes: string;
    task_count: string;
    billable_minutes: string;
    rated: string;
  }>(result).map((r) => ({
    key: r.key === null ? null : Number(r.key),
    name: r.name,
    minutes: Number(r.minutes),
    task_count: Number(r.task_count),
    billable_minutes: Number(r.billable_minutes),
    rated: BigInt(r.rated),
  }));
}

/**
 * The sums of a report of the company's consultants, narrowed by the filters. A whole company or
 * department (no consultant involved) is read from the company's per-department and per-project
 * totals (which keep their approved part apart), a few rows per day or month whatever the number of
 * consultants; otherwise from each consultant's totals, the per-project ones only when the project
 * or the money matters.
 */
export function hoursReport(db: Repo, q: ReportQuery): Promise<ReportSum[]> {
  return q.consultant === null && q.groupBy !== 'consultant' ? companyHours(db, q) : consultantHours(db, q);
}

/** `column` within any of `ranges` (both ends counted). */
export const withinRanges = (column: SQL, ranges: readonly (readonly [number, number])[]): SQL =>
  sql.join(
    ranges.map(([a, b]) => sql`${column} between ${a}::int and ${b}::int`),
    sql` or `,
  );

/** The query's department and consultant, of consultant `u`. */
export const peopleOf = (q: Pick<ReportQuery, 'department' | 'consultant'>): SQL =>
  sql`${q.department === null ? sql`` : sql` and u.department = ${q.department}::int`}${
    q.consultant === null ? sql`` : sql` and u.id = ${q.consultant}::int`
  }`;

/**
 * A totals row `t` of one of the query's consultants: those of its company, department or the one
 * it names (by her id then, so that her rows are read through the index).
 */
export const ofConsultants = (q: ReportQuery): SQL =>
  sql`${q.consultant === null ? sql`` : sql`t."user" = ${q.consultant}::int and `}t."user" in (
    select u.id from users u where u.company = ${q.company}::int and u.role = 'employee'${peopleOf(q)})`;

/** A day key (yyyymmdd) as its date, by arithmetic on the number (not written out and read back as text). */
const DATE_OF_KEY = (key: SQL) => sql`make_date(${key} / 10000, ${key} / 100 % 100, ${key} % 100)`;

/**
 * The Monday of the week of a day key (yyyymmdd): as many days before the day as it is days after
 * a Monday (1900-01-01), by arithmetic.
 */
export const MONDAY_OF_KEY = (key: SQL): SQL =>
  sql`(${DATE_OF_KEY(key)} - ((${DATE_OF_KEY(key)} - date '1900-01-01') % 7 + 7) % 7)`;

/** A day's row (key yyyymmdd) counts only when its consultant's week is approved. */
export const IN_APPROVED_WEEK = sql` and exists (select 1 from week_states w where w."user" = t."user"
  and w.week_start = ${MONDAY_OF_KEY(sql`t.day`)} and w.status = 'approved')`;

async function consultantHours(db: Repo, q: ReportQuery): Promise<ReportSum[]> {
  const byProject =
    q.groupBy === 'project' || q.groupBy === 'client' || q.project !== null || q.money === true;
  const split = rangesOf(q, q.approvedOnly);
  const daily = sql.identifier(byProject ? 'daily_project_totals' : 'daily_totals');
  const monthly = sql.identifier(byProject ? 'monthly_project_totals' : 'monthly_totals');
  const projectColumn = byProject ? sql`t.project` : sql`0`;
  const money = byProject ? sql`t.billable_minutes, t.rated` : sql`0 as billable_minutes, 0 as rated`;
  const onlyProject = sql`${q.project === null ? sql`` : sql` and t.project = ${q.project}::int`}${
    q.approvedOnly ? IN_APPROVED_WEEK : sql``
  }`;
  // the rows of the query's consultants, read in one pass (an approved week's check among them
  // joined once, not looked up per consultant)
  const theirs = ofConsultants(q);
  const parts = [];
  if (split.days.length)
    parts.push(sql`select t."user", ${projectColumn} as project, t.day, t.minutes, t.task_count, ${money} from ${daily} t
      where ${theirs} and (${withinRanges(sql`t.day`, split.days)})${onlyProject}`);
  if (split.months)
    parts.push(sql`select t."user", ${projectColumn} as project, 0 as day, t.minutes, t.task_count, ${money} from ${monthly} t
      where ${theirs} and t.month between ${split.months[0]}::int and ${split.months[1]}::int${onlyProject}`);
  const key = {
    project: sql`nullif(x.project, 0)`,
    consultant: sql`u.id`,
    department: sql`u.department`,
    day: sql`x.day`,
    client: CLIENT_OF_PROJECT,
  }[q.groupBy];
  return groupedSums(
    db,
    q.groupBy,
    key,
    sql`(${sql.join(parts, sql` union all `)}) x join users u on u.id = x."user"${clientJoin(q)}`,
  );
}

async function companyHours(db: Repo, q: ReportQuery): Promise<ReportSum[]> {
  const split = rangesOf(q);
  const only = sql`${q.department === null ? sql`` : sql` and t.department = ${q.department}::int`}${
    q.project === null ? sql`` : sql` and t.project = ${q.project}::int`
  }`;
  // approved weeks only: the part of each row in approved weeks, kept apart
  const columns = q.approvedOnly
    ? sql`t.approved_minutes as minutes, t.approved_task_count as task_count,
        t.approved_billable_minutes as billable_minutes, t.approved_rated as rated`
    : sql`t.minutes, t.task_count, t.billable_minutes, t.rated`;
  const parts = [];
  for (const [a, b] of split.days)
    parts.push(sql`select t.department, t.project, t.day, ${columns} from department_daily_totals t
      where t.company = ${q.company}::int and t.day between ${a}::int and ${b}::int${only}`);
  if (split.months)
    parts.push(sql`select t.department, t.project, 0 as day, ${columns} from department_monthly_totals t
      where t.company = ${q.company}::int and t.month between ${split.months[0]}::int and ${split.months[1]}::int${only}`);
  const key = {
    project: sql`nullif(x.project, 0)`,
    department: sql`nullif(x.department, 0)`,
    day: sql`x.day`,
    consultant: sql`null::int`,
    client: CLIENT_OF_PROJECT,
  }[q.groupBy];
  return groupedSums(db, q.groupBy, key, sql`(${sql.join(parts, sql` union all `)}) x${clientJoin(q)}`);
}
