/**
 * @app/shared/tokens: the personal access tokens' vocabulary (@app/contract/tokens: their limits,
 * who sees whose, the Settings section's words) and their calls. The company remote's 'API tokens'
 * section reads it; the login page and Settings' first render do not load it.
 */
export * from '@app/contract/tokens';
export * from './data/tokens';
