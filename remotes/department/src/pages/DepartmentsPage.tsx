import {
  DataTable,
  DetailHeader,
  listDepartments,
  useRouteId,
  userAtom,
  BadLinkRedirect,
  PageUnavailable,
  unavailableFor,
  useAppValue,
} from '@app/shared';
import { REPRESENTED_UNIT_COLUMNS } from '@app/shared/units';
import { queryKeys, useApiList } from '@app/shared/query';

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
  const {
    items: departments,
    loading,
    failedStatus,
  } = useApiList(queryKeys.departments(companyId), () => listDepartments(companyId));
  const mayOpen = role === 'admin' || role === 'company_admin';
  const unavailable = unavailableFor(failedStatus);
  if (unavailable) return <PageUnavailable reason={unavailable} />;
  return (
    <section>
      <DetailHeader title="Departments" count={departments.length} />
      <DataTable
        label="Departments"
        rows={departments}
        columns={REPRESENTED_UNIT_COLUMNS}
        loading={loading && !departments.length}
        actions={mayOpen ? { view: true } : undefined}
        redirect="/department"
      />
    </section>
  );
}
