import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { AboutDialog } from './AboutDialog';

const meta = {
  title: 'Console/About Dialog',
  component: AboutDialog,
  args: { open: true, onClose: fn(), year: 2026 },
} satisfies Meta<typeof AboutDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Version and copyright; Escape does nothing, Close calls onClose. */
export const Open: Story = {
  play: async ({ args }) => {
    await expect(await screen.findByText('Version 1.99.212')).toBeVisible();
    await expect(screen.getByText('© 2026 EquipDesk')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
