import { useDeferredValue, useMemo } from 'react';
import { filterByDateRange, searchTasks, sortTasks, type Task } from '@app/shared';
import type { TaskFilterValues } from './TaskFilters';

/**
 * The tasks the filters let through, sorted. Each step is memoised on its own inputs and the
 * search query is deferred, so typing stays responsive with 10,000 tasks.
 */
export function useVisibleTasks(
  tasks: readonly Task[],
  { start, end, query, sort }: TaskFilterValues,
): Task[] {
  const deferredQuery = useDeferredValue(query);
  const inRange = useMemo(() => filterByDateRange(tasks, start, end), [tasks, start, end]);
  const found = useMemo(() => searchTasks(inRange, deferredQuery), [inRange, deferredQuery]);
  return useMemo(() => sortTasks(found, sort), [found, sort]);
}
