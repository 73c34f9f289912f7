import type { ApiError, MessagePair } from '@app/shared';
import { weekRangeLabel } from '@app/shared/weeks';
import { WEEK_MESSAGES } from '@app/shared/policy';

/**
 * The notice of a write the server refused because its week takes no writes (409 week_locked:
 * approved, or submitted for the consultant herself), naming the week in the words the pages use
 * ('Nov 16 – Nov 22, 2026'); null for any other refusal.
 */
export function weekLockedNotice(error: ApiError | null): MessagePair | null {
  const body = error as (ApiError & { week?: unknown; status?: unknown }) | null;
  if (body?.error !== 'week_locked' || typeof body.week !== 'string') return null;
  return WEEK_MESSAGES.locked(weekRangeLabel(body.week), String(body.status));
}
