/**
 * Turns on the embedded engine. PGlite runs one statement at a time, on the process's own thread,
 * each to its end; the statements it is given meanwhile wait in its queue and then run back to
 * back, the next request's statements behind everybody's, while new requests and finished answers
 * wait for the whole burst. Here statements (a transaction counts as one) are handed over one at a
 * time, in the order they were issued, and between two of them the process first reads and writes
 * its sockets, so that a request's answer is not held behind statements issued after it (the
 * p99s of npm run bench -w mock-server show the difference at the same throughput).
 */
import type { PGlite } from '@electric-sql/pglite';

type Statement = () => Promise<void>;

export function takingTurns(client: PGlite): PGlite {
  const waiting: Statement[] = [];
  let running = false;
  const next = () => {
    if (running || waiting.length === 0) return;
    running = true;
    setImmediate(() => {
      const statement = waiting.shift()!;
      void statement().finally(() => {
        running = false;
        next();
      });
    });
  };
  const inTurn = <T>(run: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      waiting.push(() => Promise.resolve().then(run).then(resolve, reject));
      next();
    });
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => Promise<unknown>;
      if (property !== 'query' && property !== 'transaction') return method.bind(target);
      return (...args: unknown[]) => inTurn(() => method.apply(target, args));
    },
  });
}
