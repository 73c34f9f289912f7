import type { ProjectBudget } from '@app/shared';
import { MONEY_TEXTS, budgetValueText } from '@app/shared/money';

/**
 * A project's budget as used to date: a bar (a meter, filled up to 100 %), the use in words
 * ('30 h of 40 h (75 %)'), what is left or how far over, and the flag of a budget nearly spent
 * (from BUDGET_NEAR_PERCENT on) or over (past 100 %), as the server's level says.
 */
export function BudgetBar({ budget }: { budget: ProjectBudget }) {
  const text = (value: number) => budgetValueText(budget.kind, value, budget.currency);
  const percent = Math.floor((budget.used * 100) / budget.limit);
  const used = MONEY_TEXTS.budgetUsed(text(budget.used), text(budget.limit), percent);
  const rest =
    budget.left >= 0
      ? MONEY_TEXTS.budgetLeft(text(budget.left))
      : MONEY_TEXTS.budgetOverBy(text(-budget.left));
  const flag =
    budget.level === 'over'
      ? MONEY_TEXTS.budgetOver
      : budget.level === 'near'
        ? MONEY_TEXTS.budgetNear
        : null;
  return (
    <div className={`co-budget co-budget--${budget.level}`}>
      <div
        className="co-budget-bar"
        role="meter"
        aria-label={MONEY_TEXTS.budgetOf(budget.name)}
        aria-valuemin={0}
        aria-valuemax={budget.limit}
        aria-valuenow={Math.min(budget.used, budget.limit)}
        aria-valuetext={used}
      >
        <span style={{ width: `${Math.min(100, percent)}%` }} />
      </div>
      <span className="co-budget-text">
        {used} · {rest}
        {flag && <strong className="co-budget-flag"> · {flag}</strong>}
      </span>
    </div>
  );
}
