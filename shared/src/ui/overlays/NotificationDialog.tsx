import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { LABELS, MESSAGES } from '@app/contract';
import type { Notice, NoticeButton } from '../../state/atoms';
import { shouldAutoDismiss } from '../../state/notify';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { useBackdropDismiss } from './useBackdropDismiss';
import { useFocusTrap } from './useFocusTrap';

interface NotificationDialogProps {
  notice: Notice;
  onClose: () => void;
  autoCloseMs: number;
}

/** The notice's own buttons; 'Weak password' gets "I've understood". */
function buttonsOf(notice: Notice): NoticeButton[] {
  if (notice.buttons?.length) return notice.buttons;
  if (notice.title === MESSAGES.weakPassword.title)
    return [{ label: LABELS.understood, onClick: () => undefined }];
  return [];
}

/**
 * One notification: title, body and the colour of its mode. With buttons it is an alert dialog that
 * takes focus until answered; without, a status (or, for errors, an alert) that closes by itself.
 * A click outside closes it either way.
 */
export function NotificationDialog({ notice, onClose, autoCloseMs }: NotificationDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const cardRef = useRef<HTMLDivElement>(null);
  const buttons = buttonsOf(notice);
  const asksForAnswer = buttons.length > 0;
  const autoClose = shouldAutoDismiss(notice);
  const trapTab = useFocusTrap(
    cardRef,
    (card) => card.querySelector<HTMLElement>('.tt-dialog-actions button'),
    asksForAnswer,
  );
  const backdrop = useBackdropDismiss(onClose);

  useEffect(() => {
    if (!autoClose) return;
    const timer = setTimeout(onClose, autoCloseMs);
    return () => clearTimeout(timer);
  }, [autoClose, autoCloseMs, onClose]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    trapTab(event);
  };

  const role = asksForAnswer ? 'alertdialog' : notice.mode === 'error' ? 'alert' : 'status';
  return createPortal(
    <div className="tt-overlay tt-notice-overlay" {...backdrop}>
      <div
        ref={cardRef}
        className={`tt-notice tt-notice--${notice.mode}`}
        role={role}
        aria-modal={asksForAnswer || undefined}
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="tt-notice-title">
          {notice.title}
        </h2>
        <p id={bodyId} className="tt-notice-body">
          {notice.body}
        </p>
        {asksForAnswer && (
          <div className="tt-dialog-actions">
            {buttons.map((button) => (
              <Button
                key={button.label}
                contain
                outline={button.variant === 'outline'}
                onClick={() => {
                  button.onClick();
                  onClose();
                }}
              >
                {button.label}
              </Button>
            ))}
          </div>
        )}
        <button type="button" className="tt-icon-button tt-notice-close" aria-label="close" onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
    </div>,
    document.body,
  );
}
