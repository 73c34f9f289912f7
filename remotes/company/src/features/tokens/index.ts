/**
 * Settings' 'API tokens' section (exposed as company/Tokens: the shell's Settings page loads it
 * through federation when it shows the section): personal access tokens made, listed and revoked,
 * and the tokens' rules and words.
 */
export * from '@app/shared/tokens';
export { ApiTokensSection } from './ApiTokensSection';
