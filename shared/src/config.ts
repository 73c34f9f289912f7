import { DEFAULT_NEWER_SYSTEM_URL, parseAllowList } from '@app/contract';

/**
 * Build-time configuration. The three `process.env.APP_*` expressions are written out literally
 * because webpack's DefinePlugin replaces exactly these; under jest they read the real environment.
 * Each has a development default.
 */
export const DEV_ID_SECRET = 'dev-only-id-secret-change-me';

export const appConfig = {
  /** Prefix of every browser-storage key. */
  storagePrefix: 'TASKTRACKER_',
  /** Symmetric key of the id codec. */
  idSecret: process.env.APP_ID_SECRET || DEV_ID_SECRET,
  /** The five approved accounts. */
  allowedEmails: parseAllowList(process.env.APP_ALLOWED_EMAILS),
  /** Where refused accounts are pointed. */
  newerSystemUrl: process.env.APP_NEWER_SYSTEM_URL || DEFAULT_NEWER_SYSTEM_URL,
};

/** The server the client talks to when no base URL is stored: the page's own origin. */
export function defaultServerBaseUrl(): string {
  if (typeof window !== 'undefined' && window.location?.origin && window.location.origin !== 'null') {
    return window.location.origin;
  }
  return 'http://localhost:8000';
}
