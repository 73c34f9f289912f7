import { useId, useMemo, useState } from 'react';
import { Select, formatDuration, formatTaskCount, type PerformanceRow } from '@app/shared';
import { CHART_PERIODS, CHART_TOP, clip, topByMinutes, type ChartPeriod } from './chartData';
import { useElementWidth } from './useElementWidth';

const BAR_HEIGHT = 22;
const BAR_GAP = 12;
const VALUE_WIDTH = 104;
const CHAR_WIDTH = 7;

/**
 * Hours per consultant as a hand-made SVG bar chart, for a chosen period: the consultants with the
 * most hours among the listed ones. The SVG is an image with a summary for assistive technology;
 * the same figures are available as a table.
 */
export function PerformanceChart({ rows }: { rows: readonly PerformanceRow[] }) {
  const [period, setPeriod] = useState<ChartPeriod>('weekly_tasks');
  const bars = useMemo(() => topByMinutes(rows, period), [rows, period]);
  const { ref, width } = useElementWidth<HTMLDivElement>(640);
  const captionId = useId();
  const periodLabel = CHART_PERIODS.find((p) => p.key === period)?.label ?? '';

  const labelWidth = Math.round(Math.min(200, Math.max(90, width * 0.32)));
  const barArea = Math.max(40, width - labelWidth - VALUE_WIDTH);
  const height = bars.length * (BAR_HEIGHT + BAR_GAP);
  const most = bars[0]?.minutes ?? 1;
  const summary = bars.length
    ? `Bar chart: hours per consultant, ${periodLabel.toLowerCase()}, the ${bars.length} with the most hours of ${rows.length} listed. Most: ${bars[0].name}, ${formatDuration(bars[0].minutes)}.`
    : '';

  return (
    <figure className="co-chart" aria-labelledby={captionId}>
      <div className="co-chart-head">
        <figcaption id={captionId} className="co-chart-title">
          Hours per consultant · {periodLabel}
          <span className="co-chart-note">Top {CHART_TOP} of the listed consultants</span>
        </figcaption>
        <div className="co-chart-period">
          <Select
            label="Chart period"
            value={period}
            options={CHART_PERIODS.map((p) => ({ value: p.key, label: p.label }))}
            onChange={(value) => setPeriod(value as ChartPeriod)}
          />
        </div>
      </div>
      <div ref={ref} className="co-chart-canvas">
        {bars.length === 0 ? (
          <p className="co-chart-empty">No hours logged in this period.</p>
        ) : (
          <svg
            width={width}
            height={height}
            viewBox={`0 0 ${width} ${height}`}
            role="img"
            aria-label={summary}
          >
            {bars.map((bar, index) => {
              const y = index * (BAR_HEIGHT + BAR_GAP);
              const barWidth = Math.max(2, Math.round((bar.minutes / most) * barArea));
              return (
                <g key={bar.id} transform={`translate(0 ${y})`}>
                  <text
                    className="co-chart-label"
                    x={labelWidth - 8}
                    y={BAR_HEIGHT / 2}
                    dominantBaseline="central"
                    textAnchor="end"
                  >
                    {clip(bar.name, Math.floor((labelWidth - 8) / CHAR_WIDTH))}
                  </text>
                  <rect
                    className="co-chart-bar"
                    x={labelWidth}
                    y={0}
                    width={barWidth}
                    height={BAR_HEIGHT}
                    rx={3}
                  />
                  <text
                    className="co-chart-value"
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
      {bars.length > 0 && (
        <details className="co-chart-data">
          <summary>Chart data as a table</summary>
          <table className="co-chart-table">
            <caption className="tt-sr-only">Hours per consultant, {periodLabel.toLowerCase()}</caption>
            <thead>
              <tr>
                <th scope="col">Consultant</th>
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
