import { useAppState, type WritableAtom } from '@app/shared';
import { useEffect, useMemo } from 'react';

/**
 * Local lists (draft tasks, todos) are one list per browser; each item carries
 * the id of the user who created it, so every user sees only their own. Items without an owner
 * (generated on the '/tests' page before anyone signed in) are claimed by the first user who
 * opens the list.
 */
export interface Owned {
  owner?: number;
}

export function withoutOwnerClaimed<T extends Owned>(items: readonly T[], userId: number): T[] | null {
  if (!items.some((item) => item.owner === undefined)) return null;
  return items.map((item) => (item.owner === undefined ? { ...item, owner: userId } : item));
}

/** The signed-in user's items of a local list (claiming unowned ones once). */
export function useOwnLocalList<T extends Owned>(
  listAtom: WritableAtom<T[], [T[]], void>,
  userId: number,
): T[] {
  const [items, setItems] = useAppState(listAtom);
  useEffect(() => {
    const claimed = withoutOwnerClaimed(items, userId);
    if (claimed) setItems(claimed);
  }, [items, userId, setItems]);
  return useMemo(
    () => items.filter((item) => item.owner === userId || item.owner === undefined),
    [items, userId],
  );
}
