/**
 * What other resources use of sign-in and sessions: password hashes, ending a person's sessions,
 * the session-only rule.
 */
export { hashPassword } from './passwords';
export { revokeSessionsOf } from './sessions';
export { ensureSignedInSession } from './session';
export { LoginThrottle } from './loginThrottle';
export { checkCurrentPassword } from './passwords';
