import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../../theme/UiProvider';
import { MultiSelect } from './MultiSelect';

const statuses = [
  { value: 'ACTIVE', label: 'Active' },
  { value: 'INACTIVE', label: 'Inactive' },
  { value: 'REMOVED', label: 'Removed' },
];

describe('MultiSelect', () => {
  it('adds and removes values', async () => {
    const onChange = vi.fn();
    function Harness() {
      const [value, setValue] = useState<string[]>(['ACTIVE']);
      return (
        <MultiSelect
          label="Statuses"
          options={statuses}
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
        />
      );
    }
    await render(<Harness />, { wrapper: UiProvider });
    await page.getByRole('combobox', { name: 'Statuses' }).click();
    await page.getByRole('option', { name: 'Removed' }).click();
    expect(onChange).toHaveBeenLastCalledWith(['ACTIVE', 'REMOVED']);
    await page.getByRole('button', { name: 'Remove Active' }).click();
    expect(onChange).toHaveBeenLastCalledWith(['REMOVED']);
  });

  it('caps a lazy list at optionLimit', async () => {
    const loadOptions = vi.fn(async () => Array.from({ length: 30 }, (_, i) => ({ value: `f${i}`, label: `Facility ${i}` })));
    await render(<MultiSelect label="Facilities" loadOptions={loadOptions} optionLimit={5} />, { wrapper: UiProvider });
    await page.getByRole('combobox', { name: 'Facilities' }).click();
    await expect.element(page.getByRole('option', { name: 'Facility 0' })).toBeInTheDocument();
    expect(page.getByRole('option').all()).toHaveLength(5);
  });
});
