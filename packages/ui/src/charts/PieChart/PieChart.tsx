// A pie of parts of a whole (assets by utilization status), with a legend giving each part's value. At most
// `maxCategories` slices (the largest, the rest summed as "Others", which shows them all in the table). The slices are
// one tab stop, the arrow keys moving between them; each can be a link.
import { useId, useMemo } from 'react';
import { useTheme } from 'styled-components';
import { ChartFrame } from '../ChartFrame';
import { Legend } from '../Legend';
import { DEFAULT_MAX_CATEGORIES, foldCategories, othersLabel } from '../layout';
import { arcPath } from '../arcs';
import { seriesColor } from '../palette';
import { Segment, SegmentGroup, keysHint, type Place } from '../segments';
import type { ChartStateProps, SegmentLink } from '../types';
import { assertUiProvider } from '../../internal/assertUiProvider';

export interface PieDatum {
  label: string;
  value: number;
  color?: string;
  /** The categories an "Others" slice sums (absent on the others). */
  others?: string[];
}

export interface PieChartProps extends ChartStateProps, SegmentLink<PieDatum> {
  data: PieDatum[];
  /** Heading of the value column of the table. @default 'Count' */
  valueLabel?: string;
  /** A donut: the hole's share of the radius (0-1). @default 0 */
  innerRadiusRatio?: number;
  /**
   * Most slices drawn: with more parts, the largest `maxCategories - 1` and "Others" (the table keeps every part).
   * @default 12
   */
  maxCategories?: number;
}

export function PieChart({ data, valueLabel = 'Count', innerRadiusRatio = 0, maxCategories = DEFAULT_MAX_CATEGORIES, getHref, onSelect, ...frame }: PieChartProps) {
  if (process.env.NODE_ENV !== 'production') assertUiProvider('PieChart');
  const theme = useTheme();
  const id = useId();
  const drawn = useMemo(() => {
    const parts = data.filter((d) => d.value > 0);
    const { shown, others } = foldCategories(
      parts.map((d) => d.value),
      maxCategories,
      true,
    );
    const slices: PieDatum[] = shown.map((i) => parts[i] as PieDatum);
    if (others.length > 0) {
      slices.push({ label: othersLabel(others.length), value: others.reduce((sum, i) => sum + (parts[i]?.value ?? 0), 0), others: others.map((i) => parts[i]?.label ?? '') });
    }
    const places: Place[] = slices.map((_, c) => ({ key: String(c), category: c, series: 0 }));
    return { slices, places };
  }, [data, maxCategories]);
  // Others in the muted colour, so it never reads as one more status.
  const colors = drawn.slices.map((d, index) => (d.others ? theme.colors.textMuted : seriesColor(theme, index, d.color)));

  return (
    <ChartFrame
      {...frame}
      empty={drawn.slices.length === 0}
      table={{ columns: ['Category', valueLabel], rows: data.map((d) => [d.label, d.value]) }}
      footer={<Legend aria-label={`${frame.title} legend`} entries={drawn.slices.map((d, index) => ({ name: d.label, value: d.value, color: colors[index] as string }))} />}
    >
      {({ width, height, showTable }) => {
        const radius = Math.max(10, Math.min(width, height) / 2 - 8);
        const total = drawn.slices.reduce((sum, d) => sum + d.value, 0) || 1;
        let angle = 0;
        return (
          <SegmentGroup<PieDatum>
            places={drawn.places}
            layout="list"
            link={{ getHref, onSelect }}
            describe={(d) => `${d.label}: ${d.value}`}
            isOthers={(d) => d.others !== undefined}
            showAll={showTable}
          >
            <svg width={width} height={height} role="group" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`} style={{ display: 'block' }}>
              <title id={`${id}-title`}>{frame.title}</title>
              <desc id={`${id}-desc`}>{keysHint('slices')}</desc>
              {drawn.slices.map((d, c) => {
                const start = angle;
                angle += (d.value / total) * 2 * Math.PI;
                return (
                  <Segment key={c} place={drawn.places[c] as Place} segment={d}>
                    <path
                      d={arcPath(width / 2, height / 2, radius * innerRadiusRatio, radius, start, angle)}
                      fill={colors[c]}
                      stroke={theme.colors.surface}
                      strokeWidth={1}
                    />
                  </Segment>
                );
              })}
            </svg>
          </SegmentGroup>
        );
      }}
    </ChartFrame>
  );
}
