/**
 * The resource layer for enterprises, roles and the permissions matrix with its locked cells, and the assets list
 * through the same layer.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@equipdesk/api-client/contract';
import type { Enterprise, ListResponse, Permission, Role, SaveResponse } from '@equipdesk/api-client/contract';
import { authed, json, login } from './helpers';
import { PERMISSION_READ_ONLY } from '../src/admin/permissions';
import { ROLE_IDENTIFIER_READ_ONLY } from '../src/admin/roles';
import { app, get, put, post, messagesOf, parseCsv, useAdminResourcesFixture } from './adminResourcesFixture';

useAdminResourcesFixture();

describe('enterprises and roles', () => {
  it('validates and keeps enterprise names unique', async () => {
    const empty = await put('/api/enterprises', { name: ' ' });
    expect(json(empty)).toMatchObject({ success: false, message: 'Enterprise name is required and must be up to 100 characters.' });
    const created = await put('/api/enterprises', { name: 'Northwind Health' });
    expect(json<SaveResponse<Enterprise>>(created)).toMatchObject({ success: true, result: { name: 'Northwind Health', createdBy: 'admin' } });
    const id = json<SaveResponse<Enterprise>>(created).result!.externalId;
    const dup = await put('/api/enterprises', { name: 'northwind health' });
    expect(dup.statusCode).toBe(400);
    expect(json(dup)).toMatchObject({ message: 'Enterprise already exists with this name.' });
    expect(json(await get('/api/enterprises/exists?name=NORTHWIND%20HEALTH'))).toEqual({ result: { valid: false } });
    expect(json(await get(`/api/enterprises/exists?name=Northwind%20Health&externalId=${id}`))).toEqual({ result: { valid: true } });
    const renamed = await post(`/api/enterprises/${id}`, { name: 'Northwind Health Group', externalId: id });
    expect(json<SaveResponse<Enterprise>>(renamed).result).toMatchObject({ name: 'Northwind Health Group' });
  });

  it('sorts roles by name descending by default and keeps identifiers read-only', async () => {
    const list = json<ListResponse<Role>>(await get('/api/roles'));
    const names = list.items.map((r) => r.name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    expect(messagesOf(await put('/api/roles', { name: '', identifier: '' }))).toEqual([MESSAGES.roleName, MESSAGES.roleIdentifier]);
    expect(json(await put('/api/roles', { name: 'administrator', identifier: 'ROLE_X' }))).toMatchObject({ message: MESSAGES.roleNameExists });
    expect(json(await put('/api/roles', { name: 'Auditor', identifier: 'ROLE_ADMIN' }))).toMatchObject({ message: MESSAGES.roleIdentifierExists });
    const created = json<SaveResponse<Role>>(await put('/api/roles', { name: 'Auditor', identifier: 'ROLE_AUDITOR' })).result!;
    const changed = await post(`/api/roles/${created.externalId}`, { name: 'Auditor', identifier: 'ROLE_OTHER' });
    expect(json(changed)).toMatchObject({ success: false, message: ROLE_IDENTIFIER_READ_ONLY });
    const renamed = await post(`/api/roles/${created.externalId}`, { name: 'Auditors', identifier: 'ROLE_AUDITOR' });
    expect(json<SaveResponse<Role>>(renamed).result).toMatchObject({ name: 'Auditors', identifier: 'ROLE_AUDITOR' });
    // A new role is a new matrix column, every cell denied.
    const matrix = json<{ result: Permission[] }>(await get('/api/permissions/list')).result;
    expect(matrix.every((p) => p.roles.some((c) => c.roleIdentifier === 'ROLE_AUDITOR' && !c.granted))).toBe(true);
  });
});

describe('permissions matrix', () => {
  it('lists every permission with one cell per role, some locked', async () => {
    const matrix = json<{ success: boolean; result: Permission[] }>(await get('/api/permissions/list'));
    expect(matrix.success).toBe(true);
    expect(matrix.result.length).toBeGreaterThanOrEqual(250);
    const roleCount = json<ListResponse<Role>>(await get('/api/roles')).count;
    expect(matrix.result.every((p) => p.roles.length === roleCount)).toBe(true);
    const cells = matrix.result.flatMap((p) => p.roles);
    expect(cells.some((c) => c.status === 'INACTIVE')).toBe(true);
    expect(cells[0]).toEqual(expect.objectContaining({ externalId: expect.any(String), role: expect.any(String), granted: expect.any(Boolean), createdBy: expect.any(String), lastModifiedTimestamp: expect.any(String) }));
  });

  it('grants and denies a cell, and refuses a locked one unless unlocked', async () => {
    const matrix = json<{ result: Permission[] }>(await get('/api/permissions/list')).result;
    const open = matrix.flatMap((p) => p.roles).find((c) => c.status === 'ACTIVE' && !c.granted && c.roleIdentifier === 'ROLE_STANDARD')!;
    const granted = json<{ success: boolean; result: { granted: boolean; lastModifiedBy: string } }>(await post(`/api/roles/grant/${open.externalId}`));
    expect(granted).toMatchObject({ success: true, result: { granted: true, lastModifiedBy: 'admin' } });
    expect(json(await post(`/api/roles/deny/${open.externalId}`))).toMatchObject({ success: true, result: { granted: false } });

    const locked = matrix.flatMap((p) => p.roles).find((c) => c.status === 'INACTIVE')!;
    const refused = await post(`/api/roles/grant/${locked.externalId}`);
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({ success: false, message: MESSAGES.permissionCellLocked });
    const unlocked = json(await post(`/api/roles/grant/${locked.externalId}`, { unlock: true }));
    expect(unlocked).toMatchObject({ success: true, result: { granted: true, status: 'ACTIVE' } });
    expect((await post(`/api/roles/deny/${locked.externalId}`)).statusCode).toBe(200);
  });

  it('makes a granted cell count at the next request of that role', async () => {
    const technician = authed(await login(app, 'technician'));
    expect((await get('/api/enterprises/exists?name=x', technician)).statusCode).toBe(403);
    const matrix = json<{ result: Permission[] }>(await get('/api/permissions/list')).result;
    const row = matrix.find((p) => p.value === 'enterprises' && p.type === 'VIEW' && p.context === 'URI')!;
    const cell = row.roles.find((c) => c.roleIdentifier === 'ROLE_TECHNICIAN')!;
    await post(`/api/roles/grant/${cell.externalId}`);
    expect((await get('/api/enterprises/exists?name=x', technician)).statusCode).toBe(200);
    await post(`/api/roles/deny/${cell.externalId}`);
    expect((await get('/api/enterprises/exists?name=x', technician)).statusCode).toBe(403);
  });

  it('creates permissions with the spec rules and keeps the combination read-only', async () => {
    const empty = await put('/api/permissions', {});
    expect(messagesOf(empty)).toEqual([MESSAGES.permissionPlatform, MESSAGES.permissionContext, MESSAGES.permissionType, MESSAGES.permissionValue, MESSAGES.permissionDescription]);
    const dup = await put('/api/permissions', { platform: 'WEB', context: 'URI', type: 'VIEW', value: 'users', description: 'again' });
    expect(json(dup)).toMatchObject({ message: 'Permission already exists with this platform/context/type/value combination' });
    expect(json(await get('/api/permissions/exists?value=users&context=URI&type=VIEW&platform=WEB'))).toEqual({ result: { valid: false } });
    const form = { platform: 'DESKTOP', context: 'MODULE', type: 'VIEW', value: 'kiosk', description: 'Kiosk screen' };
    expect(json(await get('/api/permissions/exists?value=kiosk&context=MODULE&type=VIEW&platform=DESKTOP'))).toEqual({ result: { valid: true } });
    const created = json<SaveResponse<Permission>>(await put('/api/permissions', form)).result!;
    expect(created.roles.length).toBeGreaterThan(0);
    expect(created.roles.every((c) => !c.granted)).toBe(true);
    const id = created.internalId;
    expect(json(await get(`/api/permissions/exists?value=kiosk&context=MODULE&type=VIEW&platform=DESKTOP&id=${id}`))).toEqual({ result: { valid: true } });
    const edited = await post(`/api/permissions/${id}`, { ...form, description: 'Kiosk home screen' });
    expect(json<SaveResponse<Permission>>(edited).result).toMatchObject({ description: 'Kiosk home screen', value: 'kiosk' });
    const moved = await post(`/api/permissions/${id}`, { ...form, value: 'kiosk2' });
    expect(json(moved)).toMatchObject({ success: false, message: PERMISSION_READ_ONLY });
  });

  it('exports the matrix with one column per role', async () => {
    const csv = await get('/api/permissions/export.csv');
    const rows = parseCsv(csv.body);
    // Headed as the matrix heads its role columns: by identifier.
    const roleIdentifiers = json<ListResponse<Role>>(await get('/api/roles?pageSize=100')).items.map((r) => r.identifier);
    expect(rows[0]).toEqual(expect.arrayContaining(['Platform', 'Context', 'Type', 'Value', 'Description', ...roleIdentifiers]));
    const matrix = json<{ result: Permission[] }>(await get('/api/permissions/list')).result;
    expect(rows.length - 1).toBe(matrix.length);
  });
});

describe('assets through the layer', () => {
  it('searches serial numbers and RFID tags and filters by model, account and status', async () => {
    const page = json<ListResponse<{ externalId: string; serialNumber: string; tags: string[]; model: { externalId: string }; account: { externalId: string }; status: string }>>(
      await get('/api/assets?pageSize=50'),
    );
    expect(page.items.every((a) => a.status === 'ACTIVE')).toBe(true);
    const tagged = page.items.find((a) => a.tags.length > 0)!;
    const bySerial = json<ListResponse<{ externalId: string }>>(await get(`/api/assets?search=${tagged.serialNumber.toLowerCase()}`));
    expect(bySerial.items.map((a) => a.externalId)).toContain(tagged.externalId);
    const byTag = json<ListResponse<{ externalId: string }>>(await get(`/api/assets?search=${tagged.tags[0]!.slice(4, 20)}`));
    expect(byTag.items.map((a) => a.externalId)).toContain(tagged.externalId);
    const filtered = json<ListResponse<{ model: { externalId: string }; account: { externalId: string } }>>(
      await get(`/api/assets?models=${tagged.model.externalId}&accounts=${tagged.account.externalId}&pageSize=1000`),
    );
    expect(filtered.count).toBeGreaterThan(0);
    expect(filtered.items.every((a) => a.model.externalId === tagged.model.externalId && a.account.externalId === tagged.account.externalId)).toBe(true);
    expect((await get('/api/assets?models=not-a-uuid')).statusCode).toBe(400);
    expect((await get('/api/assets?commissionStatus=COMMISSIONED&pending=ALL')).statusCode).toBe(200);
  });
});
