/**
 * Calendar helpers. Days are identified by a numeric key yyyymmdd, counted in a company's time
 * zone (an IANA name, a company setting); the seed's own dates use the server's local time.
 */

/** The zone of the server process (TZ or the system's): the default zone of a new company. */
export const serverTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The canonical spelling of an IANA zone name, or null when it is none. Offsets ('+02:00') and
 * abbreviations are refused: PostgreSQL reads POSIX offsets with the opposite sign.
 */
export function canonicalTimeZone(name: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(name) || name.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Local midnight of the given date. */
export const startOfDay = (date: Date): Date => new Date(date.getFullYear(), date.getMonth(), date.getDate());

/** Local midnight `days` days after (or before) `date`'s day. */
export const addDays = (date: Date, days: number): Date =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** Monday of the ISO week containing `date`. */
export const startOfIsoWeek = (date: Date): Date => addDays(date, -((date.getDay() + 6) % 7));

/** A calendar date 'YYYY-MM-DD' as its day key, or null when it is no real date (2026-02-30). */
export function dayKeyOfIsoDate(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return y * 10000 + m * 100 + d;
}

const utcOfKey = (key: number): number =>
  Date.UTC(Math.floor(key / 10000), (Math.floor(key / 100) % 100) - 1, key % 100);
const keyOfUtc = (ms: number): number => {
  const d = new Date(ms);
  return d.getUTCFullYear() * 10000 + (d.getUTCMonth() + 1) * 100 + d.getUTCDate();
};

/** Days from day key `from` to day key `to`, both counted. */
export const daysBetween = (from: number, to: number): number =>
  Math.round((utcOfKey(to) - utcOfKey(from)) / 86_400_000) + 1;

/** The day key `days` days after (or before) day key `key`. */
const addDaysToKey = (key: number, days: number): number => keyOfUtc(utcOfKey(key) + days * 86_400_000);

/** 'YYYY-MM-DD' of a day key. */
export const isoDateOfKey = (key: number): string =>
  `${Math.floor(key / 10000)}-${String(Math.floor(key / 100) % 100).padStart(2, '0')}-${String(key % 100).padStart(2, '0')}`;

/**
 * A range of days split for reading totals: the whole months inside it (yyyymm, from the monthly
 * roll-up) and the days before and after them (from the daily totals). Day ranges may be empty
 * (from > to).
 */
interface SplitRange {
  months: [number, number] | null;
  days: [number, number][];
}

export function splitRange(from: number, to: number): SplitRange {
  const firstMonth = from % 100 === 1 ? Math.floor(from / 100) : nextMonth(Math.floor(from / 100));
  const endsMonth = addDaysToKey(to, 1) % 100 === 1;
  const lastMonth = endsMonth ? Math.floor(to / 100) : previousMonth(Math.floor(to / 100));
  if (firstMonth > lastMonth) return { months: null, days: [[from, to]] };
  const days: [number, number][] = [];
  if (from < firstMonth * 100 + 1) days.push([from, addDaysToKey(firstMonth * 100 + 1, -1)]);
  const afterLast = nextMonth(lastMonth) * 100 + 1;
  if (to >= afterLast) days.push([afterLast, to]);
  return { months: [firstMonth, lastMonth], days };
}

const nextMonth = (month: number): number => (month % 100 === 12 ? month + 89 : month + 1);
const previousMonth = (month: number): number => (month % 100 === 1 ? month - 89 : month - 1);
