/**
 * A Signout reaches every tab of the browser at once: the tab signing out announces it on a BroadcastChannel, and
 * where a browser has none, through a storage event (a key written and removed at once, which every other tab of
 * the origin hears). The server tells the same through the change notices (a little later, and to other browsers
 * too): this is what makes the other tabs of this one close without waiting for it.
 */

const CHANNEL = 'equipdesk.session';
/** Written and removed at once: only its `storage` event matters. */
export const SIGN_OUT_SIGNAL_KEY = 'equipdesk.signed-out';

interface SignOutMessage {
  type: 'signed-out';
  /** The tab that signs out: its own listener (another channel object of the same document) hears it too. */
  from: string;
}

/** This tab, among those of the browser. */
const TAB = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

function channel(): BroadcastChannel | null {
  try {
    return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  } catch {
    return null;
  }
}

/** Tells the other tabs that this one signs out. */
export function announceSignOut(): void {
  const out = channel();
  if (out) {
    out.postMessage({ type: 'signed-out', from: TAB } satisfies SignOutMessage);
    out.close();
    return;
  }
  try {
    localStorage.setItem(SIGN_OUT_SIGNAL_KEY, String(Date.now()));
    localStorage.removeItem(SIGN_OUT_SIGNAL_KEY);
  } catch {
    // Storage disabled: the other tabs hear it from the server.
  }
}

/** Calls `listener` when another tab signs out (either way it was told); returns the unsubscribe. */
export function onSignOutElsewhere(listener: () => void): () => void {
  const fromChannel = channel();
  if (fromChannel) {
    fromChannel.onmessage = (event: MessageEvent<unknown>) => {
      const message = event.data as Partial<SignOutMessage> | null;
      if (message?.type === 'signed-out' && message.from !== TAB) listener();
    };
  }
  const fromStorage = (event: StorageEvent) => {
    if (event.key === SIGN_OUT_SIGNAL_KEY && event.newValue !== null) listener();
  };
  window.addEventListener('storage', fromStorage);
  return () => {
    fromChannel?.close();
    window.removeEventListener('storage', fromStorage);
  };
}
