import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { ConsoleStory, withSession } from '../../stories/ConsoleStory';
import { pageParameters } from '../../stories/listingStory';
import { ADMIN_USER, CAREGIVER_USER } from '../../testing/fixtures';
import {
  DASHBOARD_ASSETS_ONLY_PERMISSIONS,
  DASHBOARD_FULL_PERMISSIONS,
  LOCATION_WARD,
  MODEL_MONITOR,
  MODEL_PUMP,
  ORDER_STAT_FIXTURES,
  ORDER_WINDOW,
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

const ORDER_CHART_TITLES = ["Today's Orders", 'Order Compliance', 'Order By Location', 'Order By Model', 'Hourly Order Summary', 'Average Delivery Times (Minutes)'];
const onOrdersTab = () => {
  localStorage.setItem(DASHBOARD_TAB_KEY, 'orders');
};

/** ORDERS: the six order charts of the past 24 hours; segments open the orders they count. */
export const Orders: Story = {
  beforeEach: onOrdersTab,
  play: async () => {
    await expect(await screen.findByRole('tab', { name: 'ORDERS', selected: true })).toBeVisible();
    await expect(screen.getByRole('region', { name: 'Filters' })).toBeVisible();
    for (const title of ORDER_CHART_TITLES) await expect(await screen.findByRole('figure', { name: title })).toBeVisible();
    const segment = new URL((await screen.findByRole('link', { name: 'COMPLETED, STANDARD: 12' })).getAttribute('href')!, 'http://x');
    await expect(segment.pathname).toBe('/orders');
    await expect(Object.fromEntries(segment.searchParams)).toEqual({ createdFrom: ORDER_WINDOW.from, createdTo: ORDER_WINDOW.to, orderStatuses: 'COMPLETED', orderTypes: 'STANDARD' });
    await expect((await screen.findByRole('link', { name: 'Ward 3B: 11' })).getAttribute('href')).toContain(`locations=${LOCATION_WARD}`);
    await expect((await screen.findByRole('link', { name: 'MON-7: 9' })).getAttribute('href')).toContain(`models=${MODEL_MONITOR}`);
    await expect((await screen.findByRole('link', { name: 'Non-compliant: 5' })).getAttribute('href')).toContain('compliance=NON_COMPLIANT');
    await expect((await screen.findByRole('link', { name: 'STAT: 52' })).getAttribute('href')).toContain('orderStatuses=COMPLETED&orderStatuses=PARTIAL');
    // Orders without a delivery location have no filter to open them by: their bar is no link.
    await expect(screen.queryByRole('link', { name: 'No location: 2' })).toBeNull();
  },
};

/** "Show as table" of the order charts gives the same numbers. */
export const OrdersAsTable: Story = {
  beforeEach: onOrdersTab,
  play: async () => {
    const today = within(await screen.findByRole('figure', { name: "Today's Orders" }));
    await userEvent.click(await today.findByRole('button', { name: 'Show as table' }));
    await expect(today.getByRole('row', { name: 'COMPLETED 12 7 2 21' })).toBeVisible();
    const compliance = within(screen.getByRole('figure', { name: 'Order Compliance' }));
    await userEvent.click(compliance.getByRole('button', { name: 'Show as table' }));
    await expect(compliance.getByRole('row', { name: 'Compliant 16' })).toBeVisible();
    const hourly = within(screen.getByRole('figure', { name: 'Hourly Order Summary' }));
    await userEvent.click(hourly.getByRole('button', { name: 'Show as table' }));
    const points = new Set(ORDER_STAT_FIXTURES.summaryPast24.map((s) => s.from));
    await expect(hourly.getAllByRole('row')).toHaveLength(points.size + 1);
  },
};

/** Filters in the address (a shared link, a reload) are the bar's, and reach the stats calls and every link. */
export const OrdersFilteredByAddress: Story = {
  args: { path: `/dashboard?models=${MODEL_PUMP}` },
  beforeEach: onOrdersTab,
  parameters: pageParameters(
    http.get('/api/stats/orders/summaryPast24ByModel/dashboard', ({ request }) => {
      const models = new URL(request.url).searchParams.getAll('models');
      const items = ORDER_STAT_FIXTURES.summaryPast24ByModel.filter((s) => models.length === 0 || models.includes(s.groupId!));
      return HttpResponse.json({ success: true, count: items.length, items, ...ORDER_WINDOW });
    }),
    ...dashboardHandlers(),
  ),
  play: async () => {
    await expect((await screen.findByRole('link', { name: 'PUMP-100: 14' })).getAttribute('href')).toContain(`models=${MODEL_PUMP}`);
    await expect(screen.queryByRole('link', { name: 'MON-7: 9' })).toBeNull();
    await expect((await screen.findByRole('link', { name: 'ASSIGNED, STAT: 3' })).getAttribute('href')).toContain(`models=${MODEL_PUMP}`);
  },
};

export const OrdersLoading: Story = {
  beforeEach: onOrdersTab,
  parameters: pageParameters(...dashboardLoadingHandlers()),
  play: async () => {
    for (const title of ORDER_CHART_TITLES) await expect(await screen.findByText(`Loading ${title}…`)).toBeVisible();
  },
};

export const OrdersEmpty: Story = {
  beforeEach: onOrdersTab,
  parameters: pageParameters(...dashboardEmptyHandlers()),
  play: async () => {
    await waitFor(() => expect(screen.getAllByText('No data to show.')).toHaveLength(6));
  },
};

export const OrdersError: Story = {
  beforeEach: onOrdersTab,
  parameters: pageParameters(...dashboardErrorHandlers()),
  play: async () => {
    await waitFor(() => expect(screen.getAllByText('The statistics could not be loaded.')).toHaveLength(6));
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
