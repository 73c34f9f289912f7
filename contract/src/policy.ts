/**
 * Who may do what to whom, stated once: each right is a predicate over the signed-in user (the
 * actor) and the target. The mock server enforces them (mock-server/src/kernel/policy.ts, with the
 * actor re-read from the store on each request) and the client's `can*` helpers (./capabilities)
 * call the same predicates to hide what the server would refuse. A rule only ever grants access
 * inside the actor's own company, except for the platform admin. Pure functions, no dependencies.
 */
import type { AuditEntity, Role } from './api';

/** The signed-in user, as far as a rule needs them. */
export interface Actor {
  id: number;
  role: Role;
  company: number | null;
  department: number | null;
}

/** A person a rule is about: the same shape as the actor. */
export type Person = Actor;

/** A department a rule is about. */
export interface DepartmentRef {
  id: number;
  company: number;
}

const isAdmin = (a: Actor) => a.role === 'admin';
const hasRoleIn = (a: Actor, role: Role, companyId: number | null) =>
  a.role === role && a.company !== null && a.company === companyId;
const isCompanyAdminOf = (a: Actor, companyId: number | null) => hasRoleIn(a, 'company_admin', companyId);
const isDepartmentAdminOf = (a: Actor, departmentId: number | null) =>
  a.role === 'department_admin' && a.department !== null && a.department === departmentId;

/** Roles a company admin manages inside their company. */
const COMPANY_MANAGED_ROLES: readonly Role[] = ['employee', 'company_member', 'department_admin'];

/** The fields of a person that PATCH /update_user/{id} changes. */
export const USER_FIELDS = [
  'email',
  'first_name',
  'last_name',
  'contact',
  'password',
  'is_active',
  'department',
] as const;
export type UserField = (typeof USER_FIELDS)[number];

const ALL_FIELDS: readonly UserField[] = USER_FIELDS;
const NO_FIELDS: readonly UserField[] = [];

/**
 * Who may change which field of whom (the table in
 * docs/decisions/0043-who-may-change-which-field-of-whom.md). Less power wins where
 * the product's rules are unclear: a department_admin only moves the consultants of their own
 * department; a board member and a consultant change nobody.
 */
export function changeableFields(a: Actor, u: Person): readonly UserField[] {
  // oneself: the password only (sending one's unchanged email along is tolerated by the route)
  if (a.id === u.id) return ['password'];
  if (isAdmin(a)) return u.role === 'admin' ? NO_FIELDS : ALL_FIELDS;
  if (isCompanyAdminOf(a, u.company)) return COMPANY_MANAGED_ROLES.includes(u.role) ? ALL_FIELDS : NO_FIELDS;
  if (u.role === 'employee' && isDepartmentAdminOf(a, u.department)) return ['department'];
  return NO_FIELDS;
}

/**
 * The part of a company's report a caller may see: a department_admin their own department, an
 * employee their own hours; null: the whole company (admin, company_admin, company_member).
 */
export function reportScope(a: Actor): { department: number } | { consultant: number } | null {
  if (a.role === 'department_admin' && a.department !== null) return { department: a.department };
  if (a.role === 'employee') return { consultant: a.id };
  return null;
}

/** A consultant whose tasks a rule is about: only consultants have tasks. */
export type TaskOwner = Pick<Person, 'id' | 'company'>;

export const may = {
  // platform
  manageCompanies: (a: Actor) => isAdmin(a),

  // GET /get_company/{user}, GET /get_department/{user}
  readAffiliationOf: (a: Actor, u: Person) =>
    a.id === u.id || isAdmin(a) || (u.company !== null && a.company === u.company),

  // company structure
  readDepartments: (a: Actor, companyId: number) =>
    isAdmin(a) || isCompanyAdminOf(a, companyId) || hasRoleIn(a, 'department_admin', companyId),
  manageDepartments: (a: Actor, companyId: number) => isCompanyAdminOf(a, companyId),
  readProjects: (a: Actor, companyId: number) =>
    isAdmin(a) || isCompanyAdminOf(a, companyId) || hasRoleIn(a, 'employee', companyId),
  manageProjects: (a: Actor, companyId: number) => isCompanyAdminOf(a, companyId),
  /** A company's clients: read by those who read its projects and by its board members. */
  readClients: (a: Actor, companyId: number) =>
    may.readProjects(a, companyId) || hasRoleIn(a, 'company_member', companyId),
  manageClients: (a: Actor, companyId: number) => isCompanyAdminOf(a, companyId),
  /**
   * Money (rates, amounts, invoices): seen by the platform admin, the company's representative and
   * its board members; department leads and consultants see hours only (the server leaves money out).
   */
  seeMoney: (a: Actor, companyId: number) =>
    isAdmin(a) || isCompanyAdminOf(a, companyId) || hasRoleIn(a, 'company_member', companyId),
  /** Rates and the company's currency: set by its representative. */
  manageMoney: (a: Actor, companyId: number) => isCompanyAdminOf(a, companyId),
  readMembers: (a: Actor, companyId: number) =>
    isAdmin(a) || isCompanyAdminOf(a, companyId) || hasRoleIn(a, 'department_admin', companyId),
  addMembers: (a: Actor, companyId: number) => isCompanyAdminOf(a, companyId),

  // consultants
  readCompanyConsultants: (a: Actor, companyId: number) =>
    isAdmin(a) || isCompanyAdminOf(a, companyId) || hasRoleIn(a, 'company_member', companyId),
  readDepartmentConsultants: (a: Actor, d: DepartmentRef) =>
    isAdmin(a) || isCompanyAdminOf(a, d.company) || isDepartmentAdminOf(a, d.id),
  addConsultantsToCompany: (a: Actor, companyId: number) => isCompanyAdminOf(a, companyId),
  addConsultantsToDepartment: (a: Actor, d: DepartmentRef) =>
    isCompanyAdminOf(a, d.company) || isDepartmentAdminOf(a, d.id),

  // reports
  readLogs: (a: Actor, companyId: number) => isAdmin(a) || isCompanyAdminOf(a, companyId),
  readCompanyPerformance: (a: Actor, companyId: number) =>
    isAdmin(a) || isCompanyAdminOf(a, companyId) || hasRoleIn(a, 'company_member', companyId),
  readDepartmentPerformance: (a: Actor, d: DepartmentRef) =>
    isAdmin(a) || isCompanyAdminOf(a, d.company) || isDepartmentAdminOf(a, d.id),
  /**
   * GET /reports/{company}: everybody of the company may ask (a department_admin only once they
   * lead a department); what they see is narrowed by `reportScope`.
   */
  readReports: (a: Actor, companyId: number) =>
    isAdmin(a) ||
    isCompanyAdminOf(a, companyId) ||
    hasRoleIn(a, 'company_member', companyId) ||
    (hasRoleIn(a, 'department_admin', companyId) && a.department !== null) ||
    hasRoleIn(a, 'employee', companyId),

  // tasks and drafts of a person
  readTasksOf: (a: Actor, u: Person) =>
    a.id === u.id ||
    isAdmin(a) ||
    isCompanyAdminOf(a, u.company) ||
    hasRoleIn(a, 'company_member', u.company) ||
    (u.role === 'employee' && isDepartmentAdminOf(a, u.department)),
  createTasksFor: (a: Actor, u: TaskOwner) => a.id === u.id || isAdmin(a) || isCompanyAdminOf(a, u.company),
  /** Edit and delete on the employee task list: company_admin and admin only. */
  changeTasksOf: (a: Actor, u: TaskOwner) => isAdmin(a) || isCompanyAdminOf(a, u.company),
  useDraftsOf: (a: Actor, u: Pick<Person, 'id'>) => a.id === u.id,

  // timesheet weeks of a consultant (WEEK_TRANSITIONS says which action needs which of these)
  readWeeksOf: (a: Actor, u: Person) =>
    a.id === u.id ||
    isAdmin(a) ||
    isCompanyAdminOf(a, u.company) ||
    hasRoleIn(a, 'company_member', u.company) ||
    (u.role === 'employee' && isDepartmentAdminOf(a, u.department) && a.company === u.company),
  /** 'owner': the consultant herself */
  ownerWeekOf: (a: Actor, u: Person) => a.id === u.id && u.role === 'employee',
  /** 'manager': her department's lead or her company's representative, never for their own week */
  managerWeekOf: (a: Actor, u: Person) =>
    a.id !== u.id &&
    u.role === 'employee' &&
    (isCompanyAdminOf(a, u.company) || (isDepartmentAdminOf(a, u.department) && a.company === u.company)),
  /** 'representative': her company's representative */
  representativeWeekOf: (a: Actor, u: Person) =>
    a.id !== u.id && u.role === 'employee' && isCompanyAdminOf(a, u.company),
  /**
   * GET /timesheets/{company}: the whole company for the admin, its representative and board
   * members; a department's lead their own department (`department` asked, or theirs).
   */
  readCompanyWeeks: (a: Actor, companyId: number) =>
    isAdmin(a) ||
    isCompanyAdminOf(a, companyId) ||
    hasRoleIn(a, 'company_member', companyId) ||
    (hasRoleIn(a, 'department_admin', companyId) && a.department !== null),

  /** A consultant's target schedules: read as her weeks are; set by those who decide her weeks. */
  readTargetsOf: (a: Actor, u: Person) => may.readWeeksOf(a, u),
  setTargetsOf: (a: Actor, u: Person) => may.managerWeekOf(a, u),
  /** A company's holidays: read by the admin and everyone of the company; set by its representative. */
  readHolidays: (a: Actor, companyId: number) => isAdmin(a) || a.company === companyId,
  setHolidays: (a: Actor, companyId: number) => isCompanyAdminOf(a, companyId),

  /** Delete another person: the table delete action is admin's and company_admin's. */
  deleteUser: (a: Actor, u: Person) => a.id !== u.id && changeableFields(a, u).length === ALL_FIELDS.length,
};

/**
 * Which events of a company a caller reads: all of them (the platform admin, the company's
 * representative), those about the people of their department and their weeks and targets (a
 * department's lead), those about her own tasks, drafts, weeks and sign-ins (a consultant), none
 * (a board member, anyone of another company).
 */
export type AuditScope =
  | { kind: 'company' }
  | { kind: 'department'; department: number; entities: readonly AuditEntity[] }
  | { kind: 'own'; subject: number; entities: readonly AuditEntity[] };

export const DEPARTMENT_AUDIT_ENTITIES: readonly AuditEntity[] = ['person', 'week', 'target'];
export const OWN_AUDIT_ENTITIES: readonly AuditEntity[] = ['task', 'draft', 'week', 'session', 'api_token'];

export function auditScope(a: Actor, companyId: number): AuditScope | null {
  if (a.role === 'admin') return { kind: 'company' };
  if (a.company !== companyId) return null;
  if (a.role === 'company_admin') return { kind: 'company' };
  if (a.role === 'department_admin' && a.department !== null)
    return { kind: 'department', department: a.department, entities: DEPARTMENT_AUDIT_ENTITIES };
  if (a.role === 'employee') return { kind: 'own', subject: a.id, entities: OWN_AUDIT_ENTITIES };
  return null;
}

/** Where a record's events are kept and whom they are about: what decides who reads them. */
export interface AuditPlace {
  entity: AuditEntity;
  /** the company whose trail holds them */
  company: number;
  /** the person they are about (a task's or a week's consultant) */
  subject?: number;
  /** the department of the person they are about; left out where the caller's read already answered for it */
  department?: number | null;
}

/** Whether `a` reads the events of records at `place`: auditScope, asked of one record. */
export function readsAuditEventsOf(a: Actor, place: AuditPlace): boolean {
  const scope = auditScope(a, place.company);
  if (!scope) return false;
  switch (scope.kind) {
    case 'company':
      return true;
    case 'department':
      return (
        scope.entities.includes(place.entity) &&
        (place.department === undefined || place.department === scope.department)
      );
    case 'own':
      return scope.entities.includes(place.entity) && place.subject === scope.subject;
  }
}

// ---- the same rules asked by the client, about the signed-in viewer --------------------------

/** The signed-in user as the session keeps them. */
export interface Viewer {
  user_id: number;
  role: Role;
  company: number | null;
}

/** The viewer as the actor of a rule of ./policy (the session carries no department). */
const actorOf = (viewer: Viewer): Actor => ({
  id: viewer.user_id,
  role: viewer.role,
  company: viewer.company,
  department: null,
});

/**
 * Adding, editing, deleting and moving on the company pages of `companyId` (departments, projects,
 * board members, consultants): the server's may.manageDepartments, which is also its
 * manageProjects, addMembers and addConsultantsToCompany (the company's representative). The
 * table's own capability checks still apply on top.
 */
export const canManageCompany = (viewer: Viewer | null | undefined, companyId: number): boolean =>
  !!viewer && may.manageDepartments(actorOf(viewer), companyId);

/**
 * The task list of consultant `consultantId`, shown only for a consultant of the viewer's company
 * (another company's list is refused by the server and the page says so): adding a task is the
 * server's may.createTasksFor, editing and deleting one its may.changeTasksOf.
 */
const taskOwner = (viewer: Viewer, consultantId: number) => ({ id: consultantId, company: viewer.company });
export const canAddTaskFor = (viewer: Viewer, consultantId: number): boolean =>
  may.createTasksFor(actorOf(viewer), taskOwner(viewer, consultantId));
export const canChangeTasksOf = (viewer: Viewer, consultantId: number): boolean =>
  may.changeTasksOf(actorOf(viewer), taskOwner(viewer, consultantId));
