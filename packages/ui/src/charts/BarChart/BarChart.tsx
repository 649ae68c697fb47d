// A bar chart of one series: one bar per category, its value above it. Bars can be links.
import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { Bar, VictoryAxis, VictoryBar, VictoryChart, VictoryContainer } from 'victory';
import { ChartFrame } from '../ChartFrame';
import { axisStyle, labelStyle, seriesColor } from '../palette';
import { linkedSegment } from '../segmentLink';
import type { ChartStateProps, SegmentLink } from '../types';

export interface BarDatum {
  label: string;
  value: number;
}

export interface BarChartProps extends ChartStateProps, SegmentLink<BarDatum> {
  data: BarDatum[];
  /** Heading of the value column of the table. @default 'Count' */
  valueLabel?: string;
  /** Bar colour. @default the theme's primary */
  color?: string;
}

export function BarChart({ data, valueLabel = 'Count', color, getHref, onSelect, ...frame }: BarChartProps) {
  const theme = useTheme();
  const fill = seriesColor(theme, 0, color);
  const segment = useMemo(
    () => linkedSegment<BarDatum>(Bar as never, { getHref, onSelect }, (d) => `${d.label}: ${d.value}`),
    [getHref, onSelect],
  );
  const SegmentComponent = segment;
  return (
    <ChartFrame
      {...frame}
      empty={data.length === 0}
      table={{ columns: ['Category', valueLabel], rows: data.map((d) => [d.label, d.value]) }}
    >
      {({ width, height }) => (
        <VictoryChart
          width={width}
          height={height}
          domainPadding={{ x: 24 }}
          padding={{ top: 16, bottom: 48, left: 48, right: 16 }}
          containerComponent={<VictoryContainer responsive={false} role="group" title={frame.title} />}
        >
          <VictoryAxis style={axisStyle(theme)} />
          <VictoryAxis dependentAxis style={axisStyle(theme)} tickFormat={(t: number) => (Number.isInteger(t) ? t : '')} />
          <VictoryBar
            data={data.map((d) => ({ x: d.label, y: d.value, segment: d }))}
            labels={({ datum }: { datum: { y: number } }) => datum.y}
            style={{ data: { fill }, labels: labelStyle(theme) }}
            dataComponent={<SegmentComponent />}
          />
        </VictoryChart>
      )}
    </ChartFrame>
  );
}
