// The theme's colour pairs and their contrast as WCAG computes it: what tokens.test.ts holds to AA (text 4.5:1,
// focus rings and other indicators 3:1) and what the Theming guide in Storybook draws. Not part of the kit's API.
import { theme } from './tokens';
import type { EquipDeskTheme } from './tokens';

/** A foreground drawn on a background, and the least contrast it must keep. */
export interface ColourPair {
  name: string;
  fg: string;
  bg: string;
  /** 4.5 for text, 3 for focus rings, borders and other indicators. */
  min: 4.5 | 3;
}

function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) throw new Error(`not a #rrggbb colour: ${hex}`);
  const value = parseInt(match[1], 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  const [r = 0, g = 0, b = 0] = channels;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Every pair of the theme's colours that the components draw one on the other. */
export function colourPairs(t: EquipDeskTheme = theme): ColourPair[] {
  const c = t.colors;
  const text = (name: string, fg: string, bg: string): ColourPair => ({ name, fg, bg, min: 4.5 });
  const indicator = (name: string, fg: string, bg: string): ColourPair => ({ name, fg, bg, min: 3 });
  const tones = ['info', 'success', 'warning', 'danger'] as const;
  return [
    text('text on background', c.text, c.background),
    text('text on surface', c.text, c.surface),
    text('text on surface hover', c.text, c.surfaceHover),
    text('muted text on background', c.textMuted, c.background),
    text('muted text on surface', c.textMuted, c.surface),
    text('link on surface', c.link, c.surface),
    text('link on background', c.link, c.background),
    text('danger text on surface', c.danger, c.surface),
    text('primary button', c.onPrimary, c.primary),
    text('primary button hover', c.onPrimary, c.primaryHover),
    text('secondary button', c.onSecondary, c.secondary),
    text('secondary button hover', c.onSecondary, c.secondaryHover),
    text('danger button', c.onDanger, c.danger),
    text('danger button hover', c.onDanger, c.dangerHover),
    text('warning fill', c.onWarning, c.warning),
    text('success fill', c.onSuccess, c.success),
    text('info fill', c.onInfo, c.info),
    text('navbar', c.navbarFg, c.navbarBg),
    text('navbar hover', c.navbarFg, c.navbarHover),
    text('navbar active', c.navbarFg, c.navbarActive),
    text('disabled control', c.disabledFg, c.disabledBg),
    ...tones.map((tone) => text(`${tone} toast`, c.tone[tone].fg, c.tone[tone].bg)),
    indicator('focus ring on background', c.focus, c.background),
    indicator('focus ring on surface', c.focus, c.surface),
    indicator('focus ring on the navbar (navbar foreground)', c.navbarFg, c.navbarBg),
    indicator('input border on surface', c.borderStrong, c.surface),
    ...tones.map((tone) => indicator(`${tone} toast accent`, c.tone[tone].accent, c.tone[tone].bg)),
  ];
}
