// The theme's colour pairs (colourPairs.ts) must stay readable (WCAG AA): text 4.5:1, focus rings and other
// non-text indicators 3:1. A token change that breaks a pair fails here before any story does.
import { describe, expect, it } from 'vitest';
import { colourPairs, contrast } from './colourPairs';
import { NAVBAR_HEIGHT, ROW_HEIGHT, TOUCH_ROW_HEIGHT, TOUCH_TARGET, theme } from './tokens';

describe('theme colours', () => {
  it('computes contrast like WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('pairs every text colour of the theme with what it is drawn on', () => {
    expect(colourPairs().filter((pair) => pair.min === 4.5)).toHaveLength(25);
    expect(colourPairs().filter((pair) => pair.min === 3)).toHaveLength(8);
  });

  it.each(colourPairs().map((pair) => [pair.name, pair] as const))('%s reads at its least contrast or more', (_name, pair) => {
    expect(contrast(pair.fg, pair.bg)).toBeGreaterThanOrEqual(pair.min);
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
