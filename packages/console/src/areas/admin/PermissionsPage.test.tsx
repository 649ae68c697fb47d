import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { MESSAGES } from '@equipdesk/api-client/contract';
import type { PermissionEntry } from '@equipdesk/api-client/contract';
import { resetSession } from '../../session/store';
import { ADMIN_FULL_PERMISSIONS, NARROW_PERMISSIONS, REFERENCE_LISTS, permissionMatrix } from '../../testing/adminFixtures';
import { ADMIN_USER } from '../../testing/fixtures';
import { json } from '../../testing/renderApp';
import { recordingFetch, renderWithClient } from '../../testing/renderWithClient';
import { PermissionsPage } from './PermissionsPage';

function signIn(permissions: PermissionEntry[]) {
  resetSession({ status: 'SUCCESS', token: 't', user: ADMIN_USER, permissions, referenceLists: REFERENCE_LISTS });
}

function matrixFetch() {
  return recordingFetch((call) => {
    if (call.path === '/api/permissions/list') return json({ success: true, items: permissionMatrix(), count: 6 });
    const toggle = /^\/api\/roles\/(grant|deny)\/(.+)$/.exec(call.path);
    if (toggle) return json({ success: true, result: { granted: toggle[1] === 'grant', status: 'ACTIVE' }, message: 'ok' });
    return undefined;
  });
}

describe('PermissionsPage', () => {
  afterEach(() => resetSession());

  it('shows the fixed columns and one column per role', async () => {
    signIn(ADMIN_FULL_PERMISSIONS);
    await renderWithClient(<PermissionsPage />, matrixFetch().fake);
    for (const name of ['Platform', 'Context', 'Type', 'Value', 'Description', 'ROLE_ADMIN', 'ROLE_SUPPORT', 'ROLE_STANDARD']) {
      await expect.element(page.getByRole('columnheader', { name })).toBeInTheDocument();
    }
  });

  it('toggles a cell with POST roles/grant then roles/deny', async () => {
    signIn(ADMIN_FULL_PERMISSIONS);
    const { calls, fake } = matrixFetch();
    await renderWithClient(<PermissionsPage />, fake);
    const cell = page.getByRole('button', { name: 'Grant VIEW roles to ROLE_STANDARD' });
    await expect.element(cell).toHaveAttribute('aria-pressed', 'false');
    await cell.click();
    await expect.element(cell).toHaveAttribute('aria-pressed', 'true');
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/api/roles/grant/cell-2-ROLE_STANDARD' });
    await cell.click();
    await expect.element(cell).toHaveAttribute('aria-pressed', 'false');
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/api/roles/deny/cell-2-ROLE_STANDARD' });
  });

  it('shows a locked cell as Locked and unlocks it before it can be toggled', async () => {
    signIn(ADMIN_FULL_PERMISSIONS);
    const { calls, fake } = matrixFetch();
    await renderWithClient(<PermissionsPage />, fake);
    const unlock = page.getByRole('button', { name: 'Unlock VIEW users for ROLE_SUPPORT' });
    await expect.element(unlock.getByRole('img', { name: 'Locked' })).toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Grant VIEW users to ROLE_SUPPORT' })).not.toBeInTheDocument();
    await unlock.click();
    const toggle = page.getByRole('button', { name: 'Grant VIEW users to ROLE_SUPPORT' });
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/api/roles/grant/cell-1-ROLE_SUPPORT', body: { unlock: true } });
  });

  it('toggling without EDIT shows the no-privilege toast and calls nothing', async () => {
    signIn(NARROW_PERMISSIONS);
    const { calls, fake } = matrixFetch();
    await renderWithClient(<PermissionsPage />, fake);
    await page.getByRole('button', { name: 'Grant VIEW roles to ROLE_STANDARD' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(MESSAGES.notPrivileged);
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toEqual([]));
    await expect.element(page.getByRole('button', { name: 'Add New' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });

  it('shows the no-permission message without VIEW', async () => {
    signIn([{ value: 'users', type: 'VIEW', context: 'URI' }]);
    await renderWithClient(<PermissionsPage />, matrixFetch().fake);
    await expect.element(page.getByText(MESSAGES.noPrivilege)).toBeInTheDocument();
  });

  it('opens Create New Permission from Add New and Edit Permission from the pen, the combination read-only', async () => {
    signIn(ADMIN_FULL_PERMISSIONS);
    await renderWithClient(<PermissionsPage />, matrixFetch().fake);
    await page.getByRole('button', { name: 'Add New' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Create New Permission' })).toBeInTheDocument();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Edit permission VIEW users' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Permission' });
    await expect.element(dialog).toBeInTheDocument();
    await expect.element(dialog.getByLabelText('Value', { exact: true })).toHaveAttribute('readonly');
  });
});
