import { useCallback } from 'react';
import {
  MESSAGES,
  deleteDepartment,
  listDepartments,
  notify,
  useApiList,
  type Department,
} from '@app/shared';

/** A company's departments, with the optimistic delete (restored with 'Delete failed' when refused). */
export function useDepartmentList(companyId: number | null) {
  const list = useApiList<Department>(companyId === null ? null : () => listDepartments(companyId), [
    companyId,
  ]);
  const { removeOptimistically } = list;
  const remove = useCallback(
    async (department: Department) => {
      const deleted = await removeOptimistically(department, () => deleteDepartment(department.id));
      if (!deleted) notify({ ...MESSAGES.deleteFailed, mode: 'error' });
    },
    [removeOptimistically],
  );
  return { ...list, remove };
}
