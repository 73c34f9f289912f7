import { Button } from '../Button';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  title: string;
  body: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirmation is in progress: the confirm button shows a spinner. */
  loading?: boolean;
  cancelLabel?: string;
}

/** A question with a cancel and a confirm button; Escape, the close icon and a backdrop click cancel. */
export function ConfirmDialog({
  title,
  body,
  confirmLabel,
  onConfirm,
  onCancel,
  loading = false,
  cancelLabel = 'Cancel',
}: ConfirmDialogProps) {
  return (
    <Modal title={title} onClose={onCancel}>
      <p className="tt-dialog-text">{body}</p>
      <div className="tt-dialog-actions">
        <Button outline contain onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button contain loading={loading} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}

/** The props of a preset: everything but the texts. */
export type ConfirmPresetProps = Pick<ConfirmDialogProps, 'onConfirm' | 'onCancel' | 'loading'>;
