export { LineChart } from './LineChart';
export type { LineChartProps, LineSeries } from './LineChart';
