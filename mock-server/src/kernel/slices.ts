/**
 * Work over a large file's rows (an import of up to IMPORT_MAX_ROWS) done a slice at a time, the
 * event loop let go between slices: other requests are answered meanwhile, never held for longer
 * than one slice takes.
 */

/** Rows handled between two turns of the event loop. */
export const ROWS_PER_SLICE = 1000;

/** Resolves on the event loop's next turn, after what waits there (requests, answers). */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** `each` of `items` in order, the event loop let go after every ROWS_PER_SLICE of them. */
export async function inSlices<T>(items: readonly T[], each: (item: T) => void): Promise<void> {
  for (let at = 0; at < items.length; at += 1) {
    if (at > 0 && at % ROWS_PER_SLICE === 0) await nextTurn();
    each(items[at]);
  }
}
