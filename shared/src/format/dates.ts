import { LIMITS } from '@app/contract';

export const INVALID_TIMESTAMP = 'Invalid timestamp';

/*
 * Dates are read as ISO strings and shown in the browser's time zone, in English, with the
 * platform's Intl: formatting only. Counting days (a task's day, today, weeks, months) follows
 * the company's time zone and lives in @app/shared/days, loaded by the pages that count them.
 */

/** An ISO timestamp with 'Z' or a ±hh:mm offset, the form the server sends. */
const ZONED_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
/** A local ISO date or date-time (no zone): year, month, day, hour, minute, second. */
const LOCAL_ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?)?$/;

/**
 * The moment an ISO date or date-time names, or null when unreadable: zoned timestamps (what the
 * server sends) as written, local ones in the browser's time zone.
 */
function parseIso(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  if (ZONED_ISO.test(iso)) {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? null : date;
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
  return exact ? date : null;
}

const FULL_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  hour12: true,
});

/**
 * created_at as a full date, the spec's moment-style 'MMMM DD YYYY, h:mm:ss a' (lower-case am/pm),
 * e.g. 'March 05 2025, 2:07:09 pm'.
 */
export function formatCreatedAt(iso: string | null | undefined): string {
  const date = parseIso(iso);
  if (!date) return INVALID_TIMESTAMP;
  const part = Object.fromEntries(FULL_DATE.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.month} ${part.day} ${part.year}, ${part.hour}:${part.minute}:${part.second} ${part.dayPeriod.toLowerCase()}`;
}

const RELATIVE = new Intl.RelativeTimeFormat('en-US', { numeric: 'always' });
const FIXED_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1_000],
];

/** `from` moved by whole calendar months, its day kept where the month has it (else the month's last). */
function addMonths(from: Date, months: number): Date {
  const moved = new Date(from);
  moved.setDate(1);
  moved.setMonth(moved.getMonth() + months);
  const lastDay = new Date(moved.getFullYear(), moved.getMonth() + 1, 0).getDate();
  moved.setDate(Math.min(from.getDate(), lastDay));
  return moved;
}

/** Whole calendar months from `from` to `to` (negative when `to` is earlier), counted from the earlier one. */
function wholeMonths(from: Date, to: Date): number {
  if (to < from) return -wholeMonths(to, from);
  const months = (to.getFullYear() - from.getFullYear()) * 12 + (to.getMonth() - from.getMonth());
  return addMonths(from, months) > to ? months - 1 : months;
}

/**
 * Other date columns as relative time ('3 days ago', 'in 2 hours'): the largest unit of years,
 * months (calendar ones), days, hours, minutes and seconds that counts at least one whole.
 */
export function formatRelative(iso: string | null | undefined, now: Date = new Date()): string {
  const date = parseIso(iso);
  if (!date) return INVALID_TIMESTAMP;
  const months = wholeMonths(now, date);
  if (Math.abs(months) >= 12) return RELATIVE.format(Math.trunc(months / 12), 'year');
  if (months !== 0) return RELATIVE.format(months, 'month');
  const ms = date.getTime() - now.getTime();
  for (const [unit, size] of FIXED_UNITS) {
    const count = Math.trunc(ms / size);
    if (count !== 0) return RELATIVE.format(count, unit);
  }
  return RELATIVE.format(ms < 0 ? -0 : 0, 'second');
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));
const dayOf = (date: Date) => `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;

/**
 * Today as 'yyyy-MM-dd' in the browser's time zone: only for names of downloaded files. Days a list
 * or a total counts are the company's (todayIn of @app/shared/days).
 */
export function todayIsoDate(): string {
  return dayOf(new Date());
}

/**
 * The local calendar day ('yyyy-MM-dd') of an ISO timestamp, or null when unreadable: zoned
 * timestamps in the browser's time zone, local ones as written.
 */
export function localIsoDate(iso: string | null | undefined): string | null {
  const date = parseIso(iso);
  return date ? dayOf(date) : null;
}

/** Tasks created before 2025-02-23 have a plain-text body, later ones rich text. */
export function hasRichTextBody(createdAt: string | null | undefined): boolean {
  const day = localIsoDate(createdAt);
  return !day || day >= LIMITS.richTextSince;
}
