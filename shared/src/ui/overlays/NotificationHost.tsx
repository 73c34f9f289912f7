import { useCallback, useEffect } from 'react';
import { alertAtom, type Notice } from '../../state/atoms';
import { NOTICE_AUTO_CLOSE_MS, cancelPendingNotices } from '../../state/notify';
import { NotificationDialog } from './NotificationDialog';
import { useAppState } from '../../state/hooks';

/** Notifications close by themselves after 1.5 s. */
export const NOTIFICATION_AUTO_CLOSE_MS = NOTICE_AUTO_CLOSE_MS;

const noticeKeys = new WeakMap<Notice, number>();
let lastNoticeKey = 0;

/** A new notice object is a new notification: fresh timer, fresh focus handling. */
function keyOf(notice: Notice): number {
  let key = noticeKeys.get(notice);
  if (key === undefined) {
    key = ++lastNoticeKey;
    noticeKeys.set(notice, key);
  }
  return key;
}

/** Shows the current `alertAtom` notice. The shell renders exactly one; notices still waiting to be shown go with it. */
export function NotificationHost() {
  const [notice, setNotice] = useAppState(alertAtom);
  const close = useCallback(() => setNotice(null), [setNotice]);
  useEffect(() => cancelPendingNotices, []);
  if (!notice) return null;
  return (
    <NotificationDialog
      key={keyOf(notice)}
      notice={notice}
      onClose={close}
      autoCloseMs={NOTIFICATION_AUTO_CLOSE_MS}
    />
  );
}
