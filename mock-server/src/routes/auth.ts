/** POST /token/ (sign in) and POST /token/refresh/ (decided: new tokens from a refresh token). */
import { verifyPassword } from '../auth/passwords';
import { sessionUser } from '../auth/session';
import { issueTokens, verifyRefreshToken } from '../auth/tokens';
import { unauthorized } from '../errors';
import { parseBody, refreshRequestSchema, tokenRequestSchema } from '../schemas';
import type { RouteModule } from './support';

export const authRoutes: RouteModule = (app, { options, store }) => {
  app.post('/token/', { config: { public: true } }, async (request) => {
    const { email, password } = parseBody(tokenRequestSchema, request.body);
    const user = store.db.userByEmail(email);
    const matches = await verifyPassword(password, user?.password_hash);
    if (!user || !matches) throw unauthorized('No active account found with the given credentials', 'invalid_credentials');
    return issueTokens(sessionUser(store.db, user.id, options), options);
  });

  app.post('/token/refresh/', { config: { public: true } }, async (request) => {
    const { refresh } = parseBody(refreshRequestSchema, request.body);
    const claims = verifyRefreshToken(refresh, options.jwtSecret);
    return issueTokens(sessionUser(store.db, claims.user_id, options), options);
  });
};
