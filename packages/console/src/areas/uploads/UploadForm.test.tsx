import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ASSET_UPLOAD_FLAGS, MESSAGES, UPLOAD_MAX_BYTES } from '@equipdesk/api-client/contract';
import type { PermissionEntry, UploadPreview } from '@equipdesk/api-client/contract';
import { resetSession } from '../../session/store';
import { ADMIN_USER } from '../../testing/fixtures';
import { json, renderApp } from '../../testing/renderApp';
import { UPLOAD_TOO_LARGE } from './kinds';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function grants(...types: PermissionEntry['type'][]): PermissionEntry[] {
  return ['assets/uploads', 'locations/uploads', 'accounts/uploads'].flatMap((value) => [
    { value, type: 'NAVIGATE', context: 'MENU' },
    ...types.map((type): PermissionEntry => ({ value, type, context: 'URI' })),
  ]);
}

const PREVIEW: UploadPreview = {
  originalFileName: 'assets.xlsx',
  availableRowsCount: 3,
  createCount: 1,
  updateCount: 1,
  rejectCount: 1,
  rows: [
    { row: 2, key: 'SN-1', outcome: 'CREATE', message: null },
    { row: 3, key: 'SN-2', outcome: 'UPDATE', message: null },
    { row: 4, key: 'SN-3', outcome: 'REJECT', message: MESSAGES.rfidLength },
  ],
};

interface Sent {
  path: string;
  fields: Record<string, string>;
  file: { part: string; name: string } | null;
}

/** Answers preview and upload as the server would, recording each multipart body; `refuse` refuses the upload. */
function uploadServer({ refuse }: { refuse?: string } = {}) {
  const sent: Sent[] = [];
  const fake = (path: string, init: RequestInit | undefined) => {
    if (init?.method === 'POST' && init.body instanceof FormData) {
      const fields: Record<string, string> = {};
      let file: Sent['file'] = null;
      for (const [part, value] of init.body.entries()) {
        if (typeof value === 'string') fields[part] = value;
        else file = { part, name: value.name };
      }
      sent.push({ path, fields, file });
      if (path.endsWith('/upload/preview')) return json({ success: true, result: { ...PREVIEW, originalFileName: file?.name ?? '' } });
      if (refuse) return json({ success: false, message: refuse }, 400);
      return json({ success: true, message: 'Upload accepted.', result: { externalId: 'up-1', uploadStatus: 'PENDING' } });
    }
    if (path.endsWith('/uploads')) return json({ success: true, count: 0, items: [] });
    return json({ success: false }, 403);
  };
  return { sent, fake };
}

const sheet = (name = 'assets.xlsx') => new File(['Serial Number,Model Code\nSN-1,PUMP-1\n'], name, { type: XLSX_TYPE });
const fileInput = () => page.getByLabelText('Spreadsheet File');

describe('upload forms', () => {
  beforeEach(() => {
    localStorage.clear();
    resetSession({ status: 'SUCCESS', token: 't', user: ADMIN_USER, permissions: grants('VIEW', 'NEW', 'UPLOAD', 'DOWNLOAD') });
  });
  afterEach(() => resetSession());

  it.each([
    ['/assets/upload', 'Upload Assets', MESSAGES.assetFileRequired],
    ['/locations/upload', 'Upload Locations', MESSAGES.locationsFileRequired],
    ['/accounts/upload', 'Upload Accounts', MESSAGES.accountsFileRequired],
  ])('%s refuses Upload without a file with its own message and sends nothing', async (path, title, message) => {
    const server = uploadServer();
    await renderApp(path, server.fake);
    await expect.element(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect.element(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    expect(server.sent).toEqual([]);
  });

  it('refuses a file over the limit at once, before anything is sent', async () => {
    const server = uploadServer();
    await renderApp('/locations/upload', server.fake);
    await userEvent.upload(fileInput(), new File([new Uint8Array(UPLOAD_MAX_BYTES + 1)], 'huge.xlsx', { type: XLSX_TYPE }));
    await expect.element(page.getByRole('alert').filter({ hasText: UPLOAD_TOO_LARGE })).toBeVisible();
    await expect.element(page.getByText(/^No file chosen/)).toBeVisible();
    expect(server.sent).toEqual([]);
  });

  it('previews a chosen file: the counts and each row with its reason, rejected rows first', async () => {
    const server = uploadServer();
    await renderApp('/locations/upload', server.fake);
    await userEvent.upload(fileInput(), sheet('beds.xlsx'));
    await expect.element(page.getByText(/^beds\.xlsx \(/)).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Preview of beds.xlsx' })).toBeVisible();
    const counts = page.getByRole('definition');
    expect(counts.elements().map((el) => el.textContent)).toEqual(['3', '1', '1', '1']);
    const rows = page.getByRole('table', { name: 'What each row of beds.xlsx would do' }).getByRole('row');
    expect(rows.elements().map((row) => row.textContent)).toEqual([
      'RowLocation NameOutcomeReason',
      `4SN-3REJECT${MESSAGES.rfidLength}`,
      '2SN-1CREATE',
      '3SN-2UPDATE',
    ]);
    expect(server.sent).toEqual([{ path: '/api/locations/upload/preview', fields: {}, file: { part: 'locationsFile', name: 'beds.xlsx' } }]);
  });

  it('sends the chosen reset options as "true" and the others as "false", then opens the history', async () => {
    const server = uploadServer();
    const { router } = await renderApp('/assets/upload', server.fake);
    const toggle = page.getByRole('button', { name: 'Show Reset Options' });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect.element(page.getByRole('button', { name: 'Hide Options' })).toHaveAttribute('aria-expanded', 'true');
    const options = page.getByLabelText('Reset Options', { exact: true });
    await options.click();
    await page.getByRole('option', { name: 'Notes', exact: true }).click();
    await page.getByRole('option', { name: 'RFID Tags', exact: true }).click();
    await userEvent.keyboard('{Escape}');
    await userEvent.upload(fileInput(), sheet());
    await expect.element(page.getByRole('heading', { name: 'Preview of assets.xlsx' })).toBeVisible();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/assets/uploads');
    expect(server.sent.map((s) => s.path)).toEqual(['/api/assets/upload/preview', '/api/assets/upload']);
    for (const call of server.sent) {
      expect(call.file).toEqual({ part: 'assetsFile', name: 'assets.xlsx' });
      expect(Object.keys(call.fields).sort()).toEqual([...ASSET_UPLOAD_FLAGS].sort());
      const chosen = Object.entries(call.fields).filter(([, value]) => value === 'true').map(([flag]) => flag);
      expect(chosen.sort()).toEqual(['mustUpdateNotes', 'mustUpdateTags']);
    }
  });

  it('previews the chosen file again when the reset options change', async () => {
    const server = uploadServer();
    await renderApp('/assets/upload', server.fake);
    await userEvent.upload(fileInput(), sheet());
    await expect.element(page.getByRole('heading', { name: 'Preview of assets.xlsx' })).toBeVisible();
    await page.getByRole('button', { name: 'Show Reset Options' }).click();
    await page.getByLabelText('Reset Options', { exact: true }).click();
    await page.getByRole('option', { name: 'Account', exact: true }).click();
    await expect.poll(() => server.sent.length).toBe(2);
    expect(server.sent.map((s) => [s.path, s.fields.mustUpdateAccount])).toEqual([
      ['/api/assets/upload/preview', 'false'],
      ['/api/assets/upload/preview', 'true'],
    ]);
  });

  it("keeps the file and the options after a refused upload, with the server's message", async () => {
    const refusal = 'The first row must carry the template\'s headers; missing: Model Code.';
    const server = uploadServer({ refuse: refusal });
    const { router } = await renderApp('/assets/upload', server.fake);
    await page.getByRole('button', { name: 'Show Reset Options' }).click();
    await page.getByLabelText('Reset Options', { exact: true }).click();
    await page.getByRole('option', { name: 'Location', exact: true }).click();
    await userEvent.keyboard('{Escape}');
    await userEvent.upload(fileInput(), sheet());
    await expect.element(page.getByRole('heading', { name: 'Preview of assets.xlsx' })).toBeVisible();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect.element(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
    expect(router.state.location.pathname).toBe('/assets/upload');
    await expect.element(page.getByText(/^assets\.xlsx \(/)).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Remove Location' })).toBeVisible();
    // Another try sends the same file and options.
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect.poll(() => server.sent.length).toBe(3);
    expect(server.sent[2]?.file).toEqual({ part: 'assetsFile', name: 'assets.xlsx' });
    expect(server.sent[2]?.fields.mustUpdateLocation).toBe('true');
  });

  it('says "You do not have privilege" without UPLOAD', async () => {
    resetSession({ status: 'SUCCESS', token: 't', user: ADMIN_USER, permissions: grants('VIEW') });
    await renderApp('/accounts/upload', uploadServer().fake);
    await expect.element(page.getByText(MESSAGES.noPrivilege)).toBeVisible();
    expect(page.getByRole('button', { name: 'Upload', exact: true }).query()).toBeNull();
  });
});
