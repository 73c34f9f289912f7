import { useState } from 'react';
import { Button, Modal, TextInput } from '@app/shared';
import { TOKEN_TEXTS } from '@app/shared/tokens';

export interface CreatedTokenDialogProps {
  /** the new token's secret, answered by the create this once */
  secret: string;
  /** closes the dialog: the secret goes with it */
  onDone: () => void;
}

/**
 * 'Token created': the new token's secret in a read-only field (selected whole when focused, which
 * the dialog does first), 'Copy token' to the clipboard, and the warning that it is shown this once.
 */
export function CreatedTokenDialog({ secret, onDone }: CreatedTokenDialogProps) {
  const [copied, setCopied] = useState<boolean | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      // no clipboard here (or no permission): the field, selected when focused, is copied by hand
      setCopied(false);
    }
  };

  return (
    <Modal title={TOKEN_TEXTS.createdTitle} onClose={onDone}>
      <p className="tk-warning">{TOKEN_TEXTS.shownOnce}</p>
      <TextInput
        label={TOKEN_TEXTS.secret}
        value={secret}
        readOnly
        icon={null}
        required={false}
        minLength={0}
        autoComplete="off"
        spellCheck={false}
        className="tk-secret"
        onFocus={(event) => event.currentTarget.select()}
      />
      <p className="tk-copy-status" role="status">
        {copied === null ? '' : copied ? TOKEN_TEXTS.copied : TOKEN_TEXTS.copyFailed}
      </p>
      <div className="tt-dialog-actions">
        <Button outline contain onClick={() => void copy()}>
          {TOKEN_TEXTS.copy}
        </Button>
        <Button contain onClick={onDone}>
          {TOKEN_TEXTS.done}
        </Button>
      </div>
    </Modal>
  );
}
