/** @app/contract: what the client and the mock server agree on. No React, no browser-only code. */
export * from './api';
export * from './endpoints';
export * from './limits';
export * from './rules';
export * from './text';
export * from './messages';
export * from './validation';
export * from './fieldRules';
export * from './capabilities';
export * from './accessPolicy.cjs';
