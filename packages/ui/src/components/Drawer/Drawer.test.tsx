import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../../theme/UiProvider';
import { Button } from '../Button';
import { Drawer } from './Drawer';

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Drawer
        open={open}
        title="Menu"
        closeLabel="Close menu"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <a href="#one">One</a>
        <a href="#two">Two</a>
      </Drawer>
    </>
  );
}

async function openDrawer(onClose?: () => void) {
  render(
    <UiProvider>
      <Harness onClose={onClose} />
    </UiProvider>,
  );
  const opener = page.getByRole('button', { name: 'Open' });
  await opener.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect.element(drawer).toBeVisible();
  return { opener, drawer };
}

describe('Drawer', () => {
  it('is a modal dialog named by its title, with focus moved inside and kept there by Tab', async () => {
    const { drawer } = await openDrawer();
    await expect.element(drawer).toHaveAttribute('aria-modal', 'true');
    const panel = drawer.element();
    expect(panel.contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 6; i++) {
      await userEvent.tab();
      expect(panel.contains(document.activeElement)).toBe(true);
    }
  });

  it('closes on Escape, on its close button and on a click beside the panel, focus back on the opener each time', async () => {
    const onClose = vi.fn();
    const { opener } = await openDrawer(onClose);
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(opener).toHaveFocus();

    await opener.click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(opener).toHaveFocus();

    await opener.click();
    await page.getByTestId('drawer-backdrop').click({ position: { x: 2, y: 2 } });
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('stays open when a press starts inside the panel and ends beside it', async () => {
    const onClose = vi.fn();
    const { drawer } = await openDrawer(onClose);
    const backdrop = page.getByTestId('drawer-backdrop').element();
    drawer.element().dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    backdrop.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await expect.element(drawer).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });
});
