/**
 * `@app/contract/server-rules`: bounds and character rules beside LIMITS. The payload tables
 * (./fieldRules), which the forms and the mock server's request schemas both read, take theirs
 * from here; the rest (how many drafts one publish may list) only
 * the mock server applies, through this entry.
 */

/** Lengths and bounds beyond LIMITS. */
export const SERVER_LIMITS = {
  /** A sanity bound on a duration (almost two years of minutes) that keeps sums exact. */
  maxDuration: 1_000_000,
  passwordMaxLength: 256,
  /** Names of people, companies, departments and projects. */
  nameMaxLength: 100,
  emailMaxLength: 254,
  contactMaxLength: 32,
  /** Drafts one PATCH /drafts/{user} may list. */
  publishMaxDrafts: 1000,
} as const;

/**
 * A one-line value (name, title, email) holds no control character (Unicode category Cc: U+0000 to
 * U+001F and U+007F to U+009F) and no text-direction mark or override: they disguise what it says.
 */
export const WITHOUT_LINE_CONTROLS = /^[^\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]*$/u;

/**
 * The same for a multi-line text (a task body): tab and line breaks are allowed, and so are the
 * direction marks. One character class (Cc spelled out without \t, \n and \r), never an
 * alternation under a star: V8 keeps a backtrack entry per character of an alternation and runs out
 * of stack on a few million characters, which a 5 MiB body has.
 */
// eslint-disable-next-line no-control-regex -- naming the control characters is the point
export const WITHOUT_TEXT_CONTROLS = /^[^\0-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]*$/u;
