import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../../theme/UiProvider';
import { PieChart } from './PieChart';

const data = [
  { label: 'IN USE', value: 6 },
  { label: 'BROKEN / AM', value: 2 },
  { label: 'LOST', value: 0 },
];

describe('PieChart', () => {
  it('draws the parts above zero, each named with its value in the legend; the table lists them all', async () => {
    await render(<PieChart title="Status" data={data} />, { wrapper: UiProvider });
    await expect.element(page.getByRole('list', { name: 'Status legend' })).toHaveTextContent('IN USE 6BROKEN / AM 2');
    await page.getByRole('button', { name: 'Show as table' }).click();
    await expect.element(page.getByRole('row', { name: 'LOST 0' })).toBeInTheDocument();
  });

  it('draws a single part as a whole disc, without a line across it', async () => {
    await render(<PieChart title="Compliance" data={[{ label: 'Compliant', value: 3 }]} />, { wrapper: UiProvider });
    const drawing = page.getByRole('group', { name: 'Compliance' });
    await expect.element(drawing).toBeVisible();
    const svg = drawing.element() as SVGSVGElement;
    const slice = svg.querySelector('path')!;
    const centre = new DOMPoint(svg.width.baseVal.value / 2, svg.height.baseVal.value / 2);
    const top = new DOMPoint(centre.x, centre.y / 2);
    // The slice's outline (the surface's colour, between slices) runs along its rim only.
    expect(slice.isPointInFill(centre)).toBe(true);
    expect(slice.isPointInStroke(centre)).toBe(false);
    expect(slice.isPointInStroke(top)).toBe(false);
  });

  it('makes slices links with the href given', async () => {
    const onSelect = vi.fn((_d: unknown, event: { preventDefault: () => void }) => event.preventDefault());
    await render(<PieChart title="Status" data={data} getHref={(d) => `/assets?s=${encodeURIComponent(d.label)}`} onSelect={onSelect} />, { wrapper: UiProvider });
    const slice = page.getByRole('link', { name: 'BROKEN / AM: 2' });
    await expect.element(slice).toHaveAttribute('href', '/assets?s=BROKEN%20%2F%20AM');
    await slice.click();
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ label: 'BROKEN / AM' }), expect.anything());
  });
});
