import { useMemo } from 'react';
import {
  PAGE_ROLES,
  canManageCompany,
  userAtom,
  PageUnavailable,
  unavailableFor,
  useAppValue,
} from '@app/shared';
import { RepresentedUnitList, departmentUnits } from '@app/shared/units';
import { CompanyHeader } from '../company/CompanyHeader';
import { CompanyRoute } from '../company/CompanyRoute';
import { useDepartmentList } from '../departments/useDepartmentList';

/** /admin/company/{id}: the company's departments (admin views; the representative also adds, edits, deletes). */
export function DepartmentsPage() {
  return (
    <CompanyRoute roles={PAGE_ROLES.departments}>
      {(companyId) => <Departments companyId={companyId} />}
    </CompanyRoute>
  );
}

function Departments({ companyId }: { companyId: number }) {
  const manager = canManageCompany(useAppValue(userAtom), companyId);
  const departments = useDepartmentList(companyId);
  const kind = useMemo(() => departmentUnits(companyId), [companyId]);

  // a refused (403) or unknown (404) company: say so, with no Add button
  const unavailable = unavailableFor(departments.failedStatus);
  if (unavailable) return <PageUnavailable reason={unavailable} />;

  return (
    <RepresentedUnitList
      kind={kind}
      list={departments}
      manage={manager}
      redirect="/department"
      header={(props) => <CompanyHeader companyId={companyId} {...props} />}
    />
  );
}
