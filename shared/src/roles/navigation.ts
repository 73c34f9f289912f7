import { LABELS } from '@app/contract';
import type { IconName } from '../iconNames';
import { encodeId } from '../ids/codec';
import type { SessionUser } from '../state/atoms';

export interface NavLink {
  label: string;
  to: string;
  icon: IconName;
  /** The bottom bar of small screens shows every link but Logs. */
  inBottomBar: boolean;
  /**
   * Shown on the link: a count (projects over budget), or '!' when it could not be read, with
   * what it says in words
   */
  badge?: { text: string; label: string };
}

/** The ids the links and landing pages need: the user's company and department. */
export interface NavContext {
  companyId?: number | null;
  departmentId?: number | null;
}

export const SETTINGS_PATH = '/admin/settings';

/** The page of consultant `userId`'s week: the week of `day` (any day of it), or her current one. */
export const weekPath = (userId: number, day?: string | null): string =>
  `/employee/week/${encodeId(userId)}${day ? `?week=${day}` : ''}`;

type LinkSpec = [label: string, to: string, icon: IconName, inBottomBar?: boolean];

/** The menu of each role (docs/product.md, "Screens"); ids are encoded. */
export function navLinks(
  user: SessionUser,
  { companyId = user.company, departmentId = null }: NavContext = {},
): NavLink[] {
  const company = companyId != null ? encodeId(companyId) : null;
  const department = departmentId != null ? encodeId(departmentId) : null;
  const specs: LinkSpec[] = [];
  switch (user.role) {
    case 'admin':
      specs.push(
        ['View companies', '/admin/companies', 'companies'],
        ['Reports', '/admin/reports', 'reports'],
      );
      break;
    case 'company_admin':
      if (company) {
        specs.push(
          ['View all consultants', `/admin/users/${company}`, 'users'],
          ['Board members', `/admin/members/${company}`, 'members'],
          ['View all departments', `/admin/company/${company}`, 'departments'],
          ['View all projects', `/admin/projects/${company}`, 'projects'],
          // the clients, the rates and the invoices: under 'More pages' on phones too
          ['Clients', `/company/clients/${company}`, 'companies', false],
          ['Rates', `/company/rates/${company}`, 'rates', false],
          ['Invoices', `/company/invoices/${company}`, 'invoices', false],
          ['Logs', `/admin/logs/${company}`, 'logs', false],
          ['Reports', `/admin/reports/${company}`, 'reports'],
          // on phones under Settings → 'More pages', as Logs: the bottom bar has no room for them
          ['Approvals', `/admin/approvals/${company}`, 'todos', false],
          ['Audit trail', `/admin/audit/${company}`, 'logs', false],
          ['Import hours', `/admin/import/${company}`, 'download', false],
        );
      }
      break;
    case 'company_member':
      if (company) {
        specs.push(
          ['View all consultants', `/admin/users/${company}`, 'users'],
          // a board member reads the clients and sees money: the rates and the invoices (under
          // 'More pages' on phones, as for the representative)
          ['Clients', `/company/clients/${company}`, 'companies', false],
          ['Rates', `/company/rates/${company}`, 'rates', false],
          ['Invoices', `/company/invoices/${company}`, 'invoices', false],
          ['Reports', `/admin/reports/${company}`, 'reports'],
        );
      }
      break;
    case 'department_admin':
      if (department) {
        specs.push(
          ['Consultants', `/department/users/${department}`, 'users'],
          ['View all Consultants', `/department/${department}`, 'departments'],
          ['Reports', `/department/reports/${department}`, 'reports'],
          ['Approvals', `/department/approvals/${department}`, 'todos'],
        );
      }
      break;
    case 'employee': {
      const self = encodeId(user.user_id);
      specs.push(
        ['View all tasks', `/employee/${self}`, 'tasks'],
        [LABELS.week, weekPath(user.user_id), 'calendar'],
        ['Draft', `/employee/saved_tasks/${self}`, 'drafts'],
        ['Reports', `/employee/reports/${self}`, 'reports'],
      );
      break;
    }
  }
  specs.push(['Settings', SETTINGS_PATH, 'settings']);
  return specs.map(([label, to, icon, inBottomBar = true]) => ({ label, to, icon, inBottomBar }));
}

/**
 * Where a signed-in user lands. A company_admin's company and a
 * department_admin's department are loaded first and passed in the context.
 */
export function landingPath(
  user: SessionUser,
  { companyId = user.company, departmentId = null }: NavContext = {},
): string {
  switch (user.role) {
    case 'admin':
      return '/admin/companies';
    case 'company_admin':
    case 'company_member':
      return companyId != null ? `/admin/users/${encodeId(companyId)}` : '/';
    case 'department_admin':
      return departmentId != null ? `/department/${encodeId(departmentId)}` : '/';
    case 'employee':
      return `/employee/${encodeId(user.user_id)}`;
    default:
      return '/';
  }
}
