import { useRef, type MouseEvent } from 'react';

/**
 * Handlers for an overlay's backdrop: a click that both starts and ends on the backdrop itself
 * (not on the dialog, and not a text selection dragged out of it) calls `onDismiss`.
 */
export function useBackdropDismiss(onDismiss: () => void) {
  const pressedOnBackdrop = useRef(false);
  return {
    onMouseDown: (event: MouseEvent) => {
      pressedOnBackdrop.current = event.target === event.currentTarget;
    },
    onClick: (event: MouseEvent) => {
      if (pressedOnBackdrop.current && event.target === event.currentTarget) onDismiss();
      pressedOnBackdrop.current = false;
    },
  };
}
