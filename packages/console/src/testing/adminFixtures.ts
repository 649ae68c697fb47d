/**
 * Fixture data of the administration screens for stories and tests: reference lists, users,
 * enterprises, roles, a permission matrix, and sessions with full or narrow admin grants.
 */
import type {
  Enterprise,
  Permission,
  PermissionEntry,
  PermissionType,
  ReferenceLists,
  Role,
  User,
} from '@equipdesk/api-client/contract';
import { PERMISSION_TYPES } from '@equipdesk/api-client/contract';
import { ADMIN_PERMISSIONS } from './fixtures';

const ADMIN_AREAS = ['users', 'enterprises', 'roles', 'permissions', 'profile', 'audit-log'];

function grants(areas: readonly string[], types: readonly PermissionType[]): PermissionEntry[] {
  return areas.flatMap((value) => types.map((type): PermissionEntry => ({ value, type, context: 'URI' })));
}

/** An administrator: every type on every admin area. */
export const ADMIN_FULL_PERMISSIONS: PermissionEntry[] = [...ADMIN_PERMISSIONS, ...grants(ADMIN_AREAS, PERMISSION_TYPES)];

/** A narrow role: may look (VIEW, DETAILS) but not add, export, filter or change anything. */
export const NARROW_PERMISSIONS: PermissionEntry[] = [...ADMIN_PERMISSIONS, ...grants(ADMIN_AREAS, ['VIEW', 'DETAILS'])];

const T0 = '2026-03-01T08:30:00.000Z';
const T1 = '2026-05-12T14:05:09.000Z';
const audit = { createdBy: 'admin', createdTimestamp: T0, lastModifiedBy: 'support', lastModifiedTimestamp: T1 };

export const ROLES: Role[] = [
  { id: 1, externalId: 'r-admin', identifier: 'ROLE_ADMIN', name: 'Administrator', status: 'ACTIVE', requireMfa: true, ...audit },
  { id: 2, externalId: 'r-support', identifier: 'ROLE_SUPPORT', name: 'Support', status: 'ACTIVE', requireMfa: false, ...audit },
  { id: 3, externalId: 'r-standard', identifier: 'ROLE_STANDARD', name: 'Standard', status: 'ACTIVE', requireMfa: false, ...audit },
  { id: 4, externalId: 'r-caregiver', identifier: 'ROLE_CAREGIVER', name: 'Caregiver', status: 'INACTIVE', requireMfa: false, ...audit },
];

export const ENTERPRISES: Enterprise[] = [
  { internalId: 1, externalId: '7d3c1c1e-0000-4000-8000-000000000001', name: 'Northwind Health', status: 'ACTIVE', passwordSignIn: true, ...audit },
  { internalId: 2, externalId: '7d3c1c1e-0000-4000-8000-000000000002', name: 'Lakeside Care', status: 'INACTIVE', passwordSignIn: false, ...audit },
  { internalId: 3, externalId: '7d3c1c1e-0000-4000-8000-000000000003', name: 'Old Mill Clinic', status: 'REMOVED', passwordSignIn: true, ...audit },
];

export const REFERENCE_LISTS: ReferenceLists = {
  enterprises: ENTERPRISES.map((e) => ({ externalId: e.externalId, name: e.name, internalId: e.internalId })),
  facilities: [
    { externalId: 'f-north', name: 'North General', type: 'A2', enterprise: ENTERPRISES[0]!.externalId },
    { externalId: 'f-south', name: 'South Clinic', type: 'A2', enterprise: ENTERPRISES[0]!.externalId },
    { externalId: 'f-lake', name: 'Lakeside Hospital', type: 'A2', enterprise: ENTERPRISES[1]!.externalId },
  ],
  contracts: [],
  models: [],
  products: [],
  accounts: [
    { externalId: 'a-n1', name: 'North ICU', accountNo: '1001', facility: 'f-north' },
    { externalId: 'a-n2', name: 'North Surgery', accountNo: '1002', facility: 'f-north' },
    { externalId: 'a-s1', name: 'South Wards', accountNo: '2001', facility: 'f-south' },
    { externalId: 'a-l1', name: 'Lakeside ER', accountNo: '3001', facility: 'f-lake' },
  ],
  users: [],
  roles: ROLES.map((r) => ({ externalId: r.externalId, identifier: r.identifier, name: r.name })),
  locationGroups: [],
  picklists: {
    BusinessType: [],
    ContractType: [],
    FacilityType: [],
    LocationType: [],
    ServiceOrderNature: [],
    ServiceOrderType: [],
    ServiceType: [],
    UserAllocationType: [],
    UtilizationCategory: [],
    UtilizationStatus: [],
  },
};

function user(n: number, overrides: Partial<User> = {}): User {
  return {
    externalId: `u-${n}`,
    name: `User ${n}`,
    username: `user${n}@equipdesk.example`,
    email: `user${n}@equipdesk.example`,
    role: 'r-standard',
    roleName: 'Standard',
    roleIdentifier: 'ROLE_STANDARD',
    type: 'A2',
    enterprises: [ENTERPRISES[0]!.externalId],
    facilities: ['f-north'],
    accounts: ['a-n1', 'a-n2'],
    enabled: true,
    accountNonExpired: true,
    accountNonLocked: true,
    credentialsNonExpired: true,
    status: 'ACTIVE',
    lastActivityTimestamp: T1,
    enterpriseName: 'Northwind Health',
    accountRefs: [
      { externalId: 'a-n1', name: 'North ICU', accountNo: '1001', facility: 'f-north' },
      { externalId: 'a-n2', name: 'North Surgery', accountNo: '1002', facility: 'f-north' },
    ],
    ...audit,
    ...overrides,
  };
}

export const USERS: User[] = [
  user(1, { name: 'Jane Doe', email: 'jane.doe@equipdesk.example', username: 'jane.doe@equipdesk.example' }),
  user(2, { name: 'Omar Haddad', status: 'INACTIVE', accountNonLocked: false }),
  user(3, { name: 'Lee Park', status: 'REMOVED', enabled: false, credentialsNonExpired: false }),
  user(4, {
    name: 'Avery Admin',
    role: 'r-admin',
    roleName: 'Administrator',
    roleIdentifier: 'ROLE_ADMIN',
    facilities: [],
    accounts: [],
    accountRefs: [],
    type: 'BOTH',
  }),
];

/** Many users, for paging and scrolling. */
export function manyUsers(count: number): User[] {
  return Array.from({ length: count }, (_, i) => user(100 + i));
}

const MATRIX_ROLES = ['ROLE_ADMIN', 'ROLE_SUPPORT', 'ROLE_STANDARD'] as const;

/** A permission matrix of `count` rows; the first row's ROLE_SUPPORT cell is locked (INACTIVE). */
export function permissionMatrix(count = 6): Permission[] {
  const values = ['users', 'roles', 'enterprises', 'permissions', 'assets', 'orders'];
  const types: PermissionType[] = ['VIEW', 'NEW', 'EDIT', 'EXPORT'];
  return Array.from({ length: count }, (_, i): Permission => {
    const value = values[i % values.length]!;
    const type = types[Math.floor(i / values.length) % types.length]!;
    return {
      internalId: i + 1,
      externalId: `permission-${i + 1}`,
      platform: 'WEB',
      context: 'URI',
      type,
      value: i < values.length * types.length ? value : `${value}/area-${i}`,
      description: `${type} on ${value}`,
      ...audit,
      roles: MATRIX_ROLES.map((roleIdentifier, r) => ({
        externalId: `cell-${i + 1}-${roleIdentifier}`,
        roleIdentifier,
        role: roleIdentifier,
        granted: roleIdentifier === 'ROLE_ADMIN' || (roleIdentifier === 'ROLE_SUPPORT' && type === 'VIEW'),
        status: i === 0 && r === 1 ? 'INACTIVE' : 'ACTIVE',
        ...audit,
      })),
    };
  });
}
