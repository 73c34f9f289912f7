import type { DateTime } from 'luxon';
import { LIMITS } from '@app/contract';
import { dateLibrary } from './dateLibrary';

export const INVALID_TIMESTAMP = 'Invalid timestamp';

/**
 * Dates are read as ISO strings and shown in the browser's time zone, in English. The functions
 * that format with luxon need it loaded (see dateLibrary.ts); the day arithmetic below does not.
 */
function parse(iso: string | null | undefined): DateTime | null {
  if (!iso) return null;
  const date = dateLibrary().DateTime.fromISO(iso, { locale: 'en-US' });
  return date.isValid ? date : null;
}

/**
 * created_at as a full date, the spec's moment-style 'MMMM DD YYYY, h:mm:ss a' (lower-case am/pm),
 * e.g. 'March 05 2025, 2:07:09 pm'.
 */
export function formatCreatedAt(iso: string | null | undefined): string {
  const date = parse(iso);
  if (!date) return INVALID_TIMESTAMP;
  return `${date.toFormat('MMMM dd yyyy, h:mm:ss')} ${date.hour < 12 ? 'am' : 'pm'}`;
}

/** Other date columns as relative time ('3 days ago'). */
export function formatRelative(iso: string | null | undefined, now?: DateTime): string {
  const date = parse(iso);
  return (
    date?.toRelative({ base: now ?? dateLibrary().DateTime.now(), locale: 'en-US' }) ?? INVALID_TIMESTAMP
  );
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));
const dayOf = (date: Date) => `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;

/** Today as 'yyyy-MM-dd' in the browser's time zone: the default of the date filters. */
export function todayIsoDate(): string {
  return dayOf(new Date());
}

/** An ISO timestamp with 'Z' or a ±hh:mm offset, the form the server sends. */
const ZONED_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
/** A local ISO date or date-time (no zone): year, month, day, hour, minute, second. */
const LOCAL_ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?)?$/;

/**
 * The local calendar day ('yyyy-MM-dd') of an ISO timestamp, or null when unreadable: zoned
 * timestamps (what the server sends) in the browser's time zone, local ones as written.
 * Native Date arithmetic, so 10,000 tasks filter in a few milliseconds.
 */
export function localIsoDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  if (ZONED_ISO.test(iso)) {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? null : dayOf(date);
  }
  const parts = LOCAL_ISO.exec(iso);
  if (!parts) return null;
  const [year, month, day, hour, minute, second] = parts.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(year, month - 1, day, hour, minute, second);
  const exact =
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day &&
    date.getHours() === hour &&
    date.getMinutes() === minute;
  return exact ? dayOf(date) : null;
}

/**
 * Items whose created_at falls between the two local calendar dates ('yyyy-MM-dd'), both
 * inclusive; an empty bound is open. Unreadable dates are left out.
 */
export function filterByDateRange<T extends { created_at: string }>(
  items: readonly T[],
  start: string,
  end: string,
): T[] {
  return items.filter((item) => {
    const day = localIsoDate(item.created_at);
    return !!day && (!start || day >= start) && (!end || day <= end);
  });
}

/** Tasks created before 2025-02-23 have a plain-text body, later ones rich text (spec section 2). */
export function hasRichTextBody(createdAt: string | null | undefined): boolean {
  const day = localIsoDate(createdAt);
  return !day || day >= LIMITS.richTextSince;
}
