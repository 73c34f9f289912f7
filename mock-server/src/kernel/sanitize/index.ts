/**
 * Task and draft bodies are cleaned on the way in (rules in ./worker.js). The work runs in a pool
 * of worker threads: a hostile 5 MiB body costs its own request well under a second and never
 * holds up anyone else's. Bodies without any tag (the plain-text tasks of before 2025-02-23, or
 * text from another client) are stored as they are: without a tag nothing in them can execute.
 */
import path from 'node:path';
import { Piscina } from 'piscina';
import { invalid } from '../errors';

/** Deepest element nesting a body may have; Quill's own output stays under 12. */
export const MAX_BODY_DEPTH = 40;

let pool: Piscina | null = null;

const THREADS = 2;

const workers = () =>
  (pool ??= new Piscina({
    filename: path.join(__dirname, 'worker.js'),
    minThreads: THREADS,
    maxThreads: THREADS,
  }));

const looksLikeHtml = (text: string): boolean => /<\/?[a-z!?]/i.test(text);

/** The body with unsafe markup removed; 400 naming `body` when it nests too deep. */
export async function sanitizeBody(body: string): Promise<string> {
  if (!looksLikeHtml(body)) return body;
  const result = (await workers().run({ html: body, maxDepth: MAX_BODY_DEPTH })) as
    { html: string } | { tooDeep: true };
  if ('tooDeep' in result)
    throw invalid('body', `body nests elements more than ${MAX_BODY_DEPTH} levels deep`);
  return result.html;
}

/** How many have started the threads and not yet stopped them (servers of the process, tests). */
let holders = 0;

/**
 * Starts the worker threads and has each clean a body once, so the first writes after a start
 * wait neither for a thread nor for the sanitiser's code to load. Each start is ended by a
 * `closeSanitizer`; the threads run until the last one is.
 */
export async function startSanitizer(): Promise<void> {
  holders += 1;
  const pool = workers();
  await Promise.all(
    Array.from({ length: THREADS }, () => pool.run({ html: '<p>ready</p>', maxDepth: MAX_BODY_DEPTH })),
  );
}

/** Ends a start; the last one stops the worker threads (a later call starts them again). */
export async function closeSanitizer(): Promise<void> {
  holders = Math.max(0, holders - 1);
  if (holders > 0) return;
  const closing = pool;
  pool = null;
  await closing?.destroy();
}
