import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { ConsoleStory, withSession } from '../../stories/ConsoleStory';
import { answeredBy, failingAt, pageParameters, pendingAt } from '../../stories/listingStory';
import { assetHandlers } from '../../stories/assetHandlers';
import { ASSET_FULL_PERMISSIONS, ASSETS, manyChanges } from '../../testing/assetFixtures';
import { ADMIN_USER } from '../../testing/fixtures';

const meta = {
  title: 'Console/Assets/Asset modals',
  component: ConsoleStory,
  args: { path: '/assets' },
  parameters: pageParameters(...assetHandlers()),
  beforeEach: withSession(ADMIN_USER, ASSET_FULL_PERMISSIONS),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openHistory(serial = 'SN-1001') {
  await screen.findByRole('table', { name: 'Assets' });
  await userEvent.click(await screen.findByRole('button', { name: `History of asset ${serial}` }));
  return within(await screen.findByRole('dialog', { name: 'Changes History' }));
}

/** Changes History: each change with its time, kind, who, module and the values it changed. */
export const History: Story = {
  play: async () => {
    const dialog = await openHistory();
    const changes = await dialog.findByRole('table', { name: 'Changes of asset SN-1001' });
    const rows = within(changes).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent('UPDATED');
    await expect(rows[1]).toHaveTextContent('Location: ICU Bay 2 → ICU Bay 1');
    await expect(rows[1]).toHaveTextContent('Utilization Status: INVENTORY → IN USE');
    await expect(rows[2]).toHaveTextContent('SCANNED');
    await expect(rows[2]).toHaveTextContent('omar');
    await expect(rows[3]).toHaveTextContent('CREATED');
    await expect(rows[3]).toHaveTextContent('RFID: E28011606000020A1B2C3D01');
    await userEvent.click(dialog.getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await expect(screen.queryByRole('dialog', { name: 'Changes History' })).toBeNull();
  },
};

/** A long history comes a page of 50 at a time. */
export const HistoryPaged: Story = {
  parameters: answeredBy(...assetHandlers({ history: manyChanges(120) })),
  play: async () => {
    const dialog = await openHistory();
    await expect(await dialog.findByText('120 change(s) of asset SN-1001, newest first.')).toBeVisible();
    await expect(within(dialog.getByRole('table')).getAllByRole('row')).toHaveLength(51);
    await userEvent.click(dialog.getByRole('button', { name: 'Page 3' }));
    await expect(await dialog.findByText('user100')).toBeVisible();
    await expect(within(dialog.getByRole('table')).getAllByRole('row')).toHaveLength(21);
  },
};

/** An asset without recorded changes. */
export const HistoryEmpty: Story = {
  play: async () => {
    const dialog = await openHistory('SN-1002');
    await expect(await dialog.findByText('No changes recorded for asset SN-1002.')).toBeVisible();
  },
};

export const HistoryLoading: Story = {
  parameters: answeredBy(...pendingAt('/api/assets/productivity/single'), ...assetHandlers()),
  play: async () => {
    const dialog = await openHistory();
    await expect(await dialog.findByRole('status')).toHaveTextContent('Loading…');
  },
};

export const HistoryError: Story = {
  parameters: answeredBy(...failingAt({ '/api/assets/productivity/single': 'The history could not be loaded.' }), ...assetHandlers()),
  play: async () => {
    const dialog = await openHistory();
    await expect(await dialog.findByText('The history could not be loaded.')).toBeVisible();
  },
};

/** View notes: the customer asset number and the notes. */
export const Notes: Story = {
  play: async () => {
    await screen.findByRole('table', { name: 'Assets' });
    await userEvent.click(await screen.findByRole('button', { name: 'View notes of asset SN-1001' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Notes of asset SN-1001' }));
    await expect(dialog.getByText('CUST-77')).toBeVisible();
    await expect(dialog.getByText('Battery replaced in May.')).toBeVisible();
  },
};

/**
 * View notes right after a save, while the list still shows the row as it was: the dialog reads the asset afresh and
 * shows the notes just saved.
 */
export const NotesReadAfresh: Story = {
  parameters: answeredBy(
    http.get('*/api/assets/:id', ({ params }) => {
      const asset = ASSETS.find((a) => a.externalId === params.id);
      return asset ? HttpResponse.json({ success: true, result: { ...asset, notes: 'Notes saved a moment ago.' } }) : new HttpResponse(null, { status: 404 });
    }),
    ...assetHandlers(),
  ),
  play: async () => {
    await screen.findByRole('table', { name: 'Assets' });
    await userEvent.click(await screen.findByRole('button', { name: 'View notes of asset SN-1001' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Notes of asset SN-1001' }));
    await expect(await dialog.findByText('Notes saved a moment ago.')).toBeVisible();
  },
};
