// A list says it is loading until its first answer, and says it is empty only after an empty answer, whatever
// happens to its query meanwhile (a search typed, a page chosen, before the server answered).
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { resetSession } from '../session/store';
import { ADMIN_USER } from '../testing/fixtures';
import { json } from '../testing/renderApp';
import { renderWithClient } from '../testing/renderWithClient';
import { ListingPage } from './ListingPage';

interface Thing {
  externalId: string;
  code: string;
  status: 'ACTIVE';
}

/** GET things answers only when the test lets the waiting calls go, with no rows. */
function heldFetch() {
  const waiting: (() => void)[] = [];
  const fake = (path: string) =>
    path === '/api/things'
      ? new Promise<Response>((resolve) => waiting.push(() => resolve(json({ success: true, count: 0, items: [] }))))
      : json({ success: false, message: 'Not in this test' }, 403);
  return { fake, release: () => waiting.splice(0).forEach((answer) => answer()) };
}

/** Records whether the empty message was ever in the page. */
function watchEmptyMessage() {
  const seen = { empty: false };
  const observer = new MutationObserver(() => {
    if (document.body.textContent?.includes(MESSAGES.noMatchingRecords)) seen.empty = true;
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return { seen, stop: () => observer.disconnect() };
}

describe('ListingPage before its first answer', () => {
  afterEach(() => resetSession());

  it('shows the loading state, never the empty message, until an answer with no rows', async () => {
    resetSession({ status: 'SUCCESS', token: 't', user: ADMIN_USER, permissions: [{ value: 'things', type: 'VIEW', context: 'URI' }] });
    const server = heldFetch();
    const watch = watchEmptyMessage();
    await renderWithClient(
      <ListingPage<Thing>
        resource="things"
        title="Things"
        columns={[{ id: 'code', header: 'Code', cell: (row) => row.code }]}
        getRowId={(row) => row.externalId}
        entityLabel={(row) => `thing ${row.code}`}
      />,
      server.fake,
      '/things',
    );
    const table = page.getByRole('table', { name: 'Things' });
    await expect.element(table).toHaveAttribute('aria-busy', 'true');
    await expect.element(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
    // A search typed before the first answer asks again: still loading, still no empty message.
    await userEvent.type(page.getByRole('searchbox'), 'zz{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect.element(table).toHaveAttribute('aria-busy', 'true');
    expect(watch.seen.empty).toBe(false);
    server.release();
    await expect.element(page.getByRole('cell', { name: MESSAGES.noMatchingRecords })).toBeVisible();
    await expect.element(table).not.toHaveAttribute('aria-busy');
    watch.stop();
  });
});
