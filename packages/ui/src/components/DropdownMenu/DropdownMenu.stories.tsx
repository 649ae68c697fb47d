import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { DropdownMenu } from './DropdownMenu';

const meta = {
  title: 'UI/DropdownMenu',
  tags: ['autodocs'],
  component: DropdownMenu,
  args: {
    label: 'Admin',
    items: [
      { id: 'users', label: 'Users', href: '/admin/users', onSelect: fn() },
      { id: 'roles', label: 'Roles', href: '/admin/roles', onSelect: fn() },
      { id: 'matrix', label: 'Permissions', href: '/admin/permissions', onSelect: fn() },
    ],
  },
  parameters: { layout: 'centered' },
  decorators: [
    // Room below the trigger so the open menu is inside the story's frame.
    (Story) => (
      <div style={{ minHeight: '12rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Admin' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Admin' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Users' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'Roles' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('menuitem', { name: 'Permissions' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'Users' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
  },
};

export const SelectsWithoutPageLoad: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Admin' }));
    const roles = canvas.getByRole('menuitem', { name: 'Roles' });
    await expect(roles).toHaveAttribute('href', '/admin/roles');
    await userEvent.click(roles);
    await expect(args.items[1]?.onSelect).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
  },
};

export const WithDisabledItem: Story = {
  args: {
    label: 'Signed in as Ada Admin',
    align: 'end',
    items: [
      { id: 'profile', label: 'Profile', onSelect: fn() },
      { id: 'password', label: 'Change password', disabled: true, onSelect: fn() },
      { id: 'signout', label: 'Signout', onSelect: fn() },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Signed in as Ada Admin' }));
    await expect(canvas.getByRole('menuitem', { name: 'Change password' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'Signout' })).toHaveFocus();
  },
};
