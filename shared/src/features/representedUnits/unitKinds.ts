import {
  LABELS,
  MESSAGES,
  type Company,
  type Department,
  type MessagePair,
  type NewPerson,
  type User,
  type ApiResult,
  type Column,
  createCompany,
  createCompanyAdmin,
  createDepartment,
  createDepartmentAdmin,
  updateCompany,
  updateDepartment,
} from '@app/shared';

/** A company or a department: its name and its representative's details. */
export type RepresentedUnit = Pick<
  Company,
  'id' | 'name' | 'admin' | 'admin_email' | 'admin_first_name' | 'admin_last_name' | 'admin_contact'
>;

/** The columns of a list of companies or departments: name, representative's email and contact. */
export const REPRESENTED_UNIT_COLUMNS: Column<RepresentedUnit>[] = [
  { key: 'name' },
  { key: 'admin_email' },
  { key: 'admin_contact' },
];

/**
 * What differs between a company (the admin's 'Companies' page) and a department (a company's
 * 'Departments' page): the words of their forms, their notices and their
 * calls. Everything else about adding and editing one is the same and lives in this module once.
 */
export interface RepresentedUnitKind<U extends RepresentedUnit> {
  /** The list's heading and the table's name: 'Companies' or 'Departments'. */
  listTitle: string;
  /** The name field's label and placeholder: 'Company name' or 'Department name'. */
  nameLabel: string;
  addTitle: string;
  editTitle: string;
  /** 'company name must have more than 3 characters' or the department's */
  invalidName: MessagePair;
  uploaded: MessagePair;
  creationFailed: MessagePair;
  nameUpdated: MessagePair;
  representativeChanged: MessagePair;
  representativeUploadFailed: MessagePair;
  representativeUpdateFailed: MessagePair;
  /** Add, step one: the representative (a company_admin or department_admin). */
  addRepresentative(person: NewPerson): Promise<ApiResult<User>>;
  /** Add, step two: the unit with that representative's id. */
  add(unit: { name: string; admin: number }): Promise<ApiResult<U>>;
  rename(unit: U, name: string): Promise<ApiResult<U>>;
  /** Edit: a new representative for `unit`, before the unit is allocated to them. */
  newRepresentative(unit: U, person: NewPerson): Promise<ApiResult<User>>;
  allocate(unit: U, representative: number): Promise<ApiResult<U>>;
}

/** Companies: POST /company_admins, POST /companies, PATCH /company/{id}. */
export const companyUnits: RepresentedUnitKind<Company> = {
  listTitle: 'Companies',
  nameLabel: 'Company name',
  addTitle: LABELS.addCompany,
  editTitle: LABELS.editCompany,
  invalidName: MESSAGES.invalidCompanyName,
  uploaded: MESSAGES.companyUploaded,
  creationFailed: MESSAGES.companyCreationFailed,
  nameUpdated: MESSAGES.companyNameUpdated,
  representativeChanged: MESSAGES.adminChanged,
  representativeUploadFailed: MESSAGES.companyAdminUploadFailed,
  representativeUpdateFailed: MESSAGES.companyAdminUpdateFailed,
  addRepresentative: (person) => createCompanyAdmin(person),
  add: (company) => createCompany(company),
  rename: (company, name) => updateCompany(company.id, { name }),
  newRepresentative: (_company, person) => createCompanyAdmin(person),
  allocate: (company, admin) => updateCompany(company.id, { admin }),
};

/**
 * The departments of company `companyId`: POST /department_admins/{company},
 * POST /departments/{company}, PATCH /department/{id}.
 */
export function departmentUnits(companyId: number): RepresentedUnitKind<Department> {
  return {
    listTitle: 'Departments',
    nameLabel: 'Department name',
    addTitle: LABELS.addDepartment,
    editTitle: LABELS.editDepartment,
    invalidName: MESSAGES.invalidDepartmentName,
    uploaded: MESSAGES.departmentUploaded,
    creationFailed: MESSAGES.departmentCreationFailed,
    nameUpdated: MESSAGES.departmentNameUpdated,
    representativeChanged: MESSAGES.departmentAdminChanged,
    representativeUploadFailed: MESSAGES.departmentAdminUploadFailed,
    representativeUpdateFailed: MESSAGES.departmentAdminUpdateFailed,
    addRepresentative: (person) => createDepartmentAdmin(companyId, person),
    add: (department) => createDepartment(companyId, department),
    rename: (department, name) => updateDepartment(department.id, { name }),
    newRepresentative: (department, person) => createDepartmentAdmin(department.company, person),
    allocate: (department, admin) => updateDepartment(department.id, { admin }),
  };
}

/** A representative created by an attempt whose later step failed: reused by the next attempt. */
export interface KeptRepresentative {
  id: number;
  email: string;
}

/** Whether a kept representative is the one the form describes (emails compare case-insensitively). */
export function isKeptFor(kept: KeptRepresentative | null, email: string): kept is KeptRepresentative {
  return !!kept && kept.email.toLowerCase() === email.trim().toLowerCase();
}
