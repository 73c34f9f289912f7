import { REPORT_MAX_DAYS } from '@app/shared';
import { addDays, daysIn, isDay, monthOf, todayIn, weekOf, yearOf, type DayRange } from '@app/shared/days';
/**
 * Report ranges: the presets and the custom range, as inclusive 'yyyy-MM-dd' days. "Today" is the
 * day in the company's time zone (the day rule of @app/shared/days), so a report means the same
 * days for everyone who opens it.
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

export type { DayRange };
/** Days in a range, both ends included (rangeLength); 0 when it is not readable or runs backwards. */
export { isDay, todayIn, daysIn as rangeLength };

/** The days of a preset around `today` (weeks start on Monday, as ISO weeks do). */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, today: string): DayRange {
  if (!isDay(today)) throw new RangeError(`Not a day: ${today}`);
  switch (preset) {
    case 'this_week':
      return weekOf(today);
    case 'last_week':
      return weekOf(addDays(today, -7));
    case 'this_month':
      return monthOf(today);
    case 'last_month':
      return monthOf(addDays(monthOf(today).from, -1));
    case 'this_year':
      return yearOf(today);
  }
}

/** Why a custom range cannot be asked for, or null when it can. */
export function rangeProblem(range: DayRange): string | null {
  if (!isDay(range.from)) return 'Enter a start date.';
  if (!isDay(range.to)) return 'Enter an end date.';
  if (range.to < range.from) return 'The end date is before the start date.';
  if (daysIn(range) > REPORT_MAX_DAYS) return `A report covers at most ${REPORT_MAX_DAYS} days.`;
  return null;
}
