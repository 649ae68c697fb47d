import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../../theme/UiProvider';
import { StackedBarChart } from './StackedBarChart';

const props = {
  title: 'Availability by Model',
  categoryLabel: 'Model',
  categories: ['PCA', 'IV'],
  series: [
    { name: 'AVAILABLE', values: [3, 1] },
    { name: 'UTILIZED', values: [5, 0] },
  ],
};

describe('StackedBarChart', () => {
  it('stacks a segment per series and category, with a legend and totals in the table', async () => {
    await render(<StackedBarChart {...props} />, { wrapper: UiProvider });
    await expect.element(page.getByRole('list', { name: 'Availability by Model legend' })).toHaveTextContent('AVAILABLEUTILIZED');
    await page.getByRole('button', { name: 'Show as table' }).click();
    await expect.element(page.getByRole('row', { name: 'Model AVAILABLE UTILIZED Total' })).toBeInTheDocument();
    await expect.element(page.getByRole('row', { name: 'PCA 3 5 8' })).toBeInTheDocument();
  });

  it('tells which segment was chosen', async () => {
    const onSelect = vi.fn();
    await render(<StackedBarChart {...props} onSelect={onSelect} />, { wrapper: UiProvider });
    await page.getByRole('link', { name: 'PCA, UTILIZED: 5' }).click();
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ category: 'PCA', series: 'UTILIZED', value: 5 }), expect.anything());
  });

  it('is empty when every value is zero', async () => {
    await render(<StackedBarChart {...props} series={[{ name: 'AVAILABLE', values: [0, 0] }]} />, { wrapper: UiProvider });
    await expect.element(page.getByText('No data to show.')).toBeInTheDocument();
  });
});
