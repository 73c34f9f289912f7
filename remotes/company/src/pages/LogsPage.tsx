import { useMemo } from 'react';
import { DataTable, PAGE_ROLES, type Column, type TaskLog } from '@app/shared';
import { useTaskLogs, ReadFailed } from '@app/shared/query';
import { CompanyHeader } from '../company/CompanyHeader';
import { CompanyRoute } from '../company/CompanyRoute';
import { newestFirst } from '../logs/newestFirst';

const COLUMNS: Column<TaskLog>[] = [{ key: 'created_at' }, { key: 'email' }, { key: 'action' }];
const NO_LOGS: TaskLog[] = [];

/** /admin/logs/{id}: the company's task log, read-only, newest first, every entry (the table renders only the rows in view). */
export function LogsPage() {
  return <CompanyRoute roles={PAGE_ROLES.logs}>{(companyId) => <Logs companyId={companyId} />}</CompanyRoute>;
}

function Logs({ companyId }: { companyId: number }) {
  const logs = useTaskLogs(companyId);
  const rows = useMemo(() => newestFirst(logs.data ?? NO_LOGS), [logs.data]);
  // a company refused (403), unknown (404) or not answered for: say so in place of the log
  if (logs.failedStatus !== null && !logs.data)
    return <ReadFailed status={logs.failedStatus} onRetry={logs.reload} />;

  return (
    <section>
      <CompanyHeader companyId={companyId} title="Logs" count={rows.length} />
      <DataTable label="Task logs" rows={rows} columns={COLUMNS} loading={logs.loading} />
    </section>
  );
}
