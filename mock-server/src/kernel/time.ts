/**
 * Calendar helpers. Days are identified by a numeric key yyyymmdd, counted in a company's time
 * zone (an IANA name, a company setting) by the day rule both sides share (@app/contract/days);
 * the database buckets tasks by day in SQL with the same zone. The seed's own dates use the
 * server's local time. Every calendar computation goes through luxon.
 */
import { DateTime } from 'luxon';
import { addDays as addToDay, currentZoneName, daysIn, isDay, monthOf } from '@app/contract/days';

/** The zone of the server process (TZ or the system's): the default zone of a new company. */
export const serverTimeZone = (): string => DateTime.local().zoneName;

/**
 * The canonical spelling of an IANA zone name, or null when it is none. Offsets ('+02:00') and
 * abbreviations are refused: PostgreSQL reads POSIX offsets with the opposite sign.
 */
export function canonicalTimeZone(name: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(name) || name.length > 64) return null;
  try {
    // by its current IANA name, whichever the runtime's data calls canonical
    return currentZoneName(new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone);
  } catch {
    return null;
  }
}

const local = (date: Date): DateTime => DateTime.fromJSDate(date);

/** Local midnight of the given date. */
export const startOfDay = (date: Date): Date => local(date).startOf('day').toJSDate();

/** Local midnight `days` days after (or before) `date`'s day. */
export const addDays = (date: Date, days: number): Date =>
  local(date).startOf('day').plus({ days }).toJSDate();

/** Monday of the ISO week containing `date` (local midnight). */
export const startOfIsoWeek = (date: Date): Date => local(date).startOf('week').toJSDate();

/** 'YYYY-MM-DD' of a day key. */
export const isoDateOfKey = (key: number): string =>
  `${String(Math.floor(key / 10000)).padStart(4, '0')}-${String(Math.floor(key / 100) % 100).padStart(2, '0')}-${String(key % 100).padStart(2, '0')}`;

const keyOfIsoDate = (day: string): number => Number(day.replaceAll('-', ''));

/** A calendar date 'YYYY-MM-DD' as its day key, or null when it is no real date (2026-02-30). */
export const dayKeyOfIsoDate = (text: string): number | null => (isDay(text) ? keyOfIsoDate(text) : null);

/** Days from day key `from` to day key `to`, both counted (0 when `to` is before `from`). */
export const daysBetween = (from: number, to: number): number =>
  daysIn({ from: isoDateOfKey(from), to: isoDateOfKey(to) });

/**
 * A range of days split for reading totals: the whole months inside it (yyyymm, from the monthly
 * roll-up) and the days before and after them (from the daily totals). Day ranges may be empty
 * (from > to).
 */
export interface SplitRange {
  months: [number, number] | null;
  days: [number, number][];
}

export function splitRange(from: number, to: number): SplitRange {
  const first = isoDateOfKey(from);
  const last = isoDateOfKey(to);
  // the first whole month starts on or after `from`; the last whole month ends on or before `to`
  const firstMonthStart = monthOf(first).from === first ? first : addToDay(monthOf(first).to, 1);
  const lastMonthEnd = monthOf(last).to === last ? last : addToDay(monthOf(last).from, -1);
  if (firstMonthStart > lastMonthEnd) return { months: null, days: [[from, to]] };
  const days: [number, number][] = [];
  if (first < firstMonthStart) days.push([from, keyOfIsoDate(addToDay(firstMonthStart, -1))]);
  if (lastMonthEnd < last) days.push([keyOfIsoDate(addToDay(lastMonthEnd, 1)), to]);
  const month = (day: string) => Math.floor(keyOfIsoDate(day) / 100);
  return { months: [month(firstMonthStart), month(lastMonthEnd)], days };
}
