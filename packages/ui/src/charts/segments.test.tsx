import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../theme/UiProvider';
import { BarChart } from './BarChart';
import { PieChart } from './PieChart';
import { StackedBarChart } from './StackedBarChart';
import { longNames } from './testing/fixtures';

const stacked = {
  title: 'Availability by Model',
  categoryLabel: 'Model',
  categories: ['PCA', 'IV', 'SCD'],
  series: [
    { name: 'AVAILABLE', values: [3, 1, 2] },
    { name: 'UTILIZED', values: [5, 0, 4] },
  ],
};

const focused = () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent;

describe('chart segments from the keyboard', () => {
  it('makes a chart of many segments one tab stop', async () => {
    await render(
      <>
        <button type="button">before</button>
        <div style={{ width: 600 }}>
          <StackedBarChart {...stacked} getHref={(s) => `/assets?model=${s.category}`} />
        </div>
        <button type="button">after</button>
      </>,
      { wrapper: UiProvider },
    );
    await expect.element(page.getByRole('link', { name: 'PCA, AVAILABLE: 3' })).toBeInTheDocument();
    page.getByRole('button', { name: 'before' }).element().focus();
    await userEvent.tab();
    expect(focused()).toBe('Show as table');
    await userEvent.tab();
    expect(focused()).toBe('PCA, AVAILABLE: 3');
    await userEvent.tab();
    expect(focused()).toBe('after');
    // Five segments drawn, one of them in the tab order.
    expect(document.querySelectorAll('[data-segment]')).toHaveLength(5);
    expect(document.querySelectorAll('[data-segment][tabindex="0"]')).toHaveLength(1);
  });

  it('moves along standing bars with Left / Right, up and down a stack with Up / Down, and Tab comes back to the last one', async () => {
    await render(
      <div style={{ width: 600 }}>
        <StackedBarChart {...stacked} />
        <button type="button">after</button>
      </div>,
      { wrapper: UiProvider },
    );
    const first = page.getByRole('img', { name: 'PCA, AVAILABLE: 3' });
    await expect.element(first).toBeInTheDocument();
    (first.element() as SVGElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(focused()).toBe('IV, AVAILABLE: 1');
    // Right keeps to the series; Up climbs the stack.
    await userEvent.keyboard('{ArrowRight}');
    expect(focused()).toBe('SCD, AVAILABLE: 2');
    await userEvent.keyboard('{ArrowUp}');
    expect(focused()).toBe('SCD, UTILIZED: 4');
    await userEvent.keyboard('{ArrowLeft}');
    expect(focused()).toBe('IV, AVAILABLE: 1');
    await userEvent.keyboard('{Home}');
    expect(focused()).toBe('PCA, AVAILABLE: 3');
    await userEvent.keyboard('{End}');
    expect(focused()).toBe('SCD, UTILIZED: 4');
    await userEvent.tab();
    expect(focused()).toBe('after');
    await userEvent.tab({ shift: true });
    expect(focused()).toBe('SCD, UTILIZED: 4');
  });

  it('moves down lying bars with Up / Down and along a stack with Left / Right', async () => {
    const long = { ...stacked, categories: longNames(3) };
    await render(
      <div style={{ width: 360 }}>
        <StackedBarChart {...long} />
      </div>,
      { wrapper: UiProvider },
    );
    const first = page.getByRole('img', { name: `${long.categories[0]}, AVAILABLE: 3` });
    await expect.element(first).toBeInTheDocument();
    (first.element() as SVGElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(focused()).toBe(`${long.categories[1]}, AVAILABLE: 1`);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowRight}');
    expect(focused()).toBe(`${long.categories[2]}, UTILIZED: 4`);
    await userEvent.keyboard('{ArrowUp}');
    expect(focused()).toBe(`${long.categories[1]}, AVAILABLE: 1`);
  });

  it('follows a bar with Enter, and reaches "Show all" after the last bar, which shows the table', async () => {
    const onSelect = vi.fn((_d: unknown, event: { preventDefault: () => void }) => event.preventDefault());
    const data = longNames(20).map((label, i) => ({ label, value: 40 - i }));
    await render(
      <div style={{ width: 600 }}>
        <BarChart title="Orders by Model" data={data} getHref={(d) => `/orders?model=${d.label}`} onSelect={onSelect} />
      </div>,
      { wrapper: UiProvider },
    );
    const first = page.getByRole('link', { name: `${data[0]!.label}: 40` });
    await expect.element(first).toBeInTheDocument();
    (first.element() as SVGElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ label: data[1]!.label, value: 39 }), expect.anything());
    await userEvent.keyboard('{End}');
    expect(focused()).toBe('Show all 20 in the table');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('table', { name: 'Orders by Model' })).toHaveFocus();
    expect(page.getByRole('table', { name: 'Orders by Model' }).element().querySelectorAll('tbody tr')).toHaveLength(20);
  });

  it('moves around a pie as a list, Others included', async () => {
    const data = longNames(15).map((label, i) => ({ label, value: 30 - i }));
    await render(
      <div style={{ width: 480 }}>
        <PieChart title="Assets by Model" data={data} />
      </div>,
      { wrapper: UiProvider },
    );
    const first = page.getByRole('img', { name: `${data[0]!.label}: 30` });
    await expect.element(first).toBeInTheDocument();
    (first.element() as SVGElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(focused()).toBe(`${data[1]!.label}: 29`);
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard('{End}');
    expect(focused()).toBe(`Others (4): ${16 + 17 + 18 + 19}; show every one in the table`);
  });
});
