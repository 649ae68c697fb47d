import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { DropdownMenu } from '../DropdownMenu';
import { Navbar } from './Navbar';
import { NavbarLink } from './NavbarLink';

const meta = {
  title: 'UI/Navbar',
  tags: ['autodocs'],
  component: Navbar,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: <a href="/dashboard">EquipDesk</a>,
    end: (
      <DropdownMenu
        label="Ada Admin"
        align="end"
        items={[
          { id: 'profile', label: 'Profile', onSelect: fn() },
          { id: 'password', label: 'Change password', onSelect: fn() },
          { id: 'signout', label: 'Signout', onSelect: fn() },
        ]}
      />
    ),
    children: (
      <>
        <NavbarLink href="/dashboard" active onSelect={fn()}>
          Dashboard
        </NavbarLink>
        <DropdownMenu
          label="Admin"
          items={[
            { id: 'users', label: 'Users', href: '/admin/users', onSelect: fn() },
            { id: 'roles', label: 'Roles', href: '/admin/roles', onSelect: fn() },
          ]}
        />
        <DropdownMenu
          label="Help"
          items={[{ id: 'about', label: 'About', onSelect: fn() }]}
        />
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '14rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toContainElement(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  },
};

export const UserMenuOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ada Admin' }));
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    await expect(canvas.getByRole('menuitem', { name: 'Signout' })).toBeVisible();
  },
};

export const BrandOnly: Story = {
  args: { children: undefined, end: undefined },
};
