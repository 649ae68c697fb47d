import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../../theme/UiProvider';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it('opens on focus, describes its element and closes on Escape', async () => {
    await render(
      <Tooltip content="Reload the list">
        <button type="button">Refresh</button>
      </Tooltip>,
      { wrapper: UiProvider },
    );
    const button = page.getByRole('button', { name: 'Refresh' });
    await userEvent.tab();
    await expect.element(button).toHaveFocus();
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Reload the list');
    await expect.element(button).toHaveAccessibleDescription('Reload the list');
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens on hover and closes when the pointer leaves', async () => {
    await render(
      <div>
        <Tooltip content="Accounts: North (A-1)" openDelayMs={0}>
          <button type="button">Role</button>
        </Tooltip>
        <p>Elsewhere</p>
      </div>,
      { wrapper: UiProvider },
    );
    await page.getByRole('button', { name: 'Role' }).hover();
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Accounts: North (A-1)');
    await page.getByText('Elsewhere').hover();
    await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
  });

  it('wraps plain text in a focusable trigger', async () => {
    await render(<Tooltip content="Full name">Jane D.</Tooltip>, { wrapper: UiProvider });
    await userEvent.tab();
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Full name');
    await expect.element(page.getByText('Jane D.')).toHaveAccessibleDescription('Full name');
  });

  it('renders only the children without content', async () => {
    await render(
      <Tooltip content={undefined}>
        <button type="button">Plain</button>
      </Tooltip>,
      { wrapper: UiProvider },
    );
    await userEvent.tab();
    expect(page.getByRole('tooltip').query()).toBeNull();
  });
});
