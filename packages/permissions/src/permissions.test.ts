import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  allowedActions,
  can,
  canActivateStatus,
  canDeactivateStatus,
  canDeleteStatus,
  canEditStatus,
  canNavigate,
  canRenameFacility,
  coversPath,
  grantsFor,
  hasNoPermissions,
  isAllowed,
  isPrivilegedRole,
  ROLE_IDENTIFIERS,
  statusActions,
  type EntityStatus,
  type PermissionEntry,
  type PermissionType,
} from './index';

const uri = (value: string, type: PermissionType): PermissionEntry => ({ value, type, context: 'URI' });
const menu = (value: string): PermissionEntry => ({ value, type: 'NAVIGATE', context: 'MENU' });

describe('coversPath', () => {
  it.each([
    ['assets', 'assets', true],
    ['assets', 'assets/uploads', true],
    ['assets', '/assets/uploads/', true],
    ['assets/uploads', 'assets', false],
    ['assets', 'assetsx', false],
    ['assets', 'assetsx/uploads', false],
    ['assets/up', 'assets/uploads', false],
    ['', 'assets', false],
    ['users', 'users/abc-123', true],
    ['users', 'users?search=x', true],
  ])('%s covers %s: %s', (area, path, expected) => {
    expect(coversPath(area, path)).toBe(expected);
  });
});

describe('grantsFor', () => {
  const entries = [
    uri('assets', 'VIEW'),
    uri('assets/uploads', 'UPLOAD'),
    uri('assetsx', 'DELETE'),
    uri('orders', 'NEW'),
    menu('assets'),
  ];
  it.each<[string, PermissionType[]]>([
    ['assets', ['VIEW']],
    ['assets/uploads', ['VIEW', 'UPLOAD']],
    ['/assets/uploads/123', ['VIEW', 'UPLOAD']],
    ['assetsx', ['DELETE']],
    ['orders', ['NEW']],
    ['users', []],
  ])('%s has %j', (path, expected) => {
    expect([...grantsFor(entries, path)].sort()).toEqual([...expected].sort());
  });

  it('leaves NAVIGATE out of page grants', () => {
    expect(grantsFor([menu('assets')], 'assets').size).toBe(0);
  });
});

describe('canNavigate', () => {
  const entries = [menu('assets'), menu('assets/uploads'), uri('users', 'VIEW')];
  it.each([
    ['assets', true],
    ['/assets', true],
    ['assets/uploads', true],
    ['assets/productivity', false],
    ['users', false],
    ['assetsx', false],
  ])('%s → %s', (area, expected) => {
    expect(canNavigate(entries, area)).toBe(expected);
  });
});

describe('can', () => {
  const entries = [
    uri('users', 'VIEW'),
    uri('users', 'DETAILS'),
    uri('users', 'EXPORT'),
    uri('orders', 'ASSIGN'),
    uri('orders', 'EDIT'),
  ];
  it.each<[string, (typeof ACTIONS)[number], boolean]>([
    ['users', 'VIEW', true],
    ['users', 'NEW', false],
    ['users', 'EXPORT', true],
    ['users', 'EDIT', true], // DETAILS opens the pen read-only
    ['users', 'FILTER', false],
    ['users', 'RESET', false],
    ['users', 'DELETE', false],
    ['orders', 'EDIT', true],
    ['orders', 'ASSIGN', true],
    ['orders', 'COMPLETE', false],
    ['orders', 'VIEW', false],
  ])('%s %s → %s', (path, action, expected) => {
    expect(can(entries, path, action).allowed).toBe(expected);
    expect(isAllowed(entries, path, action)).toBe(expected);
  });

  it('gives a reason when refused', () => {
    const d = can(entries, 'users', 'NEW');
    expect(d).toEqual({ allowed: false, reason: 'NEW on users needs NEW.' });
  });

  it('refuses everything to a user with no permissions', () => {
    for (const action of ACTIONS) expect(can([], 'users', action).allowed).toBe(false);
  });

  it('maps each action to its own grant', () => {
    for (const action of ACTIONS) {
      const type: PermissionType = action;
      expect(isAllowed([uri('x', type)], 'x', action)).toBe(true);
    }
  });

  it('answers for all actions at once', () => {
    const all = allowedActions(entries, 'users');
    expect(all.VIEW).toBe(true);
    expect(all.EDIT).toBe(true);
    expect(all.NEW).toBe(false);
  });
});

describe('hasNoPermissions', () => {
  it.each([
    [[], true],
    [null, true],
    [undefined, true],
    [[menu('assets')], false],
  ])('%j → %s', (entries, expected) => {
    expect(hasNoPermissions(entries)).toBe(expected);
  });
});

describe('roles', () => {
  it.each(ROLE_IDENTIFIERS.map((r) => [r]))('%s', (role) => {
    expect(isPrivilegedRole(role)).toBe(['ROLE_ADMIN', 'ROLE_SUPPORT', 'ROLE_TECHNICIAN'].includes(role));
    expect(canRenameFacility(role)).toBe(['ROLE_ADMIN', 'ROLE_TECHNICIAN'].includes(role));
  });
  it('handles a missing role', () => {
    expect(isPrivilegedRole(undefined)).toBe(false);
    expect(canRenameFacility(null)).toBe(false);
  });
});

describe('entity status rules', () => {
  it.each<[EntityStatus, boolean, boolean, boolean, boolean]>([
    // status, edit, activate, deactivate, delete
    ['ACTIVE', true, false, true, true],
    ['INACTIVE', true, true, false, true],
    ['REMOVED', false, true, false, false],
  ])('%s', (status, edit, activate, deactivate, del) => {
    expect(canEditStatus(status)).toBe(edit);
    expect(canActivateStatus(status)).toBe(activate);
    expect(canDeactivateStatus(status)).toBe(deactivate);
    expect(canDeleteStatus(status)).toBe(del);
    expect(statusActions(status)).toEqual({ edit, activate, deactivate, delete: del });
  });
});
