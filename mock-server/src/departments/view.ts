/** A department as the API shows it: with its representative's fields. */
import type { Department } from '@app/contract';
import type { AdminFields, Repo } from '../db/repo';
import type { DepartmentRecord } from '../db/records';

export const departmentView = (d: DepartmentRecord & AdminFields): Department => ({
  id: d.id,
  name: d.name,
  admin: d.admin,
  company: d.company,
  admin_email: d.admin_email,
  admin_contact: d.admin_contact,
  admin_first_name: d.admin_first_name,
  admin_last_name: d.admin_last_name,
});

/** A department just read or written, shown with its representative read now. */
export const shownDepartment = async (db: Repo, department: DepartmentRecord): Promise<Department> =>
  departmentView({ ...department, ...(await db.adminFields(department.admin)) });
