import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../../theme/UiProvider';
import { LineChart } from './LineChart';

const props = {
  title: 'Hourly',
  categories: ['00', '01', '02'],
  series: [
    { name: 'STANDARD', values: [1, 2, 3] },
    { name: 'STAT', values: [0, 1, 0] },
  ],
};

const lines = () => page.getByRole('group', { name: 'Hourly' }).element().querySelectorAll('path[role="presentation"]').length;

describe('LineChart', () => {
  it('hides and shows a line from its legend entry, by mouse and keyboard', async () => {
    await render(<LineChart {...props} />, { wrapper: UiProvider });
    await expect.element(page.getByRole('group', { name: 'Hourly' })).toBeInTheDocument();
    const before = lines();
    const stat = page.getByRole('button', { name: 'STAT' });
    await stat.click();
    await expect.element(stat).toHaveAttribute('aria-pressed', 'false');
    expect(lines()).toBeLessThan(before);
    (stat.element() as HTMLButtonElement).focus();
    await userEvent.keyboard(' ');
    await expect.element(stat).toHaveAttribute('aria-pressed', 'true');
    expect(lines()).toBe(before);
  });

  it('tables every series, hidden or not', async () => {
    await render(<LineChart {...props} />, { wrapper: UiProvider });
    await page.getByRole('button', { name: 'STAT' }).click();
    await page.getByRole('button', { name: 'Show as table' }).click();
    await expect.element(page.getByRole('row', { name: '01 2 1' })).toBeInTheDocument();
  });
});
