/**
 * The money of a report: for each group, the billable minutes (those on billable projects, but for
 * tasks marked otherwise, and those of tasks marked billable on other projects) and their amount, each
 * task's minutes at the hourly rate valid on its work day, the most specific level winning
 * (RATE_LEVELS: a consultant on a project, the project, its client, the consultant, the company).
 * Read from the per-project totals (whole months in which no rate changes from the monthly ones,
 * the other days from the daily ones), folded into the spans between the company's rate days
 * (width_bucket), within which no rate changes, so a year of a large company is a few rows per
 * consultant and project; the rates themselves are few and resolved here.
 */
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Repo } from '../db/repo';
import { splitRange } from '../kernel/time';
import { rateBook, rateDays, rateFor, usersOfRates } from '../rates';
import { IN_APPROVED_WEEK, ofConsultants, peopleOf, withinRanges, type ReportQuery } from './queries';

export interface MoneyQuery extends ReportQuery {
  /** only these projects' hours, in place of `project` (a project budget's money reads its own projects alone) */
  projects?: readonly number[];
}

export interface GroupMoney {
  billable_duration: number;
  /** minutes × hourly rate, summed; the amount is this over 60, rounded once */
  rated: bigint;
}

/** The amount of a group's rated minutes (minutes × rate), rounded once, half up. */
export const amountOfRated = (rated: bigint): number => Number((rated + 30n) / 60n);

/** The month after month `m` (yyyymm). */
const nextMonth = (m: number) => (m % 100 === 12 ? m + 89 : m + 1);

/**
 * Where a query's days are read from: whole months in which no rate changes (no rate day after
 * the 1st) from the monthly totals, every other day from the daily ones; all of them by day when
 * the report is by day or counts approved weeks only (an approval is a week's). `rateDays`: the
 * company's rate days (yyyymmdd).
 */
export function moneyRanges(
  q: Pick<MoneyQuery, 'from' | 'to' | 'groupBy' | 'approvedOnly'>,
  rateDays: readonly number[],
): { days: [number, number][]; months: [number, number][] } {
  if (q.groupBy === 'day' || q.approvedOnly) return { days: [[q.from, q.to]], months: [] };
  const split = splitRange(q.from, q.to);
  if (!split.months) return { days: split.days, months: [] };
  const changing = new Set(rateDays.filter((d) => d % 100 !== 1).map((d) => Math.floor(d / 100)));
  const days = [...split.days];
  const months: [number, number][] = [];
  for (let m = split.months[0]; m <= split.months[1]; m = nextMonth(m)) {
    const last = months.at(-1);
    // a month's day keys: yyyymm01 to yyyymm31 (a shorter month has no keys past its end)
    if (changing.has(m)) days.push([m * 100 + 1, m * 100 + 31]);
    else if (last && nextMonth(last[1]) === m) last[1] = m;
    else months.push([m, m]);
  }
  return { days, months };
}

/** Each group's billable minutes and rated sum, by the group's key as the report keys it. */
export async function reportMoney(db: Repo, q: MoneyQuery): Promise<Map<number | null, GroupMoney>> {
  const byPlace = await rateBook(db, q.company);
  // the spans: from each rate day on (0: before every rate), ascending
  const breaks = [0, ...rateDays(byPlace)];
  const bucket = (day: SQL) =>
    q.groupBy === 'day' ? day : sql`width_bucket(${day}, ${`{${breaks.join(',')}}`}::int[])`;
  const ranges = moneyRanges(q, breaks.slice(1));
  // the query's projects (`t`: a row of totals) and people (`u`: its consultant)
  const projects = q.projects ?? (q.project === null ? null : [q.project]);
  const ofProjects =
    projects === null ? sql`` : sql` and t.project = any(${`{${projects.join(',')}}`}::int[])`;
  const filters = sql`${peopleOf(q)}${ofProjects}`;
  // a consultant's minutes per project and span are summed first, then joined to what they need
  // (a few rows per consultant instead of one per day)
  const totals = (table: SQL, span: SQL, range: SQL, approved: SQL) => sql`
    select t."user", u.department, t.project, p.client, p.billable, t.span, t.minutes
    from (
      select t."user", t.project, ${span} as span, sum(t.minutes) as minutes
      from ${table} t
      where ${ofConsultants(q)}
        and t.minutes > 0 and (${range})${ofProjects}${approved}
      group by 1, 2, 3) t
    join users u on u.id = t."user"
    left join projects p on p.id = nullif(t.project, 0)`;
  const parts: SQL[] = [];
  if (ranges.days.length)
    parts.push(
      totals(
        sql`daily_project_totals`,
        bucket(sql`t.day`),
        withinRanges(sql`t.day`, ranges.days),
        q.approvedOnly ? IN_APPROVED_WEEK : sql``,
      ),
    );
  // a whole month is in one span: its first day's
  if (ranges.months.length)
    parts.push(
      totals(
        sql`monthly_project_totals`,
        bucket(sql`(t.month * 100 + 1)`),
        withinRanges(sql`t.month`, ranges.months),
        sql``,
      ),
    );
  // a task marked otherwise than its project: its minutes move from the project's side to its own
  parts.push(sql`
    select t."user", u.department, t.project, p.client, x.billable, ${bucket(sql`t.day`)} as span,
      x.sign * t.duration
    from (select k."user", k.project, k.billable, k.duration,
        to_char(coalesce(k.worked_on, (k.created_at at time zone c.time_zone)::date), 'YYYYMMDD')::int as day
      from tasks k join users ku on ku.id = k."user" join companies c on c.id = ku.company
      where k.billable is not null and ku.company = ${q.company}::int) t
    join users u on u.id = t."user"
    join projects p on p.id = t.project and p.billable <> t.billable
    cross join lateral (values (p.billable, -1), (t.billable, 1)) x(billable, sign)
    where u.role = 'employee' and t.day between ${q.from}::int and ${q.to}::int ${filters}${
      q.approvedOnly ? IN_APPROVED_WEEK : sql``
    }`);
  // a consultant is told apart only where the report groups by consultant or a rate names her
  // (her own rate, or hers on a project); everyone else's minutes are rated as one (user 0)
  const userColumn =
    q.groupBy === 'consultant'
      ? sql`"user"`
      : sql`case when "user" = any(${`{${usersOfRates(byPlace).join(',')}}`}::int[]) then "user" else 0 end`;
  const departmentColumn = q.groupBy === 'department' ? sql`department` : sql`null::int`;
  const rows = rowsOf<{
    user: number;
    department: number | null;
    project: number;
    client: number | null;
    billable: boolean | null;
    span: number;
    minutes: string;
  }>(
    await db.q.execute(sql`select ${userColumn} as "user", ${departmentColumn} as department,
        project, client, billable, span, sum(minutes)::bigint as minutes
      from (${sql.join(parts, sql` union all `)}) m
      group by 1, 2, 3, 4, 5, 6`),
  );
  const groups = new Map<number | null, GroupMoney>();
  for (const r of rows) {
    const user = Number(r.user);
    const project = Number(r.project) || null;
    const client = r.client === null ? null : Number(r.client);
    const key = {
      project,
      consultant: user,
      department: r.department === null ? null : Number(r.department),
      day: Number(r.span),
      client,
    }[q.groupBy];
    const group = groups.get(key) ?? { billable_duration: 0, rated: 0n };
    groups.set(key, group);
    // hours without a project, or on a project not billed, carry no money
    if (project === null || !r.billable) continue;
    const minutes = Number(r.minutes);
    const day = q.groupBy === 'day' ? Number(r.span) : breaks[Number(r.span) - 1];
    const rate = rateFor(byPlace, user, project, client, Math.max(day, q.from));
    group.billable_duration += minutes;
    if (rate !== null) group.rated += BigInt(minutes) * BigInt(rate);
  }
  return groups;
}
