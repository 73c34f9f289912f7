import { FIELD_RULES } from '../fieldRules';
import { MESSAGES, type MessagePair } from '../messages';
import { isStrongPassword } from '../rules';
import { checkFields } from './fields';

export function checkPasswordStrength(password: string): MessagePair | null {
  return isStrongPassword(password) ? null : MESSAGES.weakPassword;
}

export function checkPasswordsMatch(password: string, confirmation: string): MessagePair | null {
  return password === confirmation ? null : MESSAGES.unmatchingPassword;
}

/**
 * The login area's password change: at least 4 characters ('Short password'), strong
 * ('Weak password'), equal to the confirmation ('Password mismatch'), and, when the page asks
 * for it, the current password given ('Empty fields'). Length is checked first because a strong
 * password is always at least 4 characters long.
 */
export function checkPasswordChange(
  password: string,
  confirmation: string,
  current?: string,
): MessagePair | null {
  return (
    checkFields(
      FIELD_RULES.passwordChange,
      { password },
      { required: MESSAGES.shortPassword, minLength: MESSAGES.shortPassword },
    ) ??
    (password !== confirmation ? MESSAGES.passwordMismatch : null) ??
    (current === undefined
      ? null
      : checkFields(
          FIELD_RULES.currentPassword,
          { current_password: current },
          { required: MESSAGES.emptyLogin },
        ))
  );
}

/** A new password on a person's form: a shorter one than a strong password can be is weak. */
export const checkNewPassword = (password: string): MessagePair | null =>
  checkFields({ password: FIELD_RULES.person.password }, { password }, { minLength: MESSAGES.weakPassword });

/** An optional new password on an edit form: if entered, it must be strong and match. */
export function checkOptionalNewPassword(
  password: string | undefined,
  confirmation: string | undefined,
): MessagePair | null {
  if (!password) return null;
  return checkNewPassword(password) ?? checkPasswordsMatch(password, confirmation ?? '');
}
