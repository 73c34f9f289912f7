/** What signing in and refreshing take. */
import type { RefreshRequest, TokenRequest } from '@app/contract';
import { SERVER_LIMITS } from '@app/contract/server-rules';
import { z } from 'zod';
import { line, secret, type Payload } from '../kernel/input';

/**
 * Sign-in: an email no account can have (a control character, longer than any stored email) is a
 * bad request, not a wrong credential; any other is looked up (an unknown one is 401).
 */
export const tokenRequestSchema = z.object({
  email: line().min(1, 'is required').max(SERVER_LIMITS.emailMaxLength, 'is too long'),
  password: secret(),
}) satisfies Payload<TokenRequest>;

export const refreshRequestSchema = z.object({ refresh: secret() }) satisfies Payload<RefreshRequest>;
