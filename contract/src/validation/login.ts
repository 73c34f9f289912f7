import type { TokenRequest } from '../api';
import { MESSAGES, type MessagePair } from '../messages';

/** Email and password both required. */
export function checkLogin({ email, password }: TokenRequest): MessagePair | null {
  return email.trim() && password ? null : MESSAGES.emptyLogin;
}
