import { ROLES, type Role } from './api';

/**
 * The capability table: who may do what (docs/product.md, "Who may do what"), by role alone, for
 * the pages and table actions that do not know their target. Each entry is the answer of the
 * predicates of ./policy for the target such a page shows (someone of the viewer's own company);
 * contract/test/policy.test.ts proves it for every role and relation.
 */
export const CAPABILITIES = {
  /** Companies page; create, edit, delete companies and their representatives. */
  manageCompanies: ['admin'],
  /** Departments, projects, logs, board members, consultants: add, edit, delete. */
  manageCompanyResources: ['company_admin'],
  /** Consultants of the own department: edit, move, delete; board members page. */
  manageDepartmentConsultants: ['department_admin'],
  /** Active/inactive toggle in tables. */
  toggleActive: ['admin', 'company_admin'],
  /** Table edit action: everyone except employee and department_admin (or cache mode). */
  tableEdit: ['admin', 'company_admin', 'company_member'],
  /** Table delete action (or cache mode). */
  tableDelete: ['admin', 'company_admin'],
  tableMove: ['admin', 'company_admin'],
  /** Table view and info actions, when the table enables them. */
  tableView: ROLES,
  addTask: ['company_admin', 'admin', 'employee'],
  /** Edit and delete on the employee task list. */
  editTasks: ['company_admin', 'admin'],
  /** Own drafts and todos (owner only). */
  ownDraftsAndTodos: ['employee'],
  viewLogs: ['admin', 'company_admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Capability = keyof typeof CAPABILITIES;

/** Who may open each page; everyone else is sent to '/'. */
export const PAGE_ROLES = {
  companies: ['admin'],
  departments: ['admin', 'company_admin'],
  consultants: ['admin', 'company_admin', 'company_member'],
  projects: ['admin', 'company_admin'],
  logs: ['admin', 'company_admin'],
  members: ['department_admin', 'company_admin', 'admin'],
  departmentConsultants: ['department_admin', 'company_admin', 'admin'],
  departmentPerformance: ['department_admin', 'company_admin', 'admin'],
  employeeTasks: ROLES,
  todos: ['employee'],
  drafts: ['employee'],
  settings: ROLES,
  /** Reports (beyond the spec): a company's, a department's, one consultant's. */
  companyReports: ['admin', 'company_admin', 'company_member'],
  departmentReports: ['department_admin', 'company_admin'],
  consultantReports: ['employee', 'department_admin', 'company_admin', 'company_member'],
  /** Timesheet weeks (beyond the spec): a consultant's week (read by whoever reads her tasks), the approvals. */
  week: ROLES,
  companyApprovals: ['company_admin'],
  departmentApprovals: ['department_admin'],
  /** The audit trail of a company (beyond the spec): whoever reads all of its events (auditScope). */
  audit: ['admin', 'company_admin'],
  /** Hours imported from another tracker's CSV file (beyond the spec): mayImportInto. */
  imports: ['admin', 'company_admin'],
  /** A company's clients (beyond the spec): its readers other than its consultants (may.readClients). */
  clients: ['admin', 'company_admin', 'company_member'],
  /** A company's hourly rates and currency (beyond the spec): those who see money (may.seeMoney). */
  rates: ['admin', 'company_admin', 'company_member'],
  /** A company's invoices (beyond the spec): those who see money (may.seeMoney); its representative writes them. */
  invoices: ['admin', 'company_admin', 'company_member'],
} as const satisfies Record<string, readonly Role[]>;

export type PageName = keyof typeof PAGE_ROLES;

/** Tables of locally cached items (drafts, todos) let their owner edit and delete. */
export interface TableContext {
  cacheMode?: boolean;
}

type MaybeRole = Role | null | undefined;

export function hasRole(user: { role: Role } | null | undefined, roles: readonly Role[]): boolean {
  return !!user && roles.includes(user.role);
}

export function can(role: MaybeRole, capability: Capability): boolean {
  return !!role && (CAPABILITIES[capability] as readonly Role[]).includes(role);
}

export function canOpenPage(role: MaybeRole, page: PageName): boolean {
  return !!role && (PAGE_ROLES[page] as readonly Role[]).includes(role);
}

export const canEdit = (role: MaybeRole, { cacheMode = false }: TableContext = {}) =>
  cacheMode || can(role, 'tableEdit');
export const canDelete = (role: MaybeRole, { cacheMode = false }: TableContext = {}) =>
  cacheMode || can(role, 'tableDelete');
export const canMove = (role: MaybeRole) => can(role, 'tableMove');
export const canToggleActive = (role: MaybeRole) => can(role, 'toggleActive');
export const canAddTask = (role: MaybeRole) => can(role, 'addTask');
export const canEditTasks = (role: MaybeRole) => can(role, 'editTasks');
export const canViewLogs = (role: MaybeRole) => can(role, 'viewLogs');
