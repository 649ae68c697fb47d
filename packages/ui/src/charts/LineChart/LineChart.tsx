// Lines of several series over the same categories (orders by hour, utilization by day), with a legend whose entries
// are toggle buttons: a click or Enter / Space hides or shows that series' line. The category labels that fit side by
// side are shown (every k-th, counted back from the latest), none leaving the drawing; points are marked while they
// stand apart. The drawing (victory, an optional peer of the kit) loads with the first line chart a page draws.
import { lazy, Suspense, useState } from 'react';
import { useTheme } from 'styled-components';
import { ChartFrame } from '../ChartFrame';
import { Legend } from '../Legend';
import { seriesColor } from '../palette';
import type { ChartStateProps } from '../types';
import { needsVictory } from './needsVictory';
import { assertUiProvider } from '../../internal/assertUiProvider';

const loadDrawing = () => import('./LineDrawing');
// A production build is a bundler's, which reports a missing victory when it builds; the message is for Node (tests,
// SSR without a bundler), and costs a production bundle nothing.
const LineDrawing = lazy(process.env.NODE_ENV === 'production' ? loadDrawing : needsVictory(loadDrawing));

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
  if (process.env.NODE_ENV !== 'production') assertUiProvider('LineChart');
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
        // The frame stays while victory loads: its body keeps the drawing's height.
        <Suspense fallback={null}>
          <LineDrawing title={frame.title} width={width} height={height} categories={categories} lines={shown} />
        </Suspense>
      )}
    </ChartFrame>
  );
}
