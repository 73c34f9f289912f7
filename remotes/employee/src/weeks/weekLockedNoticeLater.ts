import type { ApiError, MessagePair } from '@app/shared';

/**
 * weekLockedNotice for pages whose first render must not carry the weeks' words and the date
 * library that writes them (the task list): they are fetched only when a write was refused for its
 * week; null for any other refusal, at once.
 */
export async function weekLockedNoticeLater(error: ApiError | null): Promise<MessagePair | null> {
  if (error?.error !== 'week_locked') return null;
  const { weekLockedNotice } = await import('./weekLockedNotice');
  return weekLockedNotice(error);
}
