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
