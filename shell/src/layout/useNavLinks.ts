import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { departmentAtom, navLinks, userAtom, type NavLink } from '@app/shared';

/** The signed-in user's menu (spec section 2 "Navigation per role"), ids encoded once per session. */
export function useNavLinks(): NavLink[] {
  const user = useAtomValue(userAtom);
  const department = useAtomValue(departmentAtom);
  return useMemo(
    () => (user ? navLinks(user, { companyId: user.company, departmentId: department?.id ?? null }) : []),
    [user, department?.id],
  );
}
