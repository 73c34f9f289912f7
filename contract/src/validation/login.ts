import type { TokenRequest } from '../api';
import { FIELD_RULES } from '../fieldRules';
import { MESSAGES, type MessagePair } from '../messages';
import { checkFields } from './fields';

/**
 * Email and password both required ('Empty fields'); an email no account can have (too long, a
 * control character) is a wrong credential before any call.
 */
export function checkLogin({ email, password }: TokenRequest): MessagePair | null {
  return checkFields(
    FIELD_RULES.login,
    { email, password },
    { required: MESSAGES.emptyLogin, maxLength: MESSAGES.loginFailed, oneLine: MESSAGES.loginFailed },
  );
}
