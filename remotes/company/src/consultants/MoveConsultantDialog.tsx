import { useState } from 'react';
import {
  Button,
  LABELS,
  MESSAGES,
  Modal,
  MoveConfirmDialog,
  Select,
  checkTransfer,
  notify,
  updateUser,
  type Department,
} from '@app/shared';
import type { ConsultantRow } from './consultantRows';

interface MoveConsultantDialogProps {
  consultant: ConsultantRow;
  departments: readonly Department[];
  onMoved: (department: Department) => void;
  onClose: () => void;
}

/**
 * 'Move consultant' (spec sections 2 and 5): a department dropdown and 'Confirm move'; the same
 * department gives 'Nothing to change', another asks 'Move Confirmation' before
 * PATCH /update_user/{id} {department}.
 */
export function MoveConsultantDialog({
  consultant,
  departments,
  onMoved,
  onClose,
}: MoveConsultantDialogProps) {
  const [target, setTarget] = useState(String(consultant.department_id ?? departments[0]?.id ?? ''));
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const destination = departments.find((department) => String(department.id) === target);

  const confirmMove = () => {
    const problem = checkTransfer(consultant.department_id, destination?.id ?? null);
    if (problem) {
      notify({ ...problem, mode: 'error' });
      return;
    }
    setConfirming(true);
  };

  const transfer = async () => {
    if (!destination) return;
    setBusy(true);
    const result = await updateUser(consultant.id, { department: destination.id });
    setBusy(false);
    if (!result.ok) {
      setConfirming(false);
      notify({ ...MESSAGES.transferFailed, mode: 'error' });
      return;
    }
    notify({ ...MESSAGES.transferSuccess, mode: 'success' });
    onMoved(destination);
  };

  if (confirming && destination) {
    return (
      <MoveConfirmDialog
        first={consultant.first_name}
        from={consultant.department}
        to={destination.name}
        loading={busy}
        onConfirm={transfer}
        onCancel={() => setConfirming(false)}
      />
    );
  }
  return (
    <Modal title={LABELS.moveConsultant} onClose={onClose}>
      <div className="co-stack">
        <p className="co-lead">{consultant.name}</p>
        <Select
          label="Department"
          value={target}
          options={departments.map((department) => ({
            value: String(department.id),
            label: department.name,
          }))}
          onChange={setTarget}
        />
        <Button fullwidth onClick={confirmMove}>
          {LABELS.confirmMove}
        </Button>
      </div>
    </Modal>
  );
}
