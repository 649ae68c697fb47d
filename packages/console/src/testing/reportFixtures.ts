/** Fixture data of the report screens: productivity rows (recorded changes of assets) and their grants. */
import type { PermissionEntry, ProductivityRow } from '@equipdesk/api-client/contract';
import { PRODUCTIVITY_CHANGE_TYPES } from '@equipdesk/api-client/contract';
import { productivityRow } from './assetFixtures';
import { ADMIN_PERMISSIONS } from './fixtures';

/** Every grant of the productivity report. */
export const REPORT_PERMISSIONS: PermissionEntry[] = [
  ...ADMIN_PERMISSIONS,
  ...(['VIEW', 'FILTER', 'EXPORT', 'DETAILS'] as const).map((type): PermissionEntry => ({ value: 'reports/productivity', type, context: 'URI' })),
];

/** The report without FILTER and EXPORT: no filter toggle, no export. */
export const REPORT_VIEW_ONLY_PERMISSIONS: PermissionEntry[] = [...ADMIN_PERMISSIONS, { value: 'reports/productivity', type: 'VIEW', context: 'URI' }];

export const PRODUCTIVITY_ROWS: ProductivityRow[] = [
  productivityRow({
    externalId: 'mut-1',
    serialNumber: 'SN10000001',
    modelCode: 'PUMP-1',
    modelDescription: 'Infusion pump',
    startTimestamp: '2026-11-20T08:15:00.000Z',
    module: 'WEB',
    changeStatus: 'UPDATED',
    newAccountNo: '1001',
    newAccountName: 'North ICU',
    newLocation: 'Ward 4 Bed 2',
    oldLocation: 'Ward 4 Bed 1',
    newFacilityName: 'North General',
    newUtilizationStatus: 'IN USE',
    oldUtilizationStatus: 'INVENTORY',
    newNotes: 'Moved for the night shift',
    oldNotes: 'Checked by biomed',
  }, 'supervisor'),
  productivityRow({
    externalId: 'mut-2',
    serialNumber: 'SN10000002',
    modelCode: 'BED-9',
    modelDescription: 'Hospital bed',
    startTimestamp: '2026-11-19T16:40:00.000Z',
    module: 'SCANNER',
    changeStatus: 'SCANNED',
    newAccountNo: '2001',
    newAccountName: 'South Wards',
    oldAccountNo: '1002',
    oldAccountName: 'North Surgery',
    newFacilityName: 'South Clinic',
    oldFacilityName: 'North General',
    newScannedBy: 'technician',
    newScannedTimestamp: '2026-11-19T16:40:00.000Z',
    newRfidValue: 'E2801160600002040000A1B2',
  }, 'technician'),
];

export const PRODUCTIVITY_TYPES = PRODUCTIVITY_CHANGE_TYPES.map((t) => ({ ...t }));
