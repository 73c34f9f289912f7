import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from '../Icon';
import type { MenuEntry, RowActionKey } from './types';

interface RowActionsMenuProps {
  /** The button's accessible name, e.g. 'Actions for Acme'. */
  label: string;
  entries: readonly MenuEntry[];
  onSelect: (key: RowActionKey) => void;
}

const MENU_MIN_WIDTH = 184;
const MENU_ITEM_HEIGHT = 38;
const VIEWPORT_MARGIN = 8;

/**
 * The top of a menu `height` tall for a button at `rect`: under it when it fits in the viewport,
 * else above it when that fits, else as low as the viewport lets it end.
 */
function menuTop(rect: DOMRect, height: number): number {
  const below = rect.bottom + 4;
  if (below + height <= window.innerHeight - VIEWPORT_MARGIN) return below;
  const above = rect.top - height - 4;
  if (above >= VIEWPORT_MARGIN) return above;
  return Math.max(VIEWPORT_MARGIN, window.innerHeight - VIEWPORT_MARGIN - height);
}

/**
 * Where the fixed-position menu goes before it is drawn: right-aligned to the button, its height
 * estimated (taller items on touch screens: measured once drawn, and placed again).
 */
function menuPosition(button: HTMLElement, itemCount: number) {
  const rect = button.getBoundingClientRect();
  return {
    top: menuTop(rect, itemCount * MENU_ITEM_HEIGHT + 12),
    left: Math.max(VIEWPORT_MARGIN, rect.right - MENU_MIN_WIDTH),
  };
}

/**
 * The "more" button of a table row and its menu (ARIA menu button pattern): Enter, Space or the
 * arrow keys open it, arrow keys, Home and End move, Escape closes it and returns focus, Tab or a
 * click elsewhere closes it, scrolling closes it.
 */
export function RowActionsMenu({ label, entries, onSelect }: RowActionsMenuProps) {
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const [position, setPosition] = useState({ top: 0, left: 0 });
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const buttonId = useId();
  const menuId = useId();

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  const show = (focus: 'first' | 'last') => {
    if (buttonRef.current) setPosition(menuPosition(buttonRef.current, entries.length));
    setOpen(focus);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  // drawn: placed again by its real height (its items are taller on touch screens than estimated)
  useLayoutEffect(() => {
    const menu = menuRef.current;
    const button = buttonRef.current;
    if (!open || !menu || !button) return;
    const top = menuTop(button.getBoundingClientRect(), menu.getBoundingClientRect().height);
    setPosition((current) => (current.top === top ? current : { ...current, top }));
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const list = items();
    (open === 'first' ? list[0] : list[list.length - 1])?.focus({ preventScroll: true });
    const onPointerDown = (event: Event) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    // A scroll that started before the menu opened (e.g. scrolling the button into view) can be
    // reported after it; only a scroll that moved the button closes the menu.
    const openedAt = buttonRef.current?.getBoundingClientRect();
    const onScroll = (event: Event) => {
      if (event.target instanceof Node && menuRef.current?.contains(event.target)) return;
      const now = buttonRef.current?.getBoundingClientRect();
      if (
        event.type === 'scroll' &&
        openedAt &&
        now &&
        now.top === openedAt.top &&
        now.left === openedAt.left
      )
        return;
      setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    window.addEventListener('scroll', onScroll, true);
    window.addEventListener('resize', onScroll);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      window.removeEventListener('scroll', onScroll, true);
      window.removeEventListener('resize', onScroll);
    };
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    const moveTo = (index: number) => {
      event.preventDefault();
      list[(index + list.length) % list.length]?.focus({ preventScroll: true });
    };
    switch (event.key) {
      case 'ArrowDown':
        return moveTo(current + 1);
      case 'ArrowUp':
        return moveTo(current - 1);
      case 'Home':
        return moveTo(0);
      case 'End':
        return moveTo(list.length - 1);
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        return close(true);
      case 'Tab':
        return close(false);
    }
  };

  return (
    <>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="tt-icon-button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={!!open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : show('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <Icon name="more" />
      </button>
      {/* in the body, above everything: a sticky header or pinned cell of the table must not cover it */}
      {open &&
        createPortal(
          <ul
            ref={menuRef}
            id={menuId}
            className="tt-menu"
            role="menu"
            aria-labelledby={buttonId}
            style={position}
            onKeyDown={onMenuKeyDown}
          >
            {entries.map((entry) => (
              <li key={entry.key} role="none">
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={entry.danger ? 'tt-menu-item tt-menu-item--danger' : 'tt-menu-item'}
                  onClick={() => {
                    close(true);
                    onSelect(entry.key);
                  }}
                >
                  <Icon name={entry.icon} size={18} />
                  {entry.label}
                </button>
              </li>
            ))}
          </ul>,
          document.body,
        )}
    </>
  );
}
