import { useMemo } from 'react';
import {
  DataTable,
  PAGE_ROLES,
  listTaskLogs,
  type Column,
  type TaskLog,
  PageUnavailable,
  unavailableFor,
} from '@app/shared';
import { queryKeys, useApiList } from '@app/shared/query';
import { CompanyHeader } from '../company/CompanyHeader';
import { CompanyRoute } from '../company/CompanyRoute';
import { newestFirst } from '../logs/newestFirst';

const COLUMNS: Column<TaskLog>[] = [{ key: 'created_at' }, { key: 'email' }, { key: 'action' }];

/** /admin/logs/{id}: the company's task log, read-only, newest first, every entry (the table renders only the rows in view). */
export function LogsPage() {
  return <CompanyRoute roles={PAGE_ROLES.logs}>{(companyId) => <Logs companyId={companyId} />}</CompanyRoute>;
}

function Logs({ companyId }: { companyId: number }) {
  const logs = useApiList<TaskLog>(queryKeys.taskLogs(companyId), () => listTaskLogs(companyId));
  const rows = useMemo(() => newestFirst(logs.items), [logs.items]);
  // a refused (403) or unknown (404) company: say so, with no Add button
  const unavailable = unavailableFor(logs.failedStatus);
  if (unavailable) return <PageUnavailable reason={unavailable} />;

  return (
    <section>
      <CompanyHeader companyId={companyId} title="Logs" count={rows.length} />
      <DataTable label="Task logs" rows={rows} columns={COLUMNS} loading={logs.loading} />
    </section>
  );
}
