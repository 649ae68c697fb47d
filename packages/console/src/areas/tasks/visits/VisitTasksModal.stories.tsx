import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { ConsoleStory, withSession } from '../../../stories/ConsoleStory';
import { answeredBy, failingAt, pageParameters } from '../../../stories/listingStory';
import { VISIT_FULL_PERMISSIONS } from '../../../testing/visitFixtures';
import { ADMIN_USER } from '../../../testing/fixtures';
import { slowTasks, visitHandlers } from './visitHandlers';

const meta = {
  title: 'Console/Tasks/Visit tasks',
  component: ConsoleStory,
  args: { path: '/visits' },
  parameters: pageParameters(...visitHandlers()),
  beforeEach: withSession(ADMIN_USER, VISIT_FULL_PERMISSIONS),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(visit = 'ICU weekly round') {
  const rows = within(await screen.findByRole('table', { name: 'Manage Visits' }));
  await userEvent.click(await rows.findByRole('button', { name: `View tasks of visit ${visit}` }));
  return within(await screen.findByRole('dialog', { name: `Tasks of visit ${visit}` }));
}

/** The visit's tasks, latest due first: Created Time, Due Time and Task Status; the modal is 50vh high. */
export const Rows: Story = {
  play: async () => {
    const dialog = await open();
    const tasks = within(await dialog.findByRole('table', { name: 'Tasks' }));
    for (const header of ['Created Time', 'Due Time', 'Task Status']) await expect(tasks.getByRole('columnheader', { name: header })).toBeVisible();
    await expect(tasks.getAllByRole('row')).toHaveLength(7);
    for (const status of ['PENDING', 'IN_PROGRESS', 'MISSED', 'COMPLETED']) await expect(tasks.getAllByText(status).length).toBeGreaterThan(0);
    const panel = screen.getByRole('dialog', { name: 'Tasks of visit ICU weekly round' });
    await expect(Math.round(panel.getBoundingClientRect().height)).toBe(Math.round(window.innerHeight / 2));
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog', { name: 'Tasks of visit ICU weekly round' })).toBeNull();
  },
};

/** A visit without tasks says so. */
export const NoTasks: Story = {
  parameters: answeredBy(...visitHandlers({ tasks: [] })),
  play: async () => {
    const dialog = await open();
    await expect(await dialog.findByText('This visit has no tasks yet.')).toBeVisible();
  },
};

/** The tasks are on their way. */
export const Loading: Story = {
  parameters: answeredBy(slowTasks, ...visitHandlers()),
  play: async () => {
    const dialog = await open();
    await expect(dialog.getByText('Loading the tasks…')).toBeVisible();
  },
};

/** The tasks could not be read: the server's message. */
export const LoadError: Story = {
  parameters: answeredBy(...failingAt({ '/api/visits/:id/tasks': 'The tasks could not be loaded.' }), ...visitHandlers()),
  play: async () => {
    const dialog = await open();
    await expect(await dialog.findByText('The tasks could not be loaded.')).toBeVisible();
  },
};
