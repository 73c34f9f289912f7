import { useCallback } from 'react';
import { MESSAGES, notify } from '@app/shared';
import { queryKeys, useApiQuery, useDeleteEmployee, useUpdatePersonRow } from '@app/shared/query';
import { loadConsultants, withAccount, type ConsultantRow } from './consultantRows';

/** The company's consultants with their performance, and the row operations of the consultants page. */
export function useConsultants(companyId: number) {
  const key = queryKeys.consultants(companyId);
  const read = useApiQuery(key, () => loadConsultants(companyId));
  const { run: deleteConsultant } = useDeleteEmployee<ConsultantRow>(key);
  const updating = useUpdatePersonRow<ConsultantRow>(key, withAccount);
  const { run: updateConsultant } = updating;

  /** Removed at once, put back with 'Delete failed' when refused. */
  const remove = useCallback(
    async (row: ConsultantRow) => {
      if (!(await deleteConsultant(row))) notify({ ...MESSAGES.deleteFailed, mode: 'error' });
    },
    [deleteConsultant],
  );

  /** PATCH /update_user/{id} {is_active}: flips at once, and back with 'Consultant failed to be updated'. */
  const setActive = useCallback(
    async (id: number, isActive: boolean) => {
      if (!(await updateConsultant({ id, patch: { is_active: isActive } })))
        notify({ ...MESSAGES.consultantUpdateFailed, mode: 'error' });
    },
    [updateConsultant],
  );

  return { read, remove, setActive, save: updating.attempt };
}
