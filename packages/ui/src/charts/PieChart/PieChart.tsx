// A pie of parts of a whole (assets by utilization status), with a legend giving each part's
// value. Each slice can be a link.
import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { Slice, VictoryContainer, VictoryPie } from 'victory';
import { ChartFrame } from '../ChartFrame';
import { Legend } from '../Legend';
import { seriesColor } from '../palette';
import { linkedSegment } from '../segmentLink';
import type { ChartStateProps, SegmentLink } from '../types';

export interface PieDatum {
  label: string;
  value: number;
  color?: string;
}

export interface PieChartProps extends ChartStateProps, SegmentLink<PieDatum> {
  data: PieDatum[];
  /** Heading of the value column of the table. @default 'Count' */
  valueLabel?: string;
  /** A donut: the hole's share of the radius (0-1). @default 0 */
  innerRadiusRatio?: number;
}

export function PieChart({ data, valueLabel = 'Count', innerRadiusRatio = 0, getHref, onSelect, ...frame }: PieChartProps) {
  const theme = useTheme();
  const SegmentComponent = useMemo(
    () => linkedSegment<PieDatum>(Slice as never, { getHref, onSelect }, (d) => `${d.label}: ${d.value}`),
    [getHref, onSelect],
  );
  const drawn = data.filter((d) => d.value > 0);
  const colors = drawn.map((d, index) => seriesColor(theme, index, d.color));
  return (
    <ChartFrame
      {...frame}
      empty={drawn.length === 0}
      table={{ columns: ['Category', valueLabel], rows: data.map((d) => [d.label, d.value]) }}
      footer={<Legend aria-label={`${frame.title} legend`} entries={drawn.map((d, index) => ({ name: d.label, value: d.value, color: colors[index] as string }))} />}
    >
      {({ width, height }) => {
        const radius = Math.max(10, Math.min(width, height) / 2 - 8);
        return (
          <VictoryPie
            width={width}
            height={height}
            radius={radius}
            innerRadius={radius * innerRadiusRatio}
            padding={8}
            colorScale={colors}
            data={drawn.map((d) => ({ x: d.label, y: d.value, segment: d }))}
            labels={() => ''}
            style={{ data: { stroke: theme.colors.surface, strokeWidth: 1 } }}
            dataComponent={<SegmentComponent />}
            containerComponent={<VictoryContainer responsive={false} role="group" title={frame.title} />}
          />
        );
      }}
    </ChartFrame>
  );
}
