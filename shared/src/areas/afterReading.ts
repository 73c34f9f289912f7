/** How long the user reads a page before what it leads to is fetched ahead. */
export const READING_DELAY_MS = 3000;

/**
 * Runs `fetchAhead` once the user has read the page for READING_DELAY_MS and the browser is idle
 * (the shell's next areas, an area's other pages). Returns a cancel function.
 */
export function afterReading(fetchAhead: () => void): () => void {
  let idle: number | null = null;
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function')
      idle = window.requestIdleCallback(fetchAhead, { timeout: 2000 });
    else fetchAhead();
  }, READING_DELAY_MS);
  return () => {
    window.clearTimeout(timer);
    if (idle !== null) window.cancelIdleCallback(idle);
  };
}
