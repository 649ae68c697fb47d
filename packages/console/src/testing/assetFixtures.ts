/**
 * Fixture data of the assets screen for stories and tests: assets with every relation, the
 * reference lists their form picks from (models, products, accounts in two facilities, contracts,
 * locations, pick lists), a history of changes, and sessions: a supervisor with every assets grant,
 * an administrator (every grant, no entity actions), and a narrow role that may only look.
 */
import type {
  Asset,
  AssetDdItem,
  LocationDdItem,
  PermissionEntry,
  PermissionType,
  PicklistValue,
  ProductivityChangeType,
  ProductivityRow,
  ReferenceLists,
  SessionUser,
} from '@equipdesk/api-client/contract';
import { PERMISSION_TYPES } from '@equipdesk/api-client/contract';
import { REFERENCE_LISTS } from './adminFixtures';
import { ADMIN_PERMISSIONS } from './fixtures';

function grants(value: string, types: readonly PermissionType[]): PermissionEntry[] {
  return types.map((type): PermissionEntry => ({ value, type, context: 'URI' }));
}

/** Every type on assets. */
export const ASSET_FULL_PERMISSIONS: PermissionEntry[] = [...ADMIN_PERMISSIONS, ...grants('assets', PERMISSION_TYPES)];

/** May list and open an asset read-only, nothing else (no add, export, filter, history). */
export const ASSET_READONLY_PERMISSIONS: PermissionEntry[] = [...ADMIN_PERMISSIONS, ...grants('assets', ['VIEW', 'DETAILS'])];

/** No grant on assets at all. */
export const ASSET_NO_PERMISSIONS: PermissionEntry[] = ADMIN_PERMISSIONS.filter((entry) => entry.value !== 'assets' || entry.type === 'NAVIGATE');

export const SUPERVISOR_USER: SessionUser = {
  externalId: 'u-supervisor',
  name: 'Sky Supervisor',
  username: 'supervisor',
  email: 'supervisor@equipdesk.example',
  roleIdentifier: 'ROLE_SUPERVISOR',
  type: 'BOTH',
};

const T0 = '2026-03-01T08:30:00.000Z';
const T1 = '2026-05-12T14:05:09.000Z';
const audit = { createdBy: 'admin', createdTimestamp: T0, lastModifiedBy: 'support', lastModifiedTimestamp: T1 };

/** 24 characters each, as spec 3 §5 wants an RFID value. */
export const TAG_1 = 'E28011606000020A1B2C3D01';
export const TAG_2 = 'E28011606000020A1B2C3D02';
export const TAG_3 = 'E28011606000020A1B2C3D03';

function picklist(name: PicklistValue['name'], values: string[]): PicklistValue[] {
  return values.map((value, i) => ({ externalId: `${name}-${i}`, name, value, displayLabel: value, status: 'ACTIVE', ...audit }));
}

/** The locations the pickers search (GET locations/ddlist): two accounts of North, one of South. */
export const ASSET_LOCATIONS: LocationDdItem[] = [
  { externalId: 'l-icu-1', name: 'ICU Bay 1', type: 'ROOM', account: 'a-n1', facility: 'f-north' },
  { externalId: 'l-icu-2', name: 'ICU Bay 2', type: 'ROOM', account: 'a-n1', facility: 'f-north' },
  { externalId: 'l-theatre', name: 'Theatre 4', type: 'ROOM', account: 'a-n2', facility: 'f-north' },
  { externalId: 'l-ward-s', name: 'South Ward 2', type: 'WARD', account: 'a-s1', facility: 'f-south' },
];

export const ASSET_REFERENCE_LISTS: ReferenceLists = {
  ...REFERENCE_LISTS,
  models: [
    { externalId: 'm-pump', modelCode: 'PUMP-1', modelDescription: 'Infusion pump', family: 'Infusion', groupName: 'Pumps' },
    { externalId: 'm-bed', modelCode: 'BED-9', modelDescription: 'Hospital bed', family: 'Beds', groupName: 'Beds' },
    { externalId: 'm-mon', modelCode: 'MON-3', modelDescription: 'Patient monitor', family: 'Monitoring', groupName: 'Monitors' },
  ],
  products: [
    { externalId: 'p-pump-a', itemCode: 'IT-PUMP-A', itemDescription: 'Pump, adult', model: 'm-pump' },
    { externalId: 'p-pump-p', itemCode: 'IT-PUMP-P', itemDescription: 'Pump, paediatric', model: 'm-pump' },
    { externalId: 'p-bed-s', itemCode: 'IT-BED-S', itemDescription: 'Bed, standard', model: 'm-bed' },
  ],
  contracts: [
    { externalId: 'c-north', contractNo: '5001', type: 'SERVICE', facility: 'f-north', startTimestamp: '2026-01-01T00:00:00.000Z', expiryTimestamp: '2027-01-01T00:00:00.000Z' },
    { externalId: 'c-north-2', contractNo: '5003', type: 'RENTAL', facility: 'f-north', startTimestamp: null, expiryTimestamp: null },
    { externalId: 'c-south', contractNo: '5002', type: 'RENTAL', facility: 'f-south', startTimestamp: '2025-06-01T00:00:00.000Z', expiryTimestamp: '2026-06-01T00:00:00.000Z' },
  ],
  locationGroups: [],
  picklists: {
    ...REFERENCE_LISTS.picklists,
    UtilizationStatus: picklist('UtilizationStatus', ['INVENTORY', 'IN USE', 'SOILED', 'BIOMED']),
    UtilizationCategory: picklist('UtilizationCategory', ['AVAILABLE', 'UTILIZED']),
    ServiceType: picklist('ServiceType', ['FULL SERVICE', 'PM ONLY']),
    BusinessType: picklist('BusinessType', ['RENTAL', 'OWNED']),
  },
};

function asset(externalId: string, serialNumber: string, overrides: Partial<Asset> = {}): Asset {
  return {
    externalId,
    serialNumber,
    manufacturerSerialNumber: null,
    model: { externalId: 'm-pump', modelCode: 'PUMP-1', modelDescription: 'Infusion pump' },
    product: { externalId: 'p-pump-a', itemCode: 'IT-PUMP-A', itemDescription: 'Pump, adult', family: 'Infusion', model: 'm-pump' },
    account: { externalId: 'a-n1', accountNo: '1001', name: 'North ICU', facility: 'f-north' },
    erpOwner: { accountNo: '1002', name: 'North Surgery' },
    contract: {
      externalId: 'c-north',
      contractNo: '5001',
      type: 'SERVICE',
      facility: 'f-north',
      startTimestamp: '2026-01-01T00:00:00.000Z',
      expiryTimestamp: '2027-01-01T00:00:00.000Z',
    },
    currentLocation: { externalId: 'l-icu-1', name: 'ICU Bay 1', type: 'ROOM', groupName: null, account: 'a-n1' },
    equipmentStatus: null,
    purchaseDate: '2024-02-10T00:00:00.000Z',
    utilizationStatus: 'IN USE',
    utilizationCategory: 'UTILIZED',
    preventiveMaintainenceDate: '2026-09-01T00:00:00.000Z',
    tags: [TAG_1],
    notes: null,
    customerAssetNumber: null,
    serviceType: 'FULL SERVICE',
    businessType: 'RENTAL',
    lastScannedBy: 'omar',
    lastScannedTimestamp: '2026-05-10T09:15:00.000Z',
    status: 'ACTIVE',
    ...audit,
    ...overrides,
  };
}

export const ASSETS: Asset[] = [
  asset('as-1', 'SN-1001', { notes: 'Battery replaced in May.', customerAssetNumber: 'CUST-77' }),
  asset('as-2', 'SN-1002', {
    model: { externalId: 'm-bed', modelCode: 'BED-9', modelDescription: 'Hospital bed' },
    product: { externalId: 'p-bed-s', itemCode: 'IT-BED-S', itemDescription: 'Bed, standard', family: 'Beds', model: 'm-bed' },
    account: { externalId: 'a-s1', accountNo: '2001', name: 'South Wards', facility: 'f-south' },
    erpOwner: null,
    contract: null,
    currentLocation: { externalId: 'l-ward-s', name: 'South Ward 2', type: 'WARD', groupName: null, account: 'a-s1' },
    tags: [TAG_2, TAG_3],
    utilizationStatus: 'INVENTORY',
    businessType: 'OWNED',
  }),
  asset('as-3', 'SN-10015', { tags: [], status: 'INACTIVE', manufacturerSerialNumber: 'MFR-3', lastScannedBy: null, lastScannedTimestamp: null }),
];

export const ASSET_DD_ITEMS: AssetDdItem[] = ASSETS.map((a) => ({
  externalId: a.externalId,
  serialNumber: a.serialNumber,
  modelCode: a.model.modelCode,
  modelDescription: a.model.modelDescription,
  account: a.account.externalId,
}));

/** A history row (GET assets/productivity/single): every value empty unless given; `by` is who made the change (the server's `changedBy`). */
export function productivityRow(overrides: Partial<ProductivityRow>, by = 'admin'): ProductivityRow {
  const empty = {
    newAccountNo: null,
    oldAccountNo: null,
    newAccountName: null,
    oldAccountName: null,
    newLocation: null,
    oldLocation: null,
    newFacilityName: null,
    oldFacilityName: null,
    newScannedBy: null,
    oldScannedBy: null,
    newScannedTimestamp: null,
    oldScannedTimestamp: null,
    newUtilizationStatus: null,
    oldUtilizationStatus: null,
    newUtilizationCategory: null,
    oldUtilizationCategory: null,
    newErpAccount: null,
    oldErpAccount: null,
    newCustomerAssetNumber: null,
    oldCustomerAssetNumber: null,
    newManufacturerSerialNumber: null,
    oldManufacturerSerialNumber: null,
    newBusinessType: null,
    oldBusinessType: null,
    newServiceType: null,
    oldServiceType: null,
    newNotes: null,
    oldNotes: null,
    newPreventiveMaintainenceDate: null,
    oldPreventiveMaintainenceDate: null,
  };
  return {
    serialNumber: 'SN-1001',
    modelCode: 'PUMP-1',
    modelDescription: 'Infusion pump',
    startTimestamp: T1,
    stopTimestamp: null,
    module: 'WEB',
    changeStatus: 'UPDATED',
    newRfidValue: null,
    changedBy: by,
    ...empty,
    ...overrides,
  };
}

/** SN-1001's history, newest first. */
export const ASSET_HISTORY: ProductivityRow[] = [
  productivityRow({
    externalId: 'mu-3',
    startTimestamp: '2026-05-12T14:05:09.000Z',
    oldLocation: 'ICU Bay 2',
    newLocation: 'ICU Bay 1',
    oldUtilizationStatus: 'INVENTORY',
    newUtilizationStatus: 'IN USE',
  }),
  productivityRow({
    externalId: 'mu-2',
    startTimestamp: '2026-05-10T09:15:00.000Z',
    changeStatus: 'SCANNED',
    module: 'ANDROID',
    oldScannedBy: 'lee',
    newScannedBy: 'omar',
  }, 'omar'),
  productivityRow({
    externalId: 'mu-1',
    startTimestamp: '2026-03-01T08:30:00.000Z',
    changeStatus: 'CREATED',
    newAccountNo: '1001',
    newAccountName: 'North ICU',
    newLocation: 'ICU Bay 2',
    newRfidValue: TAG_1,
    newNotes: 'Battery replaced in May.',
  }),
];

export const CHANGE_TYPES: ProductivityChangeType[] = [
  { name: 'Created', value: 'CREATED' },
  { name: 'Updated', value: 'UPDATED' },
  { name: 'Scanned', value: 'SCANNED' },
];

/** GET accounts/{id}/models: the models each account carries. */
export const ACCOUNT_MODELS: Readonly<Record<string, string[]>> = {
  'a-n1': ['m-pump', 'm-mon'],
  'a-n2': ['m-mon'],
  'a-s1': ['m-bed'],
};

/** A long history (for paging): `n` scans of SN-1001, newest first. */
export function manyChanges(n: number): ProductivityRow[] {
  return Array.from({ length: n }, (_, i) =>
    productivityRow({ externalId: `mu-many-${i}`, startTimestamp: new Date(Date.UTC(2026, 4, 12, 12) - i * 3_600_000).toISOString(), changeStatus: 'SCANNED', newScannedBy: `user${i}` }, `user${i}`),
  );
}
