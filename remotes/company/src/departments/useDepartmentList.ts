import { useCallback } from 'react';
import { MESSAGES, deleteDepartment, listDepartments, notify, type Department } from '@app/shared';
import { queryKeys, useApiList } from '@app/shared/query';

/** A company's departments, with the optimistic delete (restored with 'Delete failed' when refused). */
export function useDepartmentList(companyId: number | null) {
  const list = useApiList<Department>(
    queryKeys.departments(companyId),
    companyId === null ? null : () => listDepartments(companyId),
  );
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
