/**
 * The productivity report (spec 3 §2.4): every recorded change of the assets in the caller's scope, one row per
 * change, from GET assets/productivity/single with the report's filters; each changeable value has an "old"
 * column, hidden until chosen in the column picker; notes open in a popup; CSV / XLSX export of everything
 * filtered (GET assets/productivity/export.{csv|xlsx}).
 */
import { useMemo, useState } from 'react';
import { Button, Modal } from '@equipdesk/ui';
import type { DataTableColumn } from '@equipdesk/ui';
import { useApiClient, useProductivityTypes } from '@equipdesk/api-client/react';
import type { ExportFormat } from '@equipdesk/api-client';
import type { ListQuery, ProductivityExportQuery, ProductivityRow } from '@equipdesk/api-client/contract';
import { ListingPage, DATE_TIME_WIDTH, formatDateTime, formatDay } from '../../listing';
import type { ListingFilter } from '../../listing';
import { useSiteOptions } from '../facilities/options';

export const PRODUCTIVITY_RESOURCE = 'assets/productivity/single';
export const PRODUCTIVITY_PERMISSION = 'reports/productivity';

type Text = string | null | undefined;

function account(no: Text, name: Text): string {
  if (!name && !no) return '';
  return no ? `${name ?? ''} (${no})` : (name ?? '');
}

/** A value that changes: its new column, and the old one offered in the column picker. */
function changeable(
  key: string,
  header: string,
  value: (row: ProductivityRow, side: 'new' | 'old') => string,
  width?: string,
): DataTableColumn<ProductivityRow>[] {
  const Key = key.charAt(0).toUpperCase() + key.slice(1);
  return [
    { id: `new${Key}`, header, cell: (row) => value(row, 'new'), sortable: true, ...(width ? { width } : {}) },
    { id: `old${Key}`, header: `Old ${header}`, cell: (row) => value(row, 'old'), sortable: true, defaultHidden: true, ...(width ? { width } : {}) },
  ];
}

const field = (name: string) => (row: ProductivityRow, side: 'new' | 'old') => {
  const value = (row as unknown as Record<string, Text>)[`${side}${name}`];
  return value ?? '';
};
const timeField = (name: string) => (row: ProductivityRow, side: 'new' | 'old') =>
  formatDateTime((row as unknown as Record<string, Text>)[`${side}${name}`]);
/** A day (the PM date), the same in every zone. */
const dayField = (name: string) => (row: ProductivityRow, side: 'new' | 'old') => formatDay((row as unknown as Record<string, Text>)[`${side}${name}`]);

const DATE_WIDTH = 'minmax(170px, 1fr)';

function NotesCell({ row }: { row: ProductivityRow }) {
  const [open, setOpen] = useState(false);
  if (!row.newNotes && !row.oldNotes) return null;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} aria-label={`View notes of ${row.serialNumber}`}>
        View Notes
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={`Notes of ${row.serialNumber}`}>
        <dl>
          <dt>Notes</dt>
          <dd>{row.newNotes || '—'}</dd>
          <dt>Old Notes</dt>
          <dd>{row.oldNotes || '—'}</dd>
        </dl>
      </Modal>
    </>
  );
}

export const PRODUCTIVITY_COLUMNS: DataTableColumn<ProductivityRow>[] = [
  ...changeable('accountName', 'Account', (row, side) => (side === 'new' ? account(row.newAccountNo, row.newAccountName) : account(row.oldAccountNo, row.oldAccountName))),
  { id: 'modelCode', header: 'Model', cell: (row) => row.modelCode, sortable: true, tooltip: (row) => row.modelDescription ?? undefined, alwaysVisible: true },
  { id: 'serialNumber', header: 'Serial Number', cell: (row) => row.serialNumber, sortable: true, alwaysVisible: true },
  { id: 'startTimestamp', header: 'Start Time', cell: (row) => formatDateTime(row.startTimestamp), sortable: true, width: DATE_TIME_WIDTH },
  { id: 'stopTimestamp', header: 'Stop Time', cell: (row) => formatDateTime(row.stopTimestamp), sortable: true, width: DATE_TIME_WIDTH },
  { id: 'module', header: 'Module', cell: (row) => row.module ?? '', sortable: true },
  ...changeable('location', 'Location', field('Location')),
  ...changeable('facilityName', 'Facility', field('FacilityName')),
  ...changeable('scannedBy', 'Scanned By', field('ScannedBy')),
  ...changeable('scannedTimestamp', 'Scanned Time', timeField('ScannedTimestamp'), DATE_WIDTH),
  ...changeable('utilizationStatus', 'Utilization Status', field('UtilizationStatus')),
  ...changeable('utilizationCategory', 'Utilization Category', field('UtilizationCategory')),
  ...changeable('erpAccount', 'ERP Account', field('ErpAccount')),
  ...changeable('customerAssetNumber', 'Customer Asset No', field('CustomerAssetNumber')),
  // The spec marks the optional asset ID optional: offered in the picker, not shown at first.
  ...changeable('manufacturerSerialNumber', 'Optional Asset ID', field('ManufacturerSerialNumber')).map((c) => ({ ...c, defaultHidden: true })),
  ...changeable('businessType', 'Business Type', field('BusinessType')),
  ...changeable('serviceType', 'Service Type', field('ServiceType')),
  { id: 'newNotes', header: 'Notes', cell: (row) => <NotesCell row={row} />, sortable: true },
  ...changeable('preventiveMaintainenceDate', 'PM Date', dayField('PreventiveMaintainenceDate')),
  { id: 'newRfidValue', header: 'RFID', cell: (row) => row.newRfidValue ?? '', sortable: true, defaultHidden: true },
  { id: 'changeStatus', header: 'Change Status', cell: (row) => row.changeStatus ?? '', sortable: true },
];

/** A row's key: its id where the server sends one, else what makes a change unique. */
function rowId(row: ProductivityRow): string {
  return row.externalId ?? `${row.serialNumber}|${row.startTimestamp ?? ''}|${row.changeStatus ?? ''}`;
}

export function ProductivityReportPage() {
  const client = useApiClient();
  const options = useSiteOptions();
  const { data: types } = useProductivityTypes();
  const filters = useMemo<ListingFilter[]>(
    () => [
      { id: 'facilities', label: 'Facility', options: options.facilities },
      { id: 'accounts', label: 'Account', options: options.accounts },
      { id: 'models', label: 'Model', options: options.models },
      { id: 'users', label: 'User', options: (options.lists?.users ?? []).map((u) => ({ value: u.externalId, label: u.name ? `${u.name} (${u.username})` : u.username })) },
      { id: 'utilizationStatuses', label: 'Utilization Status', options: options.picklist('UtilizationStatus') },
      { id: 'utilizationCategories', label: 'Utilization Category', options: options.picklist('UtilizationCategory') },
      { id: 'types', label: 'Change Type', options: (types ?? []).map((t) => ({ value: t.value, label: t.name })) },
      { id: 'startTimestamp', label: 'Start Time', options: [], dateTime: 'start' },
      { id: 'endTimestamp', label: 'End Time', options: [], dateTime: 'end' },
    ],
    [options, types],
  );
  return (
    <ListingPage<ProductivityRow>
      resource={PRODUCTIVITY_RESOURCE}
      permissionPath={PRODUCTIVITY_PERMISSION}
      pageId="productivity-report"
      title="Productivity Report"
      columns={PRODUCTIVITY_COLUMNS}
      getRowId={rowId}
      entityLabel={(row) => `change of ${row.serialNumber}`}
      defaultSort={{ id: 'startTimestamp', direction: 'desc' }}
      filters={filters}
      statusFilter={false}
      reportMode
      exportWith={(format: ExportFormat, query: ListQuery) => client.productivityExport(format, query as ProductivityExportQuery)}
    />
  );
}
