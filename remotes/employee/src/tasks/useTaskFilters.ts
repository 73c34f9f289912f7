import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { todayIsoDate } from '@app/shared';
import type { TaskFilterValues } from './TaskFilters';

/** The query-string names of the task list's date range and search text. */
const PARAMS = { start: 'from', end: 'to', query: 'q' } as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date of the query string: a 'yyyy-MM-dd' day, or '' for an open end of the range. Absent or
 * unreadable, it is the spec's default, today.
 */
function dateParam(params: URLSearchParams, name: string, today: string): string {
  const value = params.get(name);
  return value !== null && (value === '' || ISO_DATE.test(value)) ? value : today;
}

/** The filters a URL's query string asks for; what it leaves out has the spec's default. */
export function readTaskFilters(search: string, today: string): Omit<TaskFilterValues, 'sort'> {
  const params = new URLSearchParams(search);
  return {
    start: dateParam(params, PARAMS.start, today),
    end: dateParam(params, PARAMS.end, today),
    query: params.get(PARAMS.query) ?? '',
  };
}

/** `search` with the filters' range (both ends, so the link shows those days on any day) and text. */
export function writeTaskFilters(search: string, filters: TaskFilterValues): string {
  const params = new URLSearchParams(search);
  params.set(PARAMS.start, filters.start);
  params.set(PARAMS.end, filters.end);
  if (filters.query) params.set(PARAMS.query, filters.query);
  else params.delete(PARAMS.query);
  return `?${params}`;
}

/**
 * The task list's filters. The date range and the search text are kept in the URL's query string,
 * replacing the history entry as they change (typing adds no Back steps), and read back when the
 * page opens, so a reload or a shared link shows the same list. The page's own state answers the
 * inputs at once; the URL follows it.
 */
export function useTaskFilters(): [TaskFilterValues, (next: TaskFilterValues) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<TaskFilterValues>(() => ({
    ...readTaskFilters(location.search, todayIsoDate()),
    sort: 'title',
  }));
  const change = (next: TaskFilterValues) => {
    setFilters(next);
    // the navigation state (the user row the page was opened from) stays with the page
    navigate(
      { search: writeTaskFilters(location.search, next), hash: location.hash },
      { replace: true, state: location.state },
    );
  };
  return [filters, change];
}
