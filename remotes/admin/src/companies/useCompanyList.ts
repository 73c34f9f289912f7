import { useCallback } from 'react';
import { MESSAGES, deleteCompany, listCompanies, notify, updateCompany, type Company } from '@app/shared';
import { queryKeys, useApiList } from '@app/shared/query';

/** The companies list with its row operations: optimistic delete and the active switch. */
export function useCompanyList() {
  const list = useApiList<Company>(queryKeys.companies(), listCompanies);
  const { removeOptimistically, setItems, replace } = list;

  /** Removed at once; put back with 'Delete failed' when the server refuses. */
  const remove = useCallback(
    async (company: Company) => {
      const deleted = await removeOptimistically(company, () => deleteCompany(company.id));
      if (!deleted) notify({ ...MESSAGES.deleteFailed, mode: 'error' });
    },
    [removeOptimistically],
  );

  /** PATCH /company/{id} {is_active}; the switch flips back when the call fails. */
  const setActive = useCallback(
    async (id: number, isActive: boolean) => {
      setItems((rows) => rows.map((row) => (row.id === id ? { ...row, is_active: isActive } : row)));
      const result = await updateCompany(id, { is_active: isActive });
      if (result.ok) {
        replace(result.data);
        return;
      }
      setItems((rows) => rows.map((row) => (row.id === id ? { ...row, is_active: !isActive } : row)));
      notify({ ...MESSAGES.somethingWentWrong, mode: 'error' });
    },
    [setItems, replace],
  );

  return { ...list, remove, setActive };
}
