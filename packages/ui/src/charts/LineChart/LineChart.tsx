// Lines of several series over the same categories (orders by hour, utilization by day), with a legend whose entries
// are toggle buttons: a click or Enter / Space hides or shows that series' line. The category labels that fit side by
// side are shown (every k-th, counted back from the latest), none leaving the drawing; points are marked while they
// stand apart.
import { useState } from 'react';
import { useTheme } from 'styled-components';
import { VictoryAxis, VictoryChart, VictoryContainer, VictoryLine, VictoryScatter } from 'victory';
import { ChartFrame } from '../ChartFrame';
import { Legend } from '../Legend';
import { categoryAxis, textWidth, valueTicks, verticalTickCount } from '../layout';
import { axisStyle, seriesColor } from '../palette';
import type { ChartStateProps } from '../types';

export interface LineSeries {
  name: string;
  /** One value per category, in the order of `categories`. */
  values: number[];
  color?: string;
}

export interface LineChartProps extends ChartStateProps {
  categories: string[];
  series: LineSeries[];
  /** Heading of the category column of the table. @default 'Category' */
  categoryLabel?: string;
}

export function LineChart({ categories, series, categoryLabel = 'Category', ...frame }: LineChartProps) {
  const theme = useTheme();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const colors = series.map((s, index) => seriesColor(theme, index, s.color));
  const toggle = (name: string) =>
    setHidden((current) => {
      const next = new Set(current);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });
  const shown = series.map((s, index) => ({ ...s, color: colors[index] as string })).filter((s) => !hidden.has(s.name));
  return (
    <ChartFrame
      {...frame}
      empty={categories.length === 0 || series.length === 0}
      table={{
        columns: [categoryLabel, ...series.map((s) => s.name)],
        rows: categories.map((category, index) => [category, ...series.map((s) => s.values[index] ?? 0)]),
      }}
      footer={
        <Legend
          aria-label={`${frame.title} legend: show or hide a line`}
          onToggle={toggle}
          entries={series.map((s, index) => ({ name: s.name, color: colors[index] as string, hidden: hidden.has(s.name) }))}
        />
      }
    >
      {({ width, height }) => {
        const max = Math.max(0, ...shown.flatMap((s) => s.values));
        const whole = shown.every((s) => s.values.every((v) => Number.isInteger(v)));
        const ticks = valueTicks(max, verticalTickCount(height), whole);
        const valueWidth = Math.max(...ticks.map((t) => textWidth(String(t), theme.typography.fontFamily)));
        const axis = categoryAxis({ width, labels: categories, left: valueWidth + 14, right: 16, fontFamily: theme.typography.fontFamily });
        const spacing = categories.length > 1 ? (width - axis.padding.left - axis.padding.right) / (categories.length - 1) : width;
        const points = (values: number[]) => categories.map((_, i) => ({ x: i + 1, y: values[i] ?? 0 }));
        return (
          <VictoryChart
            width={width}
            height={height}
            domain={{ x: [1, Math.max(1, categories.length)], y: [0, ticks.at(-1) ?? 1] }}
            domainPadding={{ x: axis.domainPadding, y: 0 }}
            padding={{ top: 12, bottom: 30, ...axis.padding }}
            containerComponent={<VictoryContainer responsive={false} role="group" title={frame.title} />}
          >
            <VictoryAxis style={axisStyle(theme)} tickValues={axis.shown.map((i) => i + 1)} tickFormat={(x: number) => categories[x - 1] ?? ''} />
            <VictoryAxis dependentAxis style={axisStyle(theme)} tickValues={ticks} />
            {shown.map((s) => (
              <VictoryLine key={s.name} name={s.name} data={points(s.values)} style={{ data: { stroke: s.color, strokeWidth: 2 } }} />
            ))}
            {/* Points closer than a marker's width would be a smear, and hundreds of elements: the lines alone then. */}
            {spacing >= 8 &&
              shown.map((s) => <VictoryScatter key={`${s.name}-points`} data={points(s.values)} size={3} style={{ data: { fill: s.color } }} />)}
          </VictoryChart>
        );
      }}
    </ChartFrame>
  );
}
