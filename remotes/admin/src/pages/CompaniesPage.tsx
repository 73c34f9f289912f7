import { RequireRole, PAGE_ROLES } from '@app/shared';
import { RepresentedUnitList, companyUnits, useCompanyUnitWrites } from '@app/shared/units';
import { useCompanyList } from '../companies/useCompanyList';

/** /admin/companies (admin only): the companies, with add, edit, delete, view and the active switch. */
export function CompaniesPage() {
  return (
    <RequireRole roles={PAGE_ROLES.companies}>
      <Companies />
    </RequireRole>
  );
}

function Companies() {
  const companies = useCompanyList();
  const writes = useCompanyUnitWrites();
  return (
    <RepresentedUnitList
      kind={companyUnits}
      read={companies.read}
      writes={writes}
      remove={companies.remove}
      manage
      redirect="/admin/company"
      onToggleActive={companies.setActive}
    />
  );
}
