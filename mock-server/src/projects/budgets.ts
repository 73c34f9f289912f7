/**
 * Project budgets, used and left to date: a budget in minutes counts every minute logged on the
 * project; one in money the project's billable amount at the rates (as the reports count it, all
 * hours). Flagged by the contract's budgetLevel, the rule the pages read too.
 */
import { sql } from 'drizzle-orm';
import { SUPPORTED_DAYS, type ProjectBudget } from '@app/contract';
import { budgetLevel } from '@app/contract/money';
import type { CompanyRecord, ProjectRecord } from '../db/records';
import { rowsOf, type Repo } from '../db/repo';
import { dayKeyOfIsoDate } from '../kernel/time';
import { amountOfRated, reportMoney } from '../reports';
import { liveProjectsOfCompany } from './queries';

/** Every day the product supports, as day keys (yyyymmdd). */
const ALL_DAYS = {
  from: dayKeyOfIsoDate(SUPPORTED_DAYS.first)!,
  to: dayKeyOfIsoDate(SUPPORTED_DAYS.last)!,
};

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
  const minutes = new Map(
    rowsOf<{ project: number; minutes: string }>(
      await db.q.execute(sql`select t.project, sum(t.minutes)::bigint as minutes
        from monthly_project_totals t join projects p on p.id = t.project
        where p.company = ${company.id}::int and p.budget_minutes is not null group by 1`),
    ).map((r) => [Number(r.project), Number(r.minutes)]),
  );
  const inMoney = budgeted.filter((p) => p.budget_minutes === null).map((p) => p.id);
  const money = inMoney.length
    ? await reportMoney(db, {
        company: company.id,
        ...ALL_DAYS,
        groupBy: 'project',
        department: null,
        project: null,
        consultant: null,
        projects: inMoney,
      })
    : null;
  return budgeted.map((p: ProjectRecord): ProjectBudget => {
    const inMinutes = p.budget_minutes !== null;
    const limit = inMinutes ? p.budget_minutes! : p.budget_amount!;
    const used = inMinutes ? (minutes.get(p.id) ?? 0) : amountOfRated(money?.get(p.id)?.rated ?? 0n);
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
