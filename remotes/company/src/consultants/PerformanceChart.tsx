import { useMemo, useState } from 'react';
import { Select, type PerformanceRow } from '@app/shared';
import { BarChart } from '../features/chart';
import { CHART_PERIODS, CHART_TOP, topByMinutes, type ChartPeriod } from './chartData';

/** Hours per consultant for a chosen period: the consultants with the most hours among the listed ones. */
export function PerformanceChart({ rows }: { rows: readonly PerformanceRow[] }) {
  const [period, setPeriod] = useState<ChartPeriod>('weekly_tasks');
  const bars = useMemo(() => topByMinutes(rows, period), [rows, period]);
  const periodLabel = CHART_PERIODS.find((p) => p.key === period)?.label ?? '';
  return (
    <BarChart
      bars={bars}
      title={`Hours per consultant · ${periodLabel}`}
      note={`Top ${CHART_TOP} of the listed consultants`}
      noun="consultant"
      period={periodLabel.toLowerCase()}
      of={rows.length}
      emptyText="No hours logged in this period."
      controls={
        <Select
          label="Chart period"
          value={period}
          options={CHART_PERIODS.map((p) => ({ value: p.key, label: p.label }))}
          onChange={(value) => setPeriod(value as ChartPeriod)}
        />
      }
    />
  );
}
