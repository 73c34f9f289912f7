import { DataTable, DetailHeader, useRouteId, userAtom, useAppValue, type Department } from '@app/shared';
import { REPRESENTED_UNIT_COLUMNS } from '@app/shared/lists';
import { useDepartments, BadLinkRedirect, ReadFailed } from '@app/shared/query';

const NO_DEPARTMENTS: Department[] = [];

/**
 * '/department/departments/:id' (id: a company): the spec's placeholder 'departments' page, made
 * the list of the company's departments. The company's representative and the platform admin can
 * open each department's consultants; a department_admin sees the list (where consultants can be
 * moved to) but may only open their own department, from the menu.
 */
export function DepartmentsPage() {
  const companyId = useRouteId();
  if (companyId === null) return <BadLinkRedirect />;
  return <Departments key={companyId} companyId={companyId} />;
}

function Departments({ companyId }: { companyId: number }) {
  const role = useAppValue(userAtom)?.role;
  const read = useDepartments(companyId);
  const departments = read.data ?? NO_DEPARTMENTS;
  const mayOpen = role === 'admin' || role === 'company_admin';
  // a company refused (403), unknown (404) or not answered for: say so in place of the list
  if (read.failedStatus !== null && !read.data)
    return <ReadFailed status={read.failedStatus} onRetry={read.reload} />;
  return (
    <section>
      <DetailHeader title="Departments" count={departments.length} />
      <DataTable
        label="Departments"
        rows={departments}
        columns={REPRESENTED_UNIT_COLUMNS}
        loading={read.loading}
        actions={mayOpen ? { view: true } : undefined}
        redirect="/department"
      />
    </section>
  );
}
