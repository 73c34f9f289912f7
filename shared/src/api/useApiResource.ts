import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type DependencyList,
  type Dispatch,
  type SetStateAction,
} from 'react';
import type { ApiResult } from './client';

export interface ApiResource<T> {
  /** The last loaded value; null before the first answer or after a failed load. */
  data: T | null;
  setData: Dispatch<SetStateAction<T | null>>;
  /** A load is in flight. */
  loading: boolean;
  /** The status of a failed load (0: no answer), null when the last load succeeded or none ran. */
  failedStatus: number | null;
  /** Loads again. */
  reload: () => void;
}

/**
 * Loads one resource with an endpoint function when `deps` change (a null `load` loads nothing,
 * e.g. while a route id is missing). Answers that arrive after a newer load started are dropped.
 * A failed load is only logged (spec section 7: "errors there are only logged").
 */
export function useApiResource<T>(
  load: (() => Promise<ApiResult<T>>) | null,
  deps: DependencyList,
): ApiResource<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(load !== null);
  const [failedStatus, setFailedStatus] = useState<number | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!load) {
      setLoading(false);
      return;
    }
    let current = true;
    setLoading(true);
    load().then((result) => {
      if (!current) return;
      if (result.ok) {
        setData(result.data);
        setFailedStatus(null);
      } else {
        console.warn(`Loading failed with status ${result.status}`, result.error);
        setData(null);
        setFailedStatus(result.status);
      }
      setLoading(false);
    });
    return () => {
      // a newer load (or unmounting) makes this answer stale
      current = false;
    };
    // `load` is a new function on every render: the caller names what it depends on in `deps`
  }, [...deps, generation]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { data, setData, loading, failedStatus, reload };
}

export interface ApiList<T extends { id: number }> {
  /** The loaded rows; empty before the first answer and after a failed load. */
  items: T[];
  setItems: Dispatch<SetStateAction<T[]>>;
  loading: boolean;
  failedStatus: number | null;
  reload: () => void;
  /** Adds a created row at the end. */
  append: (item: T) => void;
  /** Replaces the row with the same id. */
  replace: (item: T) => void;
  /**
   * Removes the row at once (spec section 4: optimistic delete) and runs `request`; when it fails
   * the row is put back where it was. Resolves to whether the request succeeded.
   */
  removeOptimistically: (item: T, request: () => Promise<ApiResult<unknown>>) => Promise<boolean>;
}

/** useApiResource for lists of rows with ids, plus the list updates every list page needs. */
export function useApiList<T extends { id: number }>(
  load: (() => Promise<ApiResult<T[]>>) | null,
  deps: DependencyList,
): ApiList<T> {
  const { data, setData, loading, failedStatus, reload } = useApiResource<T[]>(load, deps);
  const items = (data ?? EMPTY) as T[];
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const setItems: Dispatch<SetStateAction<T[]>> = useCallback(
    (next) => setData((current) => (typeof next === 'function' ? next(current ?? []) : next)),
    [setData],
  );
  const append = useCallback((item: T) => setItems((rows) => [...rows, item]), [setItems]);
  const replace = useCallback(
    (item: T) => setItems((rows) => rows.map((row) => (row.id === item.id ? item : row))),
    [setItems],
  );
  const removeOptimistically = useCallback(
    async (item: T, request: () => Promise<ApiResult<unknown>>) => {
      const index = itemsRef.current.findIndex((row) => row.id === item.id);
      setItems((rows) => rows.filter((row) => row.id !== item.id));
      const result = await request();
      if (!result.ok) {
        setItems((rows) => {
          if (rows.some((row) => row.id === item.id)) return rows;
          const at = index < 0 ? rows.length : Math.min(index, rows.length);
          return [...rows.slice(0, at), item, ...rows.slice(at)];
        });
      }
      return result.ok;
    },
    [setItems],
  );
  return { items, setItems, loading, failedStatus, reload, append, replace, removeOptimistically };
}

const EMPTY: never[] = [];
