import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { theme } from '../../theme';
import { UiProvider } from '../../theme/UiProvider';
import { DEFAULT_GAUGE_THRESHOLDS, GaugeChart, gaugeColor, gaugePercent } from './GaugeChart';

describe('GaugeChart', () => {
  it('colours by the 33 / 66 / 100 % thresholds', () => {
    const bands = DEFAULT_GAUGE_THRESHOLDS(theme);
    expect(gaugeColor(0, bands)).toBe(theme.colors.danger);
    expect(gaugeColor(33, bands)).toBe(theme.colors.danger);
    expect(gaugeColor(34, bands)).toBe(theme.colors.warning);
    expect(gaugeColor(66, bands)).toBe(theme.colors.warning);
    expect(gaugeColor(67, bands)).toBe(theme.colors.success);
    expect(gaugeColor(100, bands)).toBe(theme.colors.success);
    expect(gaugePercent(1, 3)).toBe(33);
    expect(gaugePercent(5, 0)).toBe(0);
  });

  it('names the share, draws it in its band colour and tables the numbers', async () => {
    await render(<GaugeChart title="Assets Commissioned" value={7} max={10} valueLabel="Commissioned" />, { wrapper: UiProvider });
    const gauge = page.getByRole('img', { name: 'Assets Commissioned: 70 % (7 of 10)' });
    await expect.element(gauge).toHaveAttribute('data-color', theme.colors.success);
    await page.getByRole('button', { name: 'Show as table' }).click();
    await expect.element(page.getByRole('row', { name: 'Commissioned 7' })).toBeInTheDocument();
    await expect.element(page.getByRole('row', { name: 'Percent 70 %' })).toBeInTheDocument();
  });
});
