/**
 * The embedded engine with every statement, alone or in a transaction, passed through one
 * function first (the disk guard).
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';

export type Query = (text: string, params?: unknown[], options?: unknown) => Promise<{ rows: unknown[] }>;

export function eachStatement(client: PGlite, wrap: (query: Query) => Query): PGlite {
  const inTransaction = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        return property === 'query' ? wrap((value as Query).bind(target)) : value;
      },
    });
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      if (property === 'query') return wrap((value as Query).bind(target));
      if (property === 'transaction')
        return <T>(callback: (tx: Transaction) => Promise<T>) =>
          target.transaction((tx) => callback(inTransaction(tx)));
      return (value as (...args: unknown[]) => unknown).bind(target);
    },
  });
}
