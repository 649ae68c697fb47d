import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES, localDay, localTime, visitGapMessage, visitMinimumEnd } from '@equipdesk/api-client/contract';
import type { VisitFrequency } from '@equipdesk/api-client/contract';
import { ConsoleStory, withSession } from '../../../stories/ConsoleStory';
import { answeredBy, pageParameters } from '../../../stories/listingStory';
import { VISIT_FULL_PERMISSIONS, VISIT_READONLY_PERMISSIONS } from '../../../testing/visitFixtures';
import { ADMIN_USER } from '../../../testing/fixtures';
import { visitHandlers } from './visitHandlers';

const meta = {
  title: 'Console/Tasks/Visit form',
  component: ConsoleStory,
  args: { path: '/visits' },
  parameters: pageParameters(...visitHandlers()),
  beforeEach: withSession(ADMIN_USER, VISIT_FULL_PERMISSIONS),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

type Form = ReturnType<typeof within>;

const DAY = 86_400_000;

/** Opens Create New Visit above the list. */
async function newForm(): Promise<Form> {
  await screen.findByRole('table', { name: 'Manage Visits' });
  await userEvent.click(await screen.findByRole('button', { name: 'Add New' }));
  return within(await screen.findByRole('form', { name: 'Create New Visit' }));
}

async function choose(scope: Form, label: string, option: string) {
  await userEvent.click(scope.getByLabelText(label, { selector: 'input' }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function typeInto(scope: Form, label: string, text: string) {
  const field = scope.getByRole('textbox', { name: label });
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
  // Leaves the field, closing the date picker's calendar if it opened (Escape would close the form).
  await userEvent.tab();
}

/** The start and end as typed: local dates and 24-hour times. */
async function schedule(scope: Form, start: Date, end: Date | null) {
  await typeInto(scope, 'Start Date', localDay(start));
  await typeInto(scope, 'Start Time', localTime(start));
  if (end) {
    await typeInto(scope, 'End Date', localDay(end));
    await typeInto(scope, 'End Time', localTime(end));
  }
}

/** Account, user, frequency and a location of North ICU. */
async function fill(scope: Form, frequency: VisitFrequency) {
  await choose(scope, 'Account', 'North ICU (1001)');
  await choose(scope, 'User', 'Tess Tech (tess)');
  await choose(scope, 'Frequency', frequency);
  await choose(scope, 'Locations', 'ICU Bay 1');
}

/** Tomorrow at 09:30 local time. */
const tomorrow = () => {
  const at = new Date(Date.now() + DAY);
  at.setHours(9, 30, 0, 0);
  return at;
};

const save = (scope: Form) => userEvent.click(scope.getByRole('button', { name: 'Save' }));
const validationToast = () => screen.findByRole('alert');

/** The empty form: every field, the end ones too while no frequency is chosen. */
export const Empty: Story = {
  play: async () => {
    const scope = await newForm();
    for (const label of ['Start Date', 'Start Time', 'End Date', 'End Time', 'Name']) await expect(scope.getByLabelText(label)).toBeVisible();
    for (const label of ['Account', 'User', 'Frequency', 'Locations']) await expect(scope.getByLabelText(label, { selector: 'input' })).toBeVisible();
    await expect(scope.getByText('Optional. Left empty, the visit is named from its frequency and locations.')).toBeVisible();
  },
};

/** ONE_TIME hides the end; any other frequency shows it again. */
export const EndOnlyWhenRecurring: Story = {
  play: async () => {
    const scope = await newForm();
    await choose(scope, 'Frequency', 'ONE_TIME');
    await expect(scope.queryByLabelText('End Date')).toBeNull();
    await expect(scope.queryByLabelText('End Time')).toBeNull();
    await choose(scope, 'Frequency', 'MONTHLY');
    await expect(scope.getByLabelText('End Date')).toBeVisible();
    await expect(scope.getByLabelText('End Time')).toBeVisible();
  },
};

/** Nothing filled: every required field's message in one Validation Error toast. */
export const RequiredFields: Story = {
  play: async () => {
    const scope = await newForm();
    await save(scope);
    const toast = await validationToast();
    for (const message of [
      MESSAGES.visitAccountRequired,
      MESSAGES.visitUserRequired,
      MESSAGES.visitFrequencyRequired,
      MESSAGES.visitLocationRequired,
      MESSAGES.visitStartDate,
      MESSAGES.visitStartTime,
      MESSAGES.visitEndDate,
      MESSAGES.visitEndTime,
    ]) {
      await expect(toast).toHaveTextContent(message);
    }
  },
};

/** Times must be 24-hour HH:mm: '9.30' and '7pm' are refused with the spec's messages; the form keeps them. */
export const TimeFormat: Story = {
  play: async () => {
    const scope = await newForm();
    await fill(scope, 'WEEKLY');
    const start = tomorrow();
    await schedule(scope, start, new Date(start.getTime() + 8 * DAY));
    await typeInto(scope, 'Start Time', '9.30');
    await typeInto(scope, 'End Time', '7pm');
    await save(scope);
    const toast = await validationToast();
    await expect(toast).toHaveTextContent(MESSAGES.visitStartTime);
    await expect(toast).toHaveTextContent(MESSAGES.visitEndTime);
    await expect(scope.getByRole('textbox', { name: 'Start Time' })).toHaveValue('9.30');
    await expect(scope.getByRole('textbox', { name: 'End Time' })).toHaveValue('7pm');
  },
};

/** A start earlier today is in the past: 'Start Date/time value must be some value in future'. */
export const StartInThePast: Story = {
  play: async () => {
    const scope = await newForm();
    await fill(scope, 'ONE_TIME');
    const now = new Date();
    await typeInto(scope, 'Start Date', localDay(now));
    await typeInto(scope, 'Start Time', '00:00');
    await save(scope);
    await expect(await validationToast()).toHaveTextContent(MESSAGES.visitStartFuture);
  },
};

/** A recurring frequency's end must be its minimum gap after the start: a minute short is refused with its message. */
function minimumGap(frequency: Exclude<VisitFrequency, 'ONE_TIME'>): Story {
  return {
    play: async () => {
      const scope = await newForm();
      await fill(scope, frequency);
      const start = tomorrow();
      const short = new Date(visitMinimumEnd(frequency, start).getTime() - 60_000);
      await schedule(scope, start, short);
      await save(scope);
      await expect(await validationToast()).toHaveTextContent(visitGapMessage(frequency));
      // The form keeps what was typed.
      await expect(scope.getByRole('textbox', { name: 'End Date' })).toHaveValue(localDay(short));
      await expect(scope.getByRole('textbox', { name: 'End Time' })).toHaveValue(localTime(short));
      await expect(scope.getByRole('textbox', { name: 'Start Time' })).toHaveValue(localTime(start));
    },
  };
}

export const MinimumGapDaily = minimumGap('DAILY');
export const MinimumGapWeekly = minimumGap('WEEKLY');
export const MinimumGapMonthly = minimumGap('MONTHLY');
export const MinimumGapQuarterly = minimumGap('QUARTERLY');
export const MinimumGapHalfYearly = minimumGap('HALF_YEARLY');
export const MinimumGapYearly = minimumGap('YEARLY');

/** The locations are the chosen account's; another account clears them. The hint shows the name left empty gets. */
export const LocationsOfTheAccount: Story = {
  play: async () => {
    const scope = await newForm();
    await choose(scope, 'Account', 'North Surgery (1002)');
    await userEvent.click(scope.getByLabelText('Locations', { selector: 'input' }));
    await expect(await screen.findByRole('option', { name: 'Theatre 4' })).toBeVisible();
    await expect(screen.queryByRole('option', { name: 'ICU Bay 1' })).toBeNull();
    await userEvent.click(screen.getByRole('option', { name: 'Theatre 4' }));
    await choose(scope, 'Frequency', 'HALF_YEARLY');
    await expect(scope.getByText('Optional. Left empty, the visit is named: Half-yearly visit: Theatre 4')).toBeVisible();
    await choose(scope, 'Account', 'North ICU (1001)');
    await expect(scope.queryByText('Theatre 4')).toBeNull();
  },
};

/** A valid visit saves: the success toast, the form closes. */
export const Saved: Story = {
  play: async () => {
    const scope = await newForm();
    await fill(scope, 'WEEKLY');
    const start = tomorrow();
    await schedule(scope, start, visitMinimumEnd('WEEKLY', start));
    await save(scope);
    await expect(await screen.findByText('Visit created successfully.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Create New Visit' })).toBeNull());
  },
};

/** The server refuses (its clock passed the start meanwhile): its message as a toast, the form keeps what was typed. */
export const RefusedByTheServer: Story = {
  parameters: answeredBy(...visitHandlers({ saveFailure: MESSAGES.visitStartFuture })),
  play: async () => {
    const scope = await newForm();
    await fill(scope, 'ONE_TIME');
    const start = tomorrow();
    await schedule(scope, start, null);
    await typeInto(scope, 'Name', 'Night check');
    await save(scope);
    await expect(await validationToast()).toHaveTextContent(MESSAGES.visitStartFuture);
    await expect(scope.getByLabelText('Name')).toHaveValue('Night check');
    await expect(scope.getByRole('textbox', { name: 'Start Time' })).toHaveValue(localTime(start));
  },
};

/** An existing visit opens filled in; its saved start, already past, saves again as it is. */
export const Edit: Story = {
  play: async () => {
    const rows = within(await screen.findByRole('table', { name: 'Manage Visits' }));
    await userEvent.click(await rows.findByRole('button', { name: 'Edit visit ICU weekly round' }));
    const scope = within(await screen.findByRole('form', { name: 'Edit Visit ICU weekly round' }));
    await expect(scope.getByLabelText('Name')).toHaveValue('ICU weekly round');
    await expect(scope.getByRole('textbox', { name: 'Start Date' })).toHaveValue(localDay(new Date('2026-06-01T07:00:00.000Z')));
    await expect(scope.getByRole('textbox', { name: 'Start Time' })).toHaveValue(localTime(new Date('2026-06-01T07:00:00.000Z')));
    // The chosen locations are named by a read of their ids.
    await expect(await scope.findByText('ICU Bay 2')).toBeVisible();
    await save(scope);
    await expect(await screen.findByText('Visit updated successfully.')).toBeVisible();
  },
};

/** DETAILS without EDIT: the form opens read-only (Save disabled). */
export const ReadOnly: Story = {
  beforeEach: withSession(ADMIN_USER, VISIT_READONLY_PERMISSIONS),
  play: async () => {
    const rows = within(await screen.findByRole('table', { name: 'Manage Visits' }));
    await userEvent.click(await rows.findByRole('button', { name: 'Edit visit ICU weekly round' }));
    const scope = within(await screen.findByRole('form', { name: 'Edit Visit ICU weekly round' }));
    await expect(scope.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** A start date typed in the past is not taken, and the field says why in the spec's words. */
export const PastStartDateRefused: Story = {
  play: async () => {
    const scope = await newForm();
    const yesterday = localDay(new Date(Date.now() - DAY));
    await typeInto(scope, 'Start Date', yesterday);
    const message = `${yesterday} is not taken: ${MESSAGES.visitStartDate}`;
    await expect(scope.getByText(message)).toBeVisible();
    await expect(scope.getByRole('textbox', { name: 'Start Date' })).toHaveAccessibleDescription(message);
  },
};

/** A visit's form offers its History in the audit log. */
export const EditHistory: Story = {
  play: async () => {
    const rows = within(await screen.findByRole('table', { name: 'Manage Visits' }));
    await userEvent.click(await rows.findByRole('button', { name: 'Edit visit ICU weekly round' }));
    const scope = within(await screen.findByRole('form', { name: 'Edit Visit ICU weekly round' }));
    await userEvent.click(scope.getByRole('button', { name: 'History' }));
    await expect(await screen.findByText(/The history of entity v-1\./)).toBeVisible();
  },
};
