/**
 * Who may hold a session: the account must exist, be active, belong to an active company (if any)
 * and be on the allow-list. Checked at login, at refresh and on every authenticated request, so
 * deactivation or removal takes effect immediately; so does the end of the token's session.
 */
import type { FastifyRequest } from 'fastify';
import { isAllowedEmail } from '@app/contract';
import { SESSION_ONLY_RULE } from '@app/contract/tokens';
import { HttpError, unauthorized } from '../kernel/errors';
import type { Repo } from '../db/repo';
import type { CompanyZone, UserRecord } from '../db/records';
import { ensureLive } from './sessions';
import { verifyAccessToken } from './tokens';

interface SessionSettings {
  jwtSecret: string;
  allowList: readonly string[];
  newerSystemUrl: string;
}

const notAuthorized = (settings: SessionSettings) =>
  new HttpError(403, {
    error: 'not_authorized',
    detail: 'Your account is not authorized to access this application.',
    newer_system_url: settings.newerSystemUrl,
  });

/** `user` if it may hold a session (its company's activity given), or the refusal that applies. */
function mayHoldSession(
  user: UserRecord | undefined,
  companyActive: boolean | null,
  settings: SessionSettings,
): UserRecord {
  if (!user) throw unauthorized('The account no longer exists');
  if (!user.is_active) throw unauthorized('The account is deactivated', 'inactive');
  if (companyActive === false) throw unauthorized("The account's company is deactivated", 'inactive');
  if (!isAllowedEmail(user.email, settings.allowList)) throw notAuthorized(settings);
  return user;
}

/** The account behind `userId`, or the refusal that applies to it. */
export async function sessionUser(db: Repo, userId: number, settings: SessionSettings): Promise<UserRecord> {
  const user = await db.users.get(userId);
  const company = user?.company == null ? undefined : await db.companies.get(user.company);
  return mayHoldSession(user, company ? company.is_active : null, settings);
}

interface Authenticated {
  user: UserRecord;
  /** the session of the access token */
  sessionId: number;
  /** the time zone of the user's company, read with the session (null without a company) */
  companyZone: CompanyZone | null;
}

/** The token of a request's `Authorization: Bearer <token>`, or null when it carries none. */
export function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return (typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined) ?? null;
}

/** The signed-in user of a request carrying `Authorization: Bearer <access token>`. */
export async function authenticate(
  request: FastifyRequest,
  db: Repo,
  settings: SessionSettings,
  now: Date,
): Promise<Authenticated> {
  const token = bearerOf(request);
  if (!token) throw unauthorized('Authorization: Bearer <access token> is required');
  const claims = verifyAccessToken(token, settings.jwtSecret);
  const found = await db.sessionWithUser(claims.sid);
  ensureLive(found?.session, claims.user_id, now);
  const user = mayHoldSession(found!.user, found!.companyActive, settings);
  const companyZone = user.company === null ? null : { company: user.company, zone: found!.companyTimeZone! };
  return { user, sessionId: claims.sid, companyZone };
}

/**
 * Refuses (403, the rule's words) a call made with a personal access token: credentials, tokens
 * and sessions change only from a signed-in session (SESSION_ONLY_RULE).
 */
export function ensureSignedInSession(request: FastifyRequest): void {
  if (request.tokenScope !== null)
    throw new HttpError(403, { error: 'session_only', detail: SESSION_ONLY_RULE });
}
