/**
 * Log entries newest first. Each date is parsed once (not once per comparison), so 100,000 entries
 * sort in a few tens of milliseconds; unreadable dates go last, ties keep the server's order.
 */
export function newestFirst<T extends { created_at: string }>(entries: readonly T[]): T[] {
  const keyed = entries.map((entry, index) => ({ entry, index, time: Date.parse(entry.created_at) }));
  keyed.sort((a, b) => {
    const x = Number.isNaN(a.time) ? -Infinity : a.time;
    const y = Number.isNaN(b.time) ? -Infinity : b.time;
    return y - x || a.index - b.index;
  });
  return keyed.map((item) => item.entry);
}
