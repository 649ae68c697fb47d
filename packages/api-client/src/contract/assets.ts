/** Assets, their history and the productivity report (spec 3 §2.3, §2.4, §3, §7 "Assets"). */
import type { Audited, ListQuery } from './envelopes';
import type { CommissionStatus, EntityStatus, PendingFilter, UtilizationStatus, VerificationBucket } from './enums';

export interface AssetModelRef {
  externalId: string;
  modelCode: string;
  modelDescription: string | null;
}

export interface AssetProductRef {
  externalId?: string;
  itemCode: string;
  itemDescription: string | null;
  family: string | null;
  /** Model externalId. */
  model: string;
}

export interface AssetAccountRef {
  externalId: string;
  accountNo: string;
  name: string;
  /** Facility externalId. */
  facility: string;
}

export interface AssetErpOwnerRef {
  /** The ERP owner's account externalId (the form keeps it on save, even when it is not among the user's accounts). */
  externalId?: string;
  accountNo: string;
  name: string;
}

export interface AssetContractRef {
  externalId: string;
  contractNo: string;
  type: string;
  /** Facility externalId. */
  facility: string;
  startTimestamp: string | null;
  expiryTimestamp: string | null;
}

export interface AssetLocationRef {
  externalId: string;
  name: string;
  type: string;
  groupName: string | null;
  /** Account externalId. */
  account: string;
}

/** A row of GET assets and the answer of GET assets/bySerialNumber/{serialNumber}. */
export interface Asset extends Audited {
  externalId: string;
  serialNumber: string;
  /** Shown as "Optional Asset ID". */
  manufacturerSerialNumber: string | null;
  model: AssetModelRef;
  product: AssetProductRef | null;
  account: AssetAccountRef;
  erpOwner: AssetErpOwnerRef | null;
  contract: AssetContractRef | null;
  currentLocation: AssetLocationRef | null;
  equipmentStatus: string | null;
  purchaseDate: string | null;
  utilizationStatus: UtilizationStatus | string | null;
  utilizationCategory: string | null;
  preventiveMaintainenceDate: string | null;
  /** RFID values, 24 characters each. */
  tags: string[];
  notes: string | null;
  customerAssetNumber: string | null;
  serviceType: string | null;
  businessType: string | null;
  lastScannedBy: string | null;
  lastScannedTimestamp: string | null;
  status: EntityStatus;
}

/** PUT assets, POST assets/{externalId}: references as externalIds, tags as a list. */
export interface AssetForm {
  externalId?: string;
  serialNumber: string;
  manufacturerSerialNumber?: string | null;
  model: string;
  product?: string | null;
  account: string;
  erpOwner?: string | null;
  contract?: string | null;
  location?: string | null;
  equipmentStatus?: string | null;
  purchaseDate?: string | null;
  utilizationStatus?: string | null;
  utilizationCategory?: string | null;
  preventiveMaintainenceDate?: string | null;
  tags: string[];
  notes?: string | null;
  customerAssetNumber?: string | null;
  serviceType?: string | null;
  businessType?: string | null;
}

export interface AssetQuery extends ListQuery {
  facilities?: string[];
  accounts?: string[];
  models?: string[];
  businessTypes?: string[];
  products?: string[];
  contracts?: string[];
  serviceTypes?: string[];
  utilizationStatuses?: string[];
  /** Days since the last scan, as the dashboard's "Last Verified by Model" buckets them. */
  verificationBuckets?: VerificationBucket[];
  /** Location groups (`NO_PATIENT_CARE_UNIT` for none), as the dashboard's "Assets by Patient Care Unit". */
  patientCareUnits?: string[];
  pending?: PendingFilter;
  commissionStatus?: CommissionStatus;
}

/** GET assets/ddlist: search, externalIds, paging (page size 500). */
export interface AssetDdItem {
  externalId: string;
  serialNumber: string;
  modelCode?: string;
  modelDescription?: string | null;
  account?: string;
}

/**
 * A row of GET assets/productivity/single (the asset history and the productivity report):
 * each value that can change comes as a new/old pair.
 */
export interface ProductivityRow {
  externalId?: string;
  serialNumber: string;
  modelCode: string;
  modelDescription: string | null;
  startTimestamp: string | null;
  stopTimestamp: string | null;
  module: string | null;
  /** One of PRODUCTIVITY_CHANGE_TYPES' values. */
  changeStatus: string | null;
  /** The RFID values this change put on the asset, separated by spaces; null when it added none. */
  newRfidValue: string | null;
  /** Username of who made the change (the scanning or editing user). */
  changedBy?: string | null;
  newAccountNo: string | null;
  oldAccountNo: string | null;
  newAccountName: string | null;
  oldAccountName: string | null;
  newLocation: string | null;
  oldLocation: string | null;
  newFacilityName: string | null;
  oldFacilityName: string | null;
  newScannedBy: string | null;
  oldScannedBy: string | null;
  newScannedTimestamp: string | null;
  oldScannedTimestamp: string | null;
  newUtilizationStatus: string | null;
  oldUtilizationStatus: string | null;
  newUtilizationCategory: string | null;
  oldUtilizationCategory: string | null;
  newErpAccount: string | null;
  oldErpAccount: string | null;
  newCustomerAssetNumber: string | null;
  oldCustomerAssetNumber: string | null;
  newManufacturerSerialNumber: string | null;
  oldManufacturerSerialNumber: string | null;
  newBusinessType: string | null;
  oldBusinessType: string | null;
  newServiceType: string | null;
  oldServiceType: string | null;
  newNotes: string | null;
  oldNotes: string | null;
  newPreventiveMaintainenceDate: string | null;
  oldPreventiveMaintainenceDate: string | null;
}

/** GET assets/productivity/single; with only externalId it is the asset's history. */
export interface ProductivityQuery extends ListQuery {
  externalId?: string;
  startTimestamp?: string;
  endTimestamp?: string;
}

/** GET assets/productivity/export.{csv|xlsx} and the productivity export request filters. */
export interface ProductivityExportQuery extends ListQuery {
  facilities?: string[];
  accounts?: string[];
  users?: string[];
  models?: string[];
  utilizationStatuses?: string[];
  utilizationCategories?: string[];
  types?: string[];
  startTimestamp?: string;
  endTimestamp?: string;
}

/** GET assets/productivity/types: the change types a productivity query may filter on. */
export interface ProductivityChangeType {
  /** The label shown. */
  name: string;
  /** What `changeStatus` holds and the `types` filter takes. */
  value: string;
}

/**
 * Every change an asset's history records, as `changeStatus`: a save of the asset form (CREATED, UPDATED), a scan
 * by a handheld reader (SCANNED: seen, often somewhere else or in another state) and the entity actions.
 */
export const PRODUCTIVITY_CHANGE_TYPES = [
  { name: 'Created', value: 'CREATED' },
  { name: 'Updated', value: 'UPDATED' },
  { name: 'Scanned', value: 'SCANNED' },
  { name: 'Activated', value: 'ACTIVATED' },
  { name: 'Deactivated', value: 'DEACTIVATED' },
  { name: 'Removed', value: 'REMOVED' },
] as const satisfies readonly ProductivityChangeType[];
export type ProductivityChangeStatus = (typeof PRODUCTIVITY_CHANGE_TYPES)[number]['value'];
