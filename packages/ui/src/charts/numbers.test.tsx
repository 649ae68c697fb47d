import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../theme/UiProvider';
import { formatNumber } from './numbers';

const VALUES = [
  0, -0, 1, 7, 12, 999, 1000, 1001, 12345, 999999, 1234567, 1e20, 123456789012345, -1, -1234, -0.0001, 0.5, 0.05, 0.15, 0.25,
  1.005, 1.15, 1.25, 2.675, 9.95, 9.96, 99.95, 999.95, 999.9996, 1234.5, 0.1 + 0.2, 1 / 3, 2 / 3, 71.42857142857143, 1e-7, 1.5e21,
  Number.MAX_SAFE_INTEGER, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY,
];

describe('formatNumber', () => {
  it('writes what Intl.NumberFormat en-US writes, for every number of decimals a chart asks for', () => {
    for (const digits of [0, 1, 2, 3]) {
      const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: digits });
      for (const value of VALUES) expect(formatNumber(value, digits), `${value} with ${digits} decimals`).toBe(intl.format(value));
    }
  });

  it('agrees with Intl on random values of every size', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
    for (let i = 0; i < 2000; i++) {
      const value = (Math.random() - 0.3) * 10 ** Math.floor(Math.random() * 12);
      expect(formatNumber(value, 1), String(value)).toBe(intl.format(value));
    }
  });
});

describe('charts and Intl', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  // A page's first Intl.NumberFormat loads ICU's number data on the main thread: the charts load and draw counts without.
  it('loads and draws a bar chart and its table of counts without making an Intl.NumberFormat', async () => {
    const Original = Intl.NumberFormat;
    // Still a working format, made through the spy (a bare spy would answer `new` with an empty object).
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      return new Original(...args);
    } as typeof Intl.NumberFormat);
    // Imported here, after the spy, so that whatever the module does when it loads is seen.
    const { BarChart } = await import('./BarChart');
    render(
      <UiProvider>
        <div style={{ width: 600 }}>
          <BarChart
            title="Assets by Patient Care Unit"
            data={[
              { label: 'Floor 3', value: 12345 },
              { label: 'Storage', value: 2 },
            ]}
          />
        </div>
      </UiProvider>,
    );
    await expect.element(page.getByText('12,345')).toBeInTheDocument();
    await page.getByRole('button', { name: 'Show as table' }).click();
    await expect.element(page.getByRole('cell', { name: '12,345' })).toBeInTheDocument();
    expect(made).not.toHaveBeenCalled();
  });
});
