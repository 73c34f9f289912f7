import { PAGE_ROLES, userAtom, useAppValue } from '@app/shared';
import { canManageCompany } from '@app/shared/policy';
import { RepresentedUnitList, departmentUnits, useDepartmentUnitWrites } from '../features/representedUnits';
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
  const writes = useDepartmentUnitWrites(companyId);

  // a company that cannot be read (refused, unknown, no answer) says so in place of the list
  return (
    <RepresentedUnitList
      kind={departmentUnits}
      read={departments.read}
      writes={writes}
      remove={departments.remove}
      manage={manager}
      redirect="/department"
      header={(props) => <CompanyHeader companyId={companyId} {...props} />}
    />
  );
}
