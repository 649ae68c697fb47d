import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client';
import { keyTouchesLists } from '../react/useChangeNotices';
import { listKey } from './listing';
import { assetStatKey, orderStatKey } from './dashboard';
import { readServerSentEvents } from './events';

const encoder = new TextEncoder();

/** A body that sends these chunks, then ends (or stays open when `open`). */
function body(chunks: string[], open = false): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (!open) controller.close();
    },
  });
}

function streamResponse(chunks: string[], open = false): Response {
  return new Response(body(chunks, open), { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

describe('server-sent events', () => {
  it('reads named events split across chunks, skipping comments and retry lines', async () => {
    const events = [];
    for await (const event of readServerSentEvents(
      body(['retry: 3000\nevent: ready\nda', 'ta: {"lists":["orders"]}\n\n: ping\n\n', 'event: change\r\ndata: {"lists":', '["alerts/pm"]}\r\n\r\ndata: plain\n\n']),
    )) {
      events.push(event);
    }
    expect(events).toEqual([
      { event: 'ready', data: '{"lists":["orders"]}' },
      { event: 'change', data: '{"lists":["alerts/pm"]}' },
      { event: 'message', data: 'plain' },
    ]);
  });
});

describe('watchChanges', () => {
  it('passes on changes, reopens an ended stream and then refetches what it may have missed', async () => {
    const responses = [
      streamResponse(['event: ready\ndata: {"lists":["orders","alerts/pm"]}\n\n', 'event: change\ndata: {"lists":["orders"]}\n\n']),
      streamResponse(['event: ready\ndata: {"lists":["orders","alerts/pm"]}\n\n'], true),
    ];
    const seen: { url: string; token: string | null; accept: string | null }[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      seen.push({ url: String(input), token: headers.get('X-Auth-Token'), accept: headers.get('Accept') });
      return responses.shift() ?? streamResponse([], true);
    });
    const client = createApiClient({ baseUrl: 'http://equipdesk.test/api', getToken: () => 'token-1', fetch });
    const changes: (readonly string[])[] = [];
    const connection: boolean[] = [];
    const controller = new AbortController();
    const done = client.watchChanges(
      { onChange: (lists) => changes.push(lists), onConnection: (live) => connection.push(live) },
      { signal: controller.signal, retryMs: 5 },
    );
    await vi.waitFor(() => expect(changes).toHaveLength(2));
    controller.abort();
    await done;
    expect(changes).toEqual([['orders'], ['orders', 'alerts/pm']]);
    expect(connection).toEqual([true, false, true]);
    expect(seen).toHaveLength(2);
    expect(seen[0]).toEqual({ url: 'http://equipdesk.test/api/events', token: 'token-1', accept: 'text/event-stream' });
  });

  it('retries an unreachable server after a pause that grows', async () => {
    // The clock is the test's: a loaded machine cannot make the pauses look shorter or longer than they are.
    vi.useFakeTimers();
    try {
      const fetch = vi.fn(async () => {
        if (fetch.mock.calls.length < 4) throw new TypeError('Failed to fetch');
        return streamResponse(['event: ready\ndata: {"lists":["orders"]}\n\n'], true);
      });
      const client = createApiClient({ baseUrl: 'http://equipdesk.test/api', getToken: () => 'token-1', fetch });
      const connection: boolean[] = [];
      const controller = new AbortController();
      const done = client.watchChanges({ onChange: () => undefined, onConnection: (live) => connection.push(live) }, { signal: controller.signal, retryMs: 20 });
      await vi.advanceTimersByTimeAsync(0);
      expect(fetch).toHaveBeenCalledTimes(1);
      // 20, then 40, then 80 ms: not a moment earlier.
      for (const [pause, calls] of [[20, 2], [40, 3], [80, 4]] as const) {
        await vi.advanceTimersByTimeAsync(pause - 1);
        expect(fetch).toHaveBeenCalledTimes(calls - 1);
        await vi.advanceTimersByTimeAsync(1);
        expect(fetch).toHaveBeenCalledTimes(calls);
      }
      await vi.waitFor(() => expect(connection.at(-1)).toBe(true));
      controller.abort();
      await done;
      expect(connection).toEqual([false, false, false, true]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops when the server ended the stream for a newer one of the same user, and says so', async () => {
    const fetch = vi.fn(async () =>
      streamResponse(['event: ready\ndata: {"lists":["orders"]}\n\n', 'event: superseded\ndata: {"limit":10}\n\n'], true),
    );
    const client = createApiClient({ baseUrl: 'http://equipdesk.test/api', getToken: () => 'token-1', fetch });
    const connection: boolean[] = [];
    const onSuperseded = vi.fn();
    // Reopening would end another tab's stream, which would reopen and end the next: it must not.
    await client.watchChanges({ onChange: () => undefined, onConnection: (live) => connection.push(live), onSuperseded }, { signal: new AbortController().signal, retryMs: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(connection).toEqual([true, false]);
    expect(onSuperseded).toHaveBeenCalledTimes(1);
  });

  it('stops when the server says the session ended, passing on why, and never reopens', async () => {
    for (const [data, reason] of [
      ['{"reason":"signed-out"}', 'signed-out'],
      ['{"reason":"deactivated"}', 'deactivated'],
      ['{"reason":"expired"}', 'expired'],
      // A reason this client does not know yet is still an end.
      ['{"reason":"revoked-by-policy"}', 'ended'],
    ] as const) {
      // The server ends the stream after the event: left to itself the watch would reopen it.
      const fetch = vi.fn(async () => streamResponse(['event: ready\ndata: {"lists":["orders"]}\n\n', `event: session-ended\ndata: ${data}\n\n`]));
      const client = createApiClient({ baseUrl: 'http://equipdesk.test/api', getToken: () => 'token-1', fetch });
      const connection: boolean[] = [];
      const onSessionEnded = vi.fn();
      await client.watchChanges(
        { onChange: () => undefined, onConnection: (live) => connection.push(live), onSessionEnded },
        { signal: new AbortController().signal, retryMs: 1 },
      );
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(connection).toEqual([true, false]);
      expect(onSessionEnded.mock.calls).toEqual([[reason]]);
    }
  });

  it('stops for good when the session is refused, reporting the 401 once', async () => {
    const onUnauthorized = vi.fn();
    const fetch = vi.fn(async () => Response.json({ success: false, message: 'Unauthorized' }, { status: 401 }));
    const client = createApiClient({ baseUrl: 'http://equipdesk.test/api', getToken: () => 'token-1', fetch, onUnauthorized });
    const connection: boolean[] = [];
    await client.watchChanges({ onChange: () => undefined, onConnection: (live) => connection.push(live) }, { signal: new AbortController().signal, retryMs: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(connection).toEqual([false]);
  });
});

describe('watchChanges against a server without notices', () => {
  it('stops at a 404 or at an answer that is not an event stream', async () => {
    for (const answer of [
      () => Response.json({ success: false, message: 'Not found' }, { status: 404 }),
      () => new Response('<!doctype html><title>EquipDesk</title>', { status: 200, headers: { 'content-type': 'text/html' } }),
    ]) {
      const fetch = vi.fn(async () => answer());
      const client = createApiClient({ baseUrl: 'http://equipdesk.test/api', getToken: () => 'token-1', fetch });
      await client.watchChanges({ onChange: () => undefined }, { signal: new AbortController().signal, retryMs: 1 });
      expect(fetch).toHaveBeenCalledTimes(1);
    }
  });
});

describe('keyTouchesLists', () => {
  it('matches the pages, items and calls beneath a changed list, and nothing else', () => {
    expect(keyTouchesLists(listKey('orders', { pageIndex: 0 }), ['orders'])).toBe(true);
    expect(keyTouchesLists(['item', 'orders', 'o-1'], ['orders'])).toBe(true);
    expect(keyTouchesLists(['orders', 'o-1', 'signature'], ['orders'])).toBe(true);
    expect(keyTouchesLists(listKey('alerts/orders', {}), ['orders'])).toBe(false);
    expect(keyTouchesLists(listKey('alerts/orders', {}), ['alerts/orders'])).toBe(true);
    expect(keyTouchesLists(listKey('ordersx', {}), ['orders'])).toBe(false);
    expect(keyTouchesLists('orders', ['orders'])).toBe(false);
  });

  it('matches the statistics counting a changed list: the order charts follow orders, the asset charts no list', () => {
    expect(keyTouchesLists(orderStatKey('summaryPast24Grouped', { accounts: ['a-1'] }), ['orders'])).toBe(true);
    expect(keyTouchesLists(orderStatKey('summaryPast24', { timeGap: 30 }), ['visits', 'orders'])).toBe(true);
    expect(keyTouchesLists(orderStatKey('summaryPast24Grouped'), ['alerts/orders', 'visits'])).toBe(false);
    // Asset changes are not announced; an upload's progress list is not the assets the charts count.
    expect(keyTouchesLists(assetStatKey('utilizationOverall'), ['assets/uploads', 'assets/productivity/history'])).toBe(false);
    expect(keyTouchesLists(['stats/ordersx/summaryPast24/dashboard', {}], ['orders'])).toBe(false);
  });
});
