import { memo } from 'react';
import { ActiveToggleCell } from './ActiveToggleCell';
import { cellContent } from './cellContent';
import { RowActionsMenu } from './RowActionsMenu';
import type { Column, MenuEntry, RowActionKey } from './types';

interface DataTableRowProps<T extends { id: number }> {
  row: T;
  /** 1-based position among all rows, for aria-rowindex. */
  position: number;
  columns: readonly Column<T>[];
  label: string;
  entries: readonly MenuEntry[];
  /** Present when the table shows action cells. */
  onAction?: (key: RowActionKey, row: T) => void;
  onToggleActive?: (id: number, next: boolean) => void;
}

function DataTableRowView<T extends { id: number }>({
  row,
  position,
  columns,
  label,
  entries,
  onAction,
  onToggleActive,
}: DataTableRowProps<T>) {
  return (
    <tr className="tt-row" aria-rowindex={position + 1}>
      {columns.map((column, index) =>
        index === 0 ? (
          <th key={column.key} scope="row">
            {cellContent(column, row)}
          </th>
        ) : (
          <td key={column.key}>{cellContent(column, row)}</td>
        ),
      )}
      {onToggleActive && (
        <td className="tt-col-toggle">
          <ActiveToggleCell
            id={row.id}
            active={!!(row as { is_active?: boolean }).is_active}
            label={`Active: ${label}`}
            onToggle={onToggleActive}
          />
        </td>
      )}
      {onAction && (
        <td className="tt-col-actions">
          {entries.length > 0 && (
            <RowActionsMenu label={`Actions for ${label}`} entries={entries} onSelect={(key) => onAction(key, row)} />
          )}
        </td>
      )}
    </tr>
  );
}

/** One body row; re-renders only when its row or the table's configuration changes. */
export const DataTableRow = memo(DataTableRowView) as typeof DataTableRowView;
