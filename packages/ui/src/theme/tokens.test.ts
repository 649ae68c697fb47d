// The theme's colour pairs must stay readable (WCAG AA): text 4.5:1, focus rings and other
// non-text indicators 3:1. A token change that breaks a pair fails here before any story does.
import { describe, expect, it } from 'vitest';
import { NAVBAR_HEIGHT, ROW_HEIGHT, TOUCH_ROW_HEIGHT, TOUCH_TARGET, theme } from './tokens';

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

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const c = theme.colors;

describe('theme colours', () => {
  it('computes contrast like WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it.each([
    ['text on background', c.text, c.background],
    ['text on surface', c.text, c.surface],
    ['text on surface hover', c.text, c.surfaceHover],
    ['muted text on background', c.textMuted, c.background],
    ['muted text on surface', c.textMuted, c.surface],
    ['link on surface', c.link, c.surface],
    ['link on background', c.link, c.background],
    ['danger text on surface', c.danger, c.surface],
    ['primary button', c.onPrimary, c.primary],
    ['primary button hover', c.onPrimary, c.primaryHover],
    ['secondary button', c.onSecondary, c.secondary],
    ['secondary button hover', c.onSecondary, c.secondaryHover],
    ['danger button', c.onDanger, c.danger],
    ['danger button hover', c.onDanger, c.dangerHover],
    ['warning fill', c.onWarning, c.warning],
    ['success fill', c.onSuccess, c.success],
    ['info fill', c.onInfo, c.info],
    ['navbar', c.navbarFg, c.navbarBg],
    ['navbar hover', c.navbarFg, c.navbarHover],
    ['navbar active', c.navbarFg, c.navbarActive],
    ['disabled control', c.disabledFg, c.disabledBg],
    ...(['info', 'success', 'warning', 'danger'] as const).map(
      (tone) => [`${tone} toast`, c.tone[tone].fg, c.tone[tone].bg] as [string, string, string],
    ),
  ])('%s reads at 4.5:1 or more', (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['focus ring on background', c.focus, c.background],
    ['focus ring on surface', c.focus, c.surface],
    ['focus ring on the navbar (navbar foreground)', c.navbarFg, c.navbarBg],
    ['input border on surface', c.borderStrong, c.surface],
    ...(['info', 'success', 'warning', 'danger'] as const).map(
      (tone) => [`${tone} toast accent`, c.tone[tone].accent, c.tone[tone].bg] as [string, string, string],
    ),
  ])('%s stands out at 3:1 or more', (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(3);
  });
});

describe('theme sizes', () => {
  it('shares the row and navbar heights with the exported constants', () => {
    expect(theme.sizes.rowHeight).toBe(`${ROW_HEIGHT}px`);
    expect(theme.sizes.navbarHeight).toBe(`${NAVBAR_HEIGHT}px`);
  });

  it('makes a touch row tall enough for a touch target and its border, and shares it with the exported constant', () => {
    expect(TOUCH_ROW_HEIGHT).toBeGreaterThan(TOUCH_TARGET);
    expect(theme.sizes.touchRowHeight).toBe(`${TOUCH_ROW_HEIGHT}px`);
  });

  it('stacks toasts over modals over dropdowns over the navbar', () => {
    const z = theme.zIndex;
    expect(z.toast).toBeGreaterThan(z.modal);
    expect(z.modal).toBeGreaterThan(z.dropdown);
    expect(z.dropdown).toBeGreaterThan(z.navbar);
  });
});
