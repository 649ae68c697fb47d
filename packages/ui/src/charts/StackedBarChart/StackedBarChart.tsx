// Bars of several series stacked per category (availability by model, verification ageing by
// model), with a legend. Each segment can be a link.
import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { Bar, VictoryAxis, VictoryBar, VictoryChart, VictoryContainer, VictoryStack } from 'victory';
import { ChartFrame } from '../ChartFrame';
import { Legend } from '../Legend';
import { axisStyle, seriesColor } from '../palette';
import { linkedSegment } from '../segmentLink';
import type { ChartStateProps, SegmentLink } from '../types';

export interface StackedSeries {
  name: string;
  /** One value per category, in the order of `categories`. */
  values: number[];
  color?: string;
}

/** One drawn segment: a series' value in a category. */
export interface StackedSegment {
  category: string;
  series: string;
  value: number;
}

export interface StackedBarChartProps extends ChartStateProps, SegmentLink<StackedSegment> {
  categories: string[];
  series: StackedSeries[];
  /** Heading of the category column of the table. @default 'Category' */
  categoryLabel?: string;
}

export function StackedBarChart({ categories, series, categoryLabel = 'Category', getHref, onSelect, ...frame }: StackedBarChartProps) {
  const theme = useTheme();
  const SegmentComponent = useMemo(
    () => linkedSegment<StackedSegment>(Bar as never, { getHref, onSelect }, (d) => `${d.category}, ${d.series}: ${d.value}`),
    [getHref, onSelect],
  );
  const total = series.reduce((sum, s) => sum + s.values.reduce((a, b) => a + b, 0), 0);
  const colors = series.map((s, index) => seriesColor(theme, index, s.color));
  return (
    <ChartFrame
      {...frame}
      empty={categories.length === 0 || total === 0}
      table={{
        columns: [categoryLabel, ...series.map((s) => s.name), 'Total'],
        rows: categories.map((category, index) => {
          const values = series.map((s) => s.values[index] ?? 0);
          return [category, ...values, values.reduce((a, b) => a + b, 0)];
        }),
      }}
      footer={<Legend aria-label={`${frame.title} legend`} entries={series.map((s, index) => ({ name: s.name, color: colors[index] as string }))} />}
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
          <VictoryStack>
            {series.map((s, index) => (
              <VictoryBar
                key={s.name}
                data={categories.map((category, i) => ({ x: category, y: s.values[i] ?? 0, segment: { category, series: s.name, value: s.values[i] ?? 0 } }))}
                style={{ data: { fill: colors[index] } }}
                dataComponent={<SegmentComponent />}
              />
            ))}
          </VictoryStack>
        </VictoryChart>
      )}
    </ChartFrame>
  );
}
