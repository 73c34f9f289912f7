import { getDefaultStore, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { MESSAGES } from '@app/contract';
import { alertAtom, type Notice } from './atoms';

/** Notifications close by themselves after 1.5 s (spec section 9). */
export const NOTICE_AUTO_CLOSE_MS = 1500;

/** Spec section 4: auto-dismiss unless the notice has buttons or is 'Weak password'. */
export function shouldAutoDismiss(notice: Notice): boolean {
  return !notice.buttons?.length && notice.title !== MESSAGES.weakPassword.title;
}

/** Shows a notice; usable outside React (writes the default store). */
export function notify(notice: Notice): void {
  getDefaultStore().set(alertAtom, notice);
}

/** The same inside React, through the nearest jotai store. */
export function useNotify(): (notice: Notice) => void {
  const setAlert = useSetAtom(alertAtom);
  return useCallback((notice: Notice) => setAlert(notice), [setAlert]);
}
