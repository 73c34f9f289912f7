import { useCallback } from 'react';
import { useMutation, useQueryClient, type QueryClient, type UseMutationResult } from '@tanstack/react-query';
import type { ApiError, ApiResult } from '@app/shared';
import { AFFECTED, type QueryKey, type Resource } from './keys';
import { ApiFailure } from './queryClient';

/** What a write does to the cached rows of the list it changes, before the server answers. */
type Rows<T> = readonly T[];

export interface ApiMutationOptions<I, T, R extends { id: number } = never> {
  /** The endpoint function that writes. */
  request: (input: I) => Promise<ApiResult<T>>;
  /**
   * The cached read the write changes; its resource names everything else it changes
   * (AFFECTED in ./keys), all of which is read again once the server has answered; null: the write
   * changes nothing a page shows (e.g. one's own password).
   */
  affects: QueryKey | ((input: I) => QueryKey | null) | null;
  /** Shows the answer in the `affects` list at once (e.g. a created row added, an edited one replaced). */
  update?: (rows: Rows<R>, answer: T, input: I) => R[];
  /** An optimistic delete: the row with this id leaves the `affects` list at once and comes back if refused. */
  removes?: (input: I) => number;
  /** An optimistic change: the `affects` list shows it at once and goes back to what it was if refused. */
  changes?: (rows: Rows<R>, input: I) => R[];
}

/** What a write came to: the server's answer, or its refusal (status 0: no answer) and error body. */
export type WriteOutcome<T> = { ok: true; data: T } | { ok: false; status: number; error: ApiError | null };

export interface Snapshot<R> {
  key: QueryKey;
  rows: Rows<R> | undefined;
}

/** Marks every read a write to `key`'s resource changes as stale; the shown ones read again. */
export function invalidateAffected(client: QueryClient, key: QueryKey): Promise<void> {
  const affected = AFFECTED[key[0]];
  return client.invalidateQueries({
    predicate: ({ queryKey }) => affected.includes(queryKey[0] as Resource),
  });
}

/**
 * A write through TanStack Query: the endpoint's refusal (or no answer) rejects with an ApiFailure
 * (its status and error body), success invalidates what the write affects. `mutateAsync` returns
 * the answer; `run` resolves to whether the write landed, for callers that only say so.
 */
/** A write's hook: TanStack Query's mutation with `run` (did it succeed) and `attempt` (its outcome). */
export type ApiMutation<I, T, R extends { id: number } = never> = UseMutationResult<
  T,
  ApiFailure,
  I,
  Snapshot<R> | undefined
> & {
  run: (input: I) => Promise<boolean>;
  attempt: (input: I) => Promise<WriteOutcome<T>>;
};

export function useApiMutation<I, T, R extends { id: number } = never>(
  options: ApiMutationOptions<I, T, R>,
): ApiMutation<I, T, R> {
  const client = useQueryClient();
  const { request, affects, update, removes, changes } = options;
  const keyOf = (input: I): QueryKey | null => (typeof affects === 'function' ? affects(input) : affects);
  const mutation = useMutation<T, ApiFailure, I, Snapshot<R> | undefined>({
    mutationFn: async (input) => {
      const result = await request(input);
      if (result.ok) return result.data;
      throw new ApiFailure(result.status, result.error);
    },
    onMutate:
      removes || changes
        ? async (input) => {
            const key = keyOf(input);
            if (!key) return undefined;
            // a read in flight must not undo the change
            await client.cancelQueries({ queryKey: key, exact: true });
            const rows = client.getQueryData<Rows<R>>(key);
            const id = removes?.(input);
            client.setQueryData<Rows<R>>(key, (current) => {
              if (!current) return current;
              const kept = id === undefined ? current : current.filter((row) => row.id !== id);
              return changes ? changes(kept, input) : kept;
            });
            return { key, rows };
          }
        : undefined,
    onError: (_failure, _input, snapshot) => {
      if (snapshot?.rows) client.setQueryData(snapshot.key, snapshot.rows);
    },
    onSuccess: (answer, input) => {
      const key = keyOf(input);
      if (update && key)
        client.setQueryData<Rows<R>>(key, (rows) => (rows ? update(rows, answer, input) : rows));
    },
    onSettled: (_answer, _failure, input) => {
      const key = keyOf(input);
      return key ? invalidateAffected(client, key) : undefined;
    },
  });
  const { mutateAsync } = mutation;
  const run = useCallback(
    (input: I): Promise<boolean> =>
      mutateAsync(input).then(
        () => true,
        () => false,
      ),
    [mutateAsync],
  );
  /** The write's outcome, for a flow of several writes that branches on each (it never rejects). */
  const attempt = useCallback(
    (input: I): Promise<WriteOutcome<T>> =>
      mutateAsync(input).then(
        (data): WriteOutcome<T> => ({ ok: true, data }),
        (failure: unknown): WriteOutcome<T> =>
          failure instanceof ApiFailure
            ? { ok: false, status: failure.status, error: failure.error }
            : { ok: false, status: 0, error: null },
      ),
    [mutateAsync],
  );
  return { ...mutation, run, attempt };
}

/**
 * Deletes a row of the list `affects` by its id (`remove` is the endpoint function): the row leaves
 * the list at once and comes back if the server refuses.
 */
export const useDeleteRow = <R extends { id: number }>(
  affects: QueryKey,
  remove: (id: number) => Promise<ApiResult<unknown>>,
) =>
  useApiMutation<R, unknown, R>({
    request: (row) => remove(row.id),
    affects,
    removes: (row) => row.id,
  });

/** `update` for a created row: the answer joins the list (at the start or the end). */
export const addRow =
  <R extends { id: number }>(at: 'start' | 'end' = 'end') =>
  (rows: Rows<R>, answer: R): R[] =>
    at === 'start' ? [answer, ...rows] : [...rows, answer];

/** `update` for an edited row: the answer replaces the row with its id. */
export const replaceRow = <R extends { id: number }>(rows: Rows<R>, answer: R): R[] =>
  rows.map((row) => (row.id === answer.id ? answer : row));
