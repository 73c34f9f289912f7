import { LIMITS } from '../limits';
import { MESSAGES, type MessagePair } from '../messages';
import { isStrongPassword } from '../rules';

export function checkPasswordStrength(password: string): MessagePair | null {
  return isStrongPassword(password) ? null : MESSAGES.weakPassword;
}

export function checkPasswordsMatch(password: string, confirmation: string): MessagePair | null {
  return password === confirmation ? null : MESSAGES.unmatchingPassword;
}

/**
 * The login area's password change: at least 4 characters ('Short password'), strong
 * ('Weak password'), equal to the confirmation ('Password mismatch'). Length is checked first
 * because a strong password is always at least 4 characters long.
 */
export function checkPasswordChange(password: string, confirmation: string): MessagePair | null {
  if (password.length < LIMITS.passwordMinLength) return MESSAGES.shortPassword;
  if (!isStrongPassword(password)) return MESSAGES.weakPassword;
  if (password !== confirmation) return MESSAGES.passwordMismatch;
  return null;
}

/** An optional new password on an edit form: if entered, it must be strong and match. */
export function checkOptionalNewPassword(
  password: string | undefined,
  confirmation: string | undefined,
): MessagePair | null {
  if (!password) return null;
  return checkPasswordStrength(password) ?? checkPasswordsMatch(password, confirmation ?? '');
}
