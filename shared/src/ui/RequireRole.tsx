import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { type Role, hasRole } from '@app/contract';
import { userAtom } from '../state/atoms';
import { useAppValue } from '../state/hooks';

export interface RequireRoleProps {
  roles: readonly Role[];
  children: ReactNode;
}

/** Shows its children to signed-in users with one of `roles`; everyone else goes to '/'. */
export function RequireRole({ roles, children }: RequireRoleProps) {
  const user = useAppValue(userAtom);
  if (!user?.email || !hasRole(user, roles)) return <Navigate to="/" replace />;
  return children;
}
