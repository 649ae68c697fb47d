import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../../theme/UiProvider';
import { Toggle } from './Toggle';

describe('Toggle', () => {
  it('is a labelled switch that says its state', async () => {
    const onChange = vi.fn();
    function Harness() {
      const [on, setOn] = useState(false);
      return (
        <Toggle
          label="Grant VIEW to Supervisor"
          checked={on}
          onChange={(next) => {
            onChange(next);
            setOn(next);
          }}
        />
      );
    }
    await render(<Harness />, { wrapper: UiProvider });
    const toggle = page.getByRole('switch', { name: 'Grant VIEW to Supervisor' });
    await expect.element(toggle).not.toBeChecked();
    await expect.element(page.getByText('Off')).toBeInTheDocument();
    await toggle.click();
    expect(onChange).toHaveBeenCalledWith(true);
    await expect.element(toggle).toBeChecked();
    await expect.element(page.getByText('On', { exact: true })).toBeInTheDocument();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('cannot change when disabled', async () => {
    const onChange = vi.fn();
    await render(<Toggle label="Locked" checked={false} disabled onChange={onChange} />, { wrapper: UiProvider });
    await expect.element(page.getByRole('switch', { name: 'Locked' })).toBeDisabled();
  });
});
