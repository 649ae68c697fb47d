import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { ConsoleStory, withSession } from '../../../stories/ConsoleStory';
import { pageParameters } from '../../../stories/listingStory';
import { ADMIN_USER } from '../../../testing/fixtures';
import { TRENDS_CHART_TITLE, TRENDS_EMPTY } from './TrendsChart';
import {
  TRENDS_FAILURE,
  TRENDS_NO_VIEW_PERMISSIONS,
  TRENDS_PERMISSIONS,
  trendQueries,
  trendsEmptyHandlers,
  trendsErrorHandlers,
  trendsHandlers,
  trendsLoadingHandlers,
} from './trendsHandlers';

const DAY = 86_400_000;

const meta = {
  title: 'Console/Reports/Asset Utilization Trends',
  component: ConsoleStory,
  args: { path: '/reports/asset-utilization-trends' },
  parameters: pageParameters(...trendsHandlers()),
  beforeEach: () => {
    trendQueries.length = 0;
    return withSession(ADMIN_USER, TRENDS_PERMISSIONS)();
  },
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** PAST 30 DAYS: a line per category (RETIRED drawn as UNKNOWN), the legend toggling lines by mouse and keyboard. */
export const Default: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Asset Utilization Trends' })).toBeVisible();
    const figure = within(await screen.findByRole('figure', { name: TRENDS_CHART_TITLE }));
    const legend = within(await figure.findByRole('list', { name: `${TRENDS_CHART_TITLE} legend: show or hide a line` }));
    for (const name of ['AVAILABLE', 'TRANSITION', 'UNKNOWN', 'UTILIZED']) await expect(legend.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
    const utilized = legend.getByRole('button', { name: 'UTILIZED' });
    await userEvent.click(utilized);
    await expect(utilized).toHaveAttribute('aria-pressed', 'false');
    utilized.focus();
    await userEvent.keyboard('{Enter}');
    await expect(utilized).toHaveAttribute('aria-pressed', 'true');
    await expect(screen.getByRole('combobox', { name: 'Period' })).toBeVisible();
    await expect(screen.getByText('PAST 30 DAYS')).toBeVisible();
    const sent = trendQueries.at(-1)!;
    const start = new Date(`${sent.get('startTimestamp')!}Z`).getTime();
    await expect(Math.abs(Date.now() - 30 * DAY - start)).toBeLessThan(60_000);
    await expect(sent.has('endTimestamp')).toBe(false);
  },
};

/** Show as table: the percentages the chart draws, one decimal (matching / total × 100). */
export const AsTable: Story = {
  play: async () => {
    const figure = within(await screen.findByRole('figure', { name: TRENDS_CHART_TITLE }));
    await userEvent.click(await figure.findByRole('button', { name: 'Show as table' }));
    // 4 November 2026, a Wednesday: AVAILABLE 52 / 200, TRANSITION 30, RETIRED (UNKNOWN) 12, UTILIZED 98.
    await expect(figure.getByRole('row', { name: '2026-11-04 26 15 6 49' })).toBeVisible();
    await expect(figure.getByRole('columnheader', { name: 'UTILIZED' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: pageParameters(...trendsLoadingHandlers),
  play: async () => {
    await expect(await screen.findByText(`Loading ${TRENDS_CHART_TITLE}…`)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: pageParameters(...trendsEmptyHandlers),
  play: async () => {
    await expect(await screen.findByText(TRENDS_EMPTY)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: pageParameters(...trendsErrorHandlers),
  play: async () => {
    await expect(await screen.findByText(TRENDS_FAILURE)).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const NoPermission: Story = {
  beforeEach: withSession(ADMIN_USER, TRENDS_NO_VIEW_PERMISSIONS),
  play: async () => {
    await expect(await screen.findByText(MESSAGES.noPrivilege)).toBeVisible();
    await expect(screen.queryByRole('figure')).toBeNull();
  },
};

/** VIEW without FILTER: the chart of PAST 30 DAYS, no filter bar. */
export const WithoutFilter: Story = {
  beforeEach: withSession(ADMIN_USER, TRENDS_PERMISSIONS.filter((e) => e.type !== 'FILTER')),
  play: async () => {
    await expect(await screen.findByRole('figure', { name: TRENDS_CHART_TITLE })).toBeVisible();
    await expect(screen.queryByRole('region', { name: 'Filters' })).toBeNull();
  },
};

/** CUSTOM: the start and end date and time pickers, the request asking for that window. */
export const CustomPeriod: Story = {
  play: async () => {
    await screen.findByRole('figure', { name: TRENDS_CHART_TITLE });
    await userEvent.click(screen.getByRole('combobox', { name: 'Period' }));
    await userEvent.click(await screen.findByRole('option', { name: 'CUSTOM' }));
    const start = await screen.findByLabelText('Start Date/Time');
    const end = screen.getByLabelText('End Date/Time');
    await expect(start).toBeVisible();
    await expect(end).toBeVisible();
    await waitFor(() => expect(trendQueries.at(-1)?.has('endTimestamp')).toBe(true));
    await userEvent.clear(start);
    await userEvent.type(start, '2026-11-05 08:00:00{Enter}');
    await userEvent.clear(end);
    await userEvent.type(end, '2026-11-12 20:00:00{Enter}');
    const local = (text: string) => new Date(text.replace(' ', 'T')).toISOString().slice(0, 19);
    await waitFor(() => {
      const sent = trendQueries.at(-1)!;
      expect(sent.get('startTimestamp')).toBe(local('2026-11-05 08:00:00'));
      expect(sent.get('endTimestamp')).toBe(local('2026-11-12 20:00:00'));
    });
  },
};

/** The asset search form: an asset by serial number, SUBMIT, its utilization records. */
export const SearchResults: Story = {
  play: async () => {
    const form = within(await screen.findByRole('form', { name: 'Asset search' }));
    await userEvent.type(form.getByLabelText('Asset'), 'SN-1001');
    await userEvent.click(await screen.findByRole('option', { name: 'SN-1001 — PUMP-1' }));
    await userEvent.click(form.getByRole('button', { name: 'SUBMIT' }));
    const table = within(await screen.findByRole('table', { name: 'Utilization records' }));
    await expect(await table.findByText('2026-05-12 14:05:09')).toBeVisible();
    await expect(table.getByText('IN USE')).toBeVisible();
    await expect(table.getByText('INVENTORY')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'CLEAR' }));
    await expect(screen.queryByRole('table', { name: 'Utilization records' })).toBeNull();
  },
};

/** No asset matches the serial number: the spec's message; SUBMIT without an asset says what is missing. */
export const SearchNoResults: Story = {
  play: async () => {
    const form = within(await screen.findByRole('form', { name: 'Asset search' }));
    await userEvent.type(form.getByLabelText('Asset'), 'NO-SUCH-SERIAL');
    await expect(await screen.findByText(MESSAGES.noAssetsFound)).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'SUBMIT' }));
    await expect(await form.findByText(MESSAGES.trendsAssetRequired)).toBeVisible();
  },
};
