// The permissions matrix is drawn once, when its roles and permissions are known together (a loading state until
// then, a search typed meanwhile kept); role headers show whole; the lock is the kit's SVG, not an emoji.
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { resetSession } from '../../session/store';
import { ADMIN_FULL_PERMISSIONS, REFERENCE_LISTS, permissionMatrix } from '../../testing/adminFixtures';
import { ADMIN_USER } from '../../testing/fixtures';
import { json } from '../../testing/renderApp';
import { renderWithClient } from '../../testing/renderWithClient';
import { PermissionsPage } from './PermissionsPage';

/** GET permissions/list answers only when the test lets it. */
function heldMatrix() {
  let answer: (() => void) | null = null;
  const fake = (path: string) =>
    path === '/api/permissions/list'
      ? new Promise<Response>((resolve) => (answer = () => resolve(json({ success: true, items: permissionMatrix(), count: 6 }))))
      : json({ success: false, message: 'Not in this test' }, 403);
  return { fake, release: () => answer?.() };
}

/** The headers of the table each time they changed: a header drawn in two steps shows as two entries. */
function watchHeaders() {
  const seen: string[] = [];
  const observer = new MutationObserver(() => {
    const names = [...document.querySelectorAll('[role="columnheader"]')].map((h) => h.textContent).join('|');
    if (names && seen.at(-1) !== names) seen.push(names);
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return { seen, stop: () => observer.disconnect() };
}

describe('PermissionsPage drawing', () => {
  afterEach(() => resetSession());

  it('draws the table once with every column, after a loading state, keeping a search typed meanwhile', async () => {
    resetSession({ status: 'SUCCESS', token: 't', user: ADMIN_USER, permissions: ADMIN_FULL_PERMISSIONS, referenceLists: REFERENCE_LISTS });
    const server = heldMatrix();
    const headers = watchHeaders();
    await renderWithClient(<PermissionsPage />, server.fake, '/permissions');
    const table = page.getByRole('table', { name: 'Permissions' });
    await expect.element(table).toHaveAttribute('aria-busy', 'true');
    await expect.element(page.getByRole('status').filter({ hasText: 'Loading permissions' })).toBeVisible();
    await userEvent.type(page.getByRole('searchbox'), 'roles');
    server.release();
    await expect.element(page.getByRole('columnheader', { name: 'ROLE_STANDARD' })).toBeInTheDocument();
    await expect.element(table).not.toHaveAttribute('aria-busy');
    // The header came in one piece: fixed and role columns together.
    expect(headers.seen).toHaveLength(1);
    expect(headers.seen[0]).toContain('Platform');
    expect(headers.seen[0]).toContain('ROLE_ADMIN');
    await expect.element(page.getByRole('searchbox')).toHaveValue('roles');
    headers.stop();
  });

  it('shows each role header whole and the lock as an SVG icon', async () => {
    resetSession({ status: 'SUCCESS', token: 't', user: ADMIN_USER, permissions: ADMIN_FULL_PERMISSIONS, referenceLists: REFERENCE_LISTS });
    await renderWithClient(<PermissionsPage />, () => json({ success: true, items: permissionMatrix(), count: 6 }), '/permissions');
    await expect.element(page.getByRole('columnheader', { name: 'ROLE_SUPPORT' })).toBeInTheDocument();
    for (const header of document.querySelectorAll('[role="columnheader"]')) {
      if (!header.textContent?.startsWith('ROLE_')) continue;
      const range = document.createRange();
      range.selectNodeContents(header);
      const text = range.getBoundingClientRect();
      const box = header.getBoundingClientRect();
      expect(text.left, header.textContent).toBeGreaterThanOrEqual(box.left);
      expect(text.right, header.textContent).toBeLessThanOrEqual(box.right);
    }
    const lock = page.getByRole('button', { name: 'Unlock VIEW users for ROLE_SUPPORT' }).getByRole('img', { name: 'Locked' });
    await expect.element(lock).toBeInTheDocument();
    expect(lock.element().querySelector('svg')).not.toBeNull();
    expect(lock.element().textContent).toBe('');
  });
});
