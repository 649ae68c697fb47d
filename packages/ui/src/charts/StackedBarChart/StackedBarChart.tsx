// Bars of several series stacked per category (availability by model, verification ageing by model), with a legend.
// At most `maxCategories` stacks are drawn (the largest; a line under them offers all of them in the table); the bars
// lie down when a category's name does not fit under its bar. The segments are one tab stop, the
// arrow keys moving between them; each can be a link.
import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { ChartFrame } from '../ChartFrame';
import { Legend } from '../Legend';
import { DEFAULT_MAX_CATEGORIES, barLayout, foldCategories } from '../layout';
import { BarPlot } from '../BarPlot';
import { seriesColor } from '../palette';
import { REST_LINE_HEIGHT, RestOfCategories, SegmentGroup, keysHint, type Place } from '../segments';
import type { ChartStateProps, SegmentLink } from '../types';
import { assertUiProvider } from '../../internal/assertUiProvider';

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
  /** Most stacks drawn: with more categories, the largest totals (the table keeps every category). @default 12 */
  maxCategories?: number;
}

export function StackedBarChart({ categories, series, categoryLabel = 'Category', maxCategories = DEFAULT_MAX_CATEGORIES, getHref, onSelect, ...frame }: StackedBarChartProps) {
  if (process.env.NODE_ENV !== 'production') assertUiProvider('StackedBarChart');
  const theme = useTheme();
  const fontFamily = theme.typography.fontFamily;
  const colors = series.map((s, index) => seriesColor(theme, index, s.color));

  // The stacks drawn, in reading order: every category in its order, or the largest totals first.
  const drawn = useMemo(() => {
    const totals = categories.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
    const { shown, others } = foldCategories(totals, maxCategories);
    const stacks = shown.map((i) => ({ category: categories[i] ?? '', values: series.map((s) => s.values[i] ?? 0) }));
    const places: Place[] = [];
    stacks.forEach((stack, c) => stack.values.forEach((value, s) => value > 0 && places.push({ key: `${c}:${s}`, category: c, series: s })));
    const rest = others.length > 0 ? { key: 'rest', category: stacks.length, series: 0 } : null;
    if (rest) places.push(rest);
    return { stacks, places, rest, max: Math.max(0, ...stacks.map((stack) => stack.values.reduce((a, b) => a + b, 0))) };
  }, [categories, series, maxCategories]);

  return (
    <ChartFrame
      {...frame}
      empty={categories.length === 0 || drawn.max === 0}
      table={{
        columns: [categoryLabel, ...series.map((s) => s.name), 'Total'],
        rows: categories.map((category, index) => {
          const values = series.map((s) => s.values[index] ?? 0);
          return [category, ...values, values.reduce((a, b) => a + b, 0)];
        }),
      }}
      footer={<Legend aria-label={`${frame.title} legend`} entries={series.map((s, index) => ({ name: s.name, color: colors[index] as string }))} />}
    >
      {({ width, height, showTable }) => {
        const drawingHeight = drawn.rest ? height - REST_LINE_HEIGHT : height;
        const layout = barLayout({ width, height: drawingHeight, labels: drawn.stacks.map((s) => s.category), max: drawn.max, valueLabels: null, fontFamily });
        return (
          <SegmentGroup<StackedSegment>
            places={drawn.places}
            layout={layout.horizontal ? 'lying' : 'standing'}
            link={{ getHref, onSelect }}
            describe={(d) => `${d.category}, ${d.series}: ${d.value}`}
          >
            <BarPlot<StackedSegment>
              title={frame.title}
              description={keysHint('bars')}
              width={width}
              height={drawingHeight}
              layout={layout}
              stacks={drawn.stacks.map((stack, c) => ({
                name: stack.category,
                parts: series.map((s, index) => ({
                  value: stack.values[index] ?? 0,
                  color: colors[index] as string,
                  place: { key: `${c}:${index}`, category: c, series: index },
                  segment: { category: stack.category, series: s.name, value: stack.values[index] ?? 0 },
                })),
              }))}
            />
            {drawn.rest && <RestOfCategories place={drawn.rest} shown={drawn.stacks.length} total={categories.length} onShowAll={showTable} />}
          </SegmentGroup>
        );
      }}
    </ChartFrame>
  );
}
