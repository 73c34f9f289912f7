import { useNavigate } from 'react-router-dom';
import { MESSAGES, endSession, notifyAfter, userAtom, useAppSetter } from '@app/shared';

/** After logout go to '/' and, after 500 ms, say 'Session terminated'. */
export const LOGOUT_MESSAGE_DELAY_MS = 500;

export function useLogout() {
  const setUser = useAppSetter(userAtom);
  const navigate = useNavigate();
  return () => {
    // the server forgets the session (its tokens are read before they are cleared below)
    void endSession();
    setUser(null);
    navigate('/', { replace: true });
    notifyAfter({ ...MESSAGES.sessionTerminated, mode: 'normal' }, LOGOUT_MESSAGE_DELAY_MS);
  };
}
