import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../../theme/UiProvider';
import { DataTable } from './DataTable';
import type { DataTableColumn } from './DataTable';
import { SIDE_SCROLL_STEP } from './useSideScroll';

interface Facility {
  id: string;
  name: string;
}

const rows: Facility[] = Array.from({ length: 5 }, (_, i) => ({ id: `f${i + 1}`, name: `Facility ${i + 1}` }));

const wide: DataTableColumn<Facility>[] = [
  ...Array.from({ length: 8 }, (_, i): DataTableColumn<Facility> => ({
    id: `c${i}`,
    header: `Column ${i}`,
    cell: (row) => (i === 7 ? <button type="button">Open {row.name}</button> : `${row.name} ${i}`),
    width: 'minmax(150px, 1fr)',
    align: i % 2 ? 'end' : undefined,
  })),
  { id: 'actions', header: 'Actions', cell: (row) => <button type="button">Edit {row.name}</button>, width: 'minmax(120px, auto)', sticky: 'end' },
];

/** The part of an element's text that is painted: its box cut by every ancestor that clips. */
function paintedText(el: Element): { left: number; right: number } | null {
  const range = document.createRange();
  range.selectNodeContents(el);
  const text = range.getBoundingClientRect();
  let { left, right } = text;
  for (let up = el.parentElement; up; up = up.parentElement) {
    if (getComputedStyle(up).overflowX === 'visible') continue;
    const box = up.getBoundingClientRect();
    left = Math.max(left, box.left + up.clientLeft);
    right = Math.min(right, box.left + up.clientLeft + up.clientWidth);
  }
  return text.width > 0 && right - left > 0.5 ? { left, right } : null;
}

/** Cells (and headers) whose painted text reaches under the end column. */
function coveredCells(): string[] {
  const end = document.querySelector('.dt-head [data-sticky="end"]')!.getBoundingClientRect();
  return [...document.querySelectorAll('[role="cell"]:not([data-sticky]):not(.dt-panel), [role="columnheader"]:not([data-sticky])')]
    .filter((cell) => {
      const painted = paintedText(cell);
      return painted !== null && painted.right > end.left + 0.5 && painted.left < end.right - 0.5;
    })
    .map((cell) => cell.textContent ?? '');
}

async function renderWide() {
  await render(
    <div style={{ width: '600px' }}>
      <DataTable
        aria-label="Wide"
        columns={wide}
        rows={rows}
        getRowId={(r) => r.id}
        height="400px"
        defaultExpandedRowId="f1"
        renderExpanded={(row) => <form aria-label={`Form of ${row.name}`}>fields</form>}
      />
    </div>,
    { wrapper: UiProvider },
  );
  await expect.element(page.getByRole('button', { name: 'Edit Facility 2' })).toBeInTheDocument();
  const bar = document.querySelector('.dt-hscroll') as HTMLElement;
  const scroller = document.querySelector('.dt-scroll') as HTMLElement;
  const scrollTo = async (x: number) => {
    bar.scrollLeft = x;
    await vi.waitFor(() => expect(getComputedStyle(scroller).getPropertyValue('--dt-x')).toBe(`${bar.scrollLeft}px`));
  };
  return { bar, scroller, scrollTo };
}

describe('DataTable end columns', () => {
  it('give the end column a place of its own: the scrolling part ends where it begins and nothing is under it', async () => {
    const { bar, scroller, scrollTo } = await renderWide();
    const actions = () => document.querySelector('[data-row-id="f2"] [data-sticky="end"]')!.getBoundingClientRect();
    const box = scroller.getBoundingClientRect();
    await vi.waitFor(() => expect(Math.round(bar.getBoundingClientRect().right)).toBe(Math.round(actions().left)));
    expect(bar.scrollWidth).toBeGreaterThan(bar.clientWidth);
    for (const x of [0, 137, bar.scrollWidth]) {
      await scrollTo(x);
      expect(coveredCells()).toEqual([]);
      // The actions stay at the right edge of the view, the header's with them.
      expect(Math.round(actions().right)).toBe(Math.round(box.left + scroller.clientWidth));
      expect(Math.round(page.getByRole('columnheader', { name: 'Actions' }).element().getBoundingClientRect().left)).toBe(Math.round(actions().left));
    }
    // Scrolled to the end, the last column ends where the actions begin; the header moved with the rows.
    const last = page.getByRole('button', { name: 'Open Facility 2' }).element().closest('[role="cell"]')!.getBoundingClientRect();
    expect(Math.round(last.right)).toBe(Math.round(actions().left));
    const lastHeader = page.getByRole('columnheader', { name: 'Column 7' }).element().getBoundingClientRect();
    expect(Math.round(lastHeader.left)).toBe(Math.round(last.left));
    // The opened row's form is as wide as the view and stays in it.
    const panel = document.querySelector('.dt-expanded .dt-panel')!.getBoundingClientRect();
    expect(Math.round(panel.width)).toBe(scroller.clientWidth);
    expect(panel.left).toBeGreaterThanOrEqual(box.left - 1);
  });

  it('scrolls sideways from the keyboard and brings a focused control into view', async () => {
    const { bar } = await renderWide();
    const row = document.querySelector('[data-row-id="f2"]') as HTMLElement;
    row.focus();
    await userEvent.keyboard('{ArrowRight}');
    await vi.waitFor(() => expect(bar.scrollLeft).toBe(SIDE_SCROLL_STEP));
    await userEvent.keyboard('{ArrowLeft}');
    await vi.waitFor(() => expect(bar.scrollLeft).toBe(0));
    // Focus reaching a control beyond the edge scrolls it into the part before the actions.
    page.getByRole('button', { name: 'Open Facility 3' }).element().focus();
    const center = row.querySelector('.dt-center')!.getBoundingClientRect();
    await vi.waitFor(() => {
      const cell = page.getByRole('button', { name: 'Open Facility 3' }).element().closest('[role="cell"]')!.getBoundingClientRect();
      expect(cell.right).toBeLessThanOrEqual(center.right + 1);
    });
  });

  it('scrolls sideways with a trackpad or shift + wheel over the rows', async () => {
    const { bar, scroller } = await renderWide();
    scroller.dispatchEvent(new WheelEvent('wheel', { deltaX: 90, bubbles: true }));
    await vi.waitFor(() => expect(bar.scrollLeft).toBe(90));
    scroller.dispatchEvent(new WheelEvent('wheel', { deltaY: -50, shiftKey: true, bubbles: true }));
    await vi.waitFor(() => expect(bar.scrollLeft).toBe(40));
  });
});
