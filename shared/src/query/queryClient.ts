import { QueryClient } from '@tanstack/react-query';
import type { ApiError } from '@app/shared';

/** A refused or unanswered read (status 0: no answer), thrown inside queries so TanStack Query sees it. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: ApiError | null,
  ) {
    super(`Loading failed with status ${status}`);
  }
}

/** A refusal (4xx) is the server's answer and will not change: only no answer or a 5xx is tried again. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = error instanceof ApiFailure ? error.status : 0;
  return !(status >= 400 && status < 500) && failureCount < 2;
}

/**
 * The one client of the product: the shell provides it after sign-in and every remote reads it
 * through the shared @tanstack/react-query singleton. A page shows what the cache holds at once
 * and reads its resources again when it mounts (staleTime 0: other people change them too);
 * concurrent reads of one key are one request; a write refreshes the shown lists it changes
 * (keys.ts). A window regaining focus reads again only what failed; the browser coming back online
 * reads the shown resources again (and so does the server answering again: QueryProvider).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: (attempt) => Math.min(500 * 2 ** attempt, 4000),
        staleTime: 0,
        refetchOnWindowFocus: (query) => query.state.status === 'error',
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
