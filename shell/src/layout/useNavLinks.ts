import { useMemo } from 'react';
import {
  LABELS,
  countBadge,
  departmentAtom,
  navLinks,
  userAtom,
  type NavLink,
  useAppValue,
} from '@app/shared';
import { useProjectBudgets } from '@app/shared/query';

/**
 * The signed-in user's menu, ids encoded once per session; the representative's projects link
 * carries the count of her company's projects over budget, when there are any, or '!' while they
 * cannot be read (it goes once they are).
 */
export function useNavLinks(): NavLink[] {
  const user = useAppValue(userAtom);
  const department = useAppValue(departmentAtom);
  const company = user?.role === 'company_admin' ? user.company : null;
  const budgets = useProjectBudgets(company ?? 0, company !== null);
  const over = budgets.data?.filter((budget) => budget.level === 'over').length ?? 0;
  const unread = budgets.failedStatus !== null && budgets.data === null;
  return useMemo(() => {
    const links = user
      ? navLinks(user, { companyId: user.company, departmentId: department?.id ?? null })
      : [];
    const badge = unread
      ? { text: '!', label: LABELS.budgetsUnread }
      : over > 0
        ? { text: countBadge(over), label: LABELS.projectsOverBudget(over) }
        : null;
    if (!badge) return links;
    return links.map((link) => (link.icon === 'projects' ? { ...link, badge } : link));
  }, [user, department?.id, over, unread]);
}
