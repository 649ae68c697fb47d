export { BarChart } from './BarChart';
export type { BarChartProps, BarDatum } from './BarChart';
