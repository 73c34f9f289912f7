import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { appStore, serverReachableAtom, useSessionUser } from '@app/shared';
import { queryClient } from './queryClient';

/**
 * The server-state cache for the signed-in area (the shell mounts it after sign-in; a remote's
 * standalone harness mounts it too). What one account read is never shown to the next: the cache
 * is emptied when the session user changes or the area unmounts (sign-out). When the server
 * answers again after it could not be reached, every shown read is read again (failed ones heal).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const userId = useSessionUser()?.user_id ?? null;
  useEffect(() => () => queryClient.clear(), [userId]);
  useEffect(
    () =>
      appStore.subscribe(serverReachableAtom, () => {
        if (appStore.get(serverReachableAtom)) void queryClient.invalidateQueries();
      }),
    [],
  );
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
