// @equipdesk/ui/charts/line: the line chart, on victory, an optional peer of the kit that an app drawing lines adds
// to its own dependencies. Client components, as the other entries of the kit.
'use client';

export { LineChart } from './LineChart';
export type { LineChartProps, LineSeries } from './LineChart';
