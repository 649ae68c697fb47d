import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../../theme/UiProvider';
import { Button } from './Button';

describe('Button', () => {
  it('is a non-submitting button by default and calls onClick', async () => {
    const onClick = vi.fn();
    await render(<Button onClick={onClick}>Save</Button>, { wrapper: UiProvider });
    const button = page.getByRole('button', { name: 'Save' });
    await expect.element(button).toHaveAttribute('type', 'button');
    await button.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not submit its form unless asked to', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    await render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </form>,
      { wrapper: UiProvider },
    );
    await page.getByRole('button', { name: 'Plain' }).click();
    expect(onSubmit).not.toHaveBeenCalled();
    await page.getByRole('button', { name: 'Send' }).click();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('when busy is disabled, aria-busy and shows a spinner', async () => {
    const onClick = vi.fn();
    await render(
      <Button busy onClick={onClick}>
        Saving
      </Button>,
      { wrapper: UiProvider },
    );
    const button = page.getByRole('button', { name: 'Saving' });
    await expect.element(button).toBeDisabled();
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
    await expect.element(page.getByTestId('button-spinner')).toBeInTheDocument();
    await button.click({ force: true });
    expect(onClick).not.toHaveBeenCalled();
  });

  it('forwards its ref and spreads native props', async () => {
    const ref = createRef<HTMLButtonElement>();
    await render(
      <Button ref={ref} variant="danger" size="sm" aria-describedby="why" data-extra="1">
        Delete
      </Button>,
      { wrapper: UiProvider },
    );
    expect(ref.current).toBeInstanceOf(HTMLButtonElement);
    await expect.element(page.getByRole('button', { name: 'Delete' })).toHaveAttribute('data-extra', '1');
    expect(ref.current?.getAttribute('aria-describedby')).toBe('why');
  });
});
