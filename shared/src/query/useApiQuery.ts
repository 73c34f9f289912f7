import { useCallback } from 'react';
import { skipToken, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiResult } from '@app/shared';
import { AFFECTED, type QueryKey, type Resource } from './keys';
import { ApiFailure } from './queryClient';

type Load<T> = () => Promise<ApiResult<T>>;

/** Runs an endpoint function for a query: its data, or an ApiFailure thrown (and logged). */
async function unwrap<T>(load: Load<T>): Promise<T> {
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

/**
 * After a write the server answered: the resources it changes (see keys.ts) are marked stale, and
 * every shown list of them reads again, except `written` itself, which already holds the answer.
 */
export function invalidateAfterWrite(client: QueryClient, written: QueryKey): void {
  const affected = AFFECTED[written[0]];
  const hash = JSON.stringify(written);
  void client.invalidateQueries({
    predicate: ({ queryKey }) =>
      affected.includes(queryKey[0] as Resource) && JSON.stringify(queryKey) !== hash,
  });
  void client.invalidateQueries({ queryKey: written, exact: true, refetchType: 'none' });
}

export interface ApiList<T extends { id: number }> extends ApiQuery<T[]> {
  /** The loaded rows; empty before the first answer and after a failed first load. */
  items: T[];
  /** Changes the rows shown (a local, not yet confirmed change; see the other functions). */
  setItems: (next: T[] | ((rows: T[]) => T[])) => void;
  /** Adds a created row (the server's answer) at the end. */
  append: (item: T) => void;
  /** Replaces the row with the same id by the server's answer. */
  replace: (item: T) => void;
  /**
   * Removes the row at once (an optimistic delete) and runs `request`; when it fails
   * the row is put back where it was. Resolves to whether the request succeeded.
   */
  removeOptimistically: (item: T, request: () => Promise<ApiResult<unknown>>) => Promise<boolean>;
}

const EMPTY: never[] = [];

/** useApiQuery for lists of rows with ids, plus the list updates every list page needs. */
export function useApiList<T extends { id: number }>(key: QueryKey, load: Load<T[]> | null): ApiList<T> {
  const client = useQueryClient();
  const query = useApiQuery<T[]>(key, load);
  const items = query.data ?? (EMPTY as T[]);
  const hash = JSON.stringify(key);

  const setItems = useCallback(
    (next: T[] | ((rows: T[]) => T[])) =>
      client.setQueryData<T[]>(JSON.parse(hash), (current) =>
        typeof next === 'function' ? next(current ?? []) : next,
      ),
    [client, hash],
  );
  const written = useCallback(() => invalidateAfterWrite(client, JSON.parse(hash)), [client, hash]);
  const append = useCallback(
    (item: T) => {
      setItems((rows) => [...rows, item]);
      written();
    },
    [setItems, written],
  );
  const replace = useCallback(
    (item: T) => {
      setItems((rows) => rows.map((row) => (row.id === item.id ? item : row)));
      written();
    },
    [setItems, written],
  );
  const removeOptimistically = useCallback(
    async (item: T, request: () => Promise<ApiResult<unknown>>) => {
      // a read in flight must not put the row back
      void client.cancelQueries({ queryKey: JSON.parse(hash), exact: true });
      const index = (client.getQueryData<T[]>(JSON.parse(hash)) ?? []).findIndex((row) => row.id === item.id);
      setItems((rows) => rows.filter((row) => row.id !== item.id));
      const result = await request();
      if (!result.ok) {
        setItems((rows) => {
          if (rows.some((row) => row.id === item.id)) return rows;
          const at = index < 0 ? rows.length : Math.min(index, rows.length);
          return [...rows.slice(0, at), item, ...rows.slice(at)];
        });
      } else {
        written();
      }
      return result.ok;
    },
    [client, hash, setItems, written],
  );
  return { ...query, items, setItems, append, replace, removeOptimistically };
}
