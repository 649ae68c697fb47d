// A bar chart of one series: one bar per category, its value at the bar's end, inside the drawing. At most
// `maxCategories` bars (the largest; a line under them offers all of them in the table); the bars lie down when a
// category's name does not fit under its bar. The bars are one tab stop, the arrow keys moving between
// them; each can be a link.
import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { ChartFrame } from '../ChartFrame';
import { DEFAULT_MAX_CATEGORIES, barLayout, foldCategories } from '../layout';
import { BarPlot } from '../BarPlot';
import { formatNumber } from '../numbers';
import { seriesColor } from '../palette';
import { REST_LINE_HEIGHT, RestOfCategories, SegmentGroup, keysHint, type Place } from '../segments';
import type { ChartStateProps, SegmentLink } from '../types';
import { assertUiProvider } from '../../internal/assertUiProvider';

export interface BarDatum {
  label: string;
  value: number;
}

export interface BarChartProps extends ChartStateProps, SegmentLink<BarDatum> {
  data: BarDatum[];
  /** Heading of the category column of the table. @default 'Category' */
  categoryLabel?: string;
  /** Heading of the value column of the table. @default 'Count' */
  valueLabel?: string;
  /** Bar colour. @default the theme's primary */
  color?: string;
  /** Most bars drawn: with more categories, the largest (the table keeps every category). @default 12 */
  maxCategories?: number;
}

/** A bar's value as written at its end and in its name: at most one decimal. */
const formatValue = (value: number) => formatNumber(value, 1);

export function BarChart({ data, categoryLabel = 'Category', valueLabel = 'Count', color, maxCategories = DEFAULT_MAX_CATEGORIES, getHref, onSelect, ...frame }: BarChartProps) {
  if (process.env.NODE_ENV !== 'production') assertUiProvider('BarChart');
  const theme = useTheme();
  const fontFamily = theme.typography.fontFamily;
  const fill = seriesColor(theme, 0, color);

  const drawn = useMemo(() => {
    const { shown, others } = foldCategories(
      data.map((d) => d.value),
      maxCategories,
    );
    const bars: BarDatum[] = shown.map((i) => data[i] as BarDatum);
    const places: Place[] = bars.flatMap((bar, c) => (bar.value > 0 ? [{ key: String(c), category: c, series: 0 }] : []));
    const rest = others.length > 0 ? { key: 'rest', category: bars.length, series: 0 } : null;
    if (rest) places.push(rest);
    return { bars, places, rest, max: Math.max(0, ...bars.map((bar) => bar.value)) };
  }, [data, maxCategories]);

  return (
    <ChartFrame {...frame} empty={data.length === 0} table={{ columns: [categoryLabel, valueLabel], rows: data.map((d) => [d.label, d.value]) }}>
      {({ width, height, showTable }) => {
        const values = drawn.bars.map((bar) => formatValue(bar.value));
        const drawingHeight = drawn.rest ? height - REST_LINE_HEIGHT : height;
        const layout = barLayout({ width, height: drawingHeight, labels: drawn.bars.map((bar) => bar.label), max: drawn.max, valueLabels: values, fontFamily });
        return (
          <SegmentGroup<BarDatum>
            places={drawn.places}
            layout={layout.horizontal ? 'lying' : 'standing'}
            link={{ getHref, onSelect }}
            describe={(d) => `${d.label}: ${formatValue(d.value)}`}
          >
            <BarPlot<BarDatum>
              title={frame.title}
              description={keysHint('bars')}
              width={width}
              height={drawingHeight}
              layout={layout}
              stacks={drawn.bars.map((bar, c) => ({
                name: bar.label,
                valueLabel: values[c],
                parts: [{ value: bar.value, color: fill, segment: bar, place: { key: String(c), category: c, series: 0 } }],
              }))}
            />
            {drawn.rest && <RestOfCategories place={drawn.rest} shown={drawn.bars.length} total={data.length} onShowAll={showTable} />}
          </SegmentGroup>
        );
      }}
    </ChartFrame>
  );
}
