/** A department as the API shows it: with its representative's fields. */
import type { Department } from '@app/contract';
import { adminFieldsOf, type AdminFields, type Repo } from '../db/repo';
import type { DepartmentRecord } from '../db/records';

export const departmentView = (d: DepartmentRecord & AdminFields): Department => ({
  id: d.id,
  name: d.name,
  admin: d.admin,
  company: d.company,
  ...adminFieldsOf(d),
});

/** A department just read or written, shown with its representative read now. */
export const shownDepartment = async (db: Repo, department: DepartmentRecord): Promise<Department> =>
  departmentView({ ...department, ...(await db.adminFields(department.admin)) });
