/** Bulk uploads of assets, locations and accounts and their history (spec 3 §2.5, §2.6, §3, §7 "Uploads"). */
import type { ListQuery } from './envelopes';
import type { AssetUploadFlag, PicklistType, UploadStatus } from './enums';

/** The three areas that take spreadsheet uploads. */
export const UPLOAD_KINDS = ['assets', 'locations', 'accounts'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** The multipart part name of each upload; accounts use locationsFile too, as the spec records. */
export const UPLOAD_FILE_PARTS: Readonly<Record<UploadKind, string>> = {
  assets: 'assetsFile',
  locations: 'locationsFile',
  accounts: 'locationsFile',
};

/** A row of GET {kind}/uploads. */
export interface UploadRecord {
  externalId: string;
  /** The uploader; an asset upload without one is shown as PM DAILY LOAD. */
  user: { externalId?: string; name: string } | null;
  createdTimestamp: string;
  originalFileName: string;
  uploadStatus: UploadStatus | string;
  availableRowsCount: number;
  processedRowsCount: number;
  completedRowsCount: number;
  /** Asset uploads only. */
  partialRowsCount?: number | null;
  failedRowsCount: number;
  rejectedRowsCount: number;
  lastModifiedTimestamp: string;
}

export type UploadQuery = ListQuery;

/** The largest spreadsheet an upload takes (answered 413 above it; the form says so before sending). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** The most data rows one upload takes. */
export const UPLOAD_MAX_ROWS = 50_000;
/** File types the upload forms offer (the server reads the content, not the name). */
export const UPLOAD_ACCEPT = '.xlsx,.xls,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel,text/csv';

/** One column of an upload template: its header in the sheet, the form field it fills, and what goes in it. */
export interface UploadColumn {
  header: string;
  field: string;
  required: boolean;
  description: string;
  /** The pick list whose values the template's second sheet lists as allowed. */
  picklist?: PicklistType;
}

/**
 * The columns of each template, in order. Related records are named by what people know them by (model code,
 * account number, location name), and the server looks them up. The second sheet of the template explains each
 * column and lists the allowed values.
 */
export const UPLOAD_COLUMNS: Readonly<Record<UploadKind, readonly UploadColumn[]>> = {
  assets: [
    { header: 'Serial Number', field: 'serialNumber', required: true, description: 'Up to 100 characters. With the model code it names the asset: an existing asset is updated.' },
    { header: 'Model Code', field: 'model', required: true, description: 'The code of an active product model.' },
    { header: 'Account No', field: 'account', required: true, description: 'The number of an active account.' },
    { header: 'Optional Asset ID', field: 'manufacturerSerialNumber', required: false, description: "The manufacturer's serial number; up to 100 characters." },
    { header: 'Customer Asset Number', field: 'customerAssetNumber', required: false, description: 'Up to 100 characters.' },
    { header: 'Product Item Code', field: 'product', required: false, description: 'The item code of an active product of the model.' },
    { header: 'Contract No', field: 'contract', required: false, description: 'The number of a contract of the account.' },
    { header: 'Location', field: 'location', required: false, description: 'The name of a location of the account.' },
    { header: 'Equipment Status', field: 'equipmentStatus', required: false, description: 'Up to 100 characters, e.g. NEW, REFURBISHED.' },
    { header: 'Utilization Status', field: 'utilizationStatus', required: false, description: 'A value of the UtilizationStatus pick list.', picklist: 'UtilizationStatus' },
    { header: 'Utilization Category', field: 'utilizationCategory', required: false, description: 'A value of the UtilizationCategory pick list.', picklist: 'UtilizationCategory' },
    { header: 'Business Type', field: 'businessType', required: false, description: 'A value of the BusinessType pick list.', picklist: 'BusinessType' },
    { header: 'Service Type', field: 'serviceType', required: false, description: 'A value of the ServiceType pick list.', picklist: 'ServiceType' },
    { header: 'RFID Tags', field: 'tags', required: false, description: 'RFID values of exactly 24 characters, separated by commas.' },
    { header: 'PM Date', field: 'preventiveMaintainenceDate', required: false, description: 'Preventive maintenance date, YYYY-MM-DD.' },
    { header: 'Purchase Date', field: 'purchaseDate', required: false, description: 'YYYY-MM-DD, not in the future.' },
    { header: 'Notes', field: 'notes', required: false, description: 'Up to 100 characters.' },
    { header: 'Status', field: 'status', required: false, description: 'ACTIVE (the default) or INACTIVE.' },
  ],
  locations: [
    { header: 'Name', field: 'name', required: true, description: 'Up to 100 characters; a name ending in a range (Bed 1-5) makes one location per number. With the account it names the location: an existing one is updated.' },
    { header: 'Account No', field: 'account', required: true, description: 'The number of an active account.' },
    { header: 'Type', field: 'type', required: true, description: 'A value of the LocationType pick list.', picklist: 'LocationType' },
    { header: 'Utilization Status', field: 'utilizationStatus', required: true, description: 'A value of the UtilizationStatus pick list.', picklist: 'UtilizationStatus' },
    { header: 'Utilization Category', field: 'utilizationCategory', required: false, description: 'A value of the UtilizationCategory pick list.', picklist: 'UtilizationCategory' },
    { header: 'Group Name', field: 'groupName', required: false, description: 'Up to 20 characters.' },
    { header: 'Parent Location', field: 'parent', required: false, description: 'The name of another location of the account.' },
    { header: 'Inventory Power Level', field: 'inventoryPowerLevel', required: false, description: '0 to 300 in steps of 5; 300 when empty.' },
  ],
  accounts: [
    { header: 'Account No', field: 'accountNo', required: true, description: 'Up to 10 digits. An existing account with this number is updated.' },
    { header: 'Name', field: 'name', required: true, description: 'Up to 100 characters.' },
    { header: 'Facility', field: 'facility', required: true, description: 'The name of an active facility.' },
    { header: 'Time Zone', field: 'timeZone', required: true, description: 'An IANA time zone, e.g. America/Chicago.' },
    { header: 'PM Alerts Duration (days)', field: 'pmAlertsDurationDays', required: true, description: 'A whole number of at least 1.' },
    { header: 'Visit Timeout (hours)', field: 'visitTimeoutHours', required: true, description: 'A whole number of at least 1.' },
    { header: 'Standard Time (minutes)', field: 'standardTimeMinutes', required: true, description: 'A whole number of at least 1.' },
    { header: 'Stat Time (minutes)', field: 'statTimeMinutes', required: true, description: 'A whole number of at least 1.' },
    { header: 'Send Late Order Alerts', field: 'sendLateOrderAlerts', required: true, description: 'YES or NO.' },
    { header: 'Send Delayed Order Alerts', field: 'sendDelayedOrderAlerts', required: true, description: 'YES or NO.' },
  ],
};

/** What an uploaded row did (the result file's Outcome column). PARTIAL: an asset saved without some of its tags. */
export const UPLOAD_ROW_OUTCOMES = ['CREATED', 'UPDATED', 'PARTIAL', 'FAILED', 'REJECTED'] as const;
export type UploadRowOutcome = (typeof UPLOAD_ROW_OUTCOMES)[number];

/** What a row will do, as the preview tells it before anything is written. */
export type UploadPreviewOutcome = 'CREATE' | 'UPDATE' | 'REJECT';

export interface UploadPreviewRow {
  /** The row's number in the sheet (the header is row 1). */
  row: number;
  /** The row's serial number, location name or account number. */
  key: string;
  outcome: UploadPreviewOutcome;
  /** Why a row is rejected (the forms' messages). */
  message: string | null;
}

/** `POST {kind}/upload/preview` (the same multipart as the upload): result. Nothing is written. */
export interface UploadPreview {
  originalFileName: string;
  availableRowsCount: number;
  createCount: number;
  updateCount: number;
  rejectCount: number;
  /** Every rejected row, then the others, at most UPLOAD_PREVIEW_ROWS. */
  rows: UploadPreviewRow[];
}
export const UPLOAD_PREVIEW_ROWS = 1_000;

/** `POST {kind}/upload`: result; the upload is PENDING and processed by the server's job worker. */
export interface UploadAccepted {
  externalId: string;
  uploadStatus: UploadStatus;
}

/** Readable labels of the asset upload's reset options (spec 3 §7 flags), for the form's multi-select. */
export const ASSET_UPLOAD_FLAG_LABELS: Readonly<Record<AssetUploadFlag, string>> = {
  mustUpdateStatus: 'Status',
  mustUpdateCustomerAssetNumber: 'Customer Asset Number',
  mustUpdateNotes: 'Notes',
  mustUpdateUtilizationStatus: 'Utilization Status',
  mustUpdateBusinessType: 'Business Type',
  mustUpdateServiceType: 'Service Type',
  mustUpdateTags: 'RFID Tags',
  mustUpdatePreventiveMaintainenceDate: 'PM Date',
  mustUpdatePurchaseDate: 'Purchase Date',
  mustUpdateEquipmentStatus: 'Equipment Status',
  mustUpdateProduct: 'Product',
  mustUpdateContract: 'Contract',
  mustUpdateAccount: 'Account',
  mustUpdateLocation: 'Location',
  mustUpdateModel: 'Model',
  mustUpdateManufacturerSerialNumber: 'Optional Asset ID',
};
