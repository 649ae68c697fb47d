import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { ConsoleStory, withSession } from '../../../stories/ConsoleStory';
import { answeredBy, pageParameters } from '../../../stories/listingStory';
import { ADMIN_USER } from '../../../testing/fixtures';
import {
  EXPORT_LIST_FAILURE,
  EXPORT_PERMISSIONS,
  EXPORT_REFUSAL,
  exportErrorHandlers,
  exportHandlers,
  exportLoadingHandlers,
  exportPermissions,
  exportRefusalHandlers,
  issuedQueries,
} from './exportHandlers';

const meta = {
  title: 'Console/Export Requests',
  component: ConsoleStory,
  args: { path: '/assets/productivity' },
  parameters: pageParameters(...exportHandlers()),
  beforeEach: withSession(ADMIN_USER, EXPORT_PERMISSIONS),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = async (name: string) => within(await screen.findByRole('form', { name }));
const openTab = async (name: RegExp | string) => userEvent.click(await screen.findByRole('tab', { name }));
const table = async (name: string) => within(await screen.findByRole('table', { name }));

async function choose(scope: ReturnType<typeof within>, label: string, option: string) {
  await userEvent.click(scope.getByLabelText(label));
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await userEvent.keyboard('{Escape}');
}

/** The productivity form as it opens: the seven filters, both bounds with Clear and Date Only, the note, the name. */
export const ProductivityNewRequestForm: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Productivity Details' })).toBeVisible();
    await expect(screen.getByRole('tab', { name: 'New Request Form' })).toHaveAttribute('aria-selected', 'true');
    const scope = await form('New Productivity Export Request');
    for (const label of ['Facilities', 'Accounts', 'Users', 'Models', 'Utilization Statuses', 'Utilization Categories', 'Change Types']) {
      await expect(scope.getByLabelText(label)).toBeVisible();
    }
    await expect(scope.queryByLabelText('Service Types')).toBeNull();
    await expect(scope.getByLabelText('Start Date')).toBeVisible();
    await expect(scope.getByRole('switch', { name: 'End: date only' })).toBeChecked();
    await expect(scope.getByRole('button', { name: 'Clear start' })).toBeDisabled();
    await expect(scope.getByText('Productivity: all rows, any time')).toBeVisible();
    await expect(scope.getByRole('button', { name: 'Issue Export Request' })).toBeEnabled();
  },
};

/** Issue Export Request: the toast titled Successfully Requested with the id and status, then Ongoing shows it. */
export const IssueRequest: Story = {
  // A history of its own: the request issued here joins it.
  parameters: answeredBy(...exportHandlers()),
  play: async () => {
    const scope = await form('New Productivity Export Request');
    await choose(scope, 'Facilities', 'North General');
    await choose(scope, 'Change Types', 'Updated');
    await userEvent.type(scope.getByLabelText('Brief Note'), 'weekly review');
    await expect(scope.getByText('Productivity: Facilities North General; Change Types Updated; Note weekly review')).toBeVisible();
    await userEvent.click(scope.getByRole('button', { name: 'Issue Export Request' }));
    await expect(await screen.findByText(MESSAGES.exportRequestedTitle)).toBeVisible();
    await expect(screen.getByText(`${MESSAGES.exportRequested}: request er-101 is REQUESTED.`)).toBeVisible();
    const sent = issuedQueries[issuedQueries.length - 1]!;
    await expect(sent.getAll('facilities')).toEqual(['f-north']);
    await expect(sent.getAll('types')).toEqual(['UPDATED']);
    await waitFor(() => expect(screen.getByRole('tab', { name: /Ongoing Request\(s\)/ })).toHaveAttribute('aria-selected', 'true'));
    const ongoing = await table('Ongoing Request(s)');
    await expect(await ongoing.findByText('Productivity: Facilities North General; Change Types Updated; Note weekly review')).toBeVisible();
  },
};

/** A refused request: the server's message as a toast, and the form keeps what was chosen. */
export const RequestRefused: Story = {
  parameters: answeredBy(...exportRefusalHandlers()),
  play: async () => {
    const scope = await form('New Productivity Export Request');
    await userEvent.type(scope.getByLabelText('Brief Note'), 'keep me');
    await userEvent.click(scope.getByRole('button', { name: 'Issue Export Request' }));
    await expect(await screen.findByText(EXPORT_REFUSAL)).toBeVisible();
    await expect(scope.getByLabelText('Brief Note')).toHaveValue('keep me');
    await expect(screen.getByRole('tab', { name: 'New Request Form' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Past Requests: completed and given-up requests, the log in a modal, Download for COMPLETED only. */
export const PastRequests: Story = {
  play: async () => {
    await openTab('Past Requests');
    const past = await table('Past Requests');
    await expect(await past.findByText('Productivity: Accounts ICU West (10021); from 2026-11-01 00:00:00')).toBeVisible();
    await expect(past.getByText('COMPLETED')).toBeVisible();
    await expect(past.getByText('FAILED (stopped PROCESSING)')).toBeVisible();
    await expect(past.getAllByRole('button', { name: /^Download / })).toHaveLength(1);
    await userEvent.click(past.getByRole('button', { name: 'View Log of Productivity: all rows, any time' }));
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByText(/Failed after 3 attempts/)).toBeVisible();
  },
};

/** Ongoing Request(s): REQUESTED, ACCEPTED and PROCESSING requests, with their logs and no download. */
export const OngoingRequests: Story = {
  play: async () => {
    await openTab(/Ongoing Request\(s\)/);
    const ongoing = await table('Ongoing Request(s)');
    await expect(await ongoing.findByText('REQUESTED')).toBeVisible();
    await expect(ongoing.getByText('PROCESSING')).toBeVisible();
    await expect(ongoing.queryByRole('button', { name: /^Download / })).toBeNull();
  },
};

/** The tabs answer the keyboard: arrows move between them. */
export const KeyboardTabs: Story = {
  play: async () => {
    const first = await screen.findByRole('tab', { name: 'New Request Form' });
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Past Requests' })).toHaveFocus());
    await expect(screen.getByRole('tab', { name: 'Past Requests' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(screen.getByRole('tab', { name: /Ongoing Request\(s\)/ })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The utilization form adds service types, business types and the additional fields. */
export const UtilizationNewRequestForm: Story = {
  args: { path: '/assets/utilization' },
  parameters: answeredBy(...exportHandlers()),
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Utilization Export Requests' })).toBeVisible();
    const scope = await form('New Utilization Export Request');
    for (const label of ['Service Types', 'Business Types', 'Additional Fields']) await expect(scope.getByLabelText(label)).toBeVisible();
    await expect(scope.queryByLabelText('Users')).toBeNull();
    await choose(scope, 'Additional Fields', 'Identifier');
    await userEvent.click(scope.getByRole('button', { name: 'Issue Export Request' }));
    await expect(await screen.findByText(MESSAGES.exportRequestedTitle)).toBeVisible();
    await expect(issuedQueries[issuedQueries.length - 1]!.getAll('additionalFields')).toEqual(['identifier']);
  },
};

/** While the history loads. */
export const Loading: Story = {
  parameters: answeredBy(...exportLoadingHandlers()),
  play: async () => {
    await openTab('Past Requests');
    await expect(await screen.findByRole('table', { name: 'Past Requests' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The history could not be loaded. */
export const ListError: Story = {
  parameters: answeredBy(...exportErrorHandlers()),
  play: async () => {
    await openTab(/Ongoing Request\(s\)/);
    await expect(await screen.findByText(EXPORT_LIST_FAILURE)).toBeVisible();
  },
};

/** With VIEW and DOWNLOAD only: no form, the lists open on Ongoing Request(s). */
export const ViewOnly: Story = {
  beforeEach: withSession(ADMIN_USER, exportPermissions('VIEW', 'DOWNLOAD')),
  play: async () => {
    await expect(await screen.findByRole('tab', { name: /Ongoing Request\(s\)/ })).toHaveAttribute('aria-selected', 'true');
    await expect(screen.queryByRole('tab', { name: 'New Request Form' })).toBeNull();
  },
};

/** Without VIEW or EXPORT on the page. */
export const NoPermission: Story = {
  beforeEach: withSession(ADMIN_USER, exportPermissions('DOWNLOAD')),
  play: async () => {
    await expect(await screen.findByText(MESSAGES.noPrivilege)).toBeVisible();
  },
};
