/**
 * Where a write comes from: the signed-in user (or, for a sign-in, the account it names), the
 * client's address and the request's id. The route helper runs every handler inside its request's
 * origin; `Store.write` hands it to the transaction, whose audit events carry it. A write outside a
 * request (the seed, the start-up settling, the hourly pruning) has the server's own origin.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuditActor } from '@app/contract';

export interface Origin {
  actor: AuditActor;
  address: string | null;
  requestId: string | null;
}

/** The server itself: writes no request asked for. */
export const SERVER_ORIGIN: Origin = {
  actor: { id: null, email: 'server', role: null },
  address: null,
  requestId: null,
};

const current = new AsyncLocalStorage<Origin>();

/** Runs `fn` with `origin` as the origin of every write it makes. */
export const withOrigin = <T>(origin: Origin, fn: () => T): T => current.run(origin, fn);

/** The origin of the running request's writes (the server's outside a request). */
export const currentOrigin = (): Origin => current.getStore() ?? SERVER_ORIGIN;
