import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Drawer } from './Drawer';
import type { DrawerProps } from './Drawer';

/** Opens the drawer from a real button, so that focus going back to it can be seen. */
function DrawerDemo({ open: initiallyOpen, onClose, ...props }: DrawerProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button aria-controls={open ? props.id : undefined} aria-expanded={open} onClick={() => setOpen(true)}>
        Menu
      </Button>
      <Drawer
        {...props}
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const links = (
  <nav aria-label="Sections">
    <ul>
      <li>
        <a href="#assets">Assets</a>
      </li>
      <li>
        <a href="#orders">Orders</a>
      </li>
    </ul>
  </nav>
);

const meta = {
  title: 'UI/Drawer',
  tags: ['autodocs'],
  component: Drawer,
  render: (args) => <DrawerDemo {...args} />,
  args: { open: true, title: 'Menu', id: 'story-drawer', onClose: fn(), children: links },
  // On the docs page each story has a frame of its own: an open dialog or a toast would cover the page.
  parameters: { viewport: { defaultViewport: 'mobile1' }, docs: { story: { inline: false, iframeHeight: 420 } } },
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open from the end edge: focus inside, its title as its name. */
export const Open: Story = {
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await expect(screen.getByRole('link', { name: 'Assets' })).toBeVisible();
  },
};

/** From the start edge. */
export const StartSide: Story = {
  args: { side: 'start' },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(drawer.getBoundingClientRect().left).toBeLessThanOrEqual(1);
  },
};

/** Closed: only the button that opens it. */
export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Escape closes it and hands focus back to the button that opened it. */
export const EscapeCloses: Story = {
  args: { open: false },
  play: async ({ args }) => {
    const opener = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
