import { Suspense, lazy } from 'react';
import { Spinner } from '@app/shared';
import type { BarChartProps } from './BarChart';

const LazyBarChart = lazy(() =>
  import(/* webpackChunkName: "bar-chart" */ './BarChart').then((module) => ({ default: module.BarChart })),
);

/**
 * The bar chart, fetched when first shown, in a loading state of its own: the page around it (its
 * table, its controls) stays on screen while the chart's code arrives.
 */
export function BarChart(props: BarChartProps) {
  return (
    <Suspense fallback={<Spinner label="Loading the chart" />}>
      <LazyBarChart {...props} />
    </Suspense>
  );
}
