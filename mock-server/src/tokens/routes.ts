/**
 * Personal access tokens: POST /api_tokens (made from a signed-in session, never by another token;
 * the secret answered this once), GET /api_tokens (the caller's own; with `company`, its
 * representative sees her company's people's), DELETE /api_token/{id} (revoked: its owner or her
 * company's representative).
 */
import {
  API_TOKEN_MAX_DAYS,
  API_TOKENS_PER_PERSON,
  maySeeCompanyTokens,
  maySeeTokensOf,
} from '@app/contract/tokens';
import { ensureSignedInSession } from '../auth';
import { companyById } from '../companies';
import { conflict, ensure, invalid } from '../kernel/errors';
import { route, type RouteModule } from '../kernel/route';
import { userById } from '../people';
import { liveTokenCount, tokenById, tokensOf, tokenView } from './queries';
import { newTokenSchema, tokensQuerySchema } from './schemas';
import { insertToken, revokeToken } from './writes';

const DAY_MS = 86_400_000;

export const tokenRoutes: RouteModule = (app, { options, store }) => {
  const { db } = store;

  route(app, 'POST /api_tokens', { body: newTokenSchema }, async (request, { body }) => {
    ensureSignedInSession(request);
    const now = options.now();
    const expires = new Date(body.expires_at);
    if (expires.getTime() <= now.getTime()) throw invalid('expires_at', 'expires_at must be in the future');
    if (expires.getTime() > now.getTime() + API_TOKEN_MAX_DAYS * DAY_MS)
      throw invalid('expires_at', `expires_at must be at most ${API_TOKEN_MAX_DAYS} days away`);
    const owner = request.actor;
    const { token, secret } = await store.write(async (tx) => {
      // the owner is locked: two creates at once count each other
      await tx.lock('users', [owner.id]);
      if ((await liveTokenCount(tx.db, owner.id, now)) >= API_TOKENS_PER_PERSON)
        throw conflict('too_many_tokens', `A person holds at most ${API_TOKENS_PER_PERSON} live tokens`);
      return insertToken(tx, owner, { name: body.name, scope: body.scope, expires_at: expires }, now);
    });
    return { ...tokenView(token), token: secret };
  });

  route(app, 'GET /api_tokens', { query: tokensQuerySchema }, async (request, { query }) => {
    if (query.company === undefined) return (await tokensOf(db, { user: request.actor.id })).map(tokenView);
    const company = await companyById(db, query.company);
    ensure(
      maySeeCompanyTokens(request.actor, company.id),
      "Only the company's representative sees its people's tokens",
    );
    return (await tokensOf(db, { company: company.id })).map(tokenView);
  });

  route(app, 'DELETE /api_token/{id}', {}, async (request, { params }) => {
    ensureSignedInSession(request);
    const token = await tokenById(db, params.id);
    const owner = await userById(db, token.user);
    ensure(maySeeTokensOf(request.actor, owner), 'You may not revoke this token');
    const now = options.now();
    await store.write((tx) => revokeToken(tx, owner, token.id, now));
    return { deleted: token.id };
  });
};
