// The ORDERS tab's charts follow other users' orders: a change notice naming `orders` refetches the order statistics
// through the console's one notice stream (useChangeNotices), and a notice of another list leaves them alone. The API
// is msw's handlers, answered through the client's fetch.
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { getResponse, http, HttpResponse } from 'msw';
import { useChangeNotices } from '@equipdesk/api-client/react';
import { renderWithClient } from '../../testing/renderWithClient';
import { json } from '../../testing/renderApp';
import { NO_FILTERS } from './links';
import { OrderCharts } from './OrderCharts';

const WINDOW = { from: '2026-11-24T19:20:05Z', to: '2026-11-25T19:20:05Z' };
const encoder = new TextEncoder();

/**
 * The order statistics (UNASSIGNED STAT orders: one more at each read) and a notice stream the test writes to (the
 * newest one opened; `streams` counts them).
 */
function liveApi() {
  let push: (chunk: string) => void = () => undefined;
  const groupedReads: string[] = [];
  const streams = { opened: 0 };
  const handlers = [
    http.get('*/api/events', () => {
      streams.opened++;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          push = (chunk) => controller.enqueue(encoder.encode(chunk));
          push('event: ready\ndata: {"lists":["orders","visits"]}\n\n');
        },
      });
      return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
    http.get('*/api/stats/orders/:stat/dashboard', ({ params, request }) => {
      if (params.stat !== 'summaryPast24Grouped') return HttpResponse.json({ success: true, count: 0, items: [], ...WINDOW });
      groupedReads.push(request.url);
      const items = [{ orderStatus: 'UNASSIGNED', type: 'STAT', count: groupedReads.length + 1 }];
      return HttpResponse.json({ success: true, count: items.length, items, ...WINDOW });
    }),
  ];
  const fake = async (_path: string, init: RequestInit | undefined, url: URL) =>
    (await getResponse(handlers, new Request(url, init))) ?? json({ success: false, message: 'Not in this test' }, 403);
  return {
    fake,
    groupedReads,
    streams,
    supersede: () => push('event: superseded\ndata: {"limit":10}\n\n'),
    notice: (...lists: string[][]) => push(lists.map((l) => `event: change\ndata: ${JSON.stringify({ lists: l })}\n\n`).join('')),
  };
}

/** The signed-in layout's notice stream with the ORDERS tab's charts beneath it. */
function LiveOrderCharts() {
  useChangeNotices(true);
  return <OrderCharts filters={NO_FILTERS} />;
}

describe('the ORDERS tab under change notices', () => {
  it('refetches its statistics when a notice names orders, and not for another list', async () => {
    const api = liveApi();
    const screen = await renderWithClient(<LiveOrderCharts />, api.fake);
    await expect.element(page.getByRole('link', { name: 'UNASSIGNED, STAT: 2' })).toBeVisible();
    expect(api.groupedReads).toHaveLength(1);

    // Visits first, then orders, in one chunk: had visits refetched too, the answer shown would be the third read's.
    api.notice(['visits'], ['orders']);
    await expect.element(page.getByRole('link', { name: 'UNASSIGNED, STAT: 3' })).toBeVisible();
    expect(api.groupedReads).toHaveLength(2);

    api.notice(['orders']);
    await expect.element(page.getByRole('link', { name: 'UNASSIGNED, STAT: 4' })).toBeVisible();
    expect(api.groupedReads).toHaveLength(3);
    await screen.unmount();
  });

  it('watches again when it gets the focus back after a newer tab took its stream, refetching meanwhile', async () => {
    const api = liveApi();
    const screen = await renderWithClient(<LiveOrderCharts />, api.fake);
    await expect.element(page.getByRole('link', { name: 'UNASSIGNED, STAT: 2' })).toBeVisible();
    expect(api.streams.opened).toBe(1);

    // The server ended this tab's stream for a newer one of the same user: it does not reopen on its own.
    api.supersede();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.streams.opened).toBe(1);

    // Back in use: it refetches what it may have missed, and watches again.
    window.dispatchEvent(new Event('focus'));
    await expect.element(page.getByRole('link', { name: 'UNASSIGNED, STAT: 3' })).toBeVisible();
    await expect.poll(() => api.streams.opened).toBe(2);
    api.notice(['orders']);
    await expect.element(page.getByRole('link', { name: 'UNASSIGNED, STAT: 4' })).toBeVisible();
    await screen.unmount();
  });
});
