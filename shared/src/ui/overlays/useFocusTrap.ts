import { useCallback, useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableWithin(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[inert]'));
}

/**
 * Keeps keyboard focus inside `containerRef` while it is mounted: on mount it focuses what
 * `initialFocus` picks (or the container), Tab and Shift+Tab wrap around, and on unmount focus goes
 * back to the element that had it before (the opener). Returns the keydown handler for the container.
 * With `active` false it does nothing (for surfaces that must not take focus).
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  initialFocus: (container: HTMLElement) => HTMLElement | null | undefined,
  active = true,
): (event: KeyboardEvent) => void {
  // Once per mount, with the arguments of the first render: the opener is whatever had focus when
  // the trap appeared.
  const atMount = useRef({ initialFocus, active }).current;
  useEffect(() => {
    const container = containerRef.current;
    if (!atMount.active || !container) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (atMount.initialFocus(container) ?? container).focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [atMount, containerRef]);

  return useCallback(
    (event: KeyboardEvent) => {
      const container = containerRef.current;
      if (!active || event.key !== 'Tab' || !container) return;
      const items = focusableWithin(container);
      if (items.length === 0) {
        event.preventDefault();
        container.focus();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const focused = document.activeElement;
      const outside = !container.contains(focused);
      if (event.shiftKey && (focused === first || focused === container || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (focused === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    },
    [containerRef, active],
  );
}
