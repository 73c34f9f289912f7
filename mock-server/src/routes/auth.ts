/**
 * POST /token/ (sign in), POST /token/refresh/ (decided: new tokens from a refresh token, which
 * rotates) and POST /token/logout/ (decided: ends the caller's session).
 */
import { LoginThrottle } from '../auth/loginThrottle';
import { verifyPassword } from '../auth/passwords';
import { sessionUser } from '../auth/session';
import { endSession, openSession, rotateSession } from '../auth/sessions';
import { unauthorized } from '../errors';
import { parseBody, refreshRequestSchema, tokenRequestSchema } from '../schemas';
import { route, type RouteModule } from './support';

export const authRoutes: RouteModule = (app, { options, store }) => {
  const throttle = new LoginThrottle(store.engineDb, options.loginThrottle);

  route(
    app,
    'POST /token/',
    async (request) => {
      const { email, password } = parseBody(tokenRequestSchema, request.body);
      const account = email.toLowerCase();
      // counted as a failure before the password is checked; given back when it is right
      await throttle.reserve(account, request.ip);
      const user = await store.db.userByEmail(account);
      const matches = await verifyPassword(password, user?.password_hash, options.passwordHashCost);
      if (!user || !matches)
        throw unauthorized('No active account found with the given credentials', 'invalid_credentials');
      await throttle.giveBack(account, request.ip);
      return openSession(store, await sessionUser(store.db, user.id, options), options, options.now());
    },
    { public: true },
  );

  route(
    app,
    'POST /token/refresh/',
    async (request) => {
      const { refresh } = parseBody(refreshRequestSchema, request.body);
      return rotateSession(store, refresh, options, options.now(), (userId) =>
        sessionUser(store.db, userId, options),
      );
    },
    { public: true },
  );

  route(app, 'POST /token/logout/', async (request) => {
    await endSession(store, request.sessionId, options.now());
    return { detail: 'Signed out' };
  });
};
