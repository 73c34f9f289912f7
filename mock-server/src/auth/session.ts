/**
 * Who may hold a session: the account must exist, be active, belong to an active company (if any)
 * and be on the allow-list. Checked at login, at refresh and on every authenticated request, so
 * deactivation or removal takes effect immediately; so does the end of the token's session.
 */
import type { FastifyRequest } from 'fastify';
import { isAllowedEmail } from '../../../shared/src/accessPolicy';
import { HttpError, unauthorized } from '../errors';
import type { Repo } from '../db/repo';
import type { UserRecord } from '../db/records';
import { liveSession } from './sessions';
import { verifyAccessToken } from './tokens';

export interface SessionSettings {
  jwtSecret: string;
  allowList: readonly string[];
  newerSystemUrl: string;
}

export const notAuthorized = (settings: SessionSettings) =>
  new HttpError(403, {
    error: 'not_authorized',
    detail: 'Your account is not authorized to access this application.',
    newer_system_url: settings.newerSystemUrl,
  });

/** The account behind `userId`, or the refusal that applies to it. */
export async function sessionUser(db: Repo, userId: number, settings: SessionSettings): Promise<UserRecord> {
  const user = await db.users.get(userId);
  if (!user) throw unauthorized('The account no longer exists');
  if (!user.is_active) throw unauthorized('The account is deactivated', 'inactive');
  const company = user.company === null ? undefined : await db.companies.get(user.company);
  if (company && !company.is_active) throw unauthorized("The account's company is deactivated", 'inactive');
  if (!isAllowedEmail(user.email, settings.allowList)) throw notAuthorized(settings);
  return user;
}

export interface Authenticated {
  user: UserRecord;
  /** the session of the access token */
  sessionId: number;
}

/** The signed-in user of a request carrying `Authorization: Bearer <access token>`. */
export async function authenticate(request: FastifyRequest, db: Repo, settings: SessionSettings, now: Date): Promise<Authenticated> {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match) throw unauthorized('Authorization: Bearer <access token> is required');
  const claims = verifyAccessToken(match[1], settings.jwtSecret);
  await liveSession(db, claims.sid, claims.user_id, now);
  return { user: await sessionUser(db, claims.user_id, settings), sessionId: claims.sid };
}
