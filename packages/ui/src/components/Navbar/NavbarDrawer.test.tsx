// The navbar of a compact window: a menu button instead of the menus, opening them in a drawer that behaves as a
// modal dialog; a desk's window keeps the menus in the bar.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { COMPACT_BELOW } from '../../theme/tokens';
import { UiProvider } from '../../theme/UiProvider';
import { Navbar } from './Navbar';
import { NavbarLink } from './NavbarLink';

afterEach(async () => {
  await page.viewport(1280, 800);
});

function Bar({ onChoose = () => {} }: { onChoose?: () => void }) {
  return (
    <Navbar
      brand="EquipDesk"
      end={<button type="button">Ada Admin</button>}
      drawer={(close) => (
        <button
          type="button"
          onClick={() => {
            close();
            onChoose();
          }}
        >
          Users
        </button>
      )}
    >
      <NavbarLink href="/assets">Assets</NavbarLink>
    </Navbar>
  );
}

describe('Navbar with a drawer', () => {
  it('keeps the menus in the bar and no menu button at a desk', async () => {
    await page.viewport(COMPACT_BELOW, 800);
    await render(<Bar />, { wrapper: UiProvider });
    await expect.element(page.getByRole('link', { name: 'Assets' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Ada Admin' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Menu', exact: true })).not.toBeInTheDocument();
  });

  it('folds the menus behind a menu button in a compact window; the drawer takes focus and gives it back', async () => {
    await page.viewport(COMPACT_BELOW - 1, 800);
    await render(<Bar />, { wrapper: UiProvider });
    const button = page.getByRole('button', { name: 'Menu', exact: true });
    await expect.element(button).toHaveAttribute('aria-expanded', 'false');
    await expect.element(page.getByRole('link', { name: 'Assets' })).not.toBeInTheDocument();

    await button.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect.element(drawer).toHaveAttribute('aria-modal', 'true');
    await expect.element(button).toHaveAttribute('aria-expanded', 'true');
    await expect.element(button).toHaveAttribute('aria-controls', drawer.element().id);
    await expect.element(drawer.getByRole('button', { name: 'Users' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect.element(drawer).not.toBeInTheDocument();
    await expect.element(button).toHaveFocus();
    await expect.element(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click beside the panel, on its close button, and when an item is chosen', async () => {
    await page.viewport(390, 844);
    const onChoose = vi.fn();
    await render(<Bar onChoose={onChoose} />, { wrapper: UiProvider });
    const button = page.getByRole('button', { name: 'Menu', exact: true });
    const drawer = page.getByRole('dialog', { name: 'Menu' });

    await button.click();
    await page.getByTestId('drawer-backdrop').click({ position: { x: 5, y: 400 } });
    await expect.element(drawer).not.toBeInTheDocument();

    await button.click();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect.element(drawer).not.toBeInTheDocument();
    await expect.element(button).toHaveFocus();

    await button.click();
    await drawer.getByRole('button', { name: 'Users' }).click();
    await expect.element(drawer).not.toBeInTheDocument();
    expect(onChoose).toHaveBeenCalledTimes(1);
    await expect.element(button).toHaveFocus();
  });

  it('closes the drawer when the window grows past compact', async () => {
    await page.viewport(390, 844);
    await render(<Bar />, { wrapper: UiProvider });
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect.element(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.viewport(1024, 800);
    await expect.element(page.getByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('link', { name: 'Assets' })).toBeVisible();
  });
});
