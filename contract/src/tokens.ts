/**
 * @app/contract/tokens: personal access tokens, as data both sides read: their limits, what a
 * token's secret looks like, who sees and revokes whose, and the words of the Settings section. An
 * entry of its own: the login page does not carry it.
 */
import type { ApiTokenScope } from './api';
import type { Actor } from './policy';

/** A token lives at most a year (and a day: a year from today, counted to its end). */
export const API_TOKEN_MAX_DAYS = 366;
export const API_TOKEN_NAME_MAX_LENGTH = 100;
/** How many live tokens one person may hold. */
export const API_TOKENS_PER_PERSON = 20;
export const API_TOKEN_SCOPES = ['read', 'read-write'] as const satisfies readonly ApiTokenScope[];
/** A token's secret: this prefix, its id, '_', then 43 characters of base64url (256 random bits). */
export const API_TOKEN_PATTERN = /^ttp_(\d{1,10})_([A-Za-z0-9_-]{43})$/;

/**
 * What a personal access token may never do: change credentials (anyone's password or email),
 * tokens (make or revoke one) or sessions (sign out). Those are done from a signed-in session, so
 * a leaked token cannot outlive its revocation by minting new credentials. Refused with 403.
 */
export const SESSION_ONLY_RULE =
  'Passwords, emails, tokens and sessions are changed only from a signed-in session, never with an API token';

/** A company's people's tokens: listed and revoked by its representative. */
export const maySeeCompanyTokens = (a: Actor, companyId: number): boolean =>
  a.role === 'company_admin' && a.company === companyId;

/** Whose tokens a caller lists and revokes: her own, and her company's people's for its representative. */
export const maySeeTokensOf = (a: Actor, owner: Pick<Actor, 'id' | 'company'>): boolean =>
  a.id === owner.id || (owner.company !== null && maySeeCompanyTokens(a, owner.company));

/** decided: the words of Settings' 'API tokens' section. */
export const TOKEN_TEXTS = {
  section: 'API tokens',
  intro: 'A token lets another tool call the API as you, with your role, until it expires or is revoked.',
  loading: 'Loading the tokens',
  none: 'No tokens yet',
  name: 'Token name',
  scope: 'Access',
  scopes: { read: 'Read only', 'read-write': 'Read and write' } satisfies Record<ApiTokenScope, string>,
  expires: 'Expires on',
  create: 'Create token',
  createdTitle: 'Token created',
  shownOnce: 'Copy it now: it is shown this once and cannot be read again.',
  copy: 'Copy token',
  copied: 'Copied',
  done: 'Done',
  revoke: 'Revoke',
  revokeOf: (name: string) => `Revoke the token ${name}`,
  revoked: { title: 'Token revoked', body: 'It stops working at once' },
  failed: { title: 'Not saved', body: 'Something went wrong, please try again' },
  lastUsed: (when: string, from: string) => `Last used ${when} from ${from}`,
  neverUsed: 'Never used',
  owner: 'Owner',
  companyTokens: "Your company's tokens",
  yourTokens: 'Your tokens',
  newToken: 'New token',
  secret: 'Token',
  copyFailed: 'Not copied: select the token and copy it',
  created: (when: string) => `Created ${when}`,
  expiresAt: (when: string) => `Expires ${when}`,
  expiredAt: (when: string) => `Expired ${when}`,
  revokedAt: (when: string) => `Revoked ${when}`,
  /** a use whose client address is not known */
  lastUsedAt: (when: string) => `Last used ${when}`,
  revokeConfirm: {
    title: 'Revoke this token?',
    body: (name: string) =>
      `${name} stops working at once, for every tool that uses it. This cannot be undone.`,
  },
  revokeFailed: { title: 'Not revoked', body: 'Something went wrong, please try again' },
  tooMany: {
    title: 'Too many tokens',
    body: `A person holds at most ${API_TOKENS_PER_PERSON} live tokens: revoke one first`,
  },
  /** what a field of a new token (NewApiToken) the server or the form refused says, next to it */
  refused: {
    name: `Give the token a name of at most ${API_TOKEN_NAME_MAX_LENGTH} characters`,
    scope: 'Choose read only or read and write',
    expires_at: 'Choose a day from tomorrow to a year from today',
  },
} as const;
