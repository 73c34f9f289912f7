/** Types of accessPolicy.cjs (see there). */
export declare const DEFAULT_ALLOWED_EMAILS: readonly string[];
export declare const DEFAULT_NEWER_SYSTEM_URL: string;
/** Parses a comma-separated list; empty or missing gives the defaults. */
export declare function parseAllowList(raw: string | undefined | null): string[];
export declare function isAllowedEmail(
  email: string | null | undefined,
  allowList: readonly string[],
): boolean;
