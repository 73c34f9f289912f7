/** The bar chart, loaded with the first page that shows one (it stays off the login page). */
import { lazy } from 'react';

export type { BarChartProps, ChartBar } from './BarChart';
export const BarChart = lazy(() =>
  import(/* webpackChunkName: "bar-chart" */ './BarChart').then((module) => ({ default: module.BarChart })),
);
