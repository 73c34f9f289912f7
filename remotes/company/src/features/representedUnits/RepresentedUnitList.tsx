import { useMemo, useState, type ReactNode } from 'react';
import { DataTable, DetailHeader, type DetailHeaderProps, type RowActions } from '@app/shared';
import { ReadFailed } from '@app/shared/query';
import type { ApiQuery } from '@app/shared/query';
import { AddRepresentedUnitDialog } from './AddRepresentedUnitDialog';
import { EditRepresentedUnitDialog } from './EditRepresentedUnitDialog';
import { REPRESENTED_UNIT_COLUMNS } from '@app/shared/lists';
import type { RepresentedUnit, RepresentedUnitKind } from './unitKinds';
import type { UnitWrites } from './unitWrites';

const NO_UNITS: never[] = [];

export type RepresentedUnitHeaderProps = Pick<DetailHeaderProps, 'title' | 'count' | 'onAdd' | 'addLabel'>;

interface RepresentedUnitListProps<U extends RepresentedUnit> {
  kind: RepresentedUnitKind;
  /** The list's read. */
  read: ApiQuery<U[]>;
  /** The writes of the add and edit dialogs (they show in the list). */
  writes: UnitWrites<U>;
  /** The page's delete (optimistic). */
  remove: (unit: U) => void;
  /** Whether the viewer adds, edits and deletes; otherwise the rows can only be viewed. */
  manage: boolean;
  /** Where a row's 'View' goes. */
  redirect: string;
  /** The active switch, where the list has one. */
  onToggleActive?: (id: number, isActive: boolean) => void;
  /** The page's header, e.g. one that also names the company; a plain DetailHeader by default. */
  header?: (props: RepresentedUnitHeaderProps) => ReactNode;
}

const plainHeader = (props: RepresentedUnitHeaderProps) => <DetailHeader {...props} />;

/**
 * A list page of companies or departments: the header with the count and the add button, the
 * table (name, representative's email and contact) and the add and edit dialogs. A list that
 * cannot be read says so in place of the page (no count, no Add button).
 */
export function RepresentedUnitList<U extends RepresentedUnit>({
  kind,
  read,
  writes,
  remove,
  manage,
  redirect,
  onToggleActive,
  header = plainHeader,
}: RepresentedUnitListProps<U>) {
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<U | null>(null);
  const items = read.data ?? (NO_UNITS as U[]);

  const actions = useMemo<RowActions<U>>(
    () => (manage ? { view: true, edit: setEditing, delete: remove } : { view: true }),
    [manage, remove],
  );

  if (read.failedStatus !== null && !read.data)
    return <ReadFailed status={read.failedStatus} onRetry={read.reload} />;
  return (
    <section>
      {header({
        title: kind.listTitle,
        count: items.length,
        onAdd: manage ? () => setAdding(true) : undefined,
        addLabel: kind.addTitle,
      })}
      <DataTable
        label={kind.listTitle}
        rows={items}
        columns={REPRESENTED_UNIT_COLUMNS}
        actions={actions}
        redirect={redirect}
        onToggleActive={onToggleActive}
        loading={read.loading}
      />
      {adding && (
        <AddRepresentedUnitDialog
          kind={kind}
          writes={writes}
          onClose={() => setAdding(false)}
          onCreated={() => setAdding(false)}
        />
      )}
      {editing && (
        <EditRepresentedUnitDialog
          kind={kind}
          writes={writes}
          unit={editing}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
