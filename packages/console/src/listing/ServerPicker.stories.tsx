import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LAZY_DROPDOWN_LIMIT, MESSAGES } from '@equipdesk/api-client/contract';
import type { LocationDdItem } from '@equipdesk/api-client/contract';
import { withApiClient } from '../stories/ConsoleStory';
import { answeredBy, failingAt } from '../stories/listingStory';
import { ServerMultiPicker, ServerPicker } from './ServerPicker';
import type { PickerNarrowing } from './ServerPicker';
import { locationSource } from './pickerSources';

const location = (id: string, name: string, account: string): LocationDdItem => ({ externalId: id, name, type: 'BED', account, status: 'ACTIVE' });

/** Far more locations than a picker shows: a network's beds in two accounts. */
const LOCATIONS: LocationDdItem[] = [
  location('loc-icu-1', 'ICU Bed 1', 'acc-icu'),
  location('loc-icu-2', 'ICU Bed 2', 'acc-icu'),
  ...Array.from({ length: 60 }, (_, i) => location(`loc-ward-${i}`, `Ward Bed ${String(i + 1).padStart(2, '0')}`, 'acc-ward')),
];

/** The searches the picker made (their `search` values), newest last. */
const searches: (string | null)[] = [];

/** GET locations/ddlist as the server answers it: search, externalIds, accounts, pageSize. */
const locationsDd = http.get('/api/locations/ddlist', ({ request }) => {
  const params = new URL(request.url).searchParams;
  const search = params.get('search');
  const ids = params.getAll('externalIds');
  const accounts = params.getAll('accounts');
  if (ids.length === 0) searches.push(search);
  const matching = LOCATIONS.filter(
    (l) => (!search || l.name.toLowerCase().includes(search.toLowerCase())) && (ids.length === 0 || ids.includes(l.externalId)) && (accounts.length === 0 || accounts.includes(l.account)),
  );
  const size = Number(params.get('pageSize') ?? 500);
  return HttpResponse.json({ success: true, count: matching.length, items: matching.slice(0, size) });
});

function Harness({ initial = null, narrow, onChange }: { initial?: string | null; narrow?: PickerNarrowing; onChange: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <ServerPicker
      label="Location"
      source={locationSource}
      narrow={narrow}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Console/Listing/Server picker',
  component: Harness,
  args: { onChange: fn() },
  decorators: [withApiClient],
  parameters: answeredBy(locationsDd),
  beforeEach: () => {
    searches.length = 0;
  },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The list opens with the first 20 locations (spec 1 §9: a lazy dropdown shows up to 20), never all of them; typing
 * searches the server once the typing pauses: one search for the whole word, not one per key.
 */
export const Results: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByLabelText('Location'));
    const list = await screen.findByRole('listbox');
    await expect(await within(list).findByRole('option', { name: 'ICU Bed 1' })).toBeInTheDocument();
    await expect(within(list).getAllByRole('option')).toHaveLength(LAZY_DROPDOWN_LIMIT);
    await userEvent.type(canvas.getByLabelText('Location'), 'ward bed 4');
    await userEvent.click(await screen.findByRole('option', { name: 'Ward Bed 40' }));
    await expect(args.onChange).toHaveBeenCalledWith('loc-ward-39');
    await expect(searches).toEqual([null, 'ward bed 4']);
  },
};

/** Kept to the chosen account: only its locations are asked for. */
export const Narrowed: Story = {
  args: { narrow: { accounts: ['acc-icu'] } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByLabelText('Location'));
    const list = await screen.findByRole('listbox');
    await expect(await within(list).findByRole('option', { name: 'ICU Bed 2' })).toBeInTheDocument();
    await expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['ICU Bed 1', 'ICU Bed 2']);
  },
};

/** A location chosen before: its name is read by externalId. */
export const Chosen: Story = {
  args: { initial: 'loc-ward-59' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ward Bed 60')).toBeVisible();
  },
};

/** Nothing matches: the spec's words for a search that finds nothing. */
export const NoResults: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Location'), 'Operating theatre');
    await expect(await screen.findByText(MESSAGES.noLocationsFound)).toBeVisible();
  },
};

/** The server has not answered yet. */
export const Loading: Story = {
  parameters: answeredBy(http.get('/api/locations/ddlist', () => delay('infinite'))),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByLabelText('Location'));
    await expect(await screen.findByText('Loading...')).toBeVisible();
  },
};

/** The search fails: the server's message shows under the field. */
export const LoadError: Story = {
  parameters: answeredBy(...failingAt({ '/api/locations/ddlist': 'The locations could not be loaded.' })),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByLabelText('Location'));
    await expect(await canvas.findByText('The locations could not be loaded.')).toBeVisible();
  },
};

/** Several locations at once; the chosen ones are named by one read. */
export const Several: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<string[]>(['loc-icu-2']);
    return (
      <ServerMultiPicker
        label="Locations"
        source={locationSource}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next.join(','));
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('ICU Bed 2')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Locations'), 'Ward Bed 07');
    await userEvent.click(await screen.findByRole('option', { name: 'Ward Bed 07' }));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('loc-icu-2,loc-ward-6'));
  },
};
