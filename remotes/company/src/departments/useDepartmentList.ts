import { useCallback } from 'react';
import { MESSAGES, notify, type Department } from '@app/shared';
import { useDeleteDepartment, useDepartments } from '@app/shared/query';

/** A company's departments, with the optimistic delete (restored with 'Delete failed' when refused). */
export function useDepartmentList(companyId: number | null) {
  const read = useDepartments(companyId);
  const { run: deleteDepartment } = useDeleteDepartment(companyId);
  const remove = useCallback(
    async (department: Department) => {
      if (!(await deleteDepartment(department))) notify({ ...MESSAGES.deleteFailed, mode: 'error' });
    },
    [deleteDepartment],
  );
  return { read, remove };
}
