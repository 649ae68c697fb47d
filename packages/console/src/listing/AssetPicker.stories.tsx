import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { withApiClient } from '../stories/ConsoleStory';
import { answeredBy, failingAt } from '../stories/listingStory';
import { assetHandlers, slowAssetsDd } from '../stories/assetHandlers';
import { AssetPicker, AssetsPicker } from './AssetPicker';

function Harness({ initial = null, onChange }: { initial?: string | null; onChange: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <AssetPicker
      label="Asset"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Console/Listing/Asset picker',
  component: Harness,
  args: { onChange: fn() },
  decorators: [withApiClient],
  parameters: answeredBy(...assetHandlers()),
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing searches GET assets/ddlist; an asset reads as serial number and model. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Asset'), 'SN-1002');
    await userEvent.click(await screen.findByRole('option', { name: 'SN-1002 — BED-9' }));
    await expect(args.onChange).toHaveBeenCalledWith('as-2');
  },
};

/** An asset chosen before: its name is read by externalId. */
export const Chosen: Story = {
  args: { initial: 'as-1' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('SN-1001 — PUMP-1')).toBeVisible();
  },
};

/** Nothing matches: the spec's message. */
export const NoAssets: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Asset'), 'NO-SUCH-SERIAL');
    await expect(await screen.findByText(MESSAGES.noAssetsFound)).toBeVisible();
  },
};

/** The ddlist has not answered yet. */
export const Loading: Story = {
  parameters: answeredBy(slowAssetsDd),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByLabelText('Asset'));
    await expect(await screen.findByText('Loading...')).toBeVisible();
  },
};

/** The ddlist fails: the server's message shows under the field. */
export const LoadError: Story = {
  parameters: answeredBy(...failingAt({ '/api/assets/ddlist': 'The assets could not be loaded.' })),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByLabelText('Asset'));
    await expect(await canvas.findByText('The assets could not be loaded.')).toBeVisible();
  },
};

/** At most 300 assets are offered, however many match. */
export const AtMost300: Story = {
  parameters: answeredBy(
    http.get('/api/assets/ddlist', ({ request }) => {
      const size = Number(new URL(request.url).searchParams.get('pageSize'));
      const items = Array.from({ length: 450 }, (_, i) => ({ externalId: `as-${i}`, serialNumber: `SN-${String(i).padStart(4, '0')}`, modelCode: 'PUMP-1' }));
      return HttpResponse.json({ success: true, count: 450, items: items.slice(0, Math.max(size, 450)) });
    }),
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByLabelText('Asset'));
    const list = await screen.findByRole('listbox');
    await expect(await within(list).findByRole('option', { name: 'SN-0299 — PUMP-1' })).toBeInTheDocument();
    await expect(within(list).queryByRole('option', { name: 'SN-0300 — PUMP-1' })).toBeNull();
    await expect(within(list).getAllByRole('option')).toHaveLength(300);
  },
};

/** Several assets at once (AssetsPicker). */
export const Several: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<string[]>(['as-1']);
    return (
      <AssetsPicker
        label="Assets"
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next.join(','));
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('SN-1001 — PUMP-1')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Assets'), 'SN-1002');
    await userEvent.click(await screen.findByRole('option', { name: 'SN-1002 — BED-9' }));
    await expect(args.onChange).toHaveBeenCalledWith('as-1,as-2');
  },
};
