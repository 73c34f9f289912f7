import { ROLES, type AccessTokenClaims, type TokenResponse } from '@app/contract';
import type { SessionUser } from '../state/atoms';

/**
 * The claims of a JWT access token (base64url payload), or null when it is not one. No signature
 * check: the server verifies every call.
 */
export function decodeAccessToken(access: string): AccessTokenClaims | null {
  const payload = access.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as Partial<AccessTokenClaims> | null;
    const valid =
      typeof claims?.email === 'string' &&
      typeof claims.user_id === 'number' &&
      ROLES.includes(claims.role as AccessTokenClaims['role']);
    return valid ? (claims as AccessTokenClaims) : null;
  } catch {
    return null;
  }
}

/** The session user of a token pair, or null when the access token is unreadable. */
export function sessionFromTokens(tokens: TokenResponse): SessionUser | null {
  const claims = decodeAccessToken(tokens.access);
  if (!claims) return null;
  return {
    email: claims.email,
    user_id: claims.user_id,
    role: claims.role,
    company: claims.company ?? null,
    name: claims.name ?? '',
    username: claims.username ?? '',
    tokens: { access: tokens.access, refresh: tokens.refresh },
  };
}
