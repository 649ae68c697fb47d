export { GaugeChart, DEFAULT_GAUGE_THRESHOLDS, gaugeColor, gaugePercent } from './GaugeChart';
export type { GaugeChartProps, GaugeThreshold } from './GaugeChart';
