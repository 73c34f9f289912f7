/**
 * The writes of adding and editing a company or a department with its representative, each a
 * mutation of the unit's list: what each write changes is read again once the server answered.
 */
import type { Company, Department, NewPerson, User, UserPatch } from '@app/shared';
import {
  queryKeys,
  useCreateCompany,
  useCreateCompanyAdmin,
  useCreateDepartment,
  useCreateDepartmentAdmin,
  useUpdateCompany,
  useUpdateDepartment,
  useUpdateUser,
  type WriteOutcome,
} from '@app/shared/query';
import type { RepresentedUnit } from './unitKinds';

/** The representative's answer in the rows of the units they represent. */
const representativeShown = <U extends RepresentedUnit>(rows: readonly U[], user: User): U[] =>
  rows.map((unit) =>
    unit.admin === user.id
      ? {
          ...unit,
          admin_email: user.email,
          admin_first_name: user.first_name,
          admin_last_name: user.last_name,
          admin_contact: user.contact,
        }
      : unit,
  );

export interface UnitWrites<U extends RepresentedUnit> {
  /** Add, step one: the representative (a company_admin or department_admin). */
  addRepresentative(person: NewPerson): Promise<WriteOutcome<User>>;
  /** Add, step two: the unit with that representative's id. */
  add(unit: { name: string; admin: number }): Promise<WriteOutcome<U>>;
  rename(unit: U, name: string): Promise<WriteOutcome<U>>;
  /** Edit: a new representative for `unit`, before the unit is allocated to them. */
  newRepresentative(unit: U, person: NewPerson): Promise<WriteOutcome<User>>;
  allocate(unit: U, representative: number): Promise<WriteOutcome<U>>;
  /** Edit: the current representative's password or details. */
  updateRepresentative(unit: U, patch: UserPatch): Promise<WriteOutcome<User>>;
}

/** Companies: POST /company_admins, POST /companies, PATCH /company/{id}, PATCH /update_user/{admin}. */
export function useCompanyUnitWrites(): UnitWrites<Company> {
  const { attempt: createAdmin } = useCreateCompanyAdmin();
  const { attempt: create } = useCreateCompany();
  const { attempt: update } = useUpdateCompany();
  const { attempt: updateUser } = useUpdateUser(queryKeys.companies(), representativeShown<Company>);
  return {
    addRepresentative: createAdmin,
    add: create,
    rename: (company, name) => update({ id: company.id, patch: { name } }),
    newRepresentative: (_company, person) => createAdmin(person),
    allocate: (company, admin) => update({ id: company.id, patch: { admin } }),
    updateRepresentative: (company, patch) => updateUser({ id: company.admin, patch }),
  };
}

/**
 * The departments of company `companyId`: POST /department_admins/{company},
 * POST /departments/{company}, PATCH /department/{id}, PATCH /update_user/{admin}.
 */
export function useDepartmentUnitWrites(companyId: number): UnitWrites<Department> {
  const { attempt: createAdmin } = useCreateDepartmentAdmin(companyId);
  const { attempt: create } = useCreateDepartment(companyId);
  const { attempt: update } = useUpdateDepartment(companyId);
  const { attempt: updateUser } = useUpdateUser(
    queryKeys.departments(companyId),
    representativeShown<Department>,
  );
  return {
    addRepresentative: createAdmin,
    add: create,
    rename: (department, name) => update({ id: department.id, patch: { name } }),
    newRepresentative: (_department, person) => createAdmin(person),
    allocate: (department, admin) => update({ id: department.id, patch: { admin } }),
    updateRepresentative: (department, patch) => updateUser({ id: department.admin, patch }),
  };
}
