/**
 * One query key per resource of the API, `[resource, ...ids]`, and which resources a write
 * to one of them changes (the contract's derived fields: a department's and a company's admin
 * columns come from the user, performance rows from tasks and departments, task rows name their
 * project).
 */
export type Resource =
  | 'companies'
  | 'companyOfUser'
  | 'departments'
  | 'members'
  | 'employees'
  | 'consultants'
  | 'projects'
  | 'taskLogs'
  | 'departmentPerformance'
  | 'tasks'
  | 'drafts'
  | 'reports'
  | 'timesheet'
  | 'timesheets'
  | 'targets'
  | 'holidays'
  | 'audit'
  | 'auditRetention'
  | 'importFloor'
  | 'apiTokens'
  | 'imports'
  | 'clientReports'
  | 'clients'
  | 'rates'
  | 'invoices'
  | 'invoice'
  | 'projectBudgets';

export type QueryKey = readonly [Resource, ...(number | string | null)[]];

export const queryKeys = {
  companies: () => ['companies'] as const,
  companyOfUser: (userId: number) => ['companyOfUser', userId] as const,
  departments: (companyId: number | null) => ['departments', companyId] as const,
  members: (companyId: number) => ['members', companyId] as const,
  /** the accounts of a department's (or a whole company's) consultants */
  employees: (departmentOrCompanyId: number) => ['employees', departmentOrCompanyId] as const,
  /** a company's consultants with their performance (accounts and grouped tasks joined) */
  consultants: (companyId: number) => ['consultants', companyId] as const,
  projects: (companyId: number | null) => ['projects', companyId] as const,
  /** the projects of the company an employee belongs to, found through the employee */
  projectsOfEmployee: (employeeId: number) => ['projects', 'of employee', employeeId] as const,
  /** a company's project budgets, used and left to date */
  projectBudgets: (companyId: number) => ['projectBudgets', companyId] as const,
  taskLogs: (companyId: number) => ['taskLogs', companyId] as const,
  departmentPerformance: (departmentId: number) => ['departmentPerformance', departmentId] as const,
  tasks: (userId: number) => ['tasks', userId] as const,
  drafts: (userId: number) => ['drafts', userId] as const,
  /** a company's report for one query (range, grouping, filters) */
  reports: (companyId: number, query: string) => ['reports', companyId, query] as const,
  /** a consultant's week (named by its Monday) */
  timesheet: (userId: number, weekStart: string) => ['timesheet', userId, weekStart] as const,
  /** a company's weeks for one query (week, department, state) */
  timesheets: (companyId: number, query: string) => ['timesheets', companyId, query] as const,
  /** a consultant's target schedules */
  targets: (userId: number) => ['targets', userId] as const,
  /** a company's holidays */
  holidays: (companyId: number) => ['holidays', companyId] as const,
  /** a company's audit trail for one query (its filters), read page by page */
  audit: (companyId: number, query: string) => ['audit', companyId, query] as const,
  /** how long a company keeps its audit trail */
  auditRetention: (companyId: number) => ['auditRetention', companyId] as const,
  /** the earliest day a company's imports reach back to */
  importFloor: (companyId: number) => ['importFloor', companyId] as const,
  /** the caller's own personal access tokens (null), or every token of a company's people */
  apiTokens: (companyId: number | null) => ['apiTokens', companyId] as const,
  clientReports: () => ['clientReports'] as const,
  /** a company's clients (the archived ones too) */
  clients: (companyId: number) => ['clients', companyId] as const,
  /** a company's hourly rates, every level with its history */
  rates: (companyId: number) => ['rates', companyId] as const,
  /** a company's invoices, newest first (their summaries) */
  invoices: (companyId: number) => ['invoices', companyId] as const,
  /** one invoice with its lines */
  invoice: (id: number) => ['invoice', id] as const,
  /** a company's hours imported from a CSV file (a write only: nothing reads it back) */
  imports: (companyId: number) => ['imports', companyId] as const,
} satisfies Record<string, (...ids: never[]) => QueryKey>;

const PEOPLE: Resource[] = [
  'companies',
  'companyOfUser',
  'departments',
  'members',
  'employees',
  'consultants',
  'departmentPerformance',
  // a consultant moved, renamed or removed changes the report's groups; a company's time zone its days
  'reports',
  'timesheets',
  // a consultant removed takes her rates with her; a rate names its consultant as she is called now
  'rates',
];
const WORK: Resource[] = [
  'tasks',
  'drafts',
  'taskLogs',
  'consultants',
  'departmentPerformance',
  'reports',
  'timesheet',
  'timesheets',
  // a budget's use is the minutes (and amounts) logged on its project
  'projectBudgets',
];
/** a week's transition changes its state in the week and in the company's list (and the reports' approved hours) */
const WEEKS: Resource[] = ['timesheet', 'timesheets', 'reports'];
/** a target schedule or a holiday changes the weeks' targets and the performance rows' weekly target */
const TARGETS: Resource[] = ['timesheet', 'timesheets', 'consultants', 'departmentPerformance'];

/** The resources a write to each resource changes, itself included. */
export const AFFECTED: Record<Resource, readonly Resource[]> = {
  companies: PEOPLE,
  companyOfUser: PEOPLE,
  departments: PEOPLE,
  members: PEOPLE,
  employees: PEOPLE,
  consultants: PEOPLE,
  // a rate names its project as it is called now
  projects: ['projects', 'rates', ...WORK],
  taskLogs: WORK,
  departmentPerformance: PEOPLE,
  tasks: WORK,
  drafts: WORK,
  reports: ['reports'],
  timesheet: WEEKS,
  timesheets: WEEKS,
  targets: ['targets', ...TARGETS],
  holidays: ['holidays', ...TARGETS],
  audit: ['audit'],
  // a shorter retention prunes the events
  auditRetention: ['auditRetention', 'audit'],
  // a new floor is an event of the company's trail
  importFloor: ['importFloor', 'audit'],
  // a representative's own token is one of her company's too
  apiTokens: ['apiTokens'],
  // imported hours are tasks (and their totals), maybe in projects made for them, each in the trail
  imports: ['projects', ...WORK, 'audit'],
  // a report is sent by a page, never by a write of the app's
  clientReports: ['clientReports'],
  // a client removed takes its rates with it (and a rate names its client as it is called now); each write is an event of the company's trail
  clients: ['clients', 'rates', 'projectBudgets', 'audit'],
  // a rate changes the amounts of the reports and of the budgets in money
  rates: ['rates', 'reports', 'projectBudgets', 'audit'],
  // a draft created or deleted changes the list alone; each write is an event of the company's trail
  invoices: ['invoices', 'audit'],
  // a change of one invoice shows in the list too; an issue takes the company's next number
  invoice: ['invoice', 'invoices', 'companies', 'companyOfUser', 'audit'],
  projectBudgets: ['projectBudgets'],
};
