/**
 * Who may log in (a fixed allow-list of five approved accounts) and where
 * everyone else is sent. Configuration with defaults: the client build reads
 * APP_ALLOWED_EMAILS / APP_NEWER_SYSTEM_URL at build time, the mock server reads
 * ALLOWED_EMAILS / NEWER_SYSTEM_URL from its environment. Nothing else names these accounts.
 *
 * Plain CommonJS (typed by accessPolicy.d.cts) so the Node scripts (`npm start`) read it without
 * a TypeScript loader.
 */
const DEFAULT_ALLOWED_EMAILS = [
  'admin@example.com',
  'representative@example.com',
  'department.lead@example.com',
  'board@example.com',
  'consultant@example.com',
];

const DEFAULT_NEWER_SYSTEM_URL = 'https://example.com/new-system';

/** Parses a comma-separated list; empty or missing gives the defaults. */
function parseAllowList(raw) {
  const list = (raw ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  return list.length ? list : DEFAULT_ALLOWED_EMAILS.map((e) => e.toLowerCase());
}

function isAllowedEmail(email, allowList) {
  if (!email) return false;
  return allowList.includes(email.trim().toLowerCase());
}

module.exports = { DEFAULT_ALLOWED_EMAILS, DEFAULT_NEWER_SYSTEM_URL, parseAllowList, isAllowedEmail };
