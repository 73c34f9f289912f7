import { useMemo } from 'react';
import { departmentAtom, navLinks, userAtom, type NavLink, useAppValue } from '@app/shared';

/** The signed-in user's menu, ids encoded once per session. */
export function useNavLinks(): NavLink[] {
  const user = useAppValue(userAtom);
  const department = useAppValue(departmentAtom);
  return useMemo(
    () => (user ? navLinks(user, { companyId: user.company, departmentId: department?.id ?? null }) : []),
    [user, department?.id],
  );
}
