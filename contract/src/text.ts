/** The visible text of a rich-text (HTML) body. */
export function plainText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

const TAG = /<[^>]*>/g;

/**
 * Whether a rich-text body has visible text, as `plainText(html) !== ''` says, read from the start
 * and stopped at the first visible character: a long body is not rewritten whole to learn that
 * it begins with a word. Between two tags, only whitespace and `&nbsp;` are invisible.
 */
export function hasVisibleText(html: string | null | undefined): boolean {
  const text = html ?? '';
  TAG.lastIndex = 0;
  let from = 0;
  for (;;) {
    const tag = TAG.exec(text);
    const between = text.slice(from, tag ? tag.index : text.length);
    if (/\S/.test(between.replace(/&nbsp;/g, ' '))) return true;
    if (!tag) return false;
    from = TAG.lastIndex;
  }
}

const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether `value` is a real calendar day written 'yyyy-MM-dd' (2026-02-30 is not). The form alone,
 * no time zone: which day it is in a company's calendar is the day rule's (@app/contract/days).
 */
export function isDay(value: string | null | undefined): value is string {
  const parts = value ? DAY_TEXT.exec(value) : null;
  if (!parts) return false;
  const [year, month, day] = parts.slice(1).map(Number);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The days the product takes from anyone (a task's day, a week, a report's or the audit trail's
 * range, a target's or a holiday's day): real calendar days from `first` to `last`, both included.
 * Every week and month around them can still be counted with four-digit years.
 */
export const SUPPORTED_DAYS = { first: '1900-01-01', last: '2999-12-31' } as const;

/** What a refused day is told: the one rule, with its range. */
export const SUPPORTED_DAY_RULE = `must be a real date written YYYY-MM-DD, from ${SUPPORTED_DAYS.first} to ${SUPPORTED_DAYS.last}`;

/** Whether `value` is a real calendar day within SUPPORTED_DAYS ('yyyy-MM-dd' compares as text). */
export const isSupportedDay = (value: string | null | undefined): value is string =>
  isDay(value) && value >= SUPPORTED_DAYS.first && value <= SUPPORTED_DAYS.last;

/**
 * The length of a text in characters (Unicode code points), as the database counts it: '💥' is one
 * character, though two UTF-16 units. Every length bound of the product is counted this way.
 */
export function textLength(text: string): number {
  let length = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // a high surrogate followed by a low one is one character
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    length++;
  }
  return length;
}
