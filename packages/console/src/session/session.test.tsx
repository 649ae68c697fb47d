import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { snapshot } from 'valtio';
import { renderHook } from 'vitest-browser-react';
import { MESSAGES } from '@equipdesk/api-client/contract';
import type { LoginResponse } from '@equipdesk/api-client/contract';
import { ACTIONS, isAllowed } from '@equipdesk/permissions';
import { createApiClient } from '@equipdesk/api-client';
import { REFERENCE_LIST_NAMES } from '@equipdesk/api-client/contract';
import { ADMIN_LOGIN, CAREGIVER_PERMISSIONS, CAREGIVER_USER } from '../testing/fixtures';
import { NARROW_PERMISSIONS } from '../testing/adminFixtures';
import { usePermissions } from './hooks';
import { ensureReferenceLists } from './referenceLists';
import { readStoredSession, TOKEN_KEY, USER_KEY } from './storage';
import { login, logout, resetSession, session, setReferenceLists } from './store';

describe('session', () => {
  beforeEach(() => {
    localStorage.clear();
    resetSession();
  });
  afterEach(() => {
    localStorage.clear();
    resetSession();
  });

  it('stores the token, user and permissions so a reload keeps the session', async () => {
    await login(async () => ADMIN_LOGIN, { username: 'admin', password: 'Demo@2026' });
    expect(session.status).toBe('SUCCESS');
    expect(session.broadcasts).toHaveLength(4);
    expect(readStoredSession()).toEqual({
      token: ADMIN_LOGIN.token,
      user: ADMIN_LOGIN.user,
      permissions: ADMIN_LOGIN.permissions,
    });
  });

  // Deep-proxied, each entry a page reads would go through valtio's proxies: the navbar reads every one per page.
  it('keeps the grants of a sign-in as they came, for every reader of the session to use without a proxy', async () => {
    await login(async () => ADMIN_LOGIN, { username: 'admin', password: 'Demo@2026' });
    expect(snapshot(session).permissions).toBe(ADMIN_LOGIN.permissions);
    resetSession({ status: 'SUCCESS', token: 't', user: CAREGIVER_USER, permissions: CAREGIVER_PERMISSIONS });
    expect(snapshot(session).permissions).toBe(CAREGIVER_PERMISSIONS);
  });

  it('treats an answer without success as a failure with its message', async () => {
    const refused: LoginResponse = { success: false, message: 'Account locked.' };
    expect(await login(async () => refused, { username: 'admin', password: 'x' })).toBeNull();
    expect(session.status).toBe('FAILURE');
    expect(session.error).toBe('Account locked.');
    expect(await login(async () => ({ success: false }), { username: 'admin', password: 'x' })).toBeNull();
    expect(session.error).toBe(MESSAGES.loginFailed);
  });

  it('logout empties the status, the stored user and the lists', async () => {
    await login(async () => ADMIN_LOGIN, { username: 'admin', password: 'Demo@2026' });
    setReferenceLists({} as Parameters<typeof setReferenceLists>[0]);
    logout();
    expect(session).toMatchObject({ status: '', token: null, user: null, permissions: [], referenceLists: null });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('ignores a stored token without a readable user', () => {
    localStorage.setItem(TOKEN_KEY, 'token');
    localStorage.setItem(USER_KEY, '{not json');
    expect(readStoredSession()).toBeNull();
  });

  it('usePermissions answers from the session for a page and its ancestors', async () => {
    resetSession({ status: 'SUCCESS', token: 't', user: CAREGIVER_USER, permissions: CAREGIVER_PERMISSIONS });
    const { result } = await renderHook(() => usePermissions('/orders/new'));
    expect(result.current.can('VIEW')).toBe(true);
    expect(result.current.can('NEW')).toBe(false);
    expect(result.current.actions.VIEW).toBe(true);
    expect(result.current.none).toBe(false);
  });

  it('usePermissions decides each action as @equipdesk/permissions does, and again when the grants change', async () => {
    resetSession({ status: 'SUCCESS', token: 't', user: CAREGIVER_USER, permissions: CAREGIVER_PERMISSIONS });
    const { result, rerender } = await renderHook(() => usePermissions('users'));
    for (const action of ACTIONS) expect(result.current.can(action), action).toBe(isAllowed(CAREGIVER_PERMISSIONS, 'users', action));
    session.permissions = NARROW_PERMISSIONS;
    await rerender();
    for (const action of ACTIONS) expect(result.current.can(action), action).toBe(isAllowed(NARROW_PERMISSIONS, 'users', action));
    expect(result.current.can('VIEW')).toBe(true);
    expect(result.current.can('NEW')).toBe(false);
  });

  // Ten requests sent in one go hold the main thread for one long task while the first screen is in use.
  it('asks for each reference list in a task of its own, all on their way together', async () => {
    resetSession({ status: 'SUCCESS', token: 'lists-token', user: CAREGIVER_USER, permissions: CAREGIVER_PERMISSIONS });
    const asked: string[] = [];
    // Every list refused (403): each is then empty, as for a user who may not read it.
    const client = createApiClient({ getToken: () => 'lists-token', fetch: async (input) => {
      asked.push(String(input));
      return new Response(JSON.stringify({ success: false, message: 'You are not privileged to perform this action' }), { status: 403, headers: { 'content-type': 'application/json' } });
    } });
    ensureReferenceLists(client);
    // What went out in the task that asked, its microtasks included.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked.length).toBeLessThanOrEqual(2);
    await expect.poll(() => session.referenceLists).not.toBeNull();
    expect(asked).toHaveLength(REFERENCE_LIST_NAMES.length);
    expect(session.referenceLists?.models).toEqual([]);
  });

  // A list that grows with the site (tens of thousands of locations at a million assets, some 20 MB) stays on the
  // server, searched by the pickers: the sign-in cache holds small lists only (DECISIONS.md "Pickers at a million assets").
  it('never asks at sign-in for the lists that grow with the site', async () => {
    resetSession({ status: 'SUCCESS', token: 'bounded-token', user: CAREGIVER_USER, permissions: CAREGIVER_PERMISSIONS });
    const asked: string[] = [];
    const client = createApiClient({ getToken: () => 'bounded-token', fetch: async (input) => {
      asked.push(new URL(String(input), 'http://localhost').pathname);
      return new Response(JSON.stringify({ success: true, count: 0, items: [] }), { headers: { 'content-type': 'application/json' } });
    } });
    ensureReferenceLists(client);
    await expect.poll(() => session.referenceLists).not.toBeNull();
    expect(asked).not.toContain('/api/locations/ddlist');
    expect(asked).toContain('/api/locations/groups');
  });
});
