import { useDeferredValue, useMemo } from 'react';
import { type Task } from '@app/shared';
import { searchTasks, sortTasks } from '@app/shared/lists';
import type { TaskFilterValues } from './TaskFilters';

const NONE: Task[] = [];

/**
 * The tasks the filters let through, sorted: those whose work day (a day of the company's calendar,
 * answered by the server) is one of the range's days, an empty end being open; none while the
 * company's zone, and so today, is unknown. Each step is memoised on its own inputs and the search
 * query is deferred, so typing stays responsive with 10,000 tasks.
 */
export function useVisibleTasks(
  tasks: readonly Task[],
  { start, end, query, sort }: TaskFilterValues,
  timeZone: string | null,
): Task[] {
  const deferredQuery = useDeferredValue(query);
  const inRange = useMemo(
    () =>
      timeZone
        ? tasks.filter((task) => (!start || task.worked_on >= start) && (!end || task.worked_on <= end))
        : NONE,
    [tasks, start, end, timeZone],
  );
  const found = useMemo(() => searchTasks(inRange, deferredQuery), [inRange, deferredQuery]);
  return useMemo(() => sortTasks(found, sort), [found, sort]);
}
