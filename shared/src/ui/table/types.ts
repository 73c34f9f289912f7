import type { ReactNode } from 'react';
import type { IconName } from '../../iconNames';

/** How a cell's value is shown: created_at as a full date, other dates relative, text cut to length. */
export type CellKind = 'created_at' | 'relative' | 'text';

export interface Column<T> {
  /** The row field shown (or, with `render`, any unique key). Its label defaults to columnLabel(key). */
  key: (keyof T & string) | (string & {});
  /** Replaces the default upper-case label. */
  label?: string;
  /** Custom cell content; the value is then not formatted. */
  render?: (row: T) => ReactNode;
  /** Overrides the formatting picked from the key (created_at full date, date_joined relative, else text). */
  kind?: CellKind;
  /** Text is cut at 1000 characters instead of 60. */
  noLimit?: boolean;
  /**
   * The column that names a row for a reader: pinned at the left edge on phones. Defaults to the
   * first column (which is always the row header for assistive technology).
   */
  identifies?: boolean;
}

/**
 * Which row actions the table offers, with their handlers. Each one still depends on the viewer's
 * role: edit needs canEdit, delete canDelete, move canMove.
 */
export interface RowActions<T> {
  /** Navigates to `redirect/{encrypted id}` with the row as state, or calls onShowBody(row). */
  view?: boolean;
  /** Shows the row's details (e.g. the 'User details' modal). */
  info?: (row: T) => void;
  /** An action of the page's own, after Details (e.g. a record's 'History'): offered as given. */
  extra?: RowExtraAction<T>;
  edit?: (row: T) => void;
  /** Called after the user confirmed the 'Delete Confirmation' dialog. */
  delete?: (row: T) => void;
  move?: (row: T) => void;
}

/** A page's own row action: its words, its icon and what it does. */
export interface RowExtraAction<T> {
  /** The same words for every row, or each row's own (e.g. 'Archive' or 'Restore', by its state). */
  label: string | ((row: T) => string);
  icon: IconName;
  run: (row: T) => void;
}

export type RowActionKey = 'view' | 'info' | 'extra' | 'edit' | 'move' | 'delete';

/** One entry of the row action menu, as the menu shows it. */
export interface MenuEntry {
  key: RowActionKey;
  label: string;
  icon: IconName;
  danger?: boolean;
}
