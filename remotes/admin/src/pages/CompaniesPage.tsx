import { RequireRole, PAGE_ROLES } from '@app/shared';
import { remoteFeature } from '@app/shared/areas';
import type * as Units from 'company/Units';
import type { CompanyUnitListProps } from 'company/Units';
import { useCompanyList } from '../companies/useCompanyList';

// the list of companies with their representatives (add, edit) is the company remote's, with the
// departments' list it shares its forms with: it loads from the company's live release
const CompanyUnitList = remoteFeature<typeof Units, CompanyUnitListProps>(
  'company',
  'Units',
  'list',
  (module) => module.CompanyUnitList,
);

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
    <CompanyUnitList read={companies.read} remove={companies.remove} onToggleActive={companies.setActive} />
  );
}
