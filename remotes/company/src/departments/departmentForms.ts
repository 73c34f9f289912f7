import type { Department } from '@app/shared';
import { emptyPerson, personFormOf, type PersonForm } from '../people/personForm';

/** 'Add department': its name and its representative (a department_admin). */
export interface AddDepartmentForm extends PersonForm {
  name: string;
}

/**
 * 'Edit department': the name, the representative's details and a new password; with
 * `newRepresentative` on, the person fields describe a new representative to allocate it to.
 */
export interface EditDepartmentForm extends PersonForm {
  name: string;
  newRepresentative: boolean;
}

export const emptyAddDepartmentForm: AddDepartmentForm = { name: '', ...emptyPerson };

/** The department's representative as the person fields show them. */
export function representativeOf(department: Department) {
  return {
    email: department.admin_email,
    first_name: department.admin_first_name,
    last_name: department.admin_last_name,
    contact: department.admin_contact,
  };
}

export function editFormOf(department: Department): EditDepartmentForm {
  return { name: department.name, newRepresentative: false, ...personFormOf(representativeOf(department)) };
}
