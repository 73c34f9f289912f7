import { useCallback } from 'react';
import { MESSAGES, deleteEmployee, notify, updateUser, type Department } from '@app/shared';
import { queryKeys, useApiList } from '@app/shared/query';
import { loadConsultants, withAccount, type ConsultantRow } from './consultantRows';

/** The company's consultants with their performance, and the row operations of the consultants page. */
export function useConsultants(companyId: number) {
  const list = useApiList<ConsultantRow>(queryKeys.consultants(companyId), () => loadConsultants(companyId));
  const { setItems, removeOptimistically } = list;

  const update = useCallback(
    (id: number, change: (row: ConsultantRow) => ConsultantRow) =>
      setItems((rows) => rows.map((row) => (row.id === id ? change(row) : row))),
    [setItems],
  );

  /** Removed at once, put back with 'Delete failed' when refused. */
  const remove = useCallback(
    async (row: ConsultantRow) => {
      if (!(await removeOptimistically(row, () => deleteEmployee(row.id))))
        notify({ ...MESSAGES.deleteFailed, mode: 'error' });
    },
    [removeOptimistically],
  );

  /** PATCH /update_user/{id} {is_active}; the switch flips back with 'Consultant failed to be updated'. */
  const setActive = useCallback(
    async (id: number, isActive: boolean) => {
      update(id, (row) => ({ ...row, is_active: isActive }));
      const result = await updateUser(id, { is_active: isActive });
      if (result.ok) return update(id, (row) => withAccount(row, result.data));
      update(id, (row) => ({ ...row, is_active: !isActive }));
      notify({ ...MESSAGES.consultantUpdateFailed, mode: 'error' });
    },
    [update],
  );

  /** After a confirmed transfer: the row names its new department. */
  const moved = useCallback(
    (id: number, department: Department) =>
      update(id, (row) => ({ ...row, department: department.name, department_id: department.id })),
    [update],
  );

  return { ...list, update, remove, setActive, moved };
}
