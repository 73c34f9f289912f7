import { PAGE_ROLES } from '@app/shared';
import { IMPORT_TEXTS, ImportHoursPage } from '../features/imports';
import { CompanyHeader } from '../company/CompanyHeader';
import { CompanyRoute } from '../company/CompanyRoute';

/** /admin/import/{id}: hours imported into the company from another tracker's CSV export (admin, company_admin). */
export function ImportPage() {
  return (
    <CompanyRoute roles={PAGE_ROLES.imports}>
      {(companyId) => (
        <ImportHoursPage
          companyId={companyId}
          heading={<CompanyHeader companyId={companyId} title={IMPORT_TEXTS.title} />}
        />
      )}
    </CompanyRoute>
  );
}
