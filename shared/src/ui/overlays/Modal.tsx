import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from '../Icon';
import { useBackdropDismiss } from './useBackdropDismiss';
import { focusableWithin, useFocusTrap } from './useFocusTrap';

export interface ModalProps {
  title: string;
  children: ReactNode;
  onClose: () => void;
  className?: string;
}

/** Focus starts on the first control of the body, else on the close button. */
function firstControl(dialog: HTMLElement): HTMLElement | undefined {
  const body = dialog.querySelector<HTMLElement>('.tt-modal-body');
  return (body && focusableWithin(body)[0]) || focusableWithin(dialog)[0];
}

/**
 * A modal dialog: closes on a backdrop click, the close icon and Escape;
 * focus stays inside while it is open and returns to the opener when it closes. Its body scrolls
 * when the content is taller than the dialog.
 */
export function Modal({ title, children, onClose, className }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const trapTab = useFocusTrap(dialogRef, firstControl);
  const backdrop = useBackdropDismiss(onClose);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    trapTab(event);
  };

  return createPortal(
    <div className="tt-overlay" {...backdrop}>
      <div
        ref={dialogRef}
        className={className ? `tt-modal ${className}` : 'tt-modal'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="tt-modal-header">
          <h2 id={titleId} className="tt-modal-title">
            {title}
          </h2>
          <button type="button" className="tt-icon-button" aria-label="close" onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        {/* a body taller than the dialog scrolls: the keyboard reaches it too (one tab stop) */}
        <div className="tt-modal-body" tabIndex={0}>
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
