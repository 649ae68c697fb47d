// Live lists bench: how long another user's change takes to show in an open console. A watcher (support, who sees
// every order) keeps /orders open in Debian's Chromium, narrowed to one unassigned order; a dispatcher at another
// desk assigns it through the API; the figure is the wall clock from sending the assignment to the watcher's row
// showing the technician, with no reload and no focus change: only the change notice brings it.
import { chromium } from 'playwright-core';
import { DEMO_PASSWORD, signIn } from '../../../e2e/support';
import { CHROMIUM_ARGS, median } from '../../ui/bench/run';

export interface LiveListBench {
  /** Change to refreshed row, wall clock, ms: median and the slowest of the samples. */
  medianMs: number;
  maxMs: number;
  samples: number[];
}

async function signInApi(baseUrl: string, username: string): Promise<string> {
  const answer = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  return ((await answer.json()) as { token: string }).token;
}

export async function benchLiveList(baseUrl: string, { samples = Number(process.env.BENCH_SAMPLES ?? 5) } = {}): Promise<LiveListBench> {
  const token = await signInApi(baseUrl, 'admin');
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await fetch(`${baseUrl}/api/${path}`, {
      method,
      headers: { 'x-auth-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}`);
    return (await answer.json()) as T;
  };
  const items = async <T>(path: string) => (await call<{ items: T[] }>('GET', path)).items;
  const locations = await items<{ externalId: string; account: string }>('locations/ddlist');
  const location = locations[0]!;
  const model = (await items<{ externalId: string }>('models/ddlist'))[0]!;
  const technician = (await items<{ externalId: string; username: string; name: string }>('users/assignables?flavor=LITE')).find(
    (u) => u.username === 'technician',
  )!;

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1600, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'support');
    const times: number[] = [];
    for (let i = 0; i < Math.max(1, samples); i++) {
      const { result: order } = await call<{ result: { externalId: string; orderNumber: string } }>('PUT', 'orders', {
        account: location.account,
        deliverTo: 'Bench watcher',
        deliveryLocation: location.externalId,
        type: 'STANDARD',
        nature: 'DELIVERY',
        completionMinutes: 0,
        items: [{ model: model.externalId, quantity: 1 }],
      });
      await page.goto(`/orders?search=${encodeURIComponent(order.orderNumber)}`);
      const row = page.getByRole('row').filter({ hasText: order.orderNumber }).first();
      await row.getByText('UNASSIGNED').waitFor();
      const started = performance.now();
      await call('POST', `orders/${order.externalId}/assign/${technician.externalId}`);
      await row.getByText(technician.name).waitFor({ timeout: 30_000 });
      times.push(performance.now() - started);
    }
    return { medianMs: median(times), maxMs: Math.max(...times), samples: times };
  } finally {
    await browser.close();
  }
}
