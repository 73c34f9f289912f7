/**
 * Calendar arithmetic in the server's local time zone (the zone of the process: TZ or the
 * system's). Days are identified by a numeric key yyyymmdd.
 */

export const dayKeyOf = (date: Date): number =>
  date.getFullYear() * 10000 + (date.getMonth() + 1) * 100 + date.getDate();

/** Local midnight of the given date. */
export const startOfDay = (date: Date): Date => new Date(date.getFullYear(), date.getMonth(), date.getDate());

/** Local midnight `days` days after (or before) `date`'s day. */
export const addDays = (date: Date, days: number): Date =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** Monday of the ISO week containing `date`. */
export const startOfIsoWeek = (date: Date): Date => addDays(date, -((date.getDay() + 6) % 7));

/** Day keys of `count` consecutive days starting at `first`. */
export function dayKeys(first: Date, count: number): number[] {
  const keys: number[] = [];
  for (let i = 0; i < count; i += 1) keys.push(dayKeyOf(addDays(first, i)));
  return keys;
}

export const daysInMonth = (year: number, month: number): number => new Date(year, month + 1, 0).getDate();

export interface PeriodKeys {
  today: number[];
  week: number[];
  month: number[];
  previousMonth: number[];
}

/** The days of today, this ISO week (Monday to Sunday), this month and the previous month. */
export function periodKeys(now: Date): PeriodKeys {
  const y = now.getFullYear();
  const m = now.getMonth();
  const previous = new Date(y, m - 1, 1);
  return {
    today: [dayKeyOf(now)],
    week: dayKeys(startOfIsoWeek(now), 7),
    month: dayKeys(new Date(y, m, 1), daysInMonth(y, m)),
    previousMonth: dayKeys(previous, daysInMonth(previous.getFullYear(), previous.getMonth())),
  };
}

/** The day keys bounding each period of a performance row (see `periodKeys`). */
export function periodDays(now: Date): {
  today: number;
  weekFrom: number;
  weekTo: number;
  monthFrom: number;
  monthTo: number;
  previousFrom: number;
  previousTo: number;
} {
  const p = periodKeys(now);
  const bounds = (keys: number[]) => [keys[0], keys[keys.length - 1]] as const;
  const [weekFrom, weekTo] = bounds(p.week);
  const [monthFrom, monthTo] = bounds(p.month);
  const [previousFrom, previousTo] = bounds(p.previousMonth);
  return { today: p.today[0], weekFrom, weekTo, monthFrom, monthTo, previousFrom, previousTo };
}
