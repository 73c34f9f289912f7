import { refusalNotice, type InvoiceLine, type MessagePair } from '@app/shared';
import { INVOICE_TEXTS, formatMoney } from '@app/shared/money';

const SHORT_DAY = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar day ('2026-01-31') as the invoice pages write it: 'Jan 31, 2026' (the day itself, in no zone). */
export const shortDay = (day: string): string => SHORT_DAY.format(new Date(`${day}T00:00:00Z`));

/** An invoice's period: 'Jan 1, 2026 – Jan 31, 2026'. */
export const periodText = (invoice: { period_from: string; period_to: string }): string =>
  INVOICE_TEXTS.periodOf(shortDay(invoice.period_from), shortDay(invoice.period_to));

const HOURS = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

/** A line's hours in decimal hours ('7.5'), none for a fixed line. */
export const lineHours = (line: InvoiceLine): string =>
  line.kind === 'hours' ? HOURS.format(line.minutes / 60) : '';

/** A line's hourly rate in the invoice's currency, none for a fixed line. */
export const lineRate = (line: InvoiceLine, currency: string): string =>
  line.hourly_rate === null ? '' : formatMoney(line.hourly_rate, currency);

/**
 * A refused invoice write in the server's words: a conflict or a refused field as every write says
 * it (refusalNotice), and any other refusal that gives a reason (403: not the representative; 404:
 * gone) with that reason too; without one, the notice as it is.
 */
export function invoiceRefusal(
  notice: MessagePair,
  failure: { status: number; error?: { field?: string; detail?: string } | null },
): MessagePair {
  const said = refusalNotice(notice, failure);
  if (said !== notice || !failure.error?.detail) return said;
  return { title: notice.title, body: failure.error.detail };
}
