import type { ReactNode } from 'react';
import { RequireRole, useRouteId, userAtom, type Role, useAppValue } from '@app/shared';
import { BadLinkRedirect, PageUnavailable } from '@app/shared/query';

interface CompanyRouteProps {
  roles: readonly Role[];
  children: (companyId: number) => ReactNode;
}

/**
 * A company page: for the roles that may open it (others go to '/'), with the company id decoded
 * from the URL. An id that cannot be decoded goes to '/' with 'Invalid link'; another company's
 * page (for anyone but the platform admin) says it is not theirs.
 */
export function CompanyRoute({ roles, children }: CompanyRouteProps) {
  const companyId = useRouteId();
  const user = useAppValue(userAtom);
  const foreign =
    companyId !== null && user?.role !== 'admin' && user?.company != null && user.company !== companyId;
  return (
    <RequireRole roles={roles}>
      {companyId === null ? (
        <BadLinkRedirect />
      ) : foreign ? (
        <PageUnavailable reason="not yours" />
      ) : (
        children(companyId)
      )}
    </RequireRole>
  );
}
