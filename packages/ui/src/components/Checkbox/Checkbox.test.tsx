import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../../theme/UiProvider';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles from its label and reports a boolean', async () => {
    const onChange = vi.fn();
    await render(<Checkbox label="Enabled" defaultChecked={false} onChange={onChange} />, { wrapper: UiProvider });
    await page.getByText('Enabled').click();
    expect(onChange).toHaveBeenCalledWith(true);
    await expect.element(page.getByRole('checkbox', { name: 'Enabled' })).toBeChecked();
  });

  it('respects disabled and controlled state', async () => {
    const onChange = vi.fn();
    await render(<Checkbox label="Account locked" checked disabled onChange={onChange} />, { wrapper: UiProvider });
    const box = page.getByRole('checkbox', { name: 'Account locked' });
    await expect.element(box).toBeChecked();
    await expect.element(box).toBeDisabled();
    await box.click({ force: true });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is described by its hint, shown under it', async () => {
    await render(<Checkbox label="Password sign-in" hint="Users may sign in with a password too." />, { wrapper: UiProvider });
    await expect.element(page.getByRole('checkbox', { name: 'Password sign-in' })).toHaveAccessibleDescription('Users may sign in with a password too.');
    const box = page.getByRole('checkbox', { name: 'Password sign-in' }).element().getBoundingClientRect();
    expect(page.getByText('Users may sign in with a password too.').element().getBoundingClientRect().top).toBeGreaterThanOrEqual(box.bottom);
  });
});
