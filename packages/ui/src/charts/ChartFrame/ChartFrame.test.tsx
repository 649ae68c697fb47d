import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { useEffect } from 'react';
import { UiProvider } from '../../theme/UiProvider';
import { ChartFrame } from './ChartFrame';

const table = { columns: ['Category', 'Count'], rows: [['IN USE', 1200] as (string | number)[], ['LOST', 3]] };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ChartFrame', () => {
  it('draws at its first measure where the DOM has no ResizeObserver (jsdom)', async () => {
    vi.stubGlobal('ResizeObserver', undefined);
    await render(
      <div style={{ width: 300 }}>
        <ChartFrame title="Status" empty={false} table={table} height={100}>
          {({ width }) => <p data-testid="drawing">{width}</p>}
        </ChartFrame>
      </div>,
      { wrapper: UiProvider },
    );
    // The container's 300 px less the frame's padding and border.
    await expect.element(page.getByTestId('drawing')).toBeInTheDocument();
    expect(Number(page.getByTestId('drawing').element().textContent)).toBeGreaterThan(200);
  });

  it('names the figure by its title and follows its container width without remounting', async () => {
    let mounts = 0;
    function Drawing({ width }: { width: number }) {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <p data-testid="drawing">{width}</p>;
    }
    await render(
      <div id="box" style={{ width: 300 }}>
        <ChartFrame title="Status" empty={false} table={table} height={100}>
          {({ width }) => <Drawing width={width} />}
        </ChartFrame>
      </div>,
      { wrapper: UiProvider },
    );
    await expect.element(page.getByRole('figure', { name: 'Status' })).toBeInTheDocument();
    await expect.element(page.getByTestId('drawing')).toBeInTheDocument();
    const first = Number(page.getByTestId('drawing').element().textContent);
    expect(first).toBeGreaterThan(200);
    document.getElementById('box')!.style.width = '500px';
    await expect.poll(() => Number(page.getByTestId('drawing').element().textContent)).toBeGreaterThan(first + 150);
    expect(mounts).toBe(1);
  });

  // Reading a size at mount makes the browser lay the page out then and there, inside the effects of the render that
  // mounted the chart; the observer is told the size once the browser lays the page out on its own.
  it('draws at its container width without reading a size while it mounts', async () => {
    const reads = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    try {
      await render(
        <div style={{ width: 320 }}>
          <ChartFrame title="Status" empty={false} table={table} height={100}>
            {({ width }) => <p data-testid="width">{width}</p>}
          </ChartFrame>
        </div>,
        { wrapper: UiProvider },
      );
      await expect.poll(() => Number(page.getByTestId('width').element().textContent)).toBeGreaterThan(250);
      expect(reads).not.toHaveBeenCalled();
    } finally {
      reads.mockRestore();
    }
  });

  it('keeps the drawing at its aspect ratio as the container narrows', async () => {
    await render(
      <div id="wide" style={{ width: 800 }}>
        <ChartFrame title="Trends" empty={false} table={table} aspectRatio={2}>
          {({ width, height }) => <p data-testid="size">{`${width}x${height}`}</p>}
        </ChartFrame>
      </div>,
      { wrapper: UiProvider },
    );
    const size = () => page.getByTestId('size').element().textContent!.split('x').map(Number) as [number, number];
    await expect.poll(() => size()[0]).toBeGreaterThan(700);
    expect(size()[1]).toBe(Math.round(size()[0] / 2));
    document.getElementById('wide')!.style.width = '400px';
    await expect.poll(() => size()[0]).toBeLessThan(400);
    expect(size()[1]).toBe(Math.round(size()[0] / 2));
  });

  it('shows the same numbers as a table, and back', async () => {
    await render(
      <ChartFrame title="Status" empty={false} table={table}>
        {() => <p>chart</p>}
      </ChartFrame>,
      { wrapper: UiProvider },
    );
    await page.getByRole('button', { name: 'Show as table' }).click();
    await expect.element(page.getByRole('table', { name: 'Status' })).toBeInTheDocument();
    await expect.element(page.getByRole('row', { name: 'IN USE 1,200' })).toBeInTheDocument();
    await page.getByRole('button', { name: 'Show as chart' }).click();
    await expect.element(page.getByText('chart', { exact: true })).toBeInTheDocument();
  });

  it('has a loading, an empty and an error state without the table toggle', async () => {
    const { rerender } = await render(
      <ChartFrame title="Status" loading empty={false} table={table}>
        {() => null}
      </ChartFrame>,
      { wrapper: UiProvider },
    );
    await expect.element(page.getByRole('status')).toHaveTextContent('Loading Status…');
    await rerender(
      <ChartFrame title="Status" empty table={table}>
        {() => null}
      </ChartFrame>,
    );
    await expect.element(page.getByText('No data to show.')).toBeInTheDocument();
    await rerender(
      <ChartFrame title="Status" error="Could not load." empty={false} table={table}>
        {() => null}
      </ChartFrame>,
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('Could not load.');
    expect(page.getByRole('button', { name: 'Show as table' }).elements()).toHaveLength(0);
  });
});
