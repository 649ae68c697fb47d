import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES, formatMessage } from '@equipdesk/api-client/contract';
import { ConsoleStory, withSession } from '../../stories/ConsoleStory';
import { answeredBy, pageParameters } from '../../stories/listingStory';
import { sentUtilizationQueries, utilizationErrorHandlers, utilizationHandlers, viewLoadingHandlers } from '../../stories/utilizationHandlers';
import { ADMIN_USER, CAREGIVER_PERMISSIONS, CAREGIVER_USER } from '../../testing/fixtures';
import { UTILIZATION_PERMISSIONS } from '../../testing/utilizationFixtures';

const meta = {
  title: 'Console/Reports/Metric Details',
  component: ConsoleStory,
  args: { path: '/reports/availability-by-model' },
  parameters: pageParameters(...utilizationHandlers()),
  beforeEach: () => {
    window.localStorage.clear();
    sentUtilizationQueries.length = 0;
    return withSession(ADMIN_USER, UTILIZATION_PERMISSIONS)();
  },
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The view's label and DETAILS, its columns and roll-up, and its export offered. */
export const Default: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Availability by Model DETAILS' })).toBeVisible();
    const rows = within(await screen.findByRole('table', { name: 'Availability by Model DETAILS' }));
    await expect(await rows.findByRole('row', { name: /^2026-11-24 North General BED-9 UTILIZED$/ })).toHaveTextContent('16.7%');
    await expect(rows.getByRole('columnheader', { name: 'Model' })).toBeVisible();
    await expect(rows.queryByRole('columnheader', { name: 'Account' })).toBeNull();
    await waitFor(() => expect(sentUtilizationQueries.find((q) => q.path === '/api/utilization')?.query.getAll('rollUpFields')).toEqual(['modelCode']));
    await expect(screen.getByRole('button', { name: 'Export' })).toBeVisible();
  },
};

/** The optional export goes to `${detailsUri}.xlsx` with the view's roll-up. */
export const ExportXlsx: Story = {
  play: async () => {
    await screen.findByRole('table', { name: 'Availability by Model DETAILS' });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'XLSX' }));
    await waitFor(() => expect(sentUtilizationQueries.some((q) => q.path === '/api/utilization.xlsx')).toBe(true));
    await expect(sentUtilizationQueries.find((q) => q.path === '/api/utilization.xlsx')!.query.getAll('rollUpFields')).toEqual(['modelCode']);
  },
};

/** A view whose configuration offers no export, with its default columns. */
export const WithoutExport: Story = {
  args: { path: '/reports/verified-by-product' },
  play: async () => {
    const rows = within(await screen.findByRole('table', { name: 'Last Verified by Product DETAILS' }));
    await expect(await rows.findByRole('columnheader', { name: 'Business Type' })).toBeVisible();
    await expect(rows.getByRole('columnheader', { name: 'Model' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  },
};

export const NotFound: Story = {
  args: { path: '/reports/availability' },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Metric Details' })).toBeVisible();
    await expect(await screen.findByRole('alert')).toHaveTextContent(formatMessage(MESSAGES.metricViewNotFound, { name: 'availability' }));
  },
};

export const UnreadableConfiguration: Story = {
  args: { path: '/reports/broken-view' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(formatMessage(MESSAGES.metricViewUnreadable, { name: 'broken-view' }));
  },
};

export const Loading: Story = { parameters: answeredBy(...viewLoadingHandlers) };

export const LoadError: Story = {
  parameters: answeredBy(...utilizationErrorHandlers),
  play: async () => {
    await expect(await screen.findByText('The utilization metrics could not be loaded.')).toBeVisible();
  },
};

export const NoPermission: Story = {
  beforeEach: withSession(CAREGIVER_USER, CAREGIVER_PERMISSIONS),
  play: async () => {
    await expect(await screen.findByText(MESSAGES.noPrivilege)).toBeVisible();
  },
};
