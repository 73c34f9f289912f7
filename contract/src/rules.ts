/**
 * The password and contact rules the payload tables (./fieldRules) name; the client's form checks
 * (./validation) and the mock server's request schemas are built from those tables.
 */

/** A strong password: a digit, a lowercase and an uppercase letter and a punctuation character; no minimum length. */
export function isStrongPassword(password: string): boolean {
  return (
    /\d/.test(password) && /[a-z]/.test(password) && /[A-Z]/.test(password) && /[!-/:-@[-`{-~]/.test(password)
  );
}

/**
 * What a contact is, in a form and on the server: a phone number, digits optionally grouped by
 * spaces, '-' or brackets, after an optional leading '+'.
 */
export const PHONE_NUMBER = /^\+?[\d ()-]*\d[\d ()-]*$/;

/** What a contact field lets through while typing: digits and phone punctuation only. */
export const contactInput = (value: string): string => value.replace(/[^\d\s()+-]/g, '');
