// The audit trail seen through the console: a user's email edited, then found, old and new, in the Audit Log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showing, startE2E, toast, type E2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

describe('audit log', () => {
  it('shows a user\'s email change, old and new, from the user form\'s History', async () => {
    const page = await e2e.pageAs('admin');
    await page.goto('/users?search=standard');
    const row = page.getByRole('row').filter({ hasText: /standard@/i }).first();
    await row.getByRole('button', { name: /^Edit user/ }).click();
    const form = page.getByRole('form', { name: /^Edit User/ });
    const email = form.getByLabel('Email', { exact: true });
    const before = await email.inputValue();
    const after = `audited.${before}`;
    await email.fill(after);
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, /updated successfully/);

    await row.getByRole('button', { name: /^Edit user/ }).click();
    await form.getByRole('button', { name: 'History' }).click();
    await page.waitForURL((url) => url.pathname === '/audit' && url.searchParams.has('entityId'));
    await showing(page);
    const update = page.getByRole('row').filter({ hasText: /updated: .*email/ }).first();
    await update.getByRole('button', { name: /^Show changes of event/ }).click();
    const changes = page.getByRole('table', { name: /^Changes of event/ });
    const change = changes.getByRole('row').filter({ hasText: 'email' });
    await expect.poll(() => change.textContent()).toContain(before);
    expect(await change.textContent()).toContain(after);
  });
});
