import { useState, type FormEvent } from 'react';
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
  type User,
} from '@app/shared';

export interface MoveConsultantModalProps {
  consultant: User;
  /** The departments of the consultant's company. */
  departments: readonly Department[];
  /** The server moved the consultant (the updated user). */
  onMoved: (moved: User) => void;
  onClose: () => void;
}

/**
 * 'Move consultant' (spec sections 2, 4 and 5): a department dropdown and 'Confirm move'; the same
 * department is refused ('Nothing to change'), another one is confirmed ('Move Confirmation') and
 * then sent; 'Transfer success' or 'Transfer failed'.
 */
export function MoveConsultantModal({ consultant, departments, onMoved, onClose }: MoveConsultantModalProps) {
  const from = consultant.department;
  const [target, setTarget] = useState(from !== null ? String(from) : String(departments[0]?.id ?? ''));
  const [confirming, setConfirming] = useState(false);
  const [moving, setMoving] = useState(false);
  const nameOf = (id: number | null) => departments.find((d) => d.id === id)?.name ?? 'no department';
  const targetId = target ? Number(target) : null;

  const confirmMove = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkTransfer(from, targetId);
    if (problem) {
      notify({ ...problem, mode: 'error' });
      return;
    }
    setConfirming(true);
  };

  const move = async () => {
    if (targetId === null) return;
    setMoving(true);
    const result = await updateUser(consultant.id, { department: targetId });
    setMoving(false);
    setConfirming(false);
    if (!result.ok) {
      notify({ ...MESSAGES.transferFailed, mode: 'error' });
      return;
    }
    notify({ ...MESSAGES.transferSuccess, mode: 'success' });
    onMoved(result.data);
    onClose();
  };

  // the confirmation replaces the move dialog rather than sitting on it (nothing peeks around it)
  if (confirming) {
    return (
      <MoveConfirmDialog
        first={consultant.first_name}
        from={nameOf(from)}
        to={nameOf(targetId)}
        loading={moving}
        onConfirm={() => void move()}
        onCancel={() => !moving && setConfirming(false)}
      />
    );
  }
  return (
    <>
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
    </>
  );
}
