/** What signing in and refreshing take. */
import { FIELD_RULES, type RefreshRequest, type TokenRequest } from '@app/contract';
import { z } from 'zod';
import { fieldSchemas, secret, type Payload } from '../kernel/input';

/**
 * Sign-in: an email no account can have (a control character, longer than any stored email) is a
 * bad request, not a wrong credential; any other is looked up (an unknown one is 401).
 */
export const tokenRequestSchema = z.object(fieldSchemas(FIELD_RULES.login)) satisfies Payload<TokenRequest>;

export const refreshRequestSchema = z.object({ refresh: secret() }) satisfies Payload<RefreshRequest>;
