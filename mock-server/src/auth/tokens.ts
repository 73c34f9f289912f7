/**
 * JWT access and refresh tokens (HS256). Access claims are exactly `AccessTokenClaims`; both kinds
 * name their session (`sid`), and a refresh token also its place in the session's chain (`jti`).
 * A token without an expiry, of another algorithm or signed with another key is refused.
 */
import { createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { AccessTokenClaims, TokenResponse } from '@app/contract';
import { unauthorized } from '../kernel/errors';
import type { UserRecord } from '../db/records';

interface RefreshTokenClaims {
  user_id: number;
  sid: number;
  token_type: 'refresh';
  jti: string;
  exp: number;
  iat: number;
}

export interface TokenSettings {
  jwtSecret: string;
  /** seconds */
  accessTokenTtl: number;
  /** seconds */
  refreshTokenTtl: number;
}

const fullName = (user: Pick<UserRecord, 'first_name' | 'last_name'>): string =>
  `${user.first_name} ${user.last_name}`.trim();

const keys = new Map<string, KeyObject>();
/**
 * The signing key of `secret`, made once. Given the string, jsonwebtoken would first try to read it
 * as a PEM private and public key, failing with an exception each time: about a millisecond of
 * every request (a tenth of GET /tasks on the embedded engine).
 */
function signingKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

/** A fresh identifier for the next refresh token of a chain. */
export const newRefreshId = (): string => randomBytes(16).toString('base64url');

export function issueTokens(
  user: UserRecord,
  session: { id: number; refresh_jti: string },
  settings: TokenSettings,
  /** when the session's refresh token was made: a rotation's token reads the same from any process */
  refreshIssuedAt: Date,
): TokenResponse {
  const claims: Omit<AccessTokenClaims, 'exp' | 'iat'> = {
    email: user.email,
    user_id: user.id,
    role: user.role,
    company: user.company,
    name: fullName(user),
    username: user.email.split('@')[0],
    token_type: 'access',
    sid: session.id,
  };
  const access = jwt.sign(claims, signingKey(settings.jwtSecret), {
    algorithm: 'HS256',
    expiresIn: settings.accessTokenTtl,
  });
  const refresh = jwt.sign(
    {
      user_id: user.id,
      sid: session.id,
      token_type: 'refresh',
      jti: session.refresh_jti,
      iat: Math.floor(refreshIssuedAt.getTime() / 1000),
    },
    signingKey(settings.jwtSecret),
    {
      algorithm: 'HS256',
      expiresIn: settings.refreshTokenTtl,
    },
  );
  return { access, refresh };
}

function verify(token: string, secret: string): jwt.JwtPayload {
  let payload: string | jwt.JwtPayload;
  try {
    payload = jwt.verify(token, signingKey(secret), { algorithms: ['HS256'] });
  } catch (error) {
    if (error instanceof jwt.TokenExpiredError) throw unauthorized('The token has expired', 'token_expired');
    throw unauthorized('The token is invalid', 'invalid_token');
  }
  // jsonwebtoken accepts a token without `exp` as never expiring: we do not
  if (typeof payload === 'string' || !Number.isFinite(payload.exp))
    throw unauthorized('The token is invalid', 'invalid_token');
  if (!Number.isInteger(payload.user_id) || !Number.isInteger(payload.sid))
    throw unauthorized('The token is invalid', 'invalid_token');
  return payload;
}

export function verifyAccessToken(token: string, secret: string): AccessTokenClaims {
  const payload = verify(token, secret);
  if (payload.token_type !== 'access') throw unauthorized('An access token is required', 'invalid_token');
  return payload as AccessTokenClaims;
}

export function verifyRefreshToken(token: string, secret: string): RefreshTokenClaims {
  const payload = verify(token, secret);
  if (payload.token_type !== 'refresh' || typeof payload.jti !== 'string') {
    throw unauthorized('A refresh token is required', 'invalid_token');
  }
  return payload as RefreshTokenClaims;
}
