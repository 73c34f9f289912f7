/**
 * Project budgets, used and left to date: a budget in minutes counts every minute logged on the
 * project; one in money the project's billable amount at the rates (as the reports count it, all
 * hours), both read from its consultants' per-project totals. Flagged by the contract's budgetLevel, the rule the pages read too.
 */
import { sql } from 'drizzle-orm';
import type { ProjectBudget } from '@app/contract';
import { budgetLevel } from '@app/contract/money';
import type { CompanyRecord, ProjectRecord } from '../db/records';
import { rowsOf, type Repo } from '../db/repo';
import { amountOfRated } from '../reports';
import { liveProjectsOfCompany } from './queries';

/** The budgets of `company`'s live projects that have one; budgets in money only when `seesMoney`. */
export async function projectBudgets(
  db: Repo,
  company: CompanyRecord,
  seesMoney: boolean,
): Promise<ProjectBudget[]> {
  const budgeted = (await liveProjectsOfCompany(db, company.id)).filter(
    (p) => p.budget_minutes !== null || (seesMoney && p.budget_amount !== null),
  );
  if (budgeted.length === 0) return [];
  // every minute logged on each budgeted project, and the billable ones' amount, from the totals
  const sums = new Map(
    rowsOf<{ project: number; minutes: string; rated: string }>(
      await db.q.execute(sql`select t.project, sum(t.minutes)::bigint as minutes, sum(t.rated)::text as rated
        from monthly_project_totals t
        where t.project in (${sql.join(
          budgeted.map((p) => sql`${p.id}::int`),
          sql`, `,
        )}) group by 1`),
    ).map((r) => [Number(r.project), { minutes: Number(r.minutes), amount: amountOfRated(BigInt(r.rated)) }]),
  );
  return budgeted.map((p: ProjectRecord): ProjectBudget => {
    const inMinutes = p.budget_minutes !== null;
    const limit = inMinutes ? p.budget_minutes! : p.budget_amount!;
    const logged = sums.get(p.id);
    const used = (inMinutes ? logged?.minutes : logged?.amount) ?? 0;
    return {
      project: p.id,
      name: p.name,
      kind: inMinutes ? 'minutes' : 'amount',
      limit,
      used,
      left: limit - used,
      level: budgetLevel(used, limit),
      currency: inMinutes ? null : company.currency,
    };
  });
}
