/**
 * How the embedded engine's thread (./threadHost.ts) answers the server's: each order's result or
 * error as one message. An error crosses as data (its message and PGlite's fields); a result that
 * cannot cross (a function, a symbol: no value the engine reads is one) is answered as the error
 * it raised, so the order it answers never waits and the engine's thread goes on.
 */
import type { MessagePort } from 'node:worker_threads';
import type { Answer, Failure } from './thread';

/** An error as data that crosses threads: its message and every field PGlite gives it (code, detail, ...). */
export function failure(error: unknown): Failure {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error))
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  return { ...fields, message: error.message };
}

/** Answers order `id` on `port` once `settled` settles: its result, or its (or the result's crossing's) error. */
export const answerOn =
  (port: Pick<MessagePort, 'postMessage'>) =>
  (id: number, settled: Promise<unknown>): Promise<void> =>
    settled
      .then((result) => port.postMessage({ id, result } satisfies Answer))
      .catch((error: unknown) => port.postMessage({ id, error: failure(error) } satisfies Answer));
