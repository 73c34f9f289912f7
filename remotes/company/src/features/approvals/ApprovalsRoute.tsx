import { PAGE_ROLES, RequireRole, Spinner, useRouteId, useSessionUser } from '@app/shared';
import { BadLinkRedirect, PageUnavailable } from '@app/shared/query';
import { Suspense, lazy } from 'react';

const ApprovalsPage = lazy(() =>
  import(/* webpackChunkName: "approvals" */ './ApprovalsPage').then((module) => ({
    default: module.ApprovalsPage,
  })),
);

/**
 * An approvals page of a remote: `/admin/approvals/{company}` (the company's representative) or
 * `/department/approvals/{department}` (its lead). The server decides what may be read and decided.
 */
export function ApprovalsRoute({ scope }: { scope: 'company' | 'department' }) {
  return (
    <RequireRole roles={scope === 'company' ? PAGE_ROLES.companyApprovals : PAGE_ROLES.departmentApprovals}>
      <ScopedApprovals scope={scope} />
    </RequireRole>
  );
}

function ScopedApprovals({ scope }: { scope: 'company' | 'department' }) {
  const id = useRouteId();
  const user = useSessionUser();
  if (id === null) return <BadLinkRedirect />;
  const companyId = scope === 'company' ? id : user?.company;
  if (companyId == null || companyId !== user?.company) return <PageUnavailable reason="not yours" />;
  return (
    <Suspense fallback={<Spinner label="Loading the weeks" />}>
      <ApprovalsPage companyId={companyId} departmentId={scope === 'department' ? id : null} />
    </Suspense>
  );
}
