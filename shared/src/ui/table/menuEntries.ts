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
  if (actions.extra) entries.push({ key: 'extra', label: actions.extra.label, icon: actions.extra.icon });
  if (actions.edit && canEdit(role, { cacheMode }))
    entries.push({ key: 'edit', label: 'Edit', icon: 'edit' });
  if (actions.move && (allowMove ?? canMove(role)))
    entries.push({ key: 'move', label: 'Move', icon: 'move' });
  if (actions.delete && canDelete(role, { cacheMode }))
    entries.push({ key: 'delete', label: 'Delete', icon: 'delete', danger: true });
  return entries;
}
