import { useMemo, useState, type ReactNode } from 'react';
import { DataTable, DetailHeader, type DetailHeaderProps, type RowActions } from '@app/shared';
import { AddRepresentedUnitDialog } from './AddRepresentedUnitDialog';
import { EditRepresentedUnitDialog } from './EditRepresentedUnitDialog';
import { REPRESENTED_UNIT_COLUMNS, type RepresentedUnit, type RepresentedUnitKind } from './unitKinds';

/** What the list page passes in: its rows and their updates (a list from useApiList, with the page's delete). */
export interface RepresentedUnitRows<U extends RepresentedUnit> {
  items: U[];
  loading: boolean;
  append: (unit: U) => void;
  replace: (unit: U) => void;
  remove: (unit: U) => void;
}

export type RepresentedUnitHeaderProps = Pick<DetailHeaderProps, 'title' | 'count' | 'onAdd' | 'addLabel'>;

interface RepresentedUnitListProps<U extends RepresentedUnit> {
  kind: RepresentedUnitKind<U>;
  list: RepresentedUnitRows<U>;
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
 * table (name, representative's email and contact) and the add and edit dialogs.
 */
export function RepresentedUnitList<U extends RepresentedUnit>({
  kind,
  list,
  manage,
  redirect,
  onToggleActive,
  header = plainHeader,
}: RepresentedUnitListProps<U>) {
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<U | null>(null);
  const { append, replace, remove } = list;

  const actions = useMemo<RowActions<U>>(
    () => (manage ? { view: true, edit: setEditing, delete: remove } : { view: true }),
    [manage, remove],
  );

  return (
    <section>
      {header({
        title: kind.listTitle,
        count: list.items.length,
        onAdd: manage ? () => setAdding(true) : undefined,
        addLabel: kind.addTitle,
      })}
      <DataTable
        label={kind.listTitle}
        rows={list.items}
        columns={REPRESENTED_UNIT_COLUMNS}
        actions={actions}
        redirect={redirect}
        onToggleActive={onToggleActive}
        loading={list.loading}
      />
      {adding && (
        <AddRepresentedUnitDialog
          kind={kind}
          onClose={() => setAdding(false)}
          onCreated={(unit) => {
            append(unit);
            setAdding(false);
          }}
        />
      )}
      {editing && (
        <EditRepresentedUnitDialog
          kind={kind}
          unit={editing}
          onUpdated={replace}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
