import { PAGE_ROLES } from '@app/shared';
import { AUDIT_TEXTS, AuditTrail } from '../features/audit';
import { CompanyHeader } from '../company/CompanyHeader';
import { CompanyRoute } from '../company/CompanyRoute';

/** /admin/audit/{id}: the company's audit trail (admin, company_admin). */
export function AuditPage() {
  return (
    <CompanyRoute roles={PAGE_ROLES.audit}>
      {(companyId) => (
        <AuditTrail
          companyId={companyId}
          heading={<CompanyHeader companyId={companyId} title={AUDIT_TEXTS.page} />}
        />
      )}
    </CompanyRoute>
  );
}
