import { useState, type FormEvent } from 'react';
import { Button, Modal, TextInput, checkFields, notify } from '@app/shared';
import { WEEK_FIELD_RULES, WEEK_MESSAGES, WEEK_NOTE_MAX_LENGTH } from '../policy';

export interface NoteDialogProps {
  /** 'Reject week' or 'Reopen week' */
  title: string;
  /** which note: a rejection's comment or a reopening's reason (their field rules) */
  note: 'comment' | 'reason';
  confirmLabel: string;
  /** resolves true when the decision landed (the dialog closes) */
  onConfirm: (note: string) => Promise<boolean>;
  onCancel: () => void;
}

/**
 * The note a week's rejection (comment) or reopening (reason) needs: required, at most 1000
 * characters, checked by its field rule before anything is sent; what was typed stays when the
 * server refuses.
 */
export function NoteDialog({ title, note, confirmLabel, onConfirm, onCancel }: NoteDialogProps) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const label = note === 'comment' ? 'Comment' : 'Reason';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // the note's field rule, as the server's schema holds it
    const rules = note === 'comment' ? WEEK_FIELD_RULES.weekRejection : WEEK_FIELD_RULES.weekReopening;
    const problem = checkFields(rules, { [note]: text }, { required: WEEK_MESSAGES.noteRequired(label) });
    if (problem) {
      notify({ ...problem, mode: 'error' });
      return;
    }
    setBusy(true);
    const done = await onConfirm(text.trim());
    setBusy(false);
    if (done) onCancel();
  };
  return (
    <Modal title={title} onClose={() => !busy && onCancel()}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextInput
          large
          label={label}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={WEEK_NOTE_MAX_LENGTH}
          minLength={0}
          icon={null}
        />
        <div className="tt-dialog-actions">
          <Button contain outline disabled={busy} onClick={onCancel}>
            Cancel
          </Button>
          <Button contain type="submit" loading={busy} disabled={busy}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
