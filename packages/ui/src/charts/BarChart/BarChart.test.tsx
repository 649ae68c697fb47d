import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../../theme/UiProvider';
import { BarChart } from './BarChart';

const data = [
  { label: 'Floor 1', value: 4 },
  { label: 'Floor 2', value: 9 },
];

describe('BarChart', () => {
  it('draws one bar per category with its value, and the table has the same numbers', async () => {
    await render(<BarChart title="Units" data={data} />, { wrapper: UiProvider });
    const chart = page.getByRole('group', { name: 'Units' });
    await expect.element(chart).toBeInTheDocument();
    expect(chart.element().querySelectorAll('[data-segment] rect').length).toBe(2);
    await expect.element(chart).toHaveTextContent('9');
    await page.getByRole('button', { name: 'Show as table' }).click();
    await expect.element(page.getByRole('row', { name: 'Floor 2 9' })).toBeInTheDocument();
  });

  it('makes each bar a link followed by Enter', async () => {
    const onSelect = vi.fn((_d: unknown, event: { preventDefault: () => void }) => event.preventDefault());
    await render(<BarChart title="Units" data={data} getHref={(d) => `/assets?unit=${d.label}`} onSelect={onSelect} />, { wrapper: UiProvider });
    const link = page.getByRole('link', { name: 'Floor 1: 4' });
    await expect.element(link).toHaveAttribute('href', '/assets?unit=Floor 1');
    (link.element() as SVGAElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ label: 'Floor 1', value: 4 }), expect.anything());
  });

  it('leaves a bar without an address a plain bar, even with a handler', async () => {
    const onSelect = vi.fn();
    await render(<BarChart title="Units" data={data} getHref={(d) => (d.label === 'Floor 1' ? '/assets?unit=1' : undefined)} onSelect={onSelect} />, { wrapper: UiProvider });
    await expect.element(page.getByRole('link', { name: 'Floor 1: 4' })).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'Floor 2: 9' }).elements()).toHaveLength(0);
  });
});
