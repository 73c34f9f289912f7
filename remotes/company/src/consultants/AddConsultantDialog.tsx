import { useState } from 'react';
import { LABELS, MESSAGES, Select, createEmployee, type Department, type User } from '@app/shared';
import { AddPersonDialog } from '../people/AddPersonDialog';

interface AddConsultantDialogProps {
  companyId: number;
  departments: readonly Department[];
  onCreated: (user: User, department: Department | undefined) => void;
  onClose: () => void;
}

/** 'Add consultant': the person and their department, POST /employees/{company} {…, department}. */
export function AddConsultantDialog({
  companyId,
  departments,
  onCreated,
  onClose,
}: AddConsultantDialogProps) {
  const [departmentId, setDepartmentId] = useState('');
  // the first department until one is chosen (the list may arrive after the dialog opened)
  const department = departments.find((d) => String(d.id) === departmentId) ?? departments[0];
  return (
    <AddPersonDialog
      title={LABELS.addConsultant}
      create={(person) => createEmployee(companyId, { ...person, department: department?.id })}
      check={() => (department ? null : MESSAGES.emptyForm)}
      uploaded={MESSAGES.consultantUploaded}
      uploadFailed={MESSAGES.consultantUploadFailed}
      onCreated={(user) => onCreated(user, department)}
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
