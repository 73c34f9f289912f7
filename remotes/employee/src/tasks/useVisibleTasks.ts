import { useDeferredValue, useMemo } from 'react';
import { searchTasks, sortTasks, type Task } from '@app/shared';
import { onDays } from '@app/shared/days';
import type { TaskFilterValues } from './TaskFilters';

const NONE: Task[] = [];
const createdAt = (task: Task) => task.created_at;

/**
 * The tasks the filters let through, sorted: those created on the range's days in the company's
 * time zone (none while the zone is unknown, never another zone's days). Each step is memoised on
 * its own inputs and the search query is deferred, so typing stays responsive with 10,000 tasks.
 */
export function useVisibleTasks(
  tasks: readonly Task[],
  { start, end, query, sort }: TaskFilterValues,
  timeZone: string | null,
): Task[] {
  const deferredQuery = useDeferredValue(query);
  const inRange = useMemo(
    () => (timeZone ? onDays(tasks, { from: start, to: end }, timeZone, createdAt) : NONE),
    [tasks, start, end, timeZone],
  );
  const found = useMemo(() => searchTasks(inRange, deferredQuery), [inRange, deferredQuery]);
  return useMemo(() => sortTasks(found, sort), [found, sort]);
}
