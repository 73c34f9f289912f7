import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { RequireRole, useRouteId, type Role } from '@app/shared';

interface CompanyRouteProps {
  roles: readonly Role[];
  children: (companyId: number) => ReactNode;
}

/**
 * A company page: for the roles that may open it (others go to '/'), with the company id decoded
 * from the URL. An id that cannot be decoded also goes to '/'.
 */
export function CompanyRoute({ roles, children }: CompanyRouteProps) {
  const companyId = useRouteId();
  return <RequireRole roles={roles}>{companyId === null ? <Navigate to="/" replace /> : children(companyId)}</RequireRole>;
}
