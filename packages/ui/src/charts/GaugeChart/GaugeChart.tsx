// A half-circle gauge of a share (assets commissioned of all assets), coloured by thresholds:
// by default up to 33 % danger, up to 66 % warning, up to 100 % success.
import { useTheme } from 'styled-components';
import type { DefaultTheme } from 'styled-components';
import { arcPath } from '../arcs';
import { ChartFrame } from '../ChartFrame';
import type { ChartStateProps } from '../types';
import { assertUiProvider } from '../../internal/assertUiProvider';

export interface GaugeThreshold {
  /** The band ends at this percentage (inclusive). */
  upTo: number;
  color: string;
}

export interface GaugeChartProps extends ChartStateProps {
  value: number;
  max: number;
  /** Names of the value and the whole in the table. @default 'Value', 'Total' */
  valueLabel?: string;
  maxLabel?: string;
  /** Colour bands by percentage, in ascending order. @default 33 / 66 / 100 */
  thresholds?: GaugeThreshold[];
}

export const DEFAULT_GAUGE_THRESHOLDS = (theme: DefaultTheme): GaugeThreshold[] => [
  { upTo: 33, color: theme.colors.danger },
  { upTo: 66, color: theme.colors.warning },
  { upTo: 100, color: theme.colors.success },
];

/** The share as a whole percentage (0 when there is no whole). */
export function gaugePercent(value: number, max: number): number {
  if (max <= 0) return 0;
  return Math.round((Math.min(Math.max(value, 0), max) / max) * 100);
}

export function gaugeColor(percent: number, thresholds: GaugeThreshold[]): string {
  const band = thresholds.find((t) => percent <= t.upTo) ?? thresholds.at(-1);
  return band?.color ?? '';
}

export function GaugeChart({ value, max, valueLabel = 'Value', maxLabel = 'Total', thresholds, ...frame }: GaugeChartProps) {
  if (process.env.NODE_ENV !== 'production') assertUiProvider('GaugeChart');
  const theme = useTheme();
  const bands = thresholds ?? DEFAULT_GAUGE_THRESHOLDS(theme);
  const percent = gaugePercent(value, max);
  const color = gaugeColor(percent, bands);
  return (
    <ChartFrame {...frame} empty={max <= 0} table={{ columns: ['Measure', 'Value'], rows: [[valueLabel, value], [maxLabel, max], ['Percent', `${percent} %`]] }}>
      {({ width, height }) => {
        const radius = Math.max(20, Math.min(width / 2, height - 24) - 8);
        const centre = { x: width / 2, y: radius + 8 };
        const turn = (percent / 100) * Math.PI;
        const text = { fontFamily: theme.typography.fontFamily };
        return (
          <svg width={width} height={height} role="img" aria-label={`${frame.title}: ${percent} % (${value} of ${max})`} data-percent={percent} data-color={color} style={{ display: 'block' }}>
            {/* The band from 9 o'clock to 3 o'clock: the share in its colour, the rest in the border's. */}
            <path d={arcPath(centre.x, centre.y, radius * 0.65, radius, -Math.PI / 2, -Math.PI / 2 + turn)} fill={color} />
            <path d={arcPath(centre.x, centre.y, radius * 0.65, radius, -Math.PI / 2 + turn, Math.PI / 2)} fill={theme.colors.border} />
            <text x={centre.x} y={radius - 4} textAnchor="middle" style={{ ...text, fill: theme.colors.text, fontSize: 24, fontWeight: 700 }}>
              {percent} %
            </text>
            <text x={centre.x} y={radius + 24} textAnchor="middle" style={{ ...text, fill: theme.colors.textMuted, fontSize: 12 }}>
              {value} of {max}
            </text>
          </svg>
        );
      }}
    </ChartFrame>
  );
}
