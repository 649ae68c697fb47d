// What the dashboard, the first screen after sign-in, asks the API for and in which order: its charts' answers first,
// the ten reference lists only after them (or as soon as the filter bar is reached), so no chart waits behind them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { resetSession, session } from '../../session';
import { ADMIN_USER } from '../../testing/fixtures';
import { json, renderApp } from '../../testing/renderApp';
import { ASSET_STAT_FIXTURES, DASHBOARD_FULL_PERMISSIONS, MODEL_PUMP } from './dashboardHandlers';
import { DASHBOARD_TAB_KEY } from './tabs';

const LIST_PATHS = ['/api/enterprises', '/api/facilities/ddlist', '/api/contracts/ddlist', '/api/models/ddlist', '/api/products/ddlist', '/api/accounts/ddlist', '/api/users/ddlist', '/api/roles', '/api/locations/groups', '/api/picklist-values/all'];
const isList = (path: string) => LIST_PATHS.includes(path);
const isStat = (path: string) => path.startsWith('/api/stats/assets/');

/** A fake API that records each call as it starts and as it is answered; the stats answer after `statsAfter` ms. */
function recordingApi(statsAfter: number) {
  const events: string[] = [];
  const models = [{ externalId: MODEL_PUMP, modelCode: 'PUMP-100', modelDescription: 'Infusion pump' }];
  const groups = ['Floor 2', 'Floor 1'];
  const fetch = async (path: string) => {
    events.push(`ask ${path}`);
    if (isStat(path)) {
      await new Promise((resolve) => setTimeout(resolve, statsAfter));
      const stat = path.split('/')[4] as keyof typeof ASSET_STAT_FIXTURES;
      const body = stat === 'commissionedOverall' ? { success: true, result: ASSET_STAT_FIXTURES.commissionedOverall } : { success: true, count: 0, items: ASSET_STAT_FIXTURES[stat] };
      events.push(`answer ${path}`);
      return json(body);
    }
    if (path === '/api/models/ddlist') return json({ success: true, count: 1, items: models });
    if (path === '/api/locations/groups') return json({ success: true, count: groups.length, items: groups });
    if (isList(path)) return json({ success: true, count: 0, items: [] });
    return json({ success: false }, 403);
  };
  return { events, fetch };
}

/**
 * Puts the pointer in the page's top-left corner (the navbar): a test file before this one in the same browser may have
 * left it where the filter bar is drawn, and a bar drawn under the pointer counts as reached for.
 */
async function pointerToCorner(): Promise<void> {
  const corner = document.createElement('div');
  corner.style.cssText = 'position:fixed;left:0;top:0;width:4px;height:4px;z-index:2147483647';
  document.body.append(corner);
  await userEvent.hover(page.elementLocator(corner));
  corner.remove();
}

describe('the dashboard as the first screen', () => {
  beforeEach(async () => {
    await pointerToCorner();
    localStorage.clear();
    localStorage.setItem(DASHBOARD_TAB_KEY, 'assets');
    resetSession({ status: 'SUCCESS', token: 'fixture-token', user: ADMIN_USER, permissions: DASHBOARD_FULL_PERMISSIONS });
  });
  afterEach(() => {
    localStorage.clear();
    resetSession();
    vi.restoreAllMocks();
  });

  // A page's first use of an ICU service (number formats, collation) loads its data on the main thread first: 10 ms and
  // more in Chromium, four times that on a slow phone. The charts of the first screen need none.
  it('draws the charts of the ASSETS tab and fills the filter bar without formatting or sorting through ICU', async () => {
    const { Collator, NumberFormat } = Intl;
    const collators = vi.spyOn(Intl, 'Collator').mockImplementation(function (...args: ConstructorParameters<typeof Intl.Collator>) {
      return new Collator(...args);
    } as typeof Intl.Collator);
    const numberFormats = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      return new NumberFormat(...args);
    } as typeof Intl.NumberFormat);
    const compared = vi.spyOn(String.prototype, 'localeCompare');
    await renderApp('/dashboard', recordingApi(0).fetch);
    for (const chart of ['Availability by Model', 'Last Verified by Model', 'Assets by Patient Care Unit', 'Assets Status Breakdown']) {
      await expect.element(page.getByRole('figure', { name: chart }).getByRole('group')).toBeVisible();
    }
    // The lists come after the charts; the filter bar takes its options from them (patient care units it shows none).
    await expect.poll(() => session.referenceLists, { timeout: 10_000 }).not.toBeNull();
    // Opened from the keyboard: the mouse stays where it is, off the bar, for the tests after this one.
    const model = page.getByRole('combobox', { name: 'Model' });
    await expect.element(model).toBeVisible();
    (model.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('option', { name: 'PUMP-100 — Infusion pump' })).toBeVisible();
    expect(compared).not.toHaveBeenCalled();
    expect(collators).not.toHaveBeenCalled();
    expect(numberFormats).not.toHaveBeenCalled();
  });

  it('asks for its charts first and for the reference lists only once every chart has its answer', async () => {
    const api = recordingApi(300);
    await renderApp('/dashboard', api.fetch);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Dashboard™' })).toBeVisible();
    // The filter bar's options arrive in the end, without anyone reaching for them.
    await expect.poll(() => api.events.filter((e) => e.startsWith('ask') && isList(e.slice(4))).length, { timeout: 10_000 }).toBe(LIST_PATHS.length);
    const firstList = api.events.findIndex((e) => e.startsWith('ask') && isList(e.slice(4)));
    const lastStat = api.events.findLastIndex((e) => e.startsWith('answer') && isStat(e.slice(7)));
    expect(api.events.filter((e) => e.startsWith('answer')).length).toBe(5);
    expect(firstList, api.events.join('\n')).toBeGreaterThan(lastStat);
  });

  it('asks for the lists at once when the user reaches for the filter bar', async () => {
    const api = recordingApi(60_000);
    await renderApp('/dashboard', api.fetch);
    const bar = page.getByRole('region', { name: 'Filters' });
    await expect.element(bar).toBeVisible();
    await expect.poll(() => api.events.filter((e) => e.startsWith('ask') && isStat(e.slice(4))).length).toBe(5);
    expect(api.events.some((e) => isList(e.slice(4)))).toBe(false);
    // Until then the bar holds stand-ins: its fields' code (react-select) comes after the charts' answers.
    expect(page.getByRole('combobox').query()).toBeNull();
    // The pointer on the bar brings its fields and the lists.
    await userEvent.hover(bar);
    const model = page.getByRole('combobox', { name: 'Model' });
    await userEvent.click(model);
    await expect.poll(() => api.events.filter((e) => e.startsWith('ask') && isList(e.slice(4))).length).toBe(LIST_PATHS.length);
    await expect.element(page.getByRole('option', { name: 'PUMP-100 — Infusion pump' })).toBeVisible();
    // The mouse off the bar again, for the tests after this one (a bar drawn under it is reached at once).
    await userEvent.hover(page.getByRole('heading', { level: 1 }));
  });

  // Four react-selects mounted in one render are one long task; one at a time, four short ones.
  it('puts the filter bar\'s fields in one by one, each in a render of its own, keeping the focus in the bar', async () => {
    const api = recordingApi(60_000);
    await renderApp('/dashboard', api.fetch);
    const bar = page.getByRole('region', { name: 'Filters' });
    await expect.element(bar).toBeVisible();
    const added: number[] = [];
    const observer = new MutationObserver((records) => {
      const fields = records.flatMap((r) => [...r.addedNodes]).filter((node): node is Element => node instanceof Element);
      const count = fields.reduce((sum, node) => sum + node.querySelectorAll('[role="combobox"]').length + (node.matches('[role="combobox"]') ? 1 : 0), 0);
      if (count > 0) added.push(count);
    });
    expect(page.getByRole('combobox').query()).toBeNull();
    observer.observe(bar.element(), { childList: true, subtree: true });
    // Reached from the keyboard: the focus on its Reset button.
    (bar.getByRole('button', { name: 'Reset filters' }).element() as HTMLElement).focus();
    await expect.poll(() => bar.element().querySelectorAll('[role="combobox"]').length).toBe(4);
    observer.disconnect();
    expect(added).toEqual([1, 1, 1, 1]);
    // The bar's panel stayed as its fields came: the focus is where the user put it.
    expect(document.activeElement?.textContent).toBe('Reset filters');
  });
});
