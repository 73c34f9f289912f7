/** Reading departments: an unknown id is a 404; a company's departments with their leads. */
import { asc, eq } from 'drizzle-orm';
import { adminColumns, toDepartment, type AdminFields, type ReadOptions, type Repo } from '../db/repo';
import type { DepartmentRecord, UserRecord } from '../db/records';
import { departments, users } from '../db/schema';
import { found } from '../kernel/route';

export const departmentById = async (db: Repo, id: number, how?: ReadOptions): Promise<DepartmentRecord> =>
  found(await db.departments.get(id, how), 'department', id);

export const consultantsOfDepartment = (
  db: Repo,
  departmentId: number,
  companyId: number,
): Promise<UserRecord[]> => db.usersOfCompany(companyId, { role: 'employee', department: departmentId });

/** A company's departments with their representative's fields, in creation order. */
export async function departmentsOfCompany(
  db: Repo,
  companyId: number,
): Promise<(DepartmentRecord & AdminFields)[]> {
  const rows = await db.q
    .select({ d: departments, a: adminColumns })
    .from(departments)
    .leftJoin(users, eq(users.id, departments.admin))
    .where(eq(departments.company, companyId))
    .orderBy(asc(departments.id));
  return rows.map(({ d, a }) => ({ ...toDepartment(d), ...a }));
}
