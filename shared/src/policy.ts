/**
 * @app/shared/policy: who may do what to whom (@app/contract/policy), the predicates the server
 * checks, for browser code. An entry of its own, shared at run time like every @app/shared entry,
 * so the login page (which loads @app/shared's main entry) does not carry them.
 */
export * from '@app/contract/policy';
export * from '@app/contract/weeks';
// the signed-in user as the actor of these rules (a hook: the login page does not need it)
export { useActor } from './state/useActor';
