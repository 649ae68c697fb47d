import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { MESSAGES } from '@equipdesk/api-client/contract';
import type { User } from '@equipdesk/api-client/contract';
import { resetSession } from '../../session/store';
import { ADMIN_FULL_PERMISSIONS, REFERENCE_LISTS, USERS } from '../../testing/adminFixtures';
import { ADMIN_USER } from '../../testing/fixtures';
import { json } from '../../testing/renderApp';
import { recordingFetch, renderWithClient } from '../../testing/renderWithClient';
import { UserForm } from './UserForm';
import { accountsAfterFacilityChange } from './userOptions';

const STANDARD_USER = USERS[0]!;
const ADMIN_ROW = USERS[3]!;

/** An edited user's row lists their sessions too (SessionsList): none here. */
const noSessions = (path: string) => (path.endsWith('/sessions') ? json({ success: true, count: 0, items: [] }) : undefined);

function okFetch(taken = false) {
  return recordingFetch((call) => {
    if (call.path === '/api/users/exists') return json({ result: { valid: !taken } });
    if (call.method === 'GET') return noSessions(call.path);
    if (call.method === 'PUT' || call.method === 'POST') return json({ applyStatus: 'OK', success: true, message: 'User saved.', result: call.body });
    return undefined;
  });
}

async function renderForm(row: User | null, { canSave = true, taken = false } = {}) {
  const recorder = okFetch(taken);
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  await renderWithClient(<UserForm row={row} canSave={canSave} onSaved={onSaved} onCancel={onCancel} />, recorder.fake);
  return { ...recorder, onSaved, onCancel };
}

async function choose(label: string, option: string) {
  await page.getByLabelText(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  // A multi-select keeps its menu open after a choice; close it so it covers no other field.
  await userEvent.keyboard('{Escape}');
}

describe('UserForm', () => {
  beforeEach(() => {
    resetSession({ status: 'SUCCESS', token: 't', user: ADMIN_USER, permissions: ADMIN_FULL_PERMISSIONS, referenceLists: REFERENCE_LISTS });
  });
  afterEach(() => resetSession());

  it('shows the facility and account pickers for a non-privileged role and hides them for a privileged one', async () => {
    await renderForm(STANDARD_USER);
    await expect.element(page.getByLabelText('Facilities', { exact: true })).toBeInTheDocument();
    await expect.element(page.getByLabelText('Accounts', { exact: true })).toBeInTheDocument();
    await choose('Role', 'Administrator');
    await expect.element(page.getByLabelText('Facilities', { exact: true })).not.toBeInTheDocument();
    await expect.element(page.getByLabelText('Accounts', { exact: true })).not.toBeInTheDocument();
  });

  it('opens a privileged user without the pickers', async () => {
    await renderForm(ADMIN_ROW);
    await expect.element(page.getByRole('form', { name: `Edit User ${ADMIN_ROW.name}` })).toBeInTheDocument();
    await expect.element(page.getByLabelText('Facilities', { exact: true })).not.toBeInTheDocument();
  });

  it('defaults the username to the lowercased email until one is typed', async () => {
    await renderForm(null);
    await page.getByLabelText('Email', { exact: true }).fill('Mixed.Case@Example.COM');
    await expect.element(page.getByLabelText('Username', { exact: true })).toHaveValue('mixed.case@example.com');
    await page.getByLabelText('Username', { exact: true }).fill('mc');
    await page.getByLabelText('Email', { exact: true }).fill('other@example.com');
    await expect.element(page.getByLabelText('Username', { exact: true })).toHaveValue('mc');
  });

  it('selects every account of a chosen facility', async () => {
    const { calls, onSaved } = await renderForm(null);
    await page.getByLabelText('Name', { exact: true }).fill('Nia North');
    await page.getByLabelText('Email', { exact: true }).fill('nia@equipdesk.example');
    await page.getByLabelText('Password', { exact: true }).fill('Secret#2026');
    await choose('Role', 'Standard');
    await choose('Type', 'A2');
    await choose('Enterprises', 'Northwind Health');
    await choose('Facilities', 'North General');
    await page.getByRole('button', { name: 'Save' }).click();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/api/users');
    expect(put?.body).toMatchObject({
      name: 'Nia North',
      email: 'nia@equipdesk.example',
      username: 'nia@equipdesk.example',
      role: 'r-standard',
      facilities: ['f-north'],
      accounts: ['a-n1', 'a-n2'],
    });
  });

  it('keeps the accounts of facilities still chosen and drops those of a removed one', () => {
    expect(accountsAfterFacilityChange(REFERENCE_LISTS, [], ['f-north'], [])).toEqual(['a-n1', 'a-n2']);
    expect(accountsAfterFacilityChange(REFERENCE_LISTS, ['f-north'], ['f-north', 'f-south'], ['a-n1'])).toEqual(['a-n1', 'a-s1']);
    expect(accountsAfterFacilityChange(REFERENCE_LISTS, ['f-north', 'f-south'], ['f-south'], ['a-n1', 'a-s1'])).toEqual(['a-s1']);
  });

  it('disables Save without the grant', async () => {
    await renderForm(STANDARD_USER, { canSave: false });
    await expect.element(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('shows the schema messages as a Validation Error toast and sends nothing', async () => {
    const { calls } = await renderForm(null);
    await page.getByRole('button', { name: 'Save' }).click();
    const toast = page.getByRole('alert');
    await expect.element(toast).toHaveTextContent(MESSAGES.validationErrorTitle);
    await expect.element(toast).toHaveTextContent(MESSAGES.userName);
    await expect.element(toast).toHaveTextContent(MESSAGES.passwordPolicy);
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('refuses an email already in use with the spec message, keeping the form filled', async () => {
    const { calls, onSaved } = await renderForm(STANDARD_USER, { taken: true });
    await page.getByLabelText('Email', { exact: true }).fill('taken@equipdesk.example');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(MESSAGES.emailExists);
    expect(calls.some((c) => c.path === '/api/users/exists' && c.url.searchParams.get('handle') === 'taken@equipdesk.example')).toBe(true);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(onSaved).not.toHaveBeenCalled();
    await expect.element(page.getByLabelText('Email', { exact: true })).toHaveValue('taken@equipdesk.example');
  });

  it('updates with POST users/{id} and shows the server message when the save fails', async () => {
    const recorder = recordingFetch((call) => {
      if (call.path === '/api/users/exists') return json({ result: { valid: true } });
      if (call.method === 'GET') return noSessions(call.path);
      if (call.method === 'POST') return json({ applyStatus: 'FAILED', success: false, message: 'The user could not be saved.' });
      return undefined;
    });
    const onSaved = vi.fn();
    await renderWithClient(<UserForm row={STANDARD_USER} canSave onSaved={onSaved} onCancel={() => undefined} />, recorder.fake);
    await page.getByLabelText('Name', { exact: true }).fill('Jane Q. Doe');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent('The user could not be saved.');
    expect(recorder.calls.find((c) => c.method === 'POST')?.path).toBe(`/api/users/${STANDARD_USER.externalId}`);
    expect(onSaved).not.toHaveBeenCalled();
    await expect.element(page.getByLabelText('Name', { exact: true })).toHaveValue('Jane Q. Doe');
  });

  it('is named Create New User when adding', async () => {
    await renderForm(null);
    await expect.element(page.getByRole('form', { name: 'Create New User' })).toBeInTheDocument();
  });
});
