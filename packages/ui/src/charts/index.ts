// @equipdesk/ui/charts: EquipDesk's charts, a separate entry so that pages without a chart never load them. Bars,
// stacked bars, pies and the gauge are drawn in plain SVG and need nothing more; the line chart, on victory (an
// optional peer), is the entry `@equipdesk/ui/charts/line`, so that a bundler meets victory only in an app that
// draws lines. Each chart is drawn in a ChartFrame: title as accessible name, loading / empty / error states,
// "Show as table", width following its container; its segments are one tab stop moved through with the arrow keys.
// Client components, as the kit's main entry.
'use client';

export { ChartFrame, DEFAULT_CHART_HEIGHT } from './ChartFrame';
export type { ChartFrameProps, ChartTable } from './ChartFrame';

export { BarChart } from './BarChart';
export type { BarChartProps, BarDatum } from './BarChart';

export { StackedBarChart } from './StackedBarChart';
export type { StackedBarChartProps, StackedSegment, StackedSeries } from './StackedBarChart';

export { PieChart } from './PieChart';
export type { PieChartProps, PieDatum } from './PieChart';

export { GaugeChart, DEFAULT_GAUGE_THRESHOLDS, gaugeColor, gaugePercent } from './GaugeChart';
export type { GaugeChartProps, GaugeThreshold } from './GaugeChart';

export type { ChartStateProps, SegmentLink } from './types';
