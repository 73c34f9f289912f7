import type { ReactNode } from 'react';
import { formatCell, formatCreatedAt, formatRelative, truncateText } from '../../format';
import type { Column } from './types';

/** What a cell shows for a row (the table's cell formatting unless the column renders it itself). */
export function cellContent<T>(column: Column<T>, row: T): ReactNode {
  if (column.render) return column.render(row);
  const value = (row as Record<string, unknown>)[column.key];
  switch (column.kind) {
    case 'created_at':
      return formatCreatedAt(value as string);
    case 'relative':
      return formatRelative(value as string);
    case 'text':
      return value == null || typeof value === 'object' ? '' : truncateText(String(value), column.noLimit);
    default:
      return formatCell(column.key, value, column.noLimit);
  }
}

/** The text a row is announced by in its action menu's name: its name, title or email. */
export function defaultRowLabel(row: object): string {
  const fields = row as Record<string, unknown>;
  for (const key of ['name', 'title', 'email', 'first_name']) {
    const value = fields[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return `row ${fields.id}`;
}
