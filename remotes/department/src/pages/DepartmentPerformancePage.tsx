import { useDeferredValue, useMemo, useState } from 'react';
import {
  DataTable,
  DetailHeader,
  LABELS,
  SearchBox,
  SortMenu,
  formatPerformance,
  useRouteId,
  type Column,
  type PerformanceRow,
} from '@app/shared';
import {
  DEPARTMENT_PERFORMANCE_SORT_OPTIONS,
  searchConsultants,
  sortPerformance,
  type PerformanceSortKey,
} from '@app/shared/lists';
import { useDepartmentPerformance, BadLinkRedirect, PageUnavailable, ReadFailed } from '@app/shared/query';
import { UnderTargetBadge, useWeekRowAction } from '@app/shared/target-flag';
import { useDepartmentContext, useForeignDepartment } from '../consultants/useDepartmentContext';

const COLUMNS: Column<PerformanceRow>[] = [
  { key: 'name' },
  { key: 'daily', render: (row) => formatPerformance(row.daily_tasks) },
  {
    key: 'weekly',
    // flagged when the week so far is under its target
    render: (row) => (
      <>
        {formatPerformance(row.weekly_tasks)}
        <UnderTargetBadge done={row.weekly_tasks.total_duration} target={row.weekly_target} />
      </>
    ),
  },
  { key: 'monthly', render: (row) => formatPerformance(row.monthly_tasks) },
];

const NO_ROWS: PerformanceRow[] = [];

/** '/department/users/:id': hours and task counts of a department's consultants. */
export function DepartmentPerformancePage() {
  const departmentId = useRouteId();
  const foreign = useForeignDepartment(departmentId);
  if (departmentId === null) return <BadLinkRedirect />;
  if (foreign) return <PageUnavailable reason="not yours" />;
  return <DepartmentPerformance key={departmentId} departmentId={departmentId} />;
}

function DepartmentPerformance({ departmentId }: { departmentId: number }) {
  const read = useDepartmentPerformance(departmentId);
  const rows = read.data ?? NO_ROWS;
  const { department } = useDepartmentContext(departmentId);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<PerformanceSortKey>('name');
  const deferredQuery = useDeferredValue(query);
  const week = useWeekRowAction<PerformanceRow>();
  const actions = useMemo(() => ({ view: true, extra: week }), [week]);
  const visible = useMemo(
    () => sortPerformance(searchConsultants(rows, deferredQuery), sort),
    [rows, deferredQuery, sort],
  );

  // a department refused (403), unknown (404) or not answered for: say so in place of the figures
  // (never zero hours)
  if (read.failedStatus !== null && !read.data)
    return <ReadFailed status={read.failedStatus} onRetry={read.reload} />;
  return (
    <section>
      <DetailHeader
        title="Consultants"
        name={department?.name}
        controlledBy={department?.admin_email}
        count={visible.length}
      />
      <div className="tt-toolbar">
        <SearchBox label={LABELS.searchConsultants} value={query} onChange={setQuery} />
        <SortMenu options={DEPARTMENT_PERFORMANCE_SORT_OPTIONS} value={sort} onChange={setSort} />
      </div>
      <DataTable
        label="Consultant performance"
        rows={visible}
        columns={COLUMNS}
        loading={read.loading}
        actions={actions}
        redirect="/employee"
        emptyMessage={LABELS.noConsultants}
      />
    </section>
  );
}
