/** Fixture data of the stock status report: rows of the site fixtures' locations, the assets behind them, its grants. */
import type { PermissionEntry, StockAsset, StockRow } from '@equipdesk/api-client/contract';
import { ADMIN_PERMISSIONS } from './fixtures';

/** VIEW and FILTER on the report (the filter panel needs FILTER). */
export const STOCK_PERMISSIONS: PermissionEntry[] = [
  ...ADMIN_PERMISSIONS,
  ...(['VIEW', 'FILTER'] as const).map((type): PermissionEntry => ({ value: 'reports/stock-status-report', type, context: 'URI' })),
];

const north = { facilityName: 'North General', facilityUuid: 'f-north' };
const south = { facilityName: 'South Clinic', facilityUuid: 'f-south' };
const ward = { ...north, locationName: 'Ward A', locationUuid: 'l-ward' };

/** Ward A has a par definition (pumps short, beds over); Bed 1 and the South Clinic's store have none. */
export const STOCK_ROWS: StockRow[] = [
  { ...ward, parDefined: true, modelCode: 'PUMP-1', modelUuid: 'm-pump', modelDescription: 'Infusion pump', minQuantity: 2, maxQuantity: 6, stockQuantity: 1 },
  { ...ward, parDefined: true, modelCode: 'BED-9', modelUuid: 'm-bed', modelDescription: 'Hospital bed', minQuantity: 0, maxQuantity: 1, stockQuantity: 3 },
  { ...ward, parDefined: true, modelCode: 'MON-2', modelUuid: 'm-mon', modelDescription: 'Patient monitor', minQuantity: 1, maxQuantity: 4, stockQuantity: 2 },
  { ...north, locationName: 'Bed 1', locationUuid: 'l-bed1', parDefined: false, modelCode: null, modelUuid: null, modelDescription: null, minQuantity: null, maxQuantity: null, stockQuantity: 2 },
  { ...south, locationName: 'South Store', locationUuid: 'l-south-store', parDefined: false, modelCode: null, modelUuid: null, modelDescription: null, minQuantity: null, maxQuantity: null, stockQuantity: 0 },
];

function asset(serialNumber: string, utilizationStatus: string, scanned: string | null): StockAsset {
  return { externalId: `a-${serialNumber}`, serialNumber, preventiveMaintainenceDate: '2027-01-15T00:00:00.000Z', lastScannedTimestamp: scanned, utilizationStatus };
}

/** The assets of each row, by `location|model` (no model: the location's whole stock). */
export const STOCK_ASSETS: Readonly<Record<string, StockAsset[]>> = {
  'l-ward|m-pump': [asset('SN-PUMP-001', 'PAR', '2026-11-20T08:15:00.000Z')],
  'l-ward|m-bed': [asset('SN-BED-001', 'INVENTORY', null), asset('SN-BED-002', 'STAND BY', '2026-11-18T10:00:00.000Z'), asset('SN-BED-003', 'PAR', null)],
  'l-ward|m-mon': [asset('SN-MON-001', 'PAR', null), asset('SN-MON-002', 'PAR', null)],
  'l-bed1|': [asset('SN-PUMP-007', 'IN USE', '2026-11-21T09:30:00.000Z'), asset('SN-BED-010', 'IN USE', null)],
  'l-south-store|': [],
};
