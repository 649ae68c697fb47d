import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../../theme/UiProvider';
import { showValidationErrors, useValidationToast } from './showValidationErrors';

describe('showValidationErrors', () => {
  it('shows one danger toast titled Validation Error for 5 seconds', () => {
    const show = vi.fn(() => 'id');
    showValidationErrors({ show }, ['Name is required.']);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ type: 'danger', title: 'Validation Error', message: 'Name is required.', durationMs: 5000 }));
  });

  it('shows nothing for no messages', () => {
    const show = vi.fn(() => 'id');
    expect(showValidationErrors({ show }, [])).toBeNull();
    expect(show).not.toHaveBeenCalled();
  });

  it('lists several messages in the toast', async () => {
    function Form() {
      const showErrors = useValidationToast();
      return (
        <button type="button" onClick={() => showErrors(['Name is required.', 'Email is invalid.', 'Name is required.'])}>
          Save
        </button>
      );
    }
    await render(<Form />, { wrapper: UiProvider });
    await page.getByRole('button', { name: 'Save' }).click();
    const toast = page.getByRole('alert');
    await expect.element(toast).toHaveTextContent('Validation Error');
    expect(page.getByRole('listitem').all()).toHaveLength(2);
  });
});
