import { formatDuration, formatTaskCount, LIMITS } from '@app/shared';
import { useId, type ReactNode } from 'react';
import { useElementWidth } from './useElementWidth';

/** One bar: a named amount of minutes and its task count. */
export interface ChartBar {
  id: number | string;
  name: string;
  minutes: number;
  tasks: number;
}

export interface BarChartProps {
  /** The bars, longest first; the caller decides how many. */
  bars: readonly ChartBar[];
  title: ReactNode;
  note?: ReactNode;
  /** Controls beside the title, e.g. a period select. */
  controls?: ReactNode;
  /** What the bars are, for the summary read by assistive technology: 'consultant', 'project'. */
  noun: string;
  /** The period in words, for the summary: 'this week', '2026-10-01 to 2026-10-31'. */
  period: string;
  /** How many there were before the caller cut the list, for the summary. */
  of?: number;
  emptyText: string;
  /** A table of the same figures under the chart (off where the page has its own table). */
  dataTable?: boolean;
}

const BAR_HEIGHT = 22;
const BAR_GAP = 12;
const VALUE_WIDTH = 124;
const CHAR_WIDTH = 7.8;

/** `text` cut to `max` characters with an ellipsis. */
export function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, Math.max(1, max - 1))}…` : text;
}

/**
 * Minutes per named thing as an SVG bar chart. The SVG is an image with a summary for assistive
 * technology; the figures themselves are in a table (the chart's own, or the page's).
 */
export function BarChart({
  bars,
  title,
  note,
  controls,
  noun,
  period,
  of = bars.length,
  emptyText,
  dataTable = true,
}: BarChartProps) {
  const { ref, width } = useElementWidth<HTMLDivElement>(640);
  const captionId = useId();
  // on a phone the names get at most a third of the width and are cut with an ellipsis
  const labelWidth = Math.round(Math.min(200, Math.max(80, width * 0.32)));
  const barArea = Math.max(40, width - labelWidth - VALUE_WIDTH);
  const height = bars.length * (BAR_HEIGHT + BAR_GAP);
  const most = Math.max(1, ...bars.map((bar) => bar.minutes));
  const summary = bars.length
    ? `Bar chart: hours per ${noun}, ${period}, the ${bars.length} with the most hours of ${of} listed. Most: ${bars[0].name}, ${formatDuration(bars[0].minutes)}.`
    : '';

  return (
    <figure className="tt-chart" aria-labelledby={captionId}>
      <style>{CHART_CSS}</style>
      <div className="tt-chart-head">
        <figcaption id={captionId} className="tt-chart-title">
          {title}
          {note && <span className="tt-chart-note">{note}</span>}
        </figcaption>
        {controls && <div className="tt-chart-controls">{controls}</div>}
      </div>
      <div ref={ref} className="tt-chart-canvas">
        {bars.length === 0 ? (
          <p className="tt-chart-empty">{emptyText}</p>
        ) : (
          <svg
            width={width}
            height={height}
            viewBox={`0 0 ${width} ${height}`}
            role="img"
            aria-label={summary}
          >
            {bars.map((bar, index) => {
              const barWidth = Math.max(2, Math.round((bar.minutes / most) * barArea));
              return (
                <g key={bar.id} transform={`translate(0 ${index * (BAR_HEIGHT + BAR_GAP)})`}>
                  <title>{`${bar.name}: ${formatDuration(bar.minutes)}`}</title>
                  <text
                    className="tt-chart-label"
                    x={labelWidth - 8}
                    y={BAR_HEIGHT / 2}
                    dominantBaseline="central"
                    textAnchor="end"
                  >
                    {clip(bar.name, Math.floor((labelWidth - 8) / CHAR_WIDTH))}
                  </text>
                  <rect
                    className="tt-chart-bar"
                    x={labelWidth}
                    y={0}
                    width={barWidth}
                    height={BAR_HEIGHT}
                    rx={3}
                  />
                  <text
                    className="tt-chart-value"
                    x={labelWidth + barWidth + 6}
                    y={BAR_HEIGHT / 2}
                    dominantBaseline="central"
                  >
                    {formatDuration(bar.minutes)}
                  </text>
                </g>
              );
            })}
          </svg>
        )}
      </div>
      {dataTable && bars.length > 0 && (
        <details className="tt-chart-data">
          <summary>Chart data as a table</summary>
          <table className="tt-chart-table">
            <caption className="tt-sr-only">
              Hours per {noun}, {period}
            </caption>
            <thead>
              <tr>
                <th scope="col">{noun[0].toUpperCase() + noun.slice(1)}</th>
                <th scope="col">Hours</th>
                <th scope="col">Tasks</th>
              </tr>
            </thead>
            <tbody>
              {bars.map((bar) => (
                <tr key={bar.id}>
                  <th scope="row">{bar.name}</th>
                  <td>{formatDuration(bar.minutes)}</td>
                  <td>{formatTaskCount(bar.tasks)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </figure>
  );
}

/** The chart's styles, rendered with it (so they stay off the login page). */
const CHART_CSS = `
.tt-chart{margin:24px 0 0;padding:16px 20px;background:var(--tt-paper);border:1px solid var(--tt-border);border-radius:10px}
.tt-chart-head{display:flex;flex-wrap:wrap;align-items:flex-end;justify-content:space-between;gap:12px;margin:0 0 16px}
.tt-chart-title{display:flex;flex-direction:column;font-weight:700}
.tt-chart-note{color:var(--tt-muted);font-size:.8125rem;font-weight:400}
.tt-chart-controls{width:200px}
.tt-chart-canvas{width:100%;overflow:hidden}
.tt-chart-canvas svg{display:block}
.tt-chart-label,.tt-chart-value{fill:var(--tt-text);font-size:13px}
.tt-chart-bar{fill:var(--tt-accent-text)}
.tt-chart-empty{margin:0;color:var(--tt-muted)}
.tt-chart-data{margin:12px 0 0}
.tt-chart-data summary{cursor:pointer;color:var(--tt-link)}
.tt-chart-table{margin:8px 0 0;border-collapse:collapse;font-size:.875rem}
.tt-chart-table th,.tt-chart-table td{padding:6px 12px;border-bottom:1px solid var(--tt-border);text-align:left}
@media (max-width:${LIMITS.breakpointPx - 0.02}px){.tt-chart{padding:12px}.tt-chart-controls{width:100%}}
`;
