/**
 * The field rules both sides apply, stated once: the client's form checks (./validation) and the
 * mock server's request schemas (mock-server/src/schemas.ts) are built from these and LIMITS.
 */

/** Spec section 5: a digit, a lowercase and an uppercase letter and a punctuation character; no minimum length. */
export function isStrongPassword(password: string): boolean {
  return (
    /\d/.test(password) && /[a-z]/.test(password) && /[A-Z]/.test(password) && /[!-/:-@[-`{-~]/.test(password)
  );
}

/**
 * A one-line value (name, title, email) holds no control character (Unicode category Cc: U+0000 to
 * U+001F and U+007F to U+009F) and no text-direction mark or override: they disguise what it says.
 */
export const WITHOUT_LINE_CONTROLS = /^[^\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]*$/u;

/** The same for a multi-line text (a task body): tab and line breaks are allowed, and so are the direction marks. */
export const WITHOUT_TEXT_CONTROLS = /^(?:[^\p{Cc}\u202a-\u202e\u2066-\u2069]|[\t\n\r])*$/u;

/** What the server stores as a contact: digits, spaces, '+', '-' and parentheses, at least one digit. */
export const CONTACT_CHARACTERS = /^[0-9+\-() ]+$/;
export const hasDigit = (value: string): boolean => /\d/.test(value);

/** What a contact form accepts: a phone number, digits optionally grouped by spaces, '-' or brackets, after a '+'. */
export const PHONE_NUMBER = /^\+?[\d\s()-]*\d[\d\s()-]*$/;

/** What a contact field lets through while typing: digits and phone punctuation only. */
export const contactInput = (value: string): string => value.replace(/[^\d\s()+-]/g, '');
