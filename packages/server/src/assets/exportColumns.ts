/**
 * The assets export's columns: every column the list can show, in its order and under its header (spec 3 §2.3), then
 * what its tooltips add. An export worker loads this module to take the cells of the items it parses
 * (resources/tabular.ts workerColumns), so it imports nothing but the column helpers.
 */
import type { Asset } from '@equipdesk/api-client/contract';
import { AUDIT_EXPORT_COLUMNS } from '../resources/items';
import { dateTimeColumn, dayColumn, workerColumns } from '../resources/tabular';

export const ASSET_EXPORT_COLUMNS = workerColumns(import.meta.url, 'ASSET_EXPORT_COLUMNS', [
  { header: 'Account', value: (a: Asset) => a.account.name },
  { header: 'Serial No', value: (a: Asset) => a.serialNumber },
  { header: 'Model', value: (a: Asset) => a.model.modelCode },
  { header: 'Product', value: (a: Asset) => a.product?.itemCode ?? null },
  { header: 'Contract', value: (a: Asset) => a.contract?.contractNo ?? null },
  { header: 'Optional Asset ID', value: (a: Asset) => a.manufacturerSerialNumber },
  { header: 'Business Type', value: (a: Asset) => a.businessType },
  { header: 'Service Type', value: (a: Asset) => a.serviceType },
  { header: 'Customer Asset No', value: (a: Asset) => a.customerAssetNumber },
  dayColumn('Purchase Date', (a: Asset) => a.purchaseDate),
  { header: 'ERP Owner', value: (a: Asset) => a.erpOwner?.name ?? null },
  { header: 'RFID', value: (a: Asset) => a.tags.join(' ') },
  { header: 'Location', value: (a: Asset) => a.currentLocation?.name ?? null },
  { header: 'Last Scanned By', value: (a: Asset) => a.lastScannedBy },
  dateTimeColumn('Last Scanned Time', (a: Asset) => a.lastScannedTimestamp),
  { header: 'Util. Status', value: (a: Asset) => a.utilizationStatus },
  dayColumn('PM Date', (a: Asset) => a.preventiveMaintainenceDate),
  { header: 'Account No', value: (a: Asset) => a.account.accountNo },
  { header: 'Model Description', value: (a: Asset) => a.model.modelDescription },
  { header: 'Product Description', value: (a: Asset) => a.product?.itemDescription ?? null },
  { header: 'ERP Owner Account No', value: (a: Asset) => a.erpOwner?.accountNo ?? null },
  { header: 'Status', value: (a: Asset) => a.status },
  ...AUDIT_EXPORT_COLUMNS,
]);
