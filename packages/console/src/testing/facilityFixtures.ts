/**
 * Fixture data of the site-data screens for stories and tests: facilities with their counts,
 * accounts (durations in minutes), contracts, locations, a par definition, account users, pick
 * lists and sessions with full or narrow facility-area grants.
 */
import type {
  Account,
  AccountUser,
  Contract,
  Facility,
  Location,
  LocationDdItem,
  ParDefinition,
  PermissionEntry,
  PermissionType,
  PicklistValue,
  ReferenceLists,
  SessionUser,
  UserLite,
} from '@equipdesk/api-client/contract';
import { PERMISSION_TYPES } from '@equipdesk/api-client/contract';
import { REFERENCE_LISTS } from './adminFixtures';
import { ADMIN_PERMISSIONS } from './fixtures';

const SITE_AREAS = ['facilities', 'accounts', 'contracts', 'locations'];

function grants(areas: readonly string[], types: readonly PermissionType[]): PermissionEntry[] {
  return areas.flatMap((value) => types.map((type): PermissionEntry => ({ value, type, context: 'URI' })));
}

/** Every type on every site-data area. */
export const SITE_FULL_PERMISSIONS: PermissionEntry[] = [...ADMIN_PERMISSIONS, ...grants(SITE_AREAS, PERMISSION_TYPES)];

/** May look (VIEW, DETAILS) but not add, change, print or export. */
export const SITE_READONLY_PERMISSIONS: PermissionEntry[] = [...ADMIN_PERMISSIONS, ...grants(SITE_AREAS, ['VIEW', 'DETAILS'])];

/** A standard user with every site-data grant: may edit a facility but not rename it. */
export const STANDARD_USER: SessionUser = {
  externalId: 'u-standard',
  name: 'Sam Standard',
  username: 'standard',
  email: 'standard@equipdesk.example',
  roleIdentifier: 'ROLE_STANDARD',
  type: 'A2',
};

export const TECHNICIAN_USER: SessionUser = {
  externalId: 'u-technician',
  name: 'Toni Technician',
  username: 'technician',
  email: 'technician@equipdesk.example',
  roleIdentifier: 'ROLE_TECHNICIAN',
  type: 'BOTH',
};

const T0 = '2026-03-01T08:30:00.000Z';
const T1 = '2026-05-12T14:05:09.000Z';
const audit = { createdBy: 'admin', createdTimestamp: T0, lastModifiedBy: 'support', lastModifiedTimestamp: T1 };
const ENTERPRISE = REFERENCE_LISTS.enterprises[0]!;

function facility(externalId: string, name: string, overrides: Partial<Facility> = {}): Facility {
  return {
    externalId,
    name,
    type: 'A2',
    enterprise: ENTERPRISE.externalId,
    enterpriseName: ENTERPRISE.name,
    status: 'ACTIVE',
    numLocations: 12,
    numSubLocations: 30,
    numUsers: 8,
    numZones: 2,
    numContracts: 1,
    numAccounts: 2,
    ...audit,
    ...overrides,
  };
}

export const FACILITIES: Facility[] = [
  facility('f-north', 'North General'),
  facility('f-south', 'South Clinic', { type: 'B1', numAccounts: 1, numContracts: 0 }),
  facility('f-lake', 'Lakeside Hospital', { status: 'INACTIVE', type: '' }),
];

function account(externalId: string, name: string, accountNo: string, facilityId: string, overrides: Partial<Account> = {}): Account {
  return {
    externalId,
    accountNo,
    name,
    timeZone: 'America/Chicago',
    facility: facilityId,
    facilityName: FACILITIES.find((f) => f.externalId === facilityId)?.name ?? null,
    pmAlertsDurationMinutes: 30 * 1440,
    visitTimeoutMinutes: 6 * 60,
    standardTimeMinutes: 300,
    statTimeMinutes: 120,
    sendLateOrderAlerts: false,
    sendDelayedOrderAlerts: false,
    moveAssets: false,
    moveLocations: false,
    status: 'ACTIVE',
    ...audit,
    ...overrides,
  };
}

export const ACCOUNTS: Account[] = [
  account('a-n1', 'North ICU', '1001', 'f-north', { pmAlertsDurationMinutes: 2880, visitTimeoutMinutes: 90, sendLateOrderAlerts: true }),
  account('a-n2', 'North Surgery', '1002', 'f-north', { timeZone: 'America/New_York' }),
  account('a-s1', 'South Wards', '2001', 'f-south', { sendDelayedOrderAlerts: true }),
];

export const CONTRACTS: Contract[] = [
  {
    externalId: 'c-1',
    contractNo: '5001',
    type: 'SERVICE',
    startTimestamp: '2026-01-01T00:00:00.000Z',
    expiryTimestamp: '2027-01-01T00:00:00.000Z',
    facility: 'f-north',
    facilityName: 'North General',
    status: 'ACTIVE',
    ...audit,
  },
  {
    externalId: 'c-2',
    contractNo: '5002',
    type: 'RENTAL',
    startTimestamp: '2025-06-01T00:00:00.000Z',
    expiryTimestamp: '2026-06-01T00:00:00.000Z',
    facility: 'f-south',
    facilityName: 'South Clinic',
    status: 'ACTIVE',
    ...audit,
  },
];

function location(externalId: string, name: string, overrides: Partial<Location> = {}): Location {
  return {
    externalId,
    name,
    groupName: null,
    inventoryPowerLevel: 300,
    utilizationStatus: 'INVENTORY',
    utilizationCategory: null,
    account: 'a-n1',
    accountName: 'North ICU',
    parent: null,
    parentName: null,
    type: 'ROOM',
    facility: 'f-north',
    facilityName: 'North General',
    hasRfidReaders: false,
    status: 'ACTIVE',
    ...audit,
    ...overrides,
  };
}

export const LOCATIONS: Location[] = [
  location('l-ward', 'Ward A', { type: 'WARD', groupName: 'East wing', inventoryPowerLevel: 250 }),
  location('l-bed1', 'Bed 1', { type: 'BED', parent: 'l-ward', parentName: 'Ward A', utilizationStatus: 'IN USE' }),
  location('l-store', 'Store Room', { status: 'INACTIVE' }),
];

export const PAR_DEFINITION: ParDefinition = {
  externalId: 'par-1',
  location: 'l-ward',
  notes: 'Restock every Monday.',
  entries: [{ model: 'm-pump', modelCode: 'PUMP-1', modelDescription: 'Infusion pump', min: 2, max: 6 }],
};

export const ACCOUNT_USERS: AccountUser[] = [
  { externalId: 'u-1', username: 'jane.doe', name: 'Jane Doe', email: 'jane.doe@equipdesk.example', role: 'Standard', type: 'A2' },
  { externalId: 'u-2', username: 'omar', name: 'Omar Haddad', email: 'omar@equipdesk.example', role: 'Caregiver', type: 'BOTH' },
];

export const ASSIGNABLE_USERS: UserLite[] = [
  ...ACCOUNT_USERS,
  { externalId: 'u-3', username: 'lee', name: 'Lee Park', email: 'lee@equipdesk.example', role: 'Standard', type: 'A2' },
];

export const TIMEZONES = ['America/Chicago', 'America/New_York', 'Europe/Berlin', 'UTC'];

function picklist(name: PicklistValue['name'], values: string[]): PicklistValue[] {
  return values.map((value, i) => ({ externalId: `${name}-${i}`, name, value, displayLabel: value, status: 'ACTIVE', ...audit }));
}

/** The locations the pickers search (GET locations/ddlist). */
export const SITE_LOCATIONS: LocationDdItem[] = LOCATIONS.map((l) => ({ externalId: l.externalId, name: l.name, type: l.type, account: l.account, facility: l.facility, parent: l.parent }));

export const SITE_REFERENCE_LISTS: ReferenceLists = {
  ...REFERENCE_LISTS,
  facilities: FACILITIES.map((f) => ({ externalId: f.externalId, name: f.name, type: f.type || 'A2', enterprise: f.enterprise })),
  models: [
    { externalId: 'm-pump', modelCode: 'PUMP-1', modelDescription: 'Infusion pump' },
    { externalId: 'm-bed', modelCode: 'BED-9', modelDescription: 'Hospital bed' },
  ],
  locationGroups: [],
  picklists: {
    ...REFERENCE_LISTS.picklists,
    FacilityType: picklist('FacilityType', ['A2', 'B1', 'C3']),
    ContractType: picklist('ContractType', ['SERVICE', 'RENTAL']),
    LocationType: picklist('LocationType', ['WARD', 'ROOM', 'BED', 'ZONE']),
    UtilizationStatus: picklist('UtilizationStatus', ['INVENTORY', 'IN USE', 'SOILED']),
    UtilizationCategory: picklist('UtilizationCategory', ['AVAILABLE', 'IN USE']),
  },
};

/** A barcode SVG carrying a script, to show the label never runs it. */
export const BARCODE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"><script>window.__barcodeScriptRan = true</script><rect width="4" height="60"/><rect x="8" width="2" height="60"/><rect x="14" width="6" height="60"/></svg>';
