import { useState, type FormEvent } from 'react';
import { Button, Modal, TextInput, checkTodo, notify } from '@app/shared';

export interface TodoFormModalProps {
  title: string;
  /** The todo's current title when editing. */
  previousTitle?: string;
  submitLabel: string;
  onSave: (title: string) => void;
  onClose: () => void;
}

/** Adds or edits a todo: title required; an unchanged edit is refused. */
export function TodoFormModal({ title, previousTitle, submitLabel, onSave, onClose }: TodoFormModalProps) {
  const [text, setText] = useState(previousTitle ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkTodo(text, previousTitle);
    if (problem) {
      notify({ ...problem, mode: 'error' });
      return;
    }
    onSave(text.trim());
    onClose();
  };

  return (
    <Modal title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <TextInput
          large
          label="Title"
          placeholder="what to do"
          value={text}
          onChange={(event) => setText(event.target.value)}
          minLength={0}
          icon={null}
        />
        <div className="tt-dialog-actions">
          <Button contain type="submit">
            {submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
