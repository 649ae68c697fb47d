/**
 * Fixture data of the catalogue screens for stories and tests: product models, products, pick-list values
 * and sync configurations, the reference lists they feed, sessions with full, read-only (DETAILS) and
 * no-edit catalogue grants and the values the exists checks report as taken.
 */
import type {
  Model,
  PermissionEntry,
  PermissionType,
  PicklistGroups,
  PicklistType,
  PicklistValue,
  Product,
  ReferenceLists,
  SyncConfig,
} from '@equipdesk/api-client/contract';
import { PERMISSION_TYPES } from '@equipdesk/api-client/contract';
import { REFERENCE_LISTS } from './adminFixtures';
import { ADMIN_PERMISSIONS } from './fixtures';

export const CATALOGUE_AREAS = ['models', 'products', 'picklist-values', 'sync/config'] as const;

function grants(types: readonly PermissionType[]): PermissionEntry[] {
  return CATALOGUE_AREAS.flatMap((value) => types.map((type): PermissionEntry => ({ value, type, context: 'URI' })));
}

/** Every type on every catalogue area. */
export const CATALOGUE_FULL_PERMISSIONS: PermissionEntry[] = [...ADMIN_PERMISSIONS, ...grants(PERMISSION_TYPES)];

/** May look and open the edit pen read-only (VIEW, DETAILS), not add, change or export. */
export const CATALOGUE_DETAILS_PERMISSIONS: PermissionEntry[] = [...ADMIN_PERMISSIONS, ...grants(['VIEW', 'DETAILS'])];

/** May activate, deactivate and delete but has no edit pen (neither EDIT nor DETAILS). */
export const CATALOGUE_NO_EDIT_PERMISSIONS: PermissionEntry[] = [...ADMIN_PERMISSIONS, ...grants(['VIEW', 'ACTIVATE', 'DEACTIVATE', 'DELETE'])];

const T0 = '2026-03-01T08:30:00.000Z';
const T1 = '2026-05-12T14:05:09.000Z';
const audit = { createdBy: 'admin', createdTimestamp: T0, lastModifiedBy: 'support', lastModifiedTimestamp: T1 };

export const MODELS: Model[] = [
  { externalId: 'm-pump', modelCode: 'INF-1000', modelDescription: 'Baxter Infusion Pump 1000', family: 'Infusion Pump', groupName: 'Infusion', status: 'ACTIVE', ...audit },
  { externalId: 'm-bed', modelCode: 'BED-1500', modelDescription: 'Hill-Rom Hospital Bed 1500', family: 'Hospital Bed', groupName: 'Beds', status: 'ACTIVE', ...audit },
  { externalId: 'm-vent', modelCode: 'VEN-2000', modelDescription: 'Hamilton Ventilator 2000', family: 'Ventilator', groupName: 'Respiratory', status: 'INACTIVE', ...audit },
];

export const PRODUCTS: Product[] = [
  { externalId: 'p-pump-1', itemCode: 'INF-1000-V1', itemDescription: 'Baxter Infusion Pump 1000 Standard', family: 'Infusion Pump', model: 'm-pump', modelCode: 'INF-1000', modelDescription: 'Baxter Infusion Pump 1000', status: 'ACTIVE', ...audit },
  { externalId: 'p-pump-2', itemCode: 'INF-1000-V2', itemDescription: 'Baxter Infusion Pump 1000 Plus', family: 'Infusion Pump', model: 'm-pump', modelCode: 'INF-1000', modelDescription: 'Baxter Infusion Pump 1000', status: 'ACTIVE', ...audit },
  { externalId: 'p-bed-1', itemCode: 'BED-1500-V1', itemDescription: null, family: 'Hospital Bed', model: 'm-bed', modelCode: 'BED-1500', modelDescription: 'Hill-Rom Hospital Bed 1500', status: 'INACTIVE', ...audit },
];

function value(name: PicklistType, v: string, displayLabel: string, status: PicklistValue['status'] = 'ACTIVE'): PicklistValue {
  return { externalId: `pv-${name}-${v}`.toLowerCase(), name, value: v, displayLabel, status, ...audit };
}

export const PICKLIST_VALUES: PicklistValue[] = [
  value('BusinessType', 'RENTAL', 'Rental'),
  value('BusinessType', 'OWNED', 'Owned'),
  value('ContractType', 'SERVICE', 'Service'),
  value('ServiceType', 'PREVENTIVE', 'Preventive Maintenance'),
  value('ServiceType', 'PEAK_NEED', 'Peak Need', 'INACTIVE'),
  value('UtilizationStatus', 'IN USE', 'In Use'),
];

export const SYNC_CONFIGS: SyncConfig[] = [
  {
    externalId: 's-assets',
    uri: 'erp/assets',
    description: 'Nightly asset master from the ERP',
    ddl: 'CREATE TABLE erp_assets (serial_number text, model_code text);\nCREATE INDEX erp_assets_serial ON erp_assets (serial_number);',
    mappings: { attributes: { serialNumber: 'serial_number', modelCode: 'model_code', accountNo: 'erp_account' }, relations: ['models', 'accounts'] },
    status: 'ACTIVE',
    ...audit,
  },
  {
    externalId: 's-accounts',
    uri: 'erp/accounts',
    description: 'Account list from the ERP',
    ddl: 'CREATE TABLE erp_accounts (account_no text, account_name text);',
    mappings: { attributes: { accountNo: 'account_no' }, relations: ['facilities'] },
    status: 'ACTIVE',
    ...audit,
  },
];

/** Values the exists checks report as taken; `racedPicklist` is free when checked but taken by the save. */
export const TAKEN = {
  modelCode: 'BED-1500',
  itemCode: 'INF-1000-V2',
  picklist: { name: 'BusinessType', value: 'RENTAL' },
  racedPicklist: { name: 'ServiceType', value: 'LOANER' },
} as const;

/** The active values grouped by pick list, as GET picklist-values/all answers. */
export function picklistGroups(values: readonly PicklistValue[] = PICKLIST_VALUES): PicklistGroups {
  const groups = { ...REFERENCE_LISTS.picklists };
  for (const v of values) if (v.status === 'ACTIVE') groups[v.name] = [...groups[v.name], v];
  return groups;
}

export const CATALOGUE_REFERENCE_LISTS: ReferenceLists = {
  ...REFERENCE_LISTS,
  models: MODELS.filter((m) => m.status !== 'REMOVED').map((m) => ({
    externalId: m.externalId,
    modelCode: m.modelCode,
    modelDescription: m.modelDescription ?? '',
    family: m.family,
    groupName: m.groupName,
    status: m.status,
  })),
  products: PRODUCTS.map((p) => ({ externalId: p.externalId, itemCode: p.itemCode, itemDescription: p.itemDescription, model: p.model, status: p.status })),
  picklists: picklistGroups(),
};
