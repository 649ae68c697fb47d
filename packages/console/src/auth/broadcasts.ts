/** System broadcasts from the login answer, one toast each, coloured by type (spec 1 §2). */
import { BROADCAST_TOAST_MS } from '@equipdesk/api-client/contract';
import type { Broadcast } from '@equipdesk/api-client/contract';
import type { ToastApi } from '@equipdesk/ui';

type ShowToast = ToastApi['show'];

export const BROADCAST_TITLE = 'System Broadcast';

export function showBroadcasts(show: ShowToast, broadcasts: readonly Broadcast[]): void {
  for (const broadcast of broadcasts) {
    show({
      // One toast per broadcast, even when the user signs in twice.
      id: `broadcast-${broadcast.externalId}`,
      title: BROADCAST_TITLE,
      message: broadcast.message,
      type: broadcast.type,
      durationMs: BROADCAST_TOAST_MS,
      countdown: true,
    });
  }
}
