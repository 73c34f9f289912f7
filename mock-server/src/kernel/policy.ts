/**
 * Who may do what, enforced on the server: the predicates are the contract's (@app/contract/policy,
 * contract/src/policy.ts), which the client's `can*` helpers call too, so the client hides exactly
 * what the server refuses. The actor is the signed-in user re-read from the store on each request;
 * routes call `ensure(may.x(request.actor, target), detail)` (./errors).
 */
export { USER_FIELDS, changeableFields, may, reportScope } from '@app/contract/policy';
