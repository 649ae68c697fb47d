import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { MESSAGES, formatMessage } from '@equipdesk/api-client/contract';
import { DEFAULT_SUPPORT_EMAIL } from '../config';
import { ConsoleStory, refuseOtherCalls, withSession } from '../stories/ConsoleStory';
import {
  ADMIN_PERMISSIONS,
  ADMIN_USER,
  CAREGIVER_PERMISSIONS,
  CAREGIVER_USER,
  NOACCESS_USER,
} from '../testing/fixtures';

const meta = {
  title: 'Console/Shell',
  component: ConsoleStory,
  args: { path: '/dashboard' },
  parameters: { layout: 'fullscreen', msw: { handlers: [refuseOtherCalls] } },
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function navbar() {
  return within(await screen.findByRole('navigation', { name: 'Main' }));
}

/** An administrator sees every menu of spec 1. */
export const NavbarAdmin: Story = {
  beforeEach: withSession(ADMIN_USER, ADMIN_PERMISSIONS),
  play: async () => {
    const nav = await navbar();
    for (const menu of ['Assets', 'Orders', 'Tasks', 'Users', 'Facilities', 'Help', 'Avery Admin']) {
      await expect(nav.getByRole('button', { name: menu })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  },
};

const LONG_NAME = 'Maximiliana Alexandra Konstantinopoulou-Wolfeschlegelsteinhausen of the Northwind Regional Medical';

/** A user whose name is 100 characters long: one line cut with an ellipsis, the full name as tooltip and accessible name. */
export const NavbarLongUserName: Story = {
  beforeEach: withSession({ ...ADMIN_USER, name: LONG_NAME }, ADMIN_PERMISSIONS),
  play: async () => {
    const nav = await navbar();
    const menu = nav.getByRole('button', { name: LONG_NAME });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('title', LONG_NAME);
    const label = within(menu).getByText(LONG_NAME);
    await expect(label.scrollWidth).toBeGreaterThan(label.clientWidth);
    await expect(getComputedStyle(label).textOverflow).toBe('ellipsis');
    // The bar stays within the screen: nothing of it scrolls sideways.
    const bar = await screen.findByRole('navigation', { name: 'Main' });
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
    await expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(bar.getBoundingClientRect().right);
  },
};

/** The Assets menu opened: every item of the spec table for a user who may navigate them all. */
export const AssetsMenuOpen: Story = {
  beforeEach: withSession(ADMIN_USER, ADMIN_PERMISSIONS),
  play: async () => {
    const nav = await navbar();
    await userEvent.click(nav.getByRole('button', { name: 'Assets' }));
    await expect(await screen.findByRole('menuitem', { name: 'Upload History' })).toBeVisible();
    await expect(screen.getByRole('menuitem', { name: 'Utilization Metrics' })).toBeVisible();
  },
};

/** A caregiver: only the menus and items their NAVIGATE entries allow. */
export const NavbarNarrowRole: Story = {
  beforeEach: withSession(CAREGIVER_USER, CAREGIVER_PERMISSIONS),
  play: async () => {
    const nav = await navbar();
    await expect(nav.getByRole('button', { name: 'Orders' })).toBeVisible();
    await expect(nav.queryByRole('button', { name: 'Users' })).toBeNull();
    await expect(nav.queryByRole('button', { name: 'Assets' })).toBeNull();
  },
};

/** A user with no permissions at all: Help and the user menu, and the support message on every page. */
export const NavbarNoAccess: Story = {
  beforeEach: withSession(NOACCESS_USER, []),
  play: async () => {
    const message = formatMessage(MESSAGES.noPermissionsAtAll, { email: DEFAULT_SUPPORT_EMAIL });
    await expect(await screen.findByText(message)).toBeVisible();
    const nav = await navbar();
    await expect(nav.queryByRole('link', { name: 'Home' })).toBeNull();
    await expect(nav.getByRole('button', { name: 'Noel Noaccess' })).toBeVisible();
  },
};

/** A page inside the shell: its name as the heading (a report's, here). */
export const PageTitle: Story = {
  args: { path: '/reports/stock-status-report' },
  beforeEach: withSession(ADMIN_USER, ADMIN_PERMISSIONS),
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Stock Status' })).toBeVisible();
  },
};

/** Help → About: it stays open on Escape; only Close closes it. */
export const AboutFromHelp: Story = {
  beforeEach: withSession(ADMIN_USER, ADMIN_PERMISSIONS),
  play: async () => {
    const nav = await navbar();
    await userEvent.click(nav.getByRole('button', { name: 'Help' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'About' }));
    const dialog = await screen.findByRole('dialog', { name: 'About EquipDesk' });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByText('Version 1.99.212')).toBeVisible();
  },
};

/** The browser warning shown to Internet Explorer at /ie. */
export const BrowserWarning: Story = {
  args: { path: '/ie' },
  beforeEach: withSession(null),
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Unsupported Browser' })).toHaveTextContent(MESSAGES.ieUnsupported);
  },
};
