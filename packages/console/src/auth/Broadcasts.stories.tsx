import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { useToast } from '@equipdesk/ui';
import type { Broadcast } from '@equipdesk/api-client/contract';
import { BROADCASTS } from '../testing/fixtures';
import { showBroadcasts } from './broadcasts';

/** Shows the broadcasts of a login answer, as the login page does after a sign-in. */
function BroadcastsAtLogin({ broadcasts }: { broadcasts: Broadcast[] }) {
  const { show } = useToast();
  useEffect(() => showBroadcasts(show, broadcasts), [show, broadcasts]);
  return <p>Signed in. The broadcasts of the login answer appear as toasts.</p>;
}

const meta = {
  title: 'Console/Broadcast Toasts',
  component: BroadcastsAtLogin,
  args: { broadcasts: BROADCASTS },
} satisfies Meta<typeof BroadcastsAtLogin>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One toast per type, each hiding after 300 seconds with a visible countdown. */
export const OneOfEachType: Story = {
  play: async () => {
    for (const broadcast of BROADCASTS) await expect(await screen.findByText(broadcast.message)).toBeVisible();
    await expect((await screen.findAllByText('5:00')).length).toBeGreaterThan(0);
  },
};
