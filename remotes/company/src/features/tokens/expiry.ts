import { addDays, isDay, startOfDayIn, todayIn } from '@app/shared/days';
import { API_TOKEN_MAX_DAYS } from '@app/shared/tokens';

const DAY_MS = 86_400_000;
/** A new token expires this many days from today unless another day is chosen. */
const DEFAULT_DAYS = 90;

/**
 * The days a new token may expire on, in the viewer's own calendar (her browser's time zone: a
 * token is hers, not her company's): from tomorrow to a year from today, 90 days from today at first.
 */
export interface ExpiryDays {
  min: string;
  max: string;
  initial: string;
}

export function expiryDays(): ExpiryDays {
  const today = todayIn(null);
  return {
    min: addDays(today, 1),
    // the end of this day is at most API_TOKEN_MAX_DAYS days away (today's rest is the extra day)
    max: addDays(today, API_TOKEN_MAX_DAYS - 1),
    initial: addDays(today, DEFAULT_DAYS),
  };
}

/** Whether `day` is a day a new token may expire on. */
export const isExpiryDay = (day: string, { min, max }: ExpiryDays): boolean =>
  isDay(day) && day >= min && day <= max;

/**
 * When a token chosen to expire on `day` stops working, as ISO 8601: the end of that day in the
 * viewer's time zone, never further than API_TOKEN_MAX_DAYS days from now (the server's limit,
 * which the end of the last day offered can pass by the hour a clock change adds).
 */
export function expiresAt(day: string): string {
  const end = startOfDayIn(addDays(day, 1), null) - 1;
  return new Date(Math.min(end, Date.now() + API_TOKEN_MAX_DAYS * DAY_MS)).toISOString();
}
