import { useCallback, useLayoutEffect, useRef, useState, type UIEvent } from 'react';
import { TABLE_FALLBACK_VIEWPORT, TABLE_OVERSCAN, TABLE_ROW_HEIGHT } from './tableLayout';

/**
 * Windowing for a table of `count` equal-height rows inside a scroll container: only the rows in
 * view plus an overscan are rendered; spacer heights stand in for the rest. The row height is
 * measured from a rendered row (borders, zoom and fonts included) when rows first appear and on
 * every resize, so the spacers never drift.
 */
export function useWindowedRows(count: number) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(TABLE_FALLBACK_VIEWPORT);
  const [rowHeight, setRowHeight] = useState(TABLE_ROW_HEIGHT);

  const hasRows = count > 0;
  useLayoutEffect(() => {
    const container = scrollRef.current;
    if (!container) return;
    const measure = () => {
      if (container.clientHeight > 0) setViewport(container.clientHeight);
      const row = container.querySelector('tr.tt-row')?.getBoundingClientRect().height ?? 0;
      if (row > 0) setRowHeight(row);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(container);
    return () => observer.disconnect();
  }, [hasRows]);

  const onScroll = useCallback(
    (event: UIEvent<HTMLElement>) => setScrollTop(event.currentTarget.scrollTop),
    [],
  );

  const windowSize = Math.ceil(viewport / rowHeight) + 2 * TABLE_OVERSCAN;
  const wanted = Math.floor(scrollTop / rowHeight) - TABLE_OVERSCAN;
  const first = Math.max(0, Math.min(wanted, count - windowSize));
  const last = Math.min(count, first + windowSize);
  return {
    scrollRef,
    onScroll,
    first,
    last,
    spaceAbove: first * rowHeight,
    spaceBelow: (count - last) * rowHeight,
  };
}
