import { useCallback } from 'react';
import { MESSAGES, notify, type Company } from '@app/shared';
import { useCompanies, useDeleteCompany, useUpdateCompany } from '@app/shared/query';

/** The companies list with its row operations: optimistic delete and the active switch. */
export function useCompanyList() {
  const read = useCompanies();
  const { run: deleteCompany } = useDeleteCompany();
  const { run: updateCompany } = useUpdateCompany();

  /** Removed at once; put back with 'Delete failed' when the server refuses. */
  const remove = useCallback(
    async (company: Company) => {
      if (!(await deleteCompany(company))) notify({ ...MESSAGES.deleteFailed, mode: 'error' });
    },
    [deleteCompany],
  );

  /** PATCH /company/{id} {is_active}: the switch flips at once and back when the call fails. */
  const setActive = useCallback(
    async (id: number, isActive: boolean) => {
      if (!(await updateCompany({ id, patch: { is_active: isActive } })))
        notify({ ...MESSAGES.somethingWentWrong, mode: 'error' });
    },
    [updateCompany],
  );

  return { read, remove, setActive };
}
