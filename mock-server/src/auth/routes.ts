/**
 * POST /token/ (sign in), POST /token/refresh/ (decided: new tokens from a refresh token, which
 * rotates) and POST /token/logout/ (decided: ends the caller's session).
 */
import type { UserRecord } from '../db/records';
import { HttpError, unauthorized } from '../kernel/errors';
import { route, type RouteModule } from '../kernel/route';
import { LoginThrottle } from './loginThrottle';
import { verifyPassword } from './passwords';
import { refreshRequestSchema, tokenRequestSchema } from './schemas';
import { ensureSignedInSession, sessionUser } from './session';
import { endSession, openSession, recordRefusedSignIn, rotateSession } from './sessions';

export const authRoutes: RouteModule = (app, { options, store }) => {
  const throttle = new LoginThrottle(store.engineDb, options.loginThrottle);

  route(
    app,
    'POST /token/',
    { body: tokenRequestSchema, public: true },
    async (request, { body: { email, password } }) => {
      const account = email.toLowerCase();
      let user: UserRecord | undefined;
      try {
        // counted as a failure before the password is checked; given back when it is right
        await throttle.reserve(account, request.ip);
        user = await store.db.userByEmail(account);
        const matches = await verifyPassword(password, user?.password_hash, options.passwordHashCost);
        if (!user || !matches)
          throw unauthorized('No active account found with the given credentials', 'invalid_credentials');
        await throttle.giveBack(account, request.ip);
        const holder = await sessionUser(store.db, user.id, options);
        return await openSession(store, holder, options, options.now());
      } catch (error) {
        // every refusal is recorded with its reason (the error's code), then answered
        if (error instanceof HttpError && error.status < 500)
          await recordRefusedSignIn(store, account, user, String(error.body.error), options.now());
        throw error;
      }
    },
  );

  route(
    app,
    'POST /token/refresh/',
    { body: refreshRequestSchema, public: true },
    async (_request, { body }) =>
      rotateSession(store, body.refresh, options, options.now(), (userId) =>
        sessionUser(store.db, userId, options),
      ),
  );

  // with a personal access token: refused (403), the token goes on; it is revoked with
  // DELETE /api_token/{id}, from a signed-in session
  route(app, 'POST /token/logout/', {}, async (request) => {
    ensureSignedInSession(request);
    await endSession(store, request.sessionId, options.now());
    return { detail: 'Signed out' };
  });
};
