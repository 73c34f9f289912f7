import type { Role } from '@app/shared';

/**
 * What clicking a board member's row does: the company and department
 * representatives open the edit view (read-only for the department representative, who may not
 * change board members), everyone else goes to the member's employee page.
 */
export type MemberRowClick = 'edit' | 'details' | 'employee page';

export function memberRowClick(role: Role | null | undefined): MemberRowClick {
  if (role === 'company_admin') return 'edit';
  if (role === 'department_admin') return 'details';
  return 'employee page';
}
