import { type Role, canDelete, canEdit, canMove } from '@app/contract';
import type { MenuEntry, RowActions } from './types';

interface EntryContext {
  role: Role | null | undefined;
  cacheMode: boolean;
  /** Whether view has somewhere to go: a redirect path or a show-body handler. */
  canView: boolean;
  /** Decides move instead of the role table when set (a page-specific capability). */
  allowMove?: boolean;
}

/** The row menu's entries: those the table enables and the viewer's role allows. */
export function menuEntries<T>(
  actions: RowActions<T>,
  { role, cacheMode, canView, allowMove }: EntryContext,
): MenuEntry[] {
  const entries: MenuEntry[] = [];
  if (actions.view && canView) entries.push({ key: 'view', label: 'View', icon: 'view' });
  if (actions.info) entries.push({ key: 'info', label: 'Details', icon: 'info' });
  // words that depend on the row are put in by each row (rowEntries)
  if (actions.extra) {
    const { label, icon } = actions.extra;
    entries.push({ key: 'extra', label: typeof label === 'string' ? label : '', icon });
  }
  if (actions.edit && canEdit(role, { cacheMode }))
    entries.push({ key: 'edit', label: 'Edit', icon: 'edit' });
  if (actions.move && (allowMove ?? canMove(role)))
    entries.push({ key: 'move', label: 'Move', icon: 'move' });
  if (actions.delete && canDelete(role, { cacheMode }))
    entries.push({ key: 'delete', label: 'Delete', icon: 'delete', danger: true });
  return entries;
}

/** The menu of one row: the table's entries, with the extra action's words for this row when they depend on it. */
export function rowEntries<T>(
  entries: readonly MenuEntry[],
  extraLabel: ((row: T) => string) | undefined,
  row: T,
): readonly MenuEntry[] {
  if (!extraLabel) return entries;
  return entries.map((entry) => (entry.key === 'extra' ? { ...entry, label: extraLabel(row) } : entry));
}
