/** JWT access and refresh tokens (HS256). Access claims are exactly `AccessTokenClaims`. */
import { randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { AccessTokenClaims, TokenResponse } from '../../../shared/src/contract';
import { unauthorized } from '../errors';
import type { UserRecord } from '../store/records';

export interface RefreshTokenClaims {
  user_id: number;
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

export const fullName = (user: Pick<UserRecord, 'first_name' | 'last_name'>): string =>
  `${user.first_name} ${user.last_name}`.trim();

export function issueTokens(user: UserRecord, settings: TokenSettings): TokenResponse {
  const claims: Omit<AccessTokenClaims, 'exp' | 'iat'> = {
    email: user.email,
    user_id: user.id,
    role: user.role,
    company: user.company,
    name: fullName(user),
    username: user.email.split('@')[0],
    token_type: 'access',
  };
  const access = jwt.sign(claims, settings.jwtSecret, { algorithm: 'HS256', expiresIn: settings.accessTokenTtl });
  const refresh = jwt.sign(
    { user_id: user.id, token_type: 'refresh', jti: randomBytes(9).toString('base64url') },
    settings.jwtSecret,
    { algorithm: 'HS256', expiresIn: settings.refreshTokenTtl },
  );
  return { access, refresh };
}

function verify(token: string, secret: string): jwt.JwtPayload {
  try {
    const payload = jwt.verify(token, secret, { algorithms: ['HS256'] });
    if (typeof payload === 'string') throw new Error('not a JSON payload');
    return payload;
  } catch (error) {
    if (error instanceof jwt.TokenExpiredError) throw unauthorized('The token has expired', 'token_expired');
    throw unauthorized('The token is invalid', 'invalid_token');
  }
}

export function verifyAccessToken(token: string, secret: string): AccessTokenClaims {
  const payload = verify(token, secret);
  if (payload.token_type !== 'access' || !Number.isInteger(payload.user_id)) {
    throw unauthorized('An access token is required', 'invalid_token');
  }
  return payload as AccessTokenClaims;
}

export function verifyRefreshToken(token: string, secret: string): RefreshTokenClaims {
  const payload = verify(token, secret);
  if (payload.token_type !== 'refresh' || !Number.isInteger(payload.user_id)) {
    throw unauthorized('A refresh token is required', 'invalid_token');
  }
  return payload as RefreshTokenClaims;
}
