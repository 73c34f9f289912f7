import {
  MESSAGES,
  checkUnitEdit,
  createDepartmentAdmin,
  saveUnitEdit,
  updateDepartment,
  updateUser,
  type Department,
  type KeptRepresentative,
  type MessagePair,
  type UnitEditForm,
  type UnitEditOutcome,
  type UnitKind,
} from '@app/shared';

/** A department as a unit with a representative: its calls and messages (spec sections 4, 5 and 8). */
const departments: UnitKind<Department> = {
  invalidName: MESSAGES.invalidDepartmentName,
  nameUpdated: MESSAGES.departmentNameUpdated,
  representativeChanged: MESSAGES.departmentAdminChanged,
  representativeUploadFailed: MESSAGES.departmentAdminUploadFailed,
  representativeUpdateFailed: MESSAGES.departmentAdminUpdateFailed,
  rename: (department, name) => updateDepartment(department.id, { name }),
  createRepresentative: (department, person) => createDepartmentAdmin(department.company, person),
  allocate: (department, admin) => updateDepartment(department.id, { admin }),
  updateUser: (id, patch) => updateUser(id, patch),
};

/** 'Edit department' rules (spec section 5). */
export const checkEditDepartment = (form: UnitEditForm, department: Department): MessagePair | null =>
  checkUnitEdit(form, department, departments);

/**
 * Saves 'Edit department', each change its own call: PATCH /department/{id} {name};
 * POST /department_admins/{company} then PATCH /department/{id} {admin}; PATCH /update_user/{admin}
 * (see saveUnitEdit).
 */
export const saveDepartmentEdit = (
  department: Department,
  form: UnitEditForm,
  kept: KeptRepresentative | null,
): Promise<UnitEditOutcome<Department>> => saveUnitEdit(department, form, kept, departments);
