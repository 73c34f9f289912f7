/**
 * @app/shared/tokens: Settings' 'API tokens' section (personal access tokens: made, listed and
 * revoked) and the tokens' rules and words. Its own entry: the shell loads it when Settings shows
 * the section, so neither the login page nor Settings' first render carries it, nor the date
 * library it brings.
 */
export * from '../../tokens';
export { ApiTokensSection } from './ApiTokensSection';
