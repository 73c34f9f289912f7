import { can, type Role } from '@app/shared';

/**
 * Adding, editing, deleting and moving on the company pages (departments, projects, board members,
 * consultants) is the company representative's; the table's own capability checks still apply on top. The active switch follows its own
 * rule (admin and company_admin) and is checked by the table.
 */
export const canManageCompany = (role: Role | null | undefined) => can(role, 'manageCompanyResources');
