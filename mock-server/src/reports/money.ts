/**
 * The money of a report: for each group, the minutes on billable projects and their amount, each
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
  const approved = q.approvedOnly ? IN_APPROVED_WEEK : sql``;
  const rows = rowsOf<{
    user: number;
    department: number | null;
    project: number;
    client: number | null;
    billable: boolean | null;
    span: number;
    minutes: string;
  }>(
    await db.q.execute(sql`select t."user", u.department, t.project, p.client, p.billable, ${span} as span,
        sum(t.minutes)::bigint as minutes
      from daily_project_totals t
      join users u on u.id = t."user"
      left join projects p on p.id = nullif(t.project, 0)
      where u.company = ${q.company}::int and u.role = 'employee'
        and t.day between ${q.from}::int and ${q.to}::int and t.minutes > 0
        ${q.department === null ? sql`` : sql`and u.department = ${q.department}::int`}
        ${q.consultant === null ? sql`` : sql`and u.id = ${q.consultant}::int`}
        ${q.project === null ? sql`` : sql`and t.project = ${q.project}::int`}${approved}
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
