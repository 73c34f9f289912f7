/**
 * @app/contract/days: the day rule, one for the browser and the server. Every day a user sees
 * (today, a task's day, a week, a month, a report's range) is a calendar day in the company's time
 * zone (an IANA name, the company setting `time_zone`), whichever zone the browser or the server
 * runs in. Days are written 'yyyy-MM-dd'; weeks are ISO weeks (Monday to Sunday); a day starts at
 * the zone's first moment of that date, so days are 23 or 25 hours long across DST changes.
 *
 * A separate entry of the contract: it carries luxon, which only the pages that count days load
 * (never the login page).
 */
import { DateTime, FixedOffsetZone, IANAZone, type Zone } from 'luxon';
import type { TargetSchedule } from './api';
import { isDay, isSupportedDay, SUPPORTED_DAYS, SUPPORTED_DAY_RULE } from './text';
import { DEFAULT_DAY_TARGETS, PLANNED_DAY_MAX_DAYS_AHEAD } from './weeks';

export { isDay, isSupportedDay, SUPPORTED_DAYS, SUPPORTED_DAY_RULE };

/** Days from `from` to `to`, both included, as 'yyyy-MM-dd'. */
export interface DayRange {
  from: string;
  to: string;
}

/** An ISO timestamp with 'Z' or a ±hh:mm offset: the form the server sends. */
const ZONED_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
/** An ISO date-time with no zone: a wall-clock time, read in the zone it is counted in. */
const LOCAL_TIMESTAMP = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?)?$/;

/**
 * Names found to be time zones: asking the runtime builds a date formatter, which costs more than
 * counting the day itself. A runtime knows a few hundred zones; the set stops growing at
 * KNOWN_ZONES_MAX names (other spellings of them, in other cases, are asked anew each time).
 */
const knownZones = new Set<string>();
const KNOWN_ZONES_MAX = 1000;

/** Whether `name` is an IANA time zone this runtime knows ('Europe/Berlin', 'UTC'). */
export function isTimeZone(name: string | null | undefined): name is string {
  if (!name) return false;
  if (knownZones.has(name)) return true;
  if (!IANAZone.isValidZone(name)) return false;
  if (knownZones.size < KNOWN_ZONES_MAX) knownZones.add(name);
  return true;
}

/**
 * The zone days are counted in: `zone` when the runtime knows it, else the runtime's own (luxon's
 * default zone), so a zone name newer than the runtime's time-zone data still gives days.
 */
const zoneOr = (zone: string | null | undefined): string | undefined => (isTimeZone(zone) ? zone : undefined);

/**
 * The first moment of a day 'yyyy-MM-dd' in `zone` (the runtime's own zone when undefined), or
 * null when it is no calendar day. Its numbers are read as they stand (isDay checks the shape):
 * parsing by a format costs more than the rest of a day's arithmetic.
 */
function dayStart(day: string, zone: Zone | string | undefined): DateTime | null {
  if (!isDay(day)) return null;
  const date = DateTime.fromObject(
    { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)), day: Number(day.slice(8, 10)) },
    { zone },
  );
  return date.isValid ? date : null;
}

/** A calendar day as the first moment of that date in UTC (calendar arithmetic only), or null. */
const calendarDay = (day: string): DateTime | null => dayStart(day, FixedOffsetZone.utcInstance);

/** A moment's day 'yyyy-MM-dd' in its zone. */
const text = (date: DateTime): string => date.toISODate()!;

/** Today in `zone` (the moment `now`, default: the current time as luxon reads it). */
export function todayIn(zone: string | null | undefined, now?: Date | number): string {
  const moment = now === undefined ? DateTime.now() : DateTime.fromMillis(Number(now));
  return text(moment.setZone(zoneOr(zone)));
}

/**
 * The moment (epoch milliseconds) a timestamp names, or null when it is unreadable: zoned ISO
 * timestamps (what the server sends) as written, wall-clock ones ('2025-03-05T14:07:09') in `zone`.
 */
export function momentOf(
  timestamp: string | null | undefined,
  zone: string | null | undefined,
): number | null {
  if (!timestamp) return null;
  if (ZONED_TIMESTAMP.test(timestamp)) {
    const ms = Date.parse(timestamp);
    return Number.isNaN(ms) ? null : ms;
  }
  if (!LOCAL_TIMESTAMP.test(timestamp)) return null;
  const date = DateTime.fromISO(timestamp, { zone: zoneOr(zone) });
  return date.isValid ? date.toMillis() : null;
}

/** The day a timestamp falls on in `zone`, or null when it is unreadable. */
export function dayOf(timestamp: string | null | undefined, zone: string | null | undefined): string | null {
  const ms = momentOf(timestamp, zone);
  return ms === null ? null : text(DateTime.fromMillis(ms, { zone: zoneOr(zone) }));
}

/**
 * A moment as read in `zone`, in words to the second ('Mar 5, 2026, 2:07:09 PM'): when something
 * happened, as the company's clocks showed it. Null when the timestamp is unreadable.
 */
export function momentInWords(
  timestamp: string | null | undefined,
  zone: string | null | undefined,
): string | null {
  const ms = momentOf(timestamp, zone);
  return ms === null
    ? null
    : DateTime.fromMillis(ms, { zone: zoneOr(zone) }).toFormat('MMM d, yyyy, h:mm:ss a', { locale: 'en-US' });
}

/**
 * A moment in words as `zone`'s clocks showed it (momentInWords), followed by the zone's name when
 * the viewer's clocks (`viewerZone`, the runtime's own by default) showed another time then: a page
 * shows its moments on one clock, the company's, and names it where it is not the viewer's.
 */
export function momentInZoneWords(
  timestamp: string | null | undefined,
  zone: string | null | undefined,
  viewerZone: string = DateTime.local().zoneName,
): string | null {
  const words = momentInWords(timestamp, zone);
  const ms = momentOf(timestamp, zone);
  if (words === null || ms === null) return words;
  const there = DateTime.fromMillis(ms, { zone: zoneOr(zone) });
  const here = DateTime.fromMillis(ms, { zone: zoneOr(viewerZone) });
  return there.offset === here.offset ? words : `${words} (${there.zoneName} time)`;
}

/** The first moment (epoch milliseconds) of `day` in `zone`. */
export function startOfDayIn(day: string, zone: string | null | undefined): number {
  const start = dayStart(day, zoneOr(zone));
  if (!start) throw new RangeError(`Not a day: ${day}`);
  return start.startOf('day').toMillis();
}

/**
 * The company's day at `now` (default: the current time): `today` in `zone` and `today_ends_at`,
 * the ISO moment the next day begins there.
 */
export function dayAt(
  zone: string | null | undefined,
  now?: Date | number,
): { today: string; today_ends_at: string } {
  const today = todayIn(zone, now);
  return { today, today_ends_at: new Date(startOfDayIn(addDays(today, 1), zone)).toISOString() };
}

/** The day `days` days after (negative: before) `day`. */
export function addDays(day: string, days: number): string {
  const date = calendarDay(day);
  if (!date) throw new RangeError(`Not a day: ${day}`);
  return text(date.plus({ days }));
}

/**
 * What breaks the rule of a work day (FIELD_RULES.task.worked_on): no calendar day ('invalid'),
 * after `today` ('future'), or more than `maxDaysBack` days before it ('tooOld'); null when it is
 * fine. Both are days of the company's calendar; without `today` only the day itself is checked.
 */
export function workDayProblem(
  rule: { maxDaysBack: number },
  day: string,
  today?: string | null,
): 'invalid' | 'future' | 'tooOld' | null {
  const date = calendarDay(day);
  if (!date) return 'invalid';
  const now = today ? calendarDay(today) : null;
  if (!now) return null;
  if (date > now) return 'future';
  return now.diff(date, 'days').days > rule.maxDaysBack ? 'tooOld' : null;
}

/** Days from `from` to `to`, both counted; 0 when either is no day or the range runs backwards. */
export function daysIn({ from, to }: DayRange): number {
  const start = calendarDay(from);
  const end = calendarDay(to);
  if (!start || !end || end < start) return 0;
  return Math.round(end.diff(start, 'days').days) + 1;
}

/** The ISO week (Monday to Sunday) that `day` is in. */
export function weekOf(day: string): DayRange {
  const date = calendarDay(day);
  if (!date) throw new RangeError(`Not a day: ${day}`);
  return { from: text(date.startOf('week')), to: text(date.endOf('week')) };
}

/** The weekday of `day`, Monday 0 to Sunday 6. */
export function weekdayIndex(day: string): number {
  const date = calendarDay(day);
  if (!date) throw new RangeError(`Not a day: ${day}`);
  return date.weekday - 1;
}

/** The calendar month that `day` is in. */
export function monthOf(day: string): DayRange {
  const date = calendarDay(day);
  if (!date) throw new RangeError(`Not a day: ${day}`);
  return { from: text(date.startOf('month')), to: text(date.endOf('month')) };
}

/** The calendar year that `day` is in. */
export function yearOf(day: string): DayRange {
  const date = calendarDay(day);
  if (!date) throw new RangeError(`Not a day: ${day}`);
  return { from: text(date.startOf('year')), to: text(date.endOf('year')) };
}

/**
 * The items whose timestamp falls on a day from `from` to `to` (both included) in `zone`; an empty
 * bound is open. Unreadable timestamps are left out. The bounds become two moments once, so each
 * item costs one timestamp read (10,000 tasks filter in a few milliseconds).
 */
export function onDays<T>(
  items: readonly T[],
  { from, to }: DayRange,
  zone: string | null | undefined,
  timestampOf: (item: T) => string | null | undefined,
): T[] {
  const start = from ? startOfDayIn(from, zone) : -Infinity;
  const end = to ? startOfDayIn(addDays(to, 1), zone) : Infinity;
  return items.filter((item) => {
    const ms = momentOf(timestampOf(item), zone);
    return ms !== null && ms >= start && ms < end;
  });
}

/**
 * What breaks the rule of a planned day (a target schedule's first day, a holiday): no calendar day
 * ('invalid'), before the week of `today` ('past': a change never rewrites past weeks), or more
 * than PLANNED_DAY_MAX_DAYS_AHEAD after today ('tooFar'); null when it is fine. Days of the
 * company's calendar.
 */
export function plannedDayProblem(day: string, today: string): 'invalid' | 'past' | 'tooFar' | null {
  if (!isDay(day)) return 'invalid';
  if (day < weekOf(today).from) return 'past';
  return day > addDays(today, PLANNED_DAY_MAX_DAYS_AHEAD) ? 'tooFar' : null;
}

/**
 * The target minutes of `day` (its `weekday`, Monday 0, when the caller has it): 0 on a holiday;
 * else that weekday's minutes in the latest schedule that starts on or before it (`schedules`
 * oldest first); DEFAULT_DAY_TARGETS before any.
 */
export function dayTarget(
  schedules: readonly Pick<TargetSchedule, 'effective_from' | 'days'>[],
  holidays: ReadonlySet<string>,
  day: string,
  weekday: number = weekdayIndex(day),
): number {
  if (holidays.has(day)) return 0;
  let days: readonly number[] = DEFAULT_DAY_TARGETS;
  for (const schedule of schedules) if (schedule.effective_from <= day) days = schedule.days;
  return days[weekday];
}

/** 'Nov 16 – Nov 22, 2026': a week named by its Monday ('yyyy-MM-dd'), in the pages' words. */
export function weekRangeLabel(weekStart: string): string {
  const monday = DateTime.fromISO(weekStart, { zone: 'utc', locale: 'en-US' });
  return `${monday.toFormat('LLL d')} – ${monday.plus({ days: 6 }).toFormat('LLL d, yyyy')}`;
}

/**
 * The current IANA names of the zones the runtimes still list by an older one (ICU's canonical
 * names): the product writes and offers the current name, and takes either.
 */
const CURRENT_ZONE_NAMES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** A zone's current IANA name ('Asia/Calcutta' is 'Asia/Kolkata'); any other name as it is. */
export const currentZoneName = (name: string): string => CURRENT_ZONE_NAMES[name] ?? name;

/** The zones a page offers: every one the runtime knows, by its current name, sorted, UTC among them. */
export function zoneChoices(): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...known, 'UTC'].map(currentZoneName))].sort();
}
