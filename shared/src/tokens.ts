/**
 * The personal access tokens' vocabulary (@app/contract/tokens) for browser code: their limits, who
 * sees whose, and the Settings section's words. Read by the tokens' entry (@app/shared/tokens),
 * which carries it: the login page and Settings' first render do not.
 */
export * from '@app/contract/tokens';
