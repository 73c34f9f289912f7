/** The benchmark's rows: a figure, the budget it is held to, and whether it meets it. */
export interface Row {
  group: string;
  measure: string;
  value: number;
  unit: string;
  /** 'max': value must be at most the budget; 'min': at least */
  kind: 'max' | 'min';
  budget: number;
  detail?: string;
}

export const meets = (row: Row) => (row.kind === 'max' ? row.value <= row.budget : row.value >= row.budget);

const fmt = (value: number, unit: string) => {
  const digits = unit === 'KB' || unit === '×' ? 2 : unit === 's' || (unit === 'ms' && value < 10) ? 1 : 0;
  return `${value.toFixed(digits)}${unit === '×' ? '×' : ` ${unit}`}`;
};

/** One plain-text table, aligned, a line per row. */
export function formatTable(rows: Row[]): string {
  const cells = rows.map((r) => [
    r.group,
    r.measure,
    fmt(r.value, r.unit),
    `${r.kind === 'max' ? '≤' : '≥'} ${fmt(r.budget, r.unit)}`,
    meets(r) ? 'ok' : 'OVER BUDGET',
    r.detail ?? '',
  ]);
  const head = ['area', 'measure', 'value', 'budget', 'result', 'detail'];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) =>
    c
      .map((v, i) => (i === 2 || i === 3 ? v.padStart(widths[i]) : v.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
