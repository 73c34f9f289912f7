import { useState } from 'react';
import { LABELS, MESSAGES, Select, type Department } from '@app/shared';
import { queryKeys, useCreateEmployee } from '@app/shared/query';
import { AddPersonDialog } from '../people/AddPersonDialog';
import { newConsultantRow } from './consultantRows';

interface AddConsultantDialogProps {
  companyId: number;
  departments: readonly Department[];
  /** Created (the list shows the consultant). */
  onCreated: () => void;
  onClose: () => void;
}

/**
 * 'Add consultant': the person and their department, POST /employees/{company} {…, department};
 * the consultant shows in the company's list at once, with no tasks yet.
 */
export function AddConsultantDialog({
  companyId,
  departments,
  onCreated,
  onClose,
}: AddConsultantDialogProps) {
  const [departmentId, setDepartmentId] = useState('');
  // the first department until one is chosen (the list may arrive after the dialog opened)
  const department = departments.find((d) => String(d.id) === departmentId) ?? departments[0];
  const { attempt: createEmployee } = useCreateEmployee(companyId, queryKeys.consultants(companyId), (user) =>
    newConsultantRow(user, department),
  );
  return (
    <AddPersonDialog
      title={LABELS.addConsultant}
      create={(person) => createEmployee({ ...person, department: department?.id })}
      check={() => (department ? null : MESSAGES.emptyForm)}
      uploaded={MESSAGES.consultantUploaded}
      uploadFailed={MESSAGES.consultantUploadFailed}
      onCreated={onCreated}
      onClose={onClose}
    >
      <Select
        label="Department"
        value={String(department?.id ?? '')}
        options={departments.map((d) => ({ value: String(d.id), label: d.name }))}
        onChange={setDepartmentId}
        required
      />
    </AddPersonDialog>
  );
}
