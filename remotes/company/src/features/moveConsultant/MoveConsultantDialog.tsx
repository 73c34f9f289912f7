import { useState, type FormEvent } from 'react';
import {
  LABELS,
  MESSAGES,
  checkTransfer,
  type Department,
  type User,
  notify,
  Button,
  Modal,
  MoveConfirmDialog,
  Select,
  refusalNotice,
} from '@app/shared';
import { useUpdateUser, type QueryKey } from '@app/shared/query';

export interface MoveConsultantDialogProps {
  consultant: Pick<User, 'id' | 'first_name' | 'last_name' | 'department'>;
  /** The departments of the consultant's company (the dropdown's choices). */
  departments: readonly Department[];
  /** The list the consultant is shown in: read again once they moved (they may leave it). */
  shownIn: QueryKey;
  onClose: () => void;
}

/**
 * 'Move consultant', on the company's and the department's consultant
 * pages: a department dropdown and 'Confirm move'; the same department is refused ('Nothing to
 * change'), another one is confirmed ('Move Confirmation') and then sent,
 * PATCH /update_user/{id} {department}: 'Transfer success' closes the dialog, 'Transfer failed'
 * goes back to it. The lists the consultant is counted in are read again.
 */
export function MoveConsultantDialog({
  consultant,
  departments,
  shownIn,
  onClose,
}: MoveConsultantDialogProps) {
  const from = consultant.department;
  const [target, setTarget] = useState(from !== null ? String(from) : String(departments[0]?.id ?? ''));
  const [confirming, setConfirming] = useState(false);
  const { attempt: updateUser, isPending: moving } = useUpdateUser(shownIn);
  const nameOf = (id: number | null) => departments.find((d) => d.id === id)?.name ?? 'no department';
  const destination = departments.find((d) => String(d.id) === target);

  const confirmMove = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkTransfer(from, destination?.id ?? null);
    if (problem) {
      notify({ ...problem, mode: 'error' });
      return;
    }
    setConfirming(true);
  };

  const move = async () => {
    if (!destination) return;
    const moved = await updateUser({ id: consultant.id, patch: { department: destination.id } });
    setConfirming(false);
    if (!moved.ok) {
      // the server's reason, when it gave one (a department removed meanwhile, a move not hers)
      notify({ ...refusalNotice(MESSAGES.transferFailed, moved), mode: 'error' });
      return;
    }
    notify({ ...MESSAGES.transferSuccess, mode: 'success' });
    onClose();
  };

  // the confirmation replaces the move dialog rather than sitting on it (nothing peeks around it)
  if (confirming && destination) {
    return (
      <MoveConfirmDialog
        first={consultant.first_name}
        from={nameOf(from)}
        to={destination.name}
        loading={moving}
        onConfirm={() => void move()}
        onCancel={() => !moving && setConfirming(false)}
      />
    );
  }
  return (
    <Modal title={LABELS.moveConsultant} onClose={onClose}>
      <form onSubmit={confirmMove} noValidate>
        <p className="tt-dialog-text">
          {consultant.first_name} {consultant.last_name} is in {nameOf(from)}.
        </p>
        <Select
          label="Department"
          value={target}
          onChange={setTarget}
          options={departments.map((d) => ({ value: String(d.id), label: d.name }))}
        />
        <div className="tt-dialog-actions">
          <Button contain type="submit" disabled={!departments.length}>
            {LABELS.confirmMove}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
