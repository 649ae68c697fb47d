import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../../theme/UiProvider';
import { FilterPanel } from './FilterPanel';

describe('FilterPanel', () => {
  it('is a named region with its fields and a reset button', async () => {
    const onReset = vi.fn();
    await render(
      <FilterPanel title="User filters" onReset={onReset}>
        <label>
          Name <input />
        </label>
      </FilterPanel>,
      { wrapper: UiProvider },
    );
    await expect.element(page.getByRole('region', { name: 'User filters' })).toBeInTheDocument();
    await expect.element(page.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    await page.getByRole('button', { name: 'Reset filters' }).click();
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('has no reset button without onReset', async () => {
    await render(<FilterPanel>fields</FilterPanel>, { wrapper: UiProvider });
    await expect.element(page.getByRole('region', { name: 'Filters' })).toBeInTheDocument();
    expect(page.getByRole('button').query()).toBeNull();
  });

  it('titles itself with a heading of the level the page asks for, h3 by default', async () => {
    await render(
      <>
        <FilterPanel>fields</FilterPanel>
        <FilterPanel title="Report filters" headingLevel={2}>
          fields
        </FilterPanel>
      </>,
      { wrapper: UiProvider },
    );
    await expect.element(page.getByRole('heading', { level: 3, name: 'Filters' })).toBeInTheDocument();
    await expect.element(page.getByRole('heading', { level: 2, name: 'Report filters' })).toBeInTheDocument();
  });
});
