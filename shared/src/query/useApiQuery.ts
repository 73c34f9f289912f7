import { useCallback } from 'react';
import { skipToken, useQuery } from '@tanstack/react-query';
import type { ApiResult } from '@app/shared';
import type { QueryKey } from './keys';
import { ApiFailure } from './queryClient';

type Load<T> = () => Promise<ApiResult<T>>;

/** Runs an endpoint function for a query: its data, or an ApiFailure thrown (and logged). */
export async function unwrap<T>(load: Load<T>): Promise<T> {
  const result = await load();
  if (result.ok) return result.data;
  console.warn(`Loading failed with status ${result.status}`, result.error);
  throw new ApiFailure(result.status, result.error);
}

export interface ApiQuery<T> {
  /** The loaded value; null before the first answer or when the first load failed. */
  data: T | null;
  /** The first load is in flight (a cached value shows while it is fetched again). */
  loading: boolean;
  /** The status of the failed load (0: no answer), null when it succeeded or none ran. */
  failedStatus: number | null;
  /** Reads again. */
  reload: () => void;
}

/** Reads `key` with an endpoint function (a null `load` reads nothing, e.g. while a route id is missing). */
export function useApiQuery<T>(key: QueryKey, load: Load<T> | null): ApiQuery<T> {
  const { data, isLoading, error, refetch } = useQuery({
    queryKey: key,
    queryFn: load ? () => unwrap(load) : skipToken,
  });
  const reload = useCallback(() => void refetch(), [refetch]);
  return {
    data: data ?? null,
    loading: isLoading,
    failedStatus: error ? (error instanceof ApiFailure ? error.status : 0) : null,
    reload,
  };
}
