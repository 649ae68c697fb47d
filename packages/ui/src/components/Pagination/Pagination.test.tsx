import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../../theme/UiProvider';
import { Pagination, pageWindow } from './Pagination';

describe('pageWindow', () => {
  it('keeps first, last and the neighbours of the current page', () => {
    expect(pageWindow(0, 1, 1)).toEqual([0]);
    expect(pageWindow(0, 3, 1)).toEqual([0, 1, 2]);
    expect(pageWindow(5, 20, 1)).toEqual([0, 'gap-start', 4, 5, 6, 'gap-end', 19]);
  });
});

describe('Pagination', () => {
  it('marks the current page and moves between pages', async () => {
    const onPageChange = vi.fn();
    await render(<Pagination pageIndex={19} pageCount={20} onPageChange={onPageChange} />, { wrapper: UiProvider });
    await expect.element(page.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Page 20' })).toHaveAttribute('aria-current', 'page');
    await expect.element(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Last page' })).toBeDisabled();
    await page.getByRole('button', { name: 'Previous page' }).click();
    expect(onPageChange).toHaveBeenLastCalledWith(18);
    await page.getByRole('button', { name: 'First page' }).click();
    expect(onPageChange).toHaveBeenLastCalledWith(0);
  });
});
