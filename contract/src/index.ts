/** @app/contract: what the client and the mock server agree on. No React, no browser-only code. */
export * from './api';
export * from './endpoints';
export * from './limits';
export * from './rules';
export * from './text';
// the catalogue's week messages travel with ./weeks, not with the login page
export {
  LABELS,
  MESSAGES,
  refusalNotice,
  refusedFieldNotice,
  type Confirmation,
  type MessagePair,
} from './messages';
export * from './validation';
export * from './fieldRules';
export * from './capabilities';
export * from './accessPolicy.cjs';
