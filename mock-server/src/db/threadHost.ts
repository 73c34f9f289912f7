/**
 * The embedded engine's own thread (started by ./thread.ts): PGlite opened on its data directory
 * (behind the disk guard) or in memory (from a copy of another one's files), with the value
 * handling of ./pgliteTypes.ts, running the statements and transactions the server's thread sends,
 * one message each, in the order they arrive (PGlite runs one at a time; a statement outside a
 * transaction waits for the open one to end).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { guardingDisk } from './diskGuard';
import { LARGE_VALUES_AS_BYTES, PARSERS_AS_WRITTEN } from './pgliteTypes';
import type { Answer, Artifacts, EngineThreadData, Order } from './thread';
import { answerOn, failure } from './threadAnswers';

const port = parentPort!;
const { dataDir, loadDataDir, ...artifacts } = workerData as EngineThreadData & Artifacts;

/**
 * A transaction of the server's thread, held open on this one until it is ended. Its statements may
 * come before BEGIN has run (they run after it), so the server's thread need not wait for BEGIN.
 */
interface Held {
  /** the transaction once BEGIN has run (rejected when BEGIN failed) */
  opened: Promise<Transaction>;
  /** ends it: COMMIT (true) or ROLLBACK (false) */
  end(commit: boolean): void;
  /** settled once COMMIT or ROLLBACK has run */
  ended: Promise<void>;
}

async function serve(): Promise<void> {
  const own = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    ...artifacts,
    serializers: LARGE_VALUES_AS_BYTES,
  });
  // set once open: PGlite fills in its array types' parsers as it opens, over any given before
  Object.assign(own.parsers, PARSERS_AS_WRITTEN);
  // on disk, every statement first passes the guard against a full disk (see diskGuard.ts)
  const client = dataDir ? await guardingDisk(own, dataDir) : own;
  const held = new Map<number, Held>();
  const answer = answerOn(port);
  const noSuchTransaction = () => Promise.reject(new Error('no such transaction'));

  port.on('message', (order: Order) => {
    switch (order.op) {
      case 'query': {
        const on = order.tx === undefined ? Promise.resolve(client) : held.get(order.tx)?.opened;
        if (!on) return void answer(order.id, noSuchTransaction());
        return void answer(
          order.id,
          on
            .then((target) => target.query(order.text, order.params, { rowMode: order.rowMode }))
            .then(({ rows, affectedRows }) => ({ rows, affectedRows })),
        );
      }
      case 'begin': {
        let end!: (commit: boolean) => void;
        const ending = new Promise<boolean>((resolve) => (end = resolve));
        let begun!: (tx: Transaction) => void;
        const running = new Promise<Transaction>((resolve) => (begun = resolve));
        const ended = client.transaction(async (tx) => {
          begun(tx);
          if (!(await ending)) await tx.rollback();
        });
        // BEGIN failed: the transaction ends (rejected) without having begun
        const opened = Promise.race([running, ended.then(noSuchTransaction)]);
        opened.catch(() => undefined);
        ended.catch(() => undefined);
        held.set(order.id, { opened, end, ended });
        return void answer(
          order.id,
          opened.then(() => null),
        );
      }
      case 'end': {
        const transaction = held.get(order.tx);
        held.delete(order.tx);
        if (!transaction) return void answer(order.id, noSuchTransaction());
        transaction.end(order.commit);
        return void answer(order.id, transaction.ended);
      }
      case 'dump':
        return void answer(order.id, own.dumpDataDir('none'));
      case 'close':
        return void answer(order.id, own.close());
    }
  });
}

serve().then(
  () => port.postMessage({ ready: true } satisfies Answer),
  (error: unknown) => port.postMessage({ ready: false, error: failure(error) } satisfies Answer),
);
