import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../../theme/UiProvider';
import { Select } from './Select';

const roles = [
  { value: 'ROLE_ADMIN', label: 'Administrator' },
  { value: 'ROLE_SUPPORT', label: 'Support' },
  { value: 'ROLE_CAREGIVER', label: 'Caregiver' },
];

describe('Select', () => {
  it('is labelled and reports the chosen value', async () => {
    const onChange = vi.fn();
    function Harness() {
      const [value, setValue] = useState<string | null>(null);
      return (
        <Select
          label="Role"
          options={roles}
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
        />
      );
    }
    await render(<Harness />, { wrapper: UiProvider });
    const input = page.getByRole('combobox', { name: 'Role' });
    await input.click();
    await page.getByRole('option', { name: 'Support' }).click();
    expect(onChange).toHaveBeenCalledWith('ROLE_SUPPORT');
    await expect.element(page.getByText('Support', { exact: true })).toBeInTheDocument();
  });

  it('shows the label of a controlled value and an error', async () => {
    await render(<Select label="Role" options={roles} value="ROLE_CAREGIVER" error="Role is required." />, { wrapper: UiProvider });
    await expect.element(page.getByText('Caregiver', { exact: true })).toBeInTheDocument();
    await expect.element(page.getByRole('combobox', { name: 'Role' })).toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByText('Role is required.')).toBeInTheDocument();
  });

  it('loads options lazily and shows at most optionLimit of them', async () => {
    const loadOptions = vi.fn(async (input: string) =>
      Array.from({ length: 50 }, (_, i) => ({ value: `a${i}`, label: `Account ${input}${i}` })),
    );
    await render(<Select label="Account" loadOptions={loadOptions} />, { wrapper: UiProvider });
    const input = page.getByRole('combobox', { name: 'Account' });
    await input.click();
    await userEvent.keyboard('x');
    await expect.element(page.getByRole('option', { name: 'Account x0', exact: true })).toBeInTheDocument();
    expect(loadOptions).toHaveBeenCalledWith('x');
    expect(page.getByRole('option').all()).toHaveLength(20);
  });

  it('shows the no-options notice as a disabled option of the listbox, which never offers it', async () => {
    const onChange = vi.fn();
    await render(<Select label="Role" options={[]} noOptionsMessage="No roles available" onChange={onChange} />, { wrapper: UiProvider });
    await page.getByRole('combobox', { name: 'Role' }).click();
    const notice = page.getByRole('listbox').getByRole('option', { name: 'No roles available' });
    await expect.element(notice).toHaveAttribute('aria-disabled', 'true');
    await notice.click({ force: true });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('can be disabled', async () => {
    await render(<Select label="Role" options={roles} disabled />, { wrapper: UiProvider });
    await expect.element(page.getByLabelText('Role')).toBeDisabled();
  });
});
