export { ChartFrame, DEFAULT_CHART_HEIGHT } from './ChartFrame';
export type { ChartFrameProps, ChartTable } from './ChartFrame';
