import { useLocation } from 'react-router-dom';
import { departmentAtom, userAtom, type Department, useAppValue } from '@app/shared';
import { useDepartments } from '@app/shared/query';

const NO_DEPARTMENTS: Department[] = [];

export interface DepartmentContext {
  /** The department itself, once known. */
  department: Department | null;
  /** Every department of its company (the 'Move consultant' choices). */
  departments: Department[];
  companyId: number | null;
}

function isDepartment(value: unknown, id: number): value is Department {
  return typeof value === 'object' && value !== null && (value as Department).id === id && 'company' in value;
}

/**
 * The department of the page and its company's departments. The company comes from the row the
 * page was opened from (navigation state), the signed-in department's record, the session user's
 * company, or, for the platform admin opening the URL directly, a consultant of the department.
 */
export function useDepartmentContext(
  departmentId: number,
  fallbackCompanyId: number | null = null,
): DepartmentContext {
  const state: unknown = useLocation().state;
  const stored = useAppValue(departmentAtom);
  const user = useAppValue(userAtom);
  const known = isDepartment(state, departmentId)
    ? state
    : isDepartment(stored, departmentId)
      ? stored
      : null;
  const companyId = known?.company ?? user?.company ?? fallbackCompanyId;
  // the page's header and the move's choices; the page itself shows without them
  const departments = useDepartments(companyId).data ?? NO_DEPARTMENTS;
  const department = departments.find((d) => d.id === departmentId) ?? known;
  return { department, departments, companyId };
}

/**
 * A department_admin opening another department's page (their own is the stored department): the
 * page says it is not theirs instead of showing an empty list.
 */
export function useForeignDepartment(departmentId: number | null): boolean {
  const user = useAppValue(userAtom);
  const own = useAppValue(departmentAtom);
  return departmentId !== null && user?.role === 'department_admin' && !!own && own.id !== departmentId;
}
