import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type Role, LABELS, canToggleActive } from '@app/contract';
import { columnLabel } from '../../format';
import { encodeId } from '../../ids/codec';
import { userAtom } from '../../state/atoms';
import { DeleteConfirmDialog } from '../overlays/DeleteConfirmDialog';
import { Spinner } from '../Spinner';
import { tableCss } from '../styles/table';
import { SpacerRow } from './SpacerRow';
import { defaultRowLabel } from './cellContent';
import { DataTableRow } from './DataTableRow';
import { menuEntries } from './menuEntries';
import type { Column, RowActionKey, RowActions } from './types';
import { useWindowedRows } from './useWindowedRows';
import { useAppValue } from '../../state/hooks';

export interface DataTableProps<T extends { id: number }> {
  /** The table's accessible name (its caption, for assistive technology). */
  label: string;
  /** Already sorted and filtered by the page. */
  rows: readonly T[];
  columns: readonly Column<T>[];
  /** The viewer's role for the capability checks; defaults to the signed-in user's. */
  role?: Role | null;
  actions?: RowActions<T>;
  /** Where 'view' goes: `${redirect}/${encodeId(row.id)}`, with the row as navigation state. */
  redirect?: string;
  /** 'view' without a redirect calls this (e.g. to show a task's body). */
  onShowBody?: (row: T) => void;
  /** A list kept in this browser (drafts, todos): its owner may edit and delete. */
  cacheMode?: boolean;
  /**
   * Offers move by a page-specific capability instead of canMove(role), e.g. a department_admin
   * moving the consultants of their own department.
   */
  allowMove?: boolean;
  /** Adds the 'ACTIVE' switch column for roles that may toggle activation. */
  onToggleActive?: (id: number, next: boolean) => void;
  emptyMessage?: string;
  loading?: boolean;
  /** How a row is named in its action menu ('Actions for …'); defaults to its name, title or email. */
  rowLabel?: (row: T) => string;
  /** A click on a row (outside its controls) does this, e.g. opens it (spec: board members). */
  onRowClick?: (row: T) => void;
}

/**
 * The product's data table: upper-case column labels, formatted cells, a row
 * action menu per the viewer's role, an optional activation switch. Only the rows in view are
 * rendered, so lists of 10,000+ rows stay fast.
 */
export function DataTable<T extends { id: number }>({
  label,
  rows,
  columns,
  role,
  actions,
  redirect,
  onShowBody,
  cacheMode = false,
  allowMove,
  onToggleActive,
  emptyMessage = LABELS.noResults,
  loading = false,
  rowLabel = defaultRowLabel,
  onRowClick,
}: DataTableProps<T>) {
  const user = useAppValue(userAtom);
  const viewerRole = role === undefined ? user?.role : role;
  const navigate = useNavigate();
  const [pendingDelete, setPendingDelete] = useState<T | null>(null);
  const { scrollRef, onScroll, first, last, spaceAbove, spaceBelow } = useWindowedRows(rows.length);

  const entries = useMemo(
    () =>
      actions
        ? menuEntries(actions, {
            role: viewerRole,
            cacheMode,
            allowMove,
            canView: !!redirect || !!onShowBody,
          })
        : [],
    [actions, viewerRole, cacheMode, allowMove, redirect, onShowBody],
  );

  const onAction = useCallback(
    (key: RowActionKey, row: T) => {
      switch (key) {
        case 'view':
          if (redirect) navigate(`${redirect.replace(/\/+$/, '')}/${encodeId(row.id)}`, { state: row });
          else onShowBody?.(row);
          return;
        case 'delete':
          setPendingDelete(row);
          return;
        case 'extra':
          actions?.extra?.run(row);
          return;
        default:
          actions?.[key]?.(row);
      }
    },
    [actions, navigate, redirect, onShowBody],
  );

  const extraLabel = typeof actions?.extra?.label === 'function' ? actions.extra.label : undefined;
  const toggle = onToggleActive && canToggleActive(viewerRole) ? onToggleActive : undefined;
  const hasActions = !!actions;
  const idColumn = Math.max(
    0,
    columns.findIndex((column) => column.identifies),
  );
  const columnCount = columns.length + (toggle ? 1 : 0) + (hasActions ? 1 : 0);
  const labels = useMemo(() => columns.map((column) => column.label ?? columnLabel(column.key)), [columns]);
  const message = loading ? (
    <span className="tt-table-loading" role="status">
      <Spinner />
      Loading…
    </span>
  ) : rows.length === 0 ? (
    emptyMessage
  ) : null;

  return (
    <div
      ref={scrollRef}
      className="tt-table-scroll"
      role="region"
      aria-label={label}
      tabIndex={0}
      onScroll={onScroll}
    >
      <style href="tt-data-table" precedence="default">
        {tableCss}
      </style>
      {/* explicit roles: a phone lays the rows out as cards (CSS display), which must not cost the table its semantics */}
      <table className="tt-table" role="table" aria-rowcount={message === null ? rows.length + 1 : undefined}>
        <caption className="tt-sr-only">{label}</caption>
        <thead role="rowgroup">
          <tr role="row" aria-rowindex={1}>
            {columns.map((column, index) => (
              <th
                key={column.key}
                role="columnheader"
                scope="col"
                className={index === idColumn ? 'tt-col-id' : undefined}
              >
                {labels[index]}
              </th>
            ))}
            {toggle && (
              <th role="columnheader" scope="col" className="tt-col-toggle">
                ACTIVE
              </th>
            )}
            {hasActions && (
              <th role="columnheader" scope="col" className="tt-col-actions">
                ACTIONS
              </th>
            )}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {message !== null ? (
            <tr className="tt-table-message">
              <td colSpan={columnCount}>{message}</td>
            </tr>
          ) : (
            <>
              {spaceAbove > 0 && <SpacerRow height={spaceAbove} columnCount={columnCount} />}
              {rows.slice(first, last).map((row, offset) => (
                <DataTableRow
                  key={row.id}
                  row={row}
                  position={first + offset + 1}
                  columns={columns}
                  labels={labels}
                  idColumn={idColumn}
                  label={rowLabel(row)}
                  onRowClick={onRowClick}
                  entries={entries}
                  extraLabel={extraLabel}
                  onAction={hasActions ? onAction : undefined}
                  onToggleActive={toggle}
                />
              ))}
              {spaceBelow > 0 && <SpacerRow height={spaceBelow} columnCount={columnCount} />}
            </>
          )}
        </tbody>
      </table>
      {pendingDelete && (
        <DeleteConfirmDialog
          onConfirm={() => {
            setPendingDelete(null);
            actions?.delete?.(pendingDelete);
          }}
          onCancel={() => setPendingDelete(null)}
        />
      )}
    </div>
  );
}
