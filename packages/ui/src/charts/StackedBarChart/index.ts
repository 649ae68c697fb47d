export { StackedBarChart } from './StackedBarChart';
export type { StackedBarChartProps, StackedSegment, StackedSeries } from './StackedBarChart';
