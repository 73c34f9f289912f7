import { RequireRole, PAGE_ROLES } from '@app/shared';
import { RepresentedUnitList, companyUnits } from '@app/shared/units';
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
  return (
    <RepresentedUnitList
      kind={companyUnits}
      list={companies}
      manage
      redirect="/admin/company"
      onToggleActive={companies.setActive}
    />
  );
}
