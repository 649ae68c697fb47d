/**
 * Keeps a signed-in console's lists current with other users' work: the change notices of `GET events` refetch
 * the SWR entries of the lists they name (pages, items and the calls beneath them, e.g. `orders/{id}/signature`,
 * and the statistics counting their rows, e.g. the dashboard's `stats/orders/{stat}/dashboard`), and while the notices are away (network, server restart) the live lists refetch on window focus instead.
 */
import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { LIVE_LISTS } from '../contract/constants';
import type { SessionEndReason } from '../contract/constants';
import { useApiClient } from './ApiClientProvider';

/** The statistics of a list are named after it: `stats/orders/{stat}/dashboard` counts the rows of `orders`. */
const STATS_PREFIX = 'stats/';

/**
 * The resource an SWR key of this client belongs to: `['list', 'orders', …]` → `orders`, `['orders', id, …]` →
 * `orders`, and a statistic of a list beneath that list: `['stats/orders/summaryPast24/dashboard', …]` →
 * `orders/summaryPast24/dashboard`.
 */
function resourceOfKey(key: unknown): string | null {
  if (!Array.isArray(key) || typeof key[0] !== 'string') return null;
  if ((key[0] === 'list' || key[0] === 'item') && typeof key[1] === 'string') return key[1];
  return key[0].startsWith(STATS_PREFIX) ? key[0].slice(STATS_PREFIX.length) : key[0];
}

/**
 * True when an SWR key reads one of `lists`: the list itself, a call beneath it, or a statistic counting its rows
 * (the dashboard's order charts follow `orders`).
 */
export function keyTouchesLists(key: unknown, lists: readonly string[]): boolean {
  const resource = resourceOfKey(key);
  return resource !== null && lists.some((list) => resource === list || resource.startsWith(`${list}/`));
}

export interface ChangeNoticesOptions {
  /** The server ended the session (signed out elsewhere, the user deactivated, it expired): close the console. */
  onSessionEnded?(reason: SessionEndReason): void;
}

/**
 * Watches the change notices while `enabled` (a session is open); mount once, in the signed-in layout. A console
 * whose stream the server ended for a newer tab's watches again when it gets the focus back.
 */
export function useChangeNotices(enabled: boolean, options: ChangeNoticesOptions = {}): void {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  // The latest handler, so that a new function each render does not reopen the stream.
  const onSessionEnded = useRef(options.onSessionEnded);
  useEffect(() => {
    onSessionEnded.current = options.onSessionEnded;
  });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let connected = false;
    let superseded = false;
    const refetch = (lists: readonly string[]) => void mutate((key) => keyTouchesLists(key, lists));
    const watch = () => {
      superseded = false;
      void client.watchChanges(
        {
          onChange: refetch,
          onConnection: (live) => (connected = live),
          onSuperseded: () => (superseded = true),
          onSessionEnded: (reason) => onSessionEnded.current?.(reason),
        },
        { signal: controller.signal },
      );
    };
    watch();
    const onFocus = () => {
      if (connected || document.visibilityState !== 'visible') return;
      refetch(LIVE_LISTS);
      if (superseded) watch();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      controller.abort();
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [client, enabled, mutate]);
}
