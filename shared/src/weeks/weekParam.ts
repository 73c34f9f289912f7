import { useLocation, useNavigate } from 'react-router-dom';
import { isDay, weekOf } from '../days';

// 'Nov 16 – Nov 22, 2026': the contract's words for a week, as the server's checks and the tests read them
export { weekRangeLabel } from '../days';

/** 'Mon 16': a day of a week's columns. */
export function weekDayLabel(day: string): { weekday: string; date: string } {
  const date = new Date(`${day}T00:00:00Z`);
  return {
    weekday: date.toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' }),
    date: date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }),
  };
}

/** 'Mon, Nov 23, 2026': a day in words. */
export function dayInWords(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The weekdays' names, Monday first: 'Monday' (long) or 'Mon' (short). */
export function weekdayNames(width: 'long' | 'short'): string[] {
  // 2024-01-01 was a Monday
  return Array.from({ length: 7 }, (_, index) =>
    new Date(Date.UTC(2024, 0, 1 + index)).toLocaleDateString('en-US', { weekday: width, timeZone: 'UTC' }),
  );
}

/**
 * The week a page shows, kept in the URL's `?week=` (any day of it; a link or a reload shows the
 * same week): its Monday, or the week of `fallbackDay` when the URL names none (null while that
 * day, the company's, is unknown). `go` moves to another week, replacing the history entry.
 */
export function useWeekParam(fallbackDay: string | null): [string | null, (weekStart: string) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const asked = new URLSearchParams(location.search).get('week');
  const day = asked && isDay(asked) ? asked : fallbackDay;
  const weekStart = day ? weekOf(day).from : null;
  const go = (next: string) => {
    const params = new URLSearchParams(location.search);
    params.set('week', weekOf(next).from);
    // the navigation state (the user row the page was opened from) stays with the page
    navigate({ search: `?${params}`, hash: location.hash }, { replace: true, state: location.state });
  };
  return [weekStart, go];
}
