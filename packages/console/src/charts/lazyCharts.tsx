/**
 * The console's charts: the kit's, loaded with victory after the page they are on. Until they come, each chart's
 * frame stands at its size with its title, loading, so the page (heading, tabs, filters, the frames) shows at once,
 * every chart's numbers are asked for meanwhile, and nothing moves when the drawings arrive.
 */
import { lazy, Suspense } from 'react';
import type { Attributes, ComponentType } from 'react';
import { ChartFrame } from '@equipdesk/ui/charts';
import type { BarChartProps, ChartStateProps, GaugeChartProps, LineChartProps, PieChartProps, StackedBarChartProps } from '@equipdesk/ui/charts';

const drawn = () => import('./drawn');

const NO_TABLE = { columns: [], rows: [] };
const nothing = () => null;

/** A chart's frame while its drawing loads: its title, its size, "Loading {title}…". */
function Waiting({ title, height, aspectRatio, className }: ChartStateProps) {
  return <ChartFrame title={title} height={height} aspectRatio={aspectRatio} className={className} loading empty={false} table={NO_TABLE}>{nothing}</ChartFrame>;
}

function lazyChart<P extends ChartStateProps>(pick: (module: Awaited<ReturnType<typeof drawn>>) => ComponentType<P>): ComponentType<P> {
  const Chart = lazy(async () => ({ default: pick(await drawn()) }));
  function LazyChart(props: P) {
    return (
      <Suspense fallback={<Waiting {...props} />}>
        <Chart {...(props as P & Attributes)} />
      </Suspense>
    );
  }
  return LazyChart;
}

export const BarChart = lazyChart<BarChartProps>((m) => m.BarChart);
export const StackedBarChart = lazyChart<StackedBarChartProps>((m) => m.StackedBarChart);
export const PieChart = lazyChart<PieChartProps>((m) => m.PieChart);
export const GaugeChart = lazyChart<GaugeChartProps>((m) => m.GaugeChart);
export const LineChart = lazyChart<LineChartProps>((m) => m.LineChart);
