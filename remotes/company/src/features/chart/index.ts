/** The bar chart, loaded with the first page that shows one (it stays off the login page). */
export type { BarChartProps, ChartBar } from './BarChart';
export { BarChart } from './ChartOnDemand';
