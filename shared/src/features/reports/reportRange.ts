import { REPORT_MAX_DAYS } from '@app/shared';
/**
 * Report ranges: the presets and the custom range, as inclusive 'yyyy-MM-dd' days. "Today" is the
 * day in the company's time zone, so a report means the same days for everyone who opens it.
 */
export const RANGE_PRESETS = [
  'this_week',
  'last_week',
  'this_month',
  'last_month',
  'this_year',
  'custom',
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export const RANGE_LABELS: Record<RangePreset, string> = {
  this_week: 'This week',
  last_week: 'Last week',
  this_month: 'This month',
  last_month: 'Last month',
  this_year: 'This year',
  custom: 'Custom',
};

export interface DayRange {
  from: string;
  to: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** A calendar day as a UTC midnight, or null when it is no real day (2026-02-30). */
function asUtc(day: string): Date | null {
  const parts = DAY.exec(day);
  if (!parts) return null;
  const date = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])));
  return date.toISOString().slice(0, 10) === day ? date : null;
}

const dayString = (date: Date) => date.toISOString().slice(0, 10);
const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * MS_PER_DAY);

export const isDay = (value: string | null | undefined): value is string => !!value && asUtc(value) !== null;

/** Today in a time zone, as 'yyyy-MM-dd'; an unknown zone falls back to the browser's. */
export function todayIn(timeZone: string | null | undefined, now: Date = new Date()): string {
  const format = (zone?: string) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  try {
    return format(timeZone ?? undefined);
  } catch {
    return format();
  }
}

/** The days of a preset around `today` (weeks start on Monday, as ISO weeks do). */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, today: string): DayRange {
  const date = asUtc(today);
  if (!date) throw new RangeError(`Not a day: ${today}`);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const monday = plusDays(date, -((date.getUTCDay() + 6) % 7));
  switch (preset) {
    case 'this_week':
      return { from: dayString(monday), to: dayString(plusDays(monday, 6)) };
    case 'last_week':
      return { from: dayString(plusDays(monday, -7)), to: dayString(plusDays(monday, -1)) };
    case 'this_month':
      return {
        from: dayString(new Date(Date.UTC(year, month, 1))),
        to: dayString(new Date(Date.UTC(year, month + 1, 0))),
      };
    case 'last_month':
      return {
        from: dayString(new Date(Date.UTC(year, month - 1, 1))),
        to: dayString(new Date(Date.UTC(year, month, 0))),
      };
    case 'this_year':
      return { from: `${year}-01-01`, to: `${year}-12-31` };
  }
}

/** Days in a range, both ends included; 0 when the range is not readable or runs backwards. */
export function rangeLength({ from, to }: DayRange): number {
  const start = asUtc(from);
  const end = asUtc(to);
  if (!start || !end || end < start) return 0;
  return Math.round((end.getTime() - start.getTime()) / MS_PER_DAY) + 1;
}

/** Why a custom range cannot be asked for, or null when it can. */
export function rangeProblem(range: DayRange): string | null {
  if (!isDay(range.from)) return 'Enter a start date.';
  if (!isDay(range.to)) return 'Enter an end date.';
  if (range.to < range.from) return 'The end date is before the start date.';
  if (rangeLength(range) > REPORT_MAX_DAYS) return `A report covers at most ${REPORT_MAX_DAYS} days.`;
  return null;
}
