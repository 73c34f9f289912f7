/**
 * The money of a report: for each group, the billable minutes (those on billable projects, but for
 * tasks marked otherwise, and those of tasks marked billable on other projects) and their amount, each
 * task's minutes at the hourly rate valid on its work day, the most specific level winning
 * (RATE_LEVELS: a consultant on a project, the project, its client, the consultant, the company).
 * Read from the per-project daily totals: the days are folded into the spans between the
 * company's rate days (width_bucket), within which no rate changes, so a year of a large company
 * is a few rows per consultant and project; the rates themselves are few and resolved here.
 */
import { sql } from 'drizzle-orm';
import type { ReportGroupBy } from '@app/contract';
import { rowsOf, type Repo } from '../db/repo';
import { rateBook, rateDays, rateFor } from '../rates';
import { IN_APPROVED_WEEK } from './queries';

export interface MoneyQuery {
  company: number;
  from: number;
  to: number;
  groupBy: ReportGroupBy;
  department: number | null;
  project: number | null;
  consultant: number | null;
  approvedOnly?: boolean;
}

export interface GroupMoney {
  billable_duration: number;
  /** minutes × hourly rate, summed; the amount is this over 60, rounded once */
  rated: bigint;
}

/** The amount of a group's rated minutes (minutes × rate), rounded once, half up. */
export const amountOfRated = (rated: bigint): number => Number((rated + 30n) / 60n);

/** Each group's billable minutes and rated sum, by the group's key as the report keys it. */
export async function reportMoney(db: Repo, q: MoneyQuery): Promise<Map<number | null, GroupMoney>> {
  const byPlace = await rateBook(db, q.company);
  // the spans: from each rate day on (0: before every rate), ascending
  const breaks = [0, ...rateDays(byPlace)];
  const span = q.groupBy === 'day' ? sql`t.day` : sql`width_bucket(t.day, ${`{${breaks.join(',')}}`}::int[])`;
  // the rows of the query's days, people and project (`t`: a row of a consultant `u`'s day `day`)
  const filters = sql`and t.day between ${q.from}::int and ${q.to}::int
    ${q.department === null ? sql`` : sql`and u.department = ${q.department}::int`}
    ${q.consultant === null ? sql`` : sql`and u.id = ${q.consultant}::int`}
    ${q.project === null ? sql`` : sql`and t.project = ${q.project}::int`}${q.approvedOnly ? IN_APPROVED_WEEK : sql``}`;
  const rows = rowsOf<{
    user: number;
    department: number | null;
    project: number;
    client: number | null;
    billable: boolean | null;
    span: number;
    minutes: string;
  }>(
    await db.q
      .execute(sql`select "user", department, project, client, billable, span, sum(minutes)::bigint as minutes
      from (
        select t."user", u.department, t.project, p.client, p.billable, ${span} as span, t.minutes
        from daily_project_totals t
        join users u on u.id = t."user"
        left join projects p on p.id = nullif(t.project, 0)
        where u.company = ${q.company}::int and u.role = 'employee' and t.minutes > 0 ${filters}
        union all
        -- a task marked otherwise than its project: its minutes move from the project's side to its own
        select t."user", u.department, t.project, p.client, x.billable, ${span} as span, x.sign * t.duration
        from (select k."user", k.project, k.billable, k.duration,
            to_char(coalesce(k.worked_on, (k.created_at at time zone c.time_zone)::date), 'YYYYMMDD')::int as day
          from tasks k join users ku on ku.id = k."user" join companies c on c.id = ku.company
          where k.billable is not null and ku.company = ${q.company}::int) t
        join users u on u.id = t."user"
        join projects p on p.id = t.project and p.billable <> t.billable
        cross join lateral (values (p.billable, -1), (t.billable, 1)) x(billable, sign)
        where u.role = 'employee' ${filters}
      ) m
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
