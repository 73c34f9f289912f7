import { useMemo } from 'react';
// by the package's name: this hook ships in the policy entry, which shares the main entry's atoms
import { departmentAtom, userAtom, useAppValue } from '@app/shared';
import type { Actor } from '@app/contract/policy';

/**
 * The signed-in user as the actor of a rule of the policy (may.*): a department_admin with the
 * department stored at sign-in (none stored: no department's rights, less power wins); null when
 * signed out.
 */
export function useActor(): Actor | null {
  const user = useAppValue(userAtom);
  const department = useAppValue(departmentAtom);
  return useMemo(
    () =>
      user
        ? {
            id: user.user_id,
            role: user.role,
            company: user.company,
            department: user.role === 'department_admin' ? (department?.id ?? null) : null,
          }
        : null,
    [user, department],
  );
}
