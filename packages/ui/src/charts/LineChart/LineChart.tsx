// Lines of several series over the same categories (orders by hour), with a legend whose entries
// are toggle buttons: a click or Enter / Space hides or shows that series' line.
import { useState } from 'react';
import { useTheme } from 'styled-components';
import { VictoryAxis, VictoryChart, VictoryContainer, VictoryLine, VictoryScatter } from 'victory';
import { ChartFrame } from '../ChartFrame';
import { Legend } from '../Legend';
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
      {({ width, height }) => (
        <VictoryChart
          width={width}
          height={height}
          domainPadding={{ x: 12, y: 8 }}
          padding={{ top: 16, bottom: 48, left: 48, right: 16 }}
          containerComponent={<VictoryContainer responsive={false} role="group" title={frame.title} />}
        >
          {/* A year of days has more categories than the axis has room for: labels that would overlap are left out. */}
          <VictoryAxis style={axisStyle(theme)} fixLabelOverlap />
          <VictoryAxis dependentAxis style={axisStyle(theme)} tickFormat={(t: number) => (Number.isInteger(t) ? t : '')} />
          {shown.map((s) => (
            <VictoryLine key={s.name} name={s.name} data={categories.map((x, i) => ({ x, y: s.values[i] ?? 0 }))} style={{ data: { stroke: s.color, strokeWidth: 2 } }} />
          ))}
          {shown.map((s) => (
            <VictoryScatter key={`${s.name}-points`} data={categories.map((x, i) => ({ x, y: s.values[i] ?? 0 }))} size={3} style={{ data: { fill: s.color } }} />
          ))}
        </VictoryChart>
      )}
    </ChartFrame>
  );
}
