import { memo, type MouseEvent } from 'react';
import { ActiveToggleCell } from './ActiveToggleCell';
import { cellContent } from './cellContent';
import { rowEntries } from './menuEntries';
import { RowActionsMenu } from './RowActionsMenu';
import type { Column, MenuEntry, RowActionKey } from './types';

interface DataTableRowProps<T extends { id: number }> {
  row: T;
  /** 1-based position among all rows, for aria-rowindex. */
  position: number;
  columns: readonly Column<T>[];
  /** Each column's header text: a phone shows it beside the value (the row as a card). */
  labels: readonly string[];
  /** Index of the column that names the row. */
  idColumn: number;
  label: string;
  onRowClick?: (row: T) => void;
  entries: readonly MenuEntry[];
  /** The extra action's words for a row, when they depend on it. */
  extraLabel?: (row: T) => string;
  /** Present when the table shows action cells. */
  onAction?: (key: RowActionKey, row: T) => void;
  onToggleActive?: (id: number, next: boolean) => void;
}

function DataTableRowView<T extends { id: number }>({
  row,
  position,
  columns,
  labels,
  idColumn,
  label,
  entries,
  extraLabel,
  onAction,
  onToggleActive,
  onRowClick,
}: DataTableRowProps<T>) {
  // a click on the row's text opens it; clicks on its links, buttons and switches do their own thing
  const onClick = onRowClick
    ? (event: MouseEvent<HTMLTableRowElement>) => {
        if (!(event.target as Element).closest('a,button,input,select,textarea,[role="menu"]'))
          onRowClick(row);
      }
    : undefined;
  return (
    <tr
      role="row"
      className={onRowClick ? 'tt-row tt-row-link' : 'tt-row'}
      aria-rowindex={position + 1}
      onClick={onClick}
    >
      {columns.map((column, index) => {
        const content = <span className="tt-cell">{cellContent(column, row)}</span>;
        const className = index === idColumn ? 'tt-col-id' : undefined;
        return index === 0 ? (
          <th key={column.key} role="rowheader" scope="row" className={className} data-label={labels[index]}>
            {content}
          </th>
        ) : (
          <td key={column.key} role="cell" className={className} data-label={labels[index]}>
            {content}
          </td>
        );
      })}
      {onToggleActive && (
        <td role="cell" className="tt-col-toggle" data-label="ACTIVE">
          <ActiveToggleCell
            id={row.id}
            active={!!(row as { is_active?: boolean }).is_active}
            row={row}
            label={`Active: ${label}`}
            onToggle={onToggleActive}
          />
        </td>
      )}
      {onAction && (
        <td role="cell" className="tt-col-actions">
          {entries.length > 0 && (
            <RowActionsMenu
              label={`Actions for ${label}`}
              entries={rowEntries(entries, extraLabel, row)}
              onSelect={(key) => onAction(key, row)}
            />
          )}
        </td>
      )}
    </tr>
  );
}

/** One body row; re-renders only when its row or the table's configuration changes. */
export const DataTableRow = memo(DataTableRowView) as typeof DataTableRowView;
