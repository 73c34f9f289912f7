/**
 * The field rules the client's form checks (./validation) and the mock server's request schemas
 * (mock-server/src/schemas.ts) share; what only the server enforces is in ./serverRules.
 */

/** A strong password: a digit, a lowercase and an uppercase letter and a punctuation character; no minimum length. */
export function isStrongPassword(password: string): boolean {
  return (
    /\d/.test(password) && /[a-z]/.test(password) && /[A-Z]/.test(password) && /[!-/:-@[-`{-~]/.test(password)
  );
}

/** What a contact form accepts: a phone number, digits optionally grouped by spaces, '-' or brackets, after a '+'. */
export const PHONE_NUMBER = /^\+?[\d\s()-]*\d[\d\s()-]*$/;

/** What a contact field lets through while typing: digits and phone punctuation only. */
export const contactInput = (value: string): string => value.replace(/[^\d\s()+-]/g, '');
