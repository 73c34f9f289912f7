import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import {
  Button,
  DataTable,
  Icon,
  LABELS,
  MESSAGES,
  PAGE_ROLES,
  SearchBox,
  SortMenu,
  formatCell,
  formatPerformance,
  todayIsoDate,
  userAtom,
  type Column,
  type Department,
  type RowActions,
  useAppValue,
} from '@app/shared';
import {
  CONSULTANT_SORT_OPTIONS,
  searchConsultants,
  sortPerformance,
  type PerformanceSortKey,
} from '@app/shared/lists';
import { canManageCompany } from '@app/shared/policy';
import { componentOnDemand } from '@app/shared/areas';
import { queryKeys, useDepartments, ReadFailed } from '@app/shared/query';
import { UnderTargetBadge, useWeekRowAction } from '@app/shared/target-flag';
import { CompanyHeader } from '../company/CompanyHeader';
import { CompanyRoute } from '../company/CompanyRoute';
import { accountOf, type ConsultantRow } from '../consultants/consultantRows';
import { PerformanceChart } from '../consultants/PerformanceChart';
import { useConsultants } from '../consultants/useConsultants';

// the dialogs load when first opened: a board member, who reads only, never fetches them
const AddConsultantDialog = componentOnDemand('dialog', () =>
  import('../consultants/AddConsultantDialog').then((m) => m.AddConsultantDialog),
);
const EditPersonDialog = componentOnDemand('dialog', () =>
  import('../people/EditPersonDialog').then((m) => m.EditPersonDialog),
);
const UserDetailsDialog = componentOnDemand('dialog', () =>
  import('../features').then((m) => m.UserDetailsDialog),
);
const MoveConsultantDialog = componentOnDemand('dialog', () =>
  import('../features').then((m) => m.MoveConsultantDialog),
);

const CONSULTANT_NOTICES = {
  updated: MESSAGES.consultantUpdated,
  updateFailed: MESSAGES.consultantUpdateFailed,
};

/**
 * The spec's columns, in its order: department, name, daily, previous_month, monthly (the week's
 * figures stay a sort and are in the chart and the export). With the activation switch and the row
 * menu they fit a 1280 px screen; on phones the name and the menu stay pinned. With no week's
 * column, a consultant whose week so far is under its target is flagged beside the name.
 */
const COLUMNS: Column<ConsultantRow>[] = [
  { key: 'department' },
  {
    key: 'name',
    identifies: true,
    render: (row) => (
      <>
        {formatCell('name', row.name)}
        <UnderTargetBadge done={row.weekly_tasks.total_duration} target={row.weekly_target} />
      </>
    ),
  },
  { key: 'daily', render: (row) => formatPerformance(row.daily_tasks) },
  { key: 'previous_month', render: (row) => formatPerformance(row.previous_month_tasks) },
  { key: 'monthly', render: (row) => formatPerformance(row.monthly_tasks) },
];

const NO_ROWS: ConsultantRow[] = [];
const NO_DEPARTMENTS: Department[] = [];

type Dialog =
  | { kind: 'add' }
  | { kind: 'details'; row: ConsultantRow }
  | { kind: 'edit'; row: ConsultantRow }
  | { kind: 'move'; row: ConsultantRow };

/** /admin/users/{id}: the company's consultants with their performance (admin, company_admin, company_member). */
export function ConsultantsPage() {
  return (
    <CompanyRoute roles={PAGE_ROLES.consultants}>
      {(companyId) => <Consultants companyId={companyId} />}
    </CompanyRoute>
  );
}

function Consultants({ companyId }: { companyId: number }) {
  const manager = canManageCompany(useAppValue(userAtom), companyId);
  const consultants = useConsultants(companyId);
  const rows = consultants.read.data ?? NO_ROWS;
  const departments = useDepartments(companyId, manager).data ?? NO_DEPARTMENTS;
  const [query, setQuery] = useState('');
  const [sortKey, setSortKey] = useState<PerformanceSortKey>('name');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = useCallback(() => setDialog(null), []);
  const { remove, setActive, save } = consultants;
  const week = useWeekRowAction<ConsultantRow>();

  // sorting is kept apart from searching, so typing a query never sorts again
  const sorted = useMemo(() => sortPerformance(rows, sortKey), [rows, sortKey]);
  const deferredQuery = useDeferredValue(query);
  const visible = useMemo(() => searchConsultants(sorted, deferredQuery), [sorted, deferredQuery]);

  const actions = useMemo<RowActions<ConsultantRow>>(
    () => ({
      view: true,
      info: (row) => setDialog({ kind: 'details', row }),
      extra: week,
      ...(manager && {
        edit: (row: ConsultantRow) => setDialog({ kind: 'edit', row }),
        move: (row: ConsultantRow) => setDialog({ kind: 'move', row }),
        delete: remove,
      }),
    }),
    [manager, remove, week],
  );

  // the CSV writer is fetched when it is first asked for: it is not part of the page's first load
  const exportCsv = async () => {
    const { downloadPerformanceCsv } = await import('../consultants/performanceCsv');
    downloadPerformanceCsv(visible, `consultants-performance-${todayIsoDate()}.csv`);
  };

  // a company refused (403), unknown (404) or not answered for: say so in place of the list (never
  // 'Consultants 0'), with no Add button
  const { read } = consultants;
  if (read.failedStatus !== null && !read.data)
    return <ReadFailed status={read.failedStatus} onRetry={read.reload} />;

  return (
    <section>
      <CompanyHeader
        companyId={companyId}
        title="Consultants"
        count={rows.length}
        onAdd={manager ? () => setDialog({ kind: 'add' }) : undefined}
        addLabel={LABELS.addConsultant}
      />
      <div className="tt-toolbar co-toolbar">
        <SearchBox label={LABELS.searchConsultants} value={query} onChange={setQuery} />
        <SortMenu options={CONSULTANT_SORT_OPTIONS} value={sortKey} onChange={setSortKey} />
        <Button contain outline onClick={exportCsv} disabled={visible.length === 0}>
          <Icon name="download" size={18} />
          Export CSV
        </Button>
      </div>
      <DataTable
        label="Consultants"
        rows={visible}
        columns={COLUMNS}
        actions={actions}
        redirect="/employee"
        onToggleActive={setActive}
        loading={read.loading}
        emptyMessage={rows.length === 0 ? LABELS.noConsultants : LABELS.noResults}
      />
      {!read.loading && rows.length > 0 && <PerformanceChart rows={visible} />}

      {dialog?.kind === 'add' && (
        <AddConsultantDialog
          companyId={companyId}
          departments={departments}
          onClose={close}
          onCreated={close}
        />
      )}
      {dialog?.kind === 'details' && (
        <UserDetailsDialog
          person={dialog.row}
          consultant={{
            id: dialog.row.id,
            role: 'employee',
            company: dialog.row.company ?? companyId,
            department: dialog.row.department_id,
          }}
          onClose={close}
        />
      )}
      {dialog?.kind === 'edit' && (
        <EditPersonDialog
          title={LABELS.editConsultant}
          user={accountOf(dialog.row)}
          notices={CONSULTANT_NOTICES}
          save={save}
          onClose={close}
        />
      )}
      {dialog?.kind === 'move' && (
        <MoveConsultantDialog
          consultant={accountOf(dialog.row)}
          departments={departments}
          shownIn={queryKeys.consultants(companyId)}
          onClose={close}
        />
      )}
    </section>
  );
}
