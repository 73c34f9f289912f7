/**
 * Who may log in (spec section 1: a fixed allow-list of five approved accounts) and where
 * everyone else is sent. Configuration with defaults: the client build reads
 * APP_ALLOWED_EMAILS / APP_NEWER_SYSTEM_URL at build time, the mock server reads
 * ALLOWED_EMAILS / NEWER_SYSTEM_URL from its environment. Nothing else names these accounts.
 */
export const DEFAULT_ALLOWED_EMAILS: readonly string[] = [
  'admin@example.com',
  'representative@example.com',
  'department.lead@example.com',
  'board@example.com',
  'consultant@example.com',
];

export const DEFAULT_NEWER_SYSTEM_URL = 'https://example.com/new-system';

/** Parses a comma-separated list; empty or missing gives the defaults. */
export function parseAllowList(raw: string | undefined | null): string[] {
  const list = (raw ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  return list.length ? list : DEFAULT_ALLOWED_EMAILS.map((e) => e.toLowerCase());
}

export function isAllowedEmail(email: string | null | undefined, allowList: readonly string[]): boolean {
  if (!email) return false;
  return allowList.includes(email.trim().toLowerCase());
}
