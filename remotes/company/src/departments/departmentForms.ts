import { emptyPerson, type PersonForm } from '@app/shared';

/** 'Add department': its name and its representative (a department_admin). */
export interface AddDepartmentForm extends PersonForm {
  name: string;
}

export const emptyAddDepartmentForm: AddDepartmentForm = { name: '', ...emptyPerson };
