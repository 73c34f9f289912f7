/**
 * Personal access tokens: the endpoint functions, the read of the caller's own tokens or of her
 * company's people's (newest first, revoked ones included), the create and the revoke; both writes
 * read the lists again (AFFECTED.apiTokens).
 *
 * Not part of @app/shared/query like the other data modules: only the tokens' entry
 * (@app/shared/tokens) reads it, so it loads with that entry, and it takes the query entry by name
 * (one cache and one ApiFailure for the whole product).
 */
import {
  callEndpoint,
  type ApiResult,
  type ApiToken,
  type ApiTokensQuery,
  type Deleted,
  type NewApiToken,
} from '@app/shared';
import { queryKeys, useApiMutation, useApiQuery } from '@app/shared/query';

export const listApiTokens = (query: ApiTokensQuery) => callEndpoint('GET /api_tokens', { query });
export const createApiToken = (body: NewApiToken) => callEndpoint('POST /api_tokens', { body });
export const revokeApiToken = (id: number) => callEndpoint('DELETE /api_token/{id}', { params: { id } });

/** The caller's own tokens (`companyId` null), or every token of company `companyId`'s people. */
export const useApiTokens = (companyId: number | null) =>
  useApiQuery<ApiToken[]>(queryKeys.apiTokens(companyId), () =>
    listApiTokens(companyId === null ? {} : { company: companyId }),
  );

/** A create: the new token, and who takes its secret. */
export interface TokenCreation {
  token: NewApiToken;
  /** takes the secret, answered this once: the caller keeps it in its own state alone */
  reveal: (secret: string) => void;
}

/** The create's answer without its secret, which goes to `reveal`. */
async function createRevealing({ token, reveal }: TokenCreation): Promise<ApiResult<ApiToken>> {
  const result = await createApiToken(token);
  if (!result.ok) return result;
  const { token: secret, ...created } = result.data;
  reveal(secret);
  return { ...result, data: created };
}

/**
 * Makes a token; the lists are read again. Its secret goes to `reveal` alone: the answer TanStack
 * Query keeps with the write is the token without it, so no cache ever holds a secret.
 */
export const useCreateApiToken = () =>
  useApiMutation<TokenCreation, ApiToken>({ request: createRevealing, affects: queryKeys.apiTokens(null) });

/** Revokes a token (the caller's own, or one of her company's people's); the lists are read again. */
export const useRevokeApiToken = () =>
  useApiMutation<ApiToken, Deleted>({
    request: (token) => revokeApiToken(token.id),
    affects: queryKeys.apiTokens(null),
  });
