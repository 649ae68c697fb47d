/**
 * The Status filter each list opens on, read from the first list call of every list page of the route table: the
 * spec's default where it names one (users, orders: ACTIVE), ACTIVE and INACTIVE everywhere else, so a row just
 * deactivated stays in sight; REMOVED never without the filter.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../routes';
import { resetSession } from '../session';
import { ADMIN_PERMISSIONS, ADMIN_USER } from '../testing/fixtures';
import { json, renderApp } from '../testing/renderApp';

/** The lists whose spec names a default status filter. */
const SPEC_DEFAULTS: Readonly<Record<string, readonly string[]>> = {
  '/api/users': ['ACTIVE'], // spec 1 §3
  '/api/orders': ['ACTIVE'], // spec 3 §2.8 and §9
};
const RULE = ['ACTIVE', 'INACTIVE'];

/** The entity lists the console shows with a Status filter: each must be met on its page (the permissions matrix has none). */
const ENTITY_LISTS = [
  '/api/assets',
  '/api/models',
  '/api/products',
  '/api/orders',
  '/api/visits',
  '/api/roles',
  '/api/users',
  '/api/enterprises',
  '/api/sync/config',
  '/api/facilities',
  '/api/accounts',
  '/api/contracts',
  '/api/locations',
  '/api/picklist-values',
];

describe('the status filter a list opens on', () => {
  beforeEach(() => {
    localStorage.clear();
    resetSession({ status: 'SUCCESS', token: 'fixture-token', user: ADMIN_USER, permissions: ADMIN_PERMISSIONS });
  });
  afterEach(() => {
    localStorage.clear();
    resetSession();
  });

  // Every page of the route table, each rendered afresh (its own session and reference lists).
  const opened = new Map<string, readonly string[]>();
  it.each(PAGE_ROUTES.filter((route) => !route.path.includes(':')).map((route) => route.path))('%s', async (path) => {
    let filtered = false;
    const { screen } = await renderApp(path, (apiPath, init, url) => {
      // A list call: a GET with a page; the reference lists read at sign-in carry no statuses.
      if ((init?.method ?? 'GET') === 'GET' && url.searchParams.has('pageIndex')) {
        if (url.searchParams.has('statuses')) {
          filtered = true;
          if (!opened.has(apiPath)) opened.set(apiPath, url.searchParams.getAll('statuses'));
        }
        return json({ success: true, count: 0, items: [] });
      }
      return json({ success: false }, 403);
    });
    // A page with a Status filter lists at once; the others (forms, charts, uploads) are left after a short wait.
    await expect.poll(() => filtered, { timeout: 2_000 }).toBe(true).catch(() => undefined);
    screen.unmount();
  });

  it("is the spec's where it names one, ACTIVE and INACTIVE elsewhere", () => {
    for (const list of ENTITY_LISTS) expect(opened.has(list), `${list} was listed with a Status filter`).toBe(true);
    for (const [list, statuses] of opened) expect(statuses, list).toEqual(SPEC_DEFAULTS[list] ?? RULE);
  });
});
