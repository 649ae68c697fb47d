export { PieChart } from './PieChart';
export type { PieChartProps, PieDatum } from './PieChart';
