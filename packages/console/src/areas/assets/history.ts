/** What one history row changed, in words: each old/new pair of a productivity row that differs. */
import type { ProductivityRow } from '@equipdesk/api-client/contract';
import { formatDateTime, formatDay } from '../../listing';

export interface FieldChange {
  field: string;
  from: string;
  to: string;
}

type Pair = readonly [field: string, from: keyof ProductivityRow, to: keyof ProductivityRow, format?: (value: string) => string];

const PAIRS: readonly Pair[] = [
  ['Account No', 'oldAccountNo', 'newAccountNo'],
  ['Account', 'oldAccountName', 'newAccountName'],
  ['Location', 'oldLocation', 'newLocation'],
  ['Facility', 'oldFacilityName', 'newFacilityName'],
  ['Scanned By', 'oldScannedBy', 'newScannedBy'],
  ['Scanned Time', 'oldScannedTimestamp', 'newScannedTimestamp', formatDateTime],
  ['Utilization Status', 'oldUtilizationStatus', 'newUtilizationStatus'],
  ['Utilization Category', 'oldUtilizationCategory', 'newUtilizationCategory'],
  ['ERP Account', 'oldErpAccount', 'newErpAccount'],
  ['Customer Asset No', 'oldCustomerAssetNumber', 'newCustomerAssetNumber'],
  ['Optional Asset ID', 'oldManufacturerSerialNumber', 'newManufacturerSerialNumber'],
  ['Business Type', 'oldBusinessType', 'newBusinessType'],
  ['Service Type', 'oldServiceType', 'newServiceType'],
  ['Notes', 'oldNotes', 'newNotes'],
  ['PM Date', 'oldPreventiveMaintainenceDate', 'newPreventiveMaintainenceDate', formatDay],
];

function text(value: unknown, format?: (value: string) => string): string {
  if (value === null || value === undefined || value === '') return '';
  const shown = String(value);
  return format ? format(shown) : shown;
}

export function changesOf(row: ProductivityRow): FieldChange[] {
  const out: FieldChange[] = [];
  for (const [field, fromKey, toKey, format] of PAIRS) {
    const from = text(row[fromKey], format);
    const to = text(row[toKey], format);
    if (from !== to) out.push({ field, from, to });
  }
  if (row.newRfidValue) out.push({ field: 'RFID', from: '', to: row.newRfidValue });
  return out;
}
