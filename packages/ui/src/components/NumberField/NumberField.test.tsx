import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../../theme/UiProvider';
import { NumberField } from './NumberField';

describe('NumberField', () => {
  it('hands back numbers, or null when empty', async () => {
    const onValueChange = vi.fn();
    await render(<NumberField label="Par level" min={0} max={99} onValueChange={onValueChange} />, { wrapper: UiProvider });
    const input = page.getByRole('spinbutton', { name: 'Par level' });
    await expect.element(input).toHaveAttribute('min', '0');
    await expect.element(input).toHaveAttribute('max', '99');
    await input.fill('42');
    expect(onValueChange).toHaveBeenLastCalledWith(42);
    await input.clear();
    expect(onValueChange).toHaveBeenLastCalledWith(null);
  });

  it('shows a controlled value and an error', async () => {
    await render(<NumberField label="Quantity" value={3} onValueChange={() => {}} error="Quantity must be at most 2." />, { wrapper: UiProvider });
    const input = page.getByRole('spinbutton', { name: 'Quantity' });
    await expect.element(input).toHaveValue(3);
    await expect.element(input).toHaveAccessibleDescription('Quantity must be at most 2.');
  });
});
