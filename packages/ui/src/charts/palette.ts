// Colours and text styles of the charts, taken from the theme's tokens so a chart follows the
// theme like every other component of the kit.
import type { DefaultTheme } from 'styled-components';
// The theme's shape (DefaultTheme's augmentation) lives with the tokens; this entry is built on its own.
import type {} from '../theme/tokens';
import { LABEL_FONT_SIZE } from './layout';

/** Series colours in order: distinct hues of the theme, each readable against the surface. */
export function seriesColors(theme: DefaultTheme): string[] {
  const { colors } = theme;
  return [colors.primary, colors.success, colors.warning, colors.danger, colors.info, colors.textMuted, colors.tone.info.fg, colors.tone.success.fg, colors.tone.warning.fg, colors.tone.danger.fg];
}

/** The colour of the series at `index`, cycling through the palette. */
export function seriesColor(theme: DefaultTheme, index: number, own?: string): string {
  if (own) return own;
  const palette = seriesColors(theme);
  return palette[index % palette.length] as string;
}

/** Axis and label styles for victory, from the theme's type and colour tokens. */
export function axisStyle(theme: DefaultTheme) {
  const font = theme.typography.fontFamily;
  return {
    axis: { stroke: theme.colors.borderStrong },
    grid: { stroke: theme.colors.border },
    ticks: { stroke: theme.colors.borderStrong, size: 4 },
    tickLabels: { fill: theme.colors.text, fontFamily: font, fontSize: LABEL_FONT_SIZE, padding: 4 },
    axisLabel: { fill: theme.colors.text, fontFamily: font, fontSize: 12, padding: 30 },
  };
}
