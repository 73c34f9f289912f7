/** What other resources use of sign-in and sessions: password hashes, ending a person's sessions. */
export { hashPassword } from './passwords';
export { revokeSessionsOf } from './sessions';
