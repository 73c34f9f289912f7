import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isDay, type CompanyOfUser } from '@app/shared';
import { useCompanyDay, type ApiQuery } from '@app/shared/query';
import type { TaskFilterValues } from './TaskFilters';

/** The query-string names of the task list's date range and search text. */
const PARAMS = { start: 'from', end: 'to', query: 'q' } as const;

/**
 * A date of the query string: a 'yyyy-MM-dd' day, or '' for an open end of the range. Absent or
 * unreadable, it is the spec's default, today.
 */
function dateParam(params: URLSearchParams, name: string, today: string): string {
  const value = params.get(name);
  return value !== null && (value === '' || isDay(value)) ? value : today;
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
 * The task list's filters and the time zone its days are counted in. The date range and the search
 * text are kept in the URL's query string, replacing the history entry as they change (typing adds
 * no Back steps), and read back when the page opens, so a reload or a shared link shows the same
 * list. Days the URL leaves out are today in the company's time zone, so they are unknown (empty,
 * the zone null) until the company has been read (its read is returned, for its failure). The page's own state answers the inputs at once;
 * the URL follows it.
 */
export function useTaskFilters(
  employeeId: number,
): [TaskFilterValues, (next: TaskFilterValues) => void, string | null, ApiQuery<CompanyOfUser>] {
  const location = useLocation();
  const navigate = useNavigate();
  // the days are those of the employee's company (the setting every day boundary follows)
  const company = useCompanyDay(employeeId);
  const timeZone = company.data?.time_zone ?? null;
  const today = company.data?.today ?? null;
  // what the user changed; the rest follows the URL and today, once today is known
  const [opened] = useState(location.search);
  const [changed, setChanged] = useState<Partial<TaskFilterValues>>({});
  const filters: TaskFilterValues = {
    ...readTaskFilters(opened, today ?? ''),
    sort: 'title',
    ...changed,
  };
  const change = (next: TaskFilterValues) => {
    const keys = (Object.keys(next) as (keyof TaskFilterValues)[]).filter(
      (key) => next[key] !== filters[key],
    );
    setChanged((before) => ({ ...before, ...Object.fromEntries(keys.map((key) => [key, next[key]])) }));
    // the URL takes the days once they are known (the search typed before goes with the next change);
    // the navigation state (the user row the page was opened from) stays with the page
    if (timeZone)
      navigate(
        { search: writeTaskFilters(location.search, next), hash: location.hash },
        { replace: true, state: location.state },
      );
  };
  return [filters, change, timeZone, company];
}
