/**
 * The embedded engine on a thread of its own. PGlite runs every statement on the thread that opened
 * it; opened on the server's thread, each statement held up every request's routing, checks and
 * answers while it ran, and those held up the statements. Every embedded engine (on disk or in
 * memory) is opened on a worker thread instead (./threadHost.ts), reached through this client,
 * which does what Drizzle asks of a PGlite client (`query`, `transaction`) by messages: the two
 * threads work at once.
 *
 * A transaction is held open on the engine's thread while its statements come one by one from
 * here (the first one sent with BEGIN); as on the server's thread, a statement sent outside it
 * meanwhile waits for it to end.
 * When the engine's thread stops, every statement waiting and every later one fails as a lost
 * connection (57P01: answered 503).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Query } from './statements';
import { withoutRepeatedParsers } from './pgliteTypes';

/** Where the engine's thread opens PGlite: its data directory, else in memory (from a copy of another one's files). */
export interface EngineThreadData {
  dataDir: string | null;
  loadDataDir?: Blob;
}

/** Node's WebAssembly, as used here (the server is compiled without the DOM's declarations). */
declare const WebAssembly: { compile(bytes: Uint8Array): Promise<CompiledModule> };
interface CompiledModule {
  readonly compiled: unique symbol;
}

/** PGlite's WebAssembly, compiled, and its file bundle: what every engine's thread starts from. */
export interface Artifacts {
  pgliteWasmModule: CompiledModule;
  initdbWasmModule: CompiledModule;
  fsBundle: Blob;
}

type RowMode = 'array' | 'object';

/** What the server's thread asks of the engine's. */
export type Order = { id: number } & (
  | { op: 'query'; tx?: number; text: string; params?: unknown[]; rowMode?: RowMode }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'dump' }
  | { op: 'close' }
);

/** An order before it is numbered (a transaction's BEGIN is numbered by the transaction). */
type Unnumbered = Order extends infer O ? (O extends Order ? Omit<O, 'id'> & { id?: number } : never) : never;

/** An error as it crosses: its message and PGlite's fields (`code`, `detail`, `constraint`, ...). */
export type Failure = { message: string } & Record<string, unknown>;

/** What the engine's thread answers: to one order, or once when it has opened the engine (or failed to). */
export type Answer =
  | { id: number; result: unknown; error?: undefined }
  | { id: number; error: Failure; result?: undefined }
  | { ready: boolean; error?: Failure; id?: undefined };

interface Result {
  rows: unknown[];
  affectedRows?: number;
}

interface Statements {
  query(
    text: string,
    params?: unknown[],
    options?: { rowMode?: RowMode; parsers?: unknown },
  ): Promise<Result>;
}

export interface EngineThread extends Statements {
  transaction<T>(callback: (tx: Statements) => Promise<T>): Promise<T>;
  /** A copy of the database's files (tests clone a migrated template from it). */
  dump(): Promise<Blob>;
  close(): Promise<void>;
}

const asError = (failure: Failure): Error => Object.assign(new Error(failure.message), failure);

/** The engine's thread is gone: what every statement then fails with (a lost connection, 503). */
const threadGone = (why: string) =>
  Object.assign(new Error(`the embedded database stopped: ${why}`), { code: '57P01' });

/**
 * The host runs from its TypeScript source, as the server does (tsx), whatever loaded this module.
 */
const HOST = `require(${JSON.stringify(require.resolve('tsx/cjs'))});
require(${JSON.stringify(path.join(__dirname, 'threadHost.ts'))});`;

const PGLITE_FILES = path.dirname(require.resolve('@electric-sql/pglite'));
let artifacts: Promise<Artifacts> | null = null;

/**
 * Read and compiled once a process, then shared with each engine's thread (a compiled module
 * crosses threads as it is): PGlite keeps its compiled modules per thread, so each new thread
 * would compile its 9 MB of WebAssembly again. A read or compilation that fails is not kept: the
 * next engine opened tries again.
 */
function compiledArtifacts(): Promise<Artifacts> {
  if (artifacts) return artifacts;
  const read = (name: string) => fs.promises.readFile(path.join(PGLITE_FILES, name));
  const compiling = Promise.all([read('pglite.wasm'), read('initdb.wasm'), read('pglite.data')]).then(
    async ([pglite, initdb, bundle]) => ({
      pgliteWasmModule: await WebAssembly.compile(pglite),
      initdbWasmModule: await WebAssembly.compile(initdb),
      fsBundle: new Blob([bundle]),
    }),
  );
  artifacts = compiling;
  compiling.catch(() => {
    if (artifacts === compiling) artifacts = null;
  });
  return compiling;
}

export async function openEngineThread(where: EngineThreadData): Promise<EngineThread> {
  const worker = new Worker(HOST, {
    eval: true,
    workerData: { ...where, ...(await compiledArtifacts()) } satisfies EngineThreadData & Artifacts,
  });
  const waiting = new Map<number, { resolve(result: unknown): void; reject(error: Error): void }>();
  let gone: Error | null = null;
  let next = 1;

  const stopped = (error: Error) => {
    gone ??= error;
    for (const { reject } of waiting.values()) reject(gone);
    waiting.clear();
  };

  await new Promise<void>((resolve, reject) => {
    const failed = (error: Error) => reject(error);
    worker.once('error', failed);
    worker.once('message', (answer: Answer) => {
      worker.off('error', failed);
      if ('ready' in answer && answer.ready) resolve();
      else reject(answer.error ? asError(answer.error) : new Error('the embedded database did not open'));
    });
  }).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });

  worker.on('message', (answer: Answer) => {
    if ('ready' in answer) return;
    const asked = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (waiting.size === 0) worker.unref();
    if (answer.error) asked?.reject(asError(answer.error));
    else asked?.resolve(answer.result);
  });
  worker.on('error', (error) => stopped(threadGone(error.message)));
  worker.on('exit', (code) => stopped(threadGone(`its thread exited (${code})`)));
  // the engine's thread keeps the process alive only while a statement waits for it
  worker.unref();

  const ask = <T>(order: Unnumbered): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (gone) return reject(gone);
      const id = order.id ?? next++;
      try {
        // a value that cannot cross (a function, a symbol) is refused here, before anything waits
        worker.postMessage({ ...order, id } as Order);
      } catch (error) {
        return reject(error as Error);
      }
      if (waiting.size === 0) worker.ref();
      waiting.set(id, { resolve: resolve as (result: unknown) => void, reject });
    });

  const statementsOf = (tx?: number): Statements => ({
    // Drizzle's parsers only ask for what the engine's thread already does; any other could not cross
    query: withoutRepeatedParsers(((text, params, options) => {
      if ((options as { parsers?: unknown } | undefined)?.parsers)
        return Promise.reject(new Error('a statement parser cannot cross to the engine thread'));
      const rowMode = (options as { rowMode?: RowMode } | undefined)?.rowMode;
      return ask<Result>({ op: 'query', tx, text, params, rowMode });
    }) as Query) as Statements['query'],
  });

  return {
    ...statementsOf(),
    async transaction(callback) {
      const tx = next++;
      // its statements follow BEGIN without waiting for its answer (they run after it there)
      const begun = ask({ op: 'begin', id: tx });
      begun.catch(() => undefined);
      let result;
      try {
        result = await callback(statementsOf(tx));
        // a failed BEGIN fails the statements sent after it, or else is thrown here
        await begun;
      } catch (error) {
        await ask({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await ask({ op: 'end', tx, commit: true });
      return result;
    },
    dump: () => ask<Blob>({ op: 'dump' }),
    async close() {
      if (!gone) await ask({ op: 'close' }).catch(() => undefined);
      await worker.terminate();
    },
  };
}
