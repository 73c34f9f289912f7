import {
  type Role,
  CAPABILITIES,
  PAGE_ROLES,
  can,
  canAddTask,
  canDelete,
  canEdit,
  canEditTasks,
  canMove,
  canOpenPage,
  canToggleActive,
  canViewLogs,
  hasRole,
} from '@app/contract';
import { auditScope } from '@app/contract/audit';
import { decodeNumericId } from '../../src/ids/codec';
import { landingPath, navLinks } from '../../src/roles/navigation';
import type { SessionUser } from '../../src/state/atoms';

const user = (role: Role, extra: Partial<SessionUser> = {}): SessionUser => ({
  email: `${role}@example.com`,
  user_id: 9,
  role,
  company: 3,
  name: 'Name',
  username: role,
  tokens: { access: 'a', refresh: 'r' },
  ...extra,
});

const allowed = (check: (role: Role) => boolean) =>
  (['admin', 'company_admin', 'company_member', 'department_admin', 'employee'] as Role[]).filter(check);

describe('capabilities', () => {
  test('the table', () => {
    expect(CAPABILITIES).toEqual({
      manageCompanies: ['admin'],
      manageCompanyResources: ['company_admin'],
      manageDepartmentConsultants: ['department_admin'],
      toggleActive: ['admin', 'company_admin'],
      tableEdit: ['admin', 'company_admin', 'company_member'],
      tableDelete: ['admin', 'company_admin'],
      tableMove: ['admin', 'company_admin'],
      tableView: ['admin', 'company_admin', 'department_admin', 'company_member', 'employee'],
      addTask: ['company_admin', 'admin', 'employee'],
      editTasks: ['company_admin', 'admin'],
      ownDraftsAndTodos: ['employee'],
      viewLogs: ['admin', 'company_admin'],
    });
  });

  test('table actions', () => {
    expect(allowed((r) => canEdit(r))).toEqual(['admin', 'company_admin', 'company_member']);
    expect(allowed((r) => canEdit(r, { cacheMode: true }))).toHaveLength(5);
    expect(allowed((r) => canDelete(r))).toEqual(['admin', 'company_admin']);
    expect(allowed((r) => canDelete(r, { cacheMode: true }))).toHaveLength(5);
    expect(allowed(canMove)).toEqual(['admin', 'company_admin']);
    expect(allowed(canToggleActive)).toEqual(['admin', 'company_admin']);
    expect(allowed((r) => can(r, 'tableView'))).toHaveLength(5);
  });

  test('tasks and logs', () => {
    expect(allowed(canAddTask)).toEqual(['admin', 'company_admin', 'employee']);
    expect(allowed(canEditTasks)).toEqual(['admin', 'company_admin']);
    expect(allowed(canViewLogs)).toEqual(['admin', 'company_admin']);
  });

  test('no role can nothing', () => {
    expect(canEdit(null)).toBe(false);
    expect(canOpenPage(undefined, 'settings')).toBe(false);
    expect(hasRole(null, ['admin'])).toBe(false);
  });

  test('pages', () => {
    expect(allowed((r) => canOpenPage(r, 'companies'))).toEqual(['admin']);
    expect(allowed((r) => canOpenPage(r, 'members'))).toEqual(['admin', 'company_admin', 'department_admin']);
    expect(allowed((r) => canOpenPage(r, 'logs'))).toEqual(['admin', 'company_admin']);
    expect(allowed((r) => canOpenPage(r, 'consultants'))).toEqual([
      'admin',
      'company_admin',
      'company_member',
    ]);
    expect(allowed((r) => canOpenPage(r, 'todos'))).toEqual(['employee']);
    // the audit trail's page: whoever reads all of a company's events
    expect(allowed((r) => canOpenPage(r, 'audit'))).toEqual(
      allowed((r) => auditScope({ id: 9, role: r, company: 3, department: 5 }, 3)?.kind === 'company'),
    );
    expect(allowed((r) => canOpenPage(r, 'audit'))).toEqual(['admin', 'company_admin']);
    expect(Object.keys(PAGE_ROLES)).toContain('departmentPerformance');
    expect(hasRole(user('employee'), PAGE_ROLES.drafts)).toBe(true);
    expect(hasRole(user('admin'), PAGE_ROLES.drafts)).toBe(false);
  });
});

/** Replaces every encrypted id in a path by its plain value, to compare with the spec. */
const plain = (path: string) => path.replace(/\/([^/]{20,})$/, (_m, id: string) => `/${decodeNumericId(id)}`);
const links = (u: SessionUser, ctx = {}) =>
  navLinks(u, ctx).map((l) => [l.label, plain(l.to), l.icon, l.inBottomBar]);

describe('navigation per role, Reports included', () => {
  test('admin', () => {
    expect(links(user('admin'))).toEqual([
      ['View companies', '/admin/companies', 'companies', true],
      ['Reports', '/admin/reports', 'reports', true],
      ['Settings', '/admin/settings', 'settings', true],
    ]);
  });

  test('company_admin; the bottom bar omits Logs, Approvals and the audit trail (under Settings on phones)', () => {
    expect(links(user('company_admin'), { companyId: 3 })).toEqual([
      ['View all consultants', '/admin/users/3', 'users', true],
      ['Board members', '/admin/members/3', 'members', true],
      ['View all departments', '/admin/company/3', 'departments', true],
      ['View all projects', '/admin/projects/3', 'projects', true],
      ['Clients', '/company/clients/3', 'companies', false],
      ['Rates', '/company/rates/3', 'rates', false],
      ['Invoices', '/company/invoices/3', 'invoices', false],
      ['Logs', '/admin/logs/3', 'logs', false],
      ['Reports', '/admin/reports/3', 'reports', true],
      ['Approvals', '/admin/approvals/3', 'todos', false],
      ['Audit trail', '/admin/audit/3', 'logs', false],
      ['Import hours', '/admin/import/3', 'download', false],
      ['Settings', '/admin/settings', 'settings', true],
    ]);
    expect(
      navLinks(user('company_admin'))
        .filter((l) => l.inBottomBar)
        .map((l) => l.label),
    ).not.toContain('Logs');
  });

  test('company_member: the clients, the rates and the invoices to read, under Settings on phones', () => {
    expect(links(user('company_member'))).toEqual([
      ['View all consultants', '/admin/users/3', 'users', true],
      ['Clients', '/company/clients/3', 'companies', false],
      ['Rates', '/company/rates/3', 'rates', false],
      ['Invoices', '/company/invoices/3', 'invoices', false],
      ['Reports', '/admin/reports/3', 'reports', true],
      ['Settings', '/admin/settings', 'settings', true],
    ]);
  });

  test('department_admin', () => {
    expect(links(user('department_admin'), { departmentId: 5 })).toEqual([
      ['Consultants', '/department/users/5', 'users', true],
      ['View all Consultants', '/department/5', 'departments', true],
      ['Reports', '/department/reports/5', 'reports', true],
      ['Approvals', '/department/approvals/5', 'todos', true],
      ['Settings', '/admin/settings', 'settings', true],
    ]);
    expect(links(user('department_admin'))).toEqual([['Settings', '/admin/settings', 'settings', true]]);
  });

  test('employee', () => {
    expect(links(user('employee'))).toEqual([
      ['View all tasks', '/employee/9', 'tasks', true],
      ['Week', '/employee/week/9', 'calendar', true],
      ['Draft', '/employee/saved_tasks/9', 'drafts', true],
      ['Reports', '/employee/reports/9', 'reports', true],
      ['Settings', '/admin/settings', 'settings', true],
    ]);
  });

  test('ids in links are encrypted', () => {
    expect(navLinks(user('employee'))[0].to).not.toBe('/employee/9');
  });
});

describe('landing paths', () => {
  test.each<[Role, object, string]>([
    ['admin', {}, '/admin/companies'],
    ['company_admin', { companyId: 4 }, '/admin/users/4'],
    ['company_member', {}, '/admin/users/3'],
    ['department_admin', { departmentId: 5 }, '/department/5'],
    ['employee', {}, '/employee/9'],
  ])('%s', (role, ctx, expected) => {
    expect(plain(landingPath(user(role), ctx))).toBe(expected);
  });

  test("without the ids they need, or an unknown role: '/'", () => {
    expect(landingPath(user('department_admin'))).toBe('/');
    expect(landingPath(user('company_admin', { company: null }))).toBe('/');
    expect(landingPath(user('superuser' as Role))).toBe('/');
  });
});
