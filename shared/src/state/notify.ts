import { getDefaultStore, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { MESSAGES } from '@app/contract';
import { alertAtom, type Notice } from './atoms';

/** Notifications close by themselves after 1.5 s. */
export const NOTICE_AUTO_CLOSE_MS = 1500;

/** Auto-dismiss unless the notice has buttons or is 'Weak password'. */
export function shouldAutoDismiss(notice: Notice): boolean {
  return !notice.buttons?.length && notice.title !== MESSAGES.weakPassword.title;
}

/** Shows a notice; usable outside React (writes the default store). */
export function notify(notice: Notice): void {
  getDefaultStore().set(alertAtom, notice);
}

/** Notices waiting to be shown (see `notifyAfter`): cancelled together by `cancelPendingNotices`. */
const pending = new Set<ReturnType<typeof setTimeout>>();

/**
 * Shows a notice after `ms` (e.g. 'Session terminated' 500 ms after a logout). The wait belongs to
 * the notification area: when it goes (the app is torn down), `cancelPendingNotices` drops the
 * notice, so it never lands on whatever is shown next.
 */
export function notifyAfter(notice: Notice, ms: number): void {
  const timer = setTimeout(() => {
    pending.delete(timer);
    notify(notice);
  }, ms);
  pending.add(timer);
}

/** Drops every notice still waiting to be shown. */
export function cancelPendingNotices(): void {
  for (const timer of pending) clearTimeout(timer);
  pending.clear();
}

/** The same inside React, through the nearest jotai store. */
export function useNotify(): (notice: Notice) => void {
  const setAlert = useSetAtom(alertAtom);
  return useCallback((notice: Notice) => setAlert(notice), [setAlert]);
}
