import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { ConsoleStory, withSession } from '../../stories/ConsoleStory';
import { pageParameters } from '../../stories/listingStory';
import { ADMIN_USER, CAREGIVER_USER } from '../../testing/fixtures';
import {
  DASHBOARD_ASSETS_ONLY_PERMISSIONS,
  DASHBOARD_FULL_PERMISSIONS,
  MODEL_PUMP,
  dashboardEmptyHandlers,
  dashboardErrorHandlers,
  dashboardHandlers,
  dashboardLoadingHandlers,
} from './dashboardHandlers';
import { DASHBOARD_TAB_KEY } from './tabs';

const meta = {
  title: 'Console/Dashboard/Dashboard',
  component: ConsoleStory,
  args: { path: '/dashboard' },
  parameters: pageParameters(...dashboardHandlers()),
  beforeEach: () => {
    localStorage.removeItem(DASHBOARD_TAB_KEY);
    return withSession(ADMIN_USER, DASHBOARD_FULL_PERMISSIONS)();
  },
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The ASSETS tab with its five charts, the filter bar and every tab of a full grant. */
export const Assets: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard™' })).toBeVisible();
    const tabs = within(screen.getByRole('tablist', { name: 'Dashboard' }));
    for (const name of ['ASSETS', 'ORDERS', 'PLACE NEW ORDER']) await expect(tabs.getByRole('tab', { name })).toBeVisible();
    await expect(screen.getByRole('region', { name: 'Filters' })).toBeVisible();
    for (const title of ['Availability by Model', 'Last Verified by Model', 'Assets Commissioned', 'Assets Status Breakdown', 'Assets by Patient Care Unit']) {
      await expect(await screen.findByRole('figure', { name: title })).toBeVisible();
    }
    await expect(await screen.findByRole('img', { name: 'Assets Commissioned: 71 % (41 of 58)' })).toBeVisible();
    const slice = await screen.findByRole('link', { name: 'BROKEN / AM: 3' });
    await expect(slice).toHaveAttribute('href', '/assets?utilizationStatuses=BROKEN+%2F+AM');
    const segment = await screen.findByRole('link', { name: 'PUMP-100, AVAILABLE: 9' });
    await expect(segment.getAttribute('href')).toContain(`models=${MODEL_PUMP}`);
  },
};

/** "Show as table" of a chart gives the same numbers. */
export const AssetsAsTable: Story = {
  play: async () => {
    const figure = within(await screen.findByRole('figure', { name: 'Availability by Model' }));
    await userEvent.click(await figure.findByRole('button', { name: 'Show as table' }));
    await expect(figure.getByRole('row', { name: 'PUMP-100 9 6 0 20 35' })).toBeVisible();
  },
};

/** ASSETS alone, without FILTER: no filter bar, no other tab. */
export const AssetsOnly: Story = {
  beforeEach: withSession(ADMIN_USER, DASHBOARD_ASSETS_ONLY_PERMISSIONS),
  play: async () => {
    const tabs = within(await screen.findByRole('tablist', { name: 'Dashboard' }));
    await expect(tabs.getAllByRole('tab')).toHaveLength(1);
    await expect(screen.queryByRole('region', { name: 'Filters' })).toBeNull();
  },
};

/** ORDERS: the order charts come with the next part of the dashboard. */
export const Orders: Story = {
  beforeEach: () => {
    localStorage.setItem(DASHBOARD_TAB_KEY, 'orders');
  },
  play: async () => {
    await expect(await screen.findByRole('tab', { name: 'ORDERS', selected: true })).toBeVisible();
    await expect(screen.getByText('The order charts are not available yet.')).toBeVisible();
  },
};

/** PLACE NEW ORDER: the order form, without the filter bar. */
export const PlaceNewOrder: Story = {
  beforeEach: () => {
    localStorage.setItem(DASHBOARD_TAB_KEY, 'place-order');
  },
  play: async () => {
    await expect(await screen.findByRole('tab', { name: 'PLACE NEW ORDER', selected: true })).toBeVisible();
    await expect(await screen.findByRole('heading', { level: 2, name: /Order/ })).toBeVisible();
    await expect(screen.queryByRole('region', { name: 'Filters' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: pageParameters(...dashboardLoadingHandlers()),
  play: async () => {
    await expect(await screen.findByText('Loading Assets Status Breakdown…')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: pageParameters(...dashboardEmptyHandlers()),
  play: async () => {
    await waitFor(() => expect(screen.getAllByText('No data to show.')).toHaveLength(5));
  },
};

export const Error: Story = {
  parameters: pageParameters(...dashboardErrorHandlers()),
  play: async () => {
    await waitFor(() => expect(screen.getAllByText('The statistics could not be loaded.')).toHaveLength(5));
  },
};

/** A caregiver (A2) with dashboard/orders VIEW and NEW only: ORDERS and PLACE NEW ORDER, no ASSETS. */
export const CaregiverTabs: Story = {
  beforeEach: withSession(CAREGIVER_USER, [
    { value: 'dashboard', type: 'NAVIGATE', context: 'MENU' },
    { value: 'dashboard/orders', type: 'VIEW', context: 'URI' },
    { value: 'dashboard/orders', type: 'NEW', context: 'URI' },
  ]),
  play: async () => {
    const tabs = within(await screen.findByRole('tablist', { name: 'Dashboard' }));
    await expect(tabs.getAllByRole('tab').map((t) => t.textContent)).toEqual(['ORDERS', 'PLACE NEW ORDER']);
  },
};

/** No dashboard grant: the no-privilege message. */
export const NoDashboard: Story = {
  beforeEach: withSession(ADMIN_USER, [{ value: 'dashboard', type: 'NAVIGATE', context: 'MENU' }]),
  play: async () => {
    await expect(await screen.findByText(MESSAGES.noPrivilege)).toBeVisible();
  },
};
