/**
 * Facilities, accounts, contracts, locations and par definitions (spec 2 §2, §3, §7).
 * References between entities travel as externalIds; listings add the names they display.
 */
import type { Audited, ListQuery } from './envelopes';
import type { EntityStatus, UserType, UtilizationStatus } from './enums';

// Facilities

/** A row of GET facilities, with the counts the grid shows. */
export interface Facility extends Audited {
  externalId: string;
  name: string;
  /** A FacilityType picklist value; the console shows A2 when it is missing. */
  type: string;
  /** Enterprise externalId. */
  enterprise: string;
  enterpriseName?: string | null;
  status: EntityStatus;
  numLocations: number;
  numSubLocations: number;
  numUsers: number;
  numZones: number;
  numContracts: number;
  numAccounts: number;
}

/** PUT facilities, POST facilities/{id}. */
export interface FacilityForm {
  externalId?: string;
  name: string;
  type: string;
  enterprise: string;
}

/** GET facilities/{id}/details: the facility with its accounts and contracts for the wizard. */
export interface FacilityDetails extends Facility {
  accounts: Account[];
  contracts: Contract[];
}

export interface FacilityQuery extends ListQuery {
  externalIds?: string[];
}

// Accounts

/** A row of GET accounts: durations travel in minutes (days = /1440, hours = /60). */
export interface Account extends Audited {
  externalId: string;
  accountNo: string;
  name: string;
  timeZone: string;
  /** Facility externalId. */
  facility: string;
  facilityName?: string | null;
  pmAlertsDurationMinutes: number;
  visitTimeoutMinutes: number;
  standardTimeMinutes: number;
  statTimeMinutes: number;
  sendLateOrderAlerts: boolean;
  sendDelayedOrderAlerts: boolean;
  moveAssets?: boolean;
  moveLocations?: boolean;
  status: EntityStatus;
}

/** PUT accounts, POST accounts/{id}: the form edits days and hours, the server stores minutes. */
export interface AccountForm {
  externalId?: string;
  accountNo: string;
  name: string;
  timeZone: string;
  facility: string;
  pmAlertsDurationDays: number;
  visitTimeoutHours: number;
  standardTimeMinutes: number;
  statTimeMinutes: number;
  sendLateOrderAlerts: boolean;
  sendDelayedOrderAlerts: boolean;
  moveAssets: boolean;
  moveLocations: boolean;
}

/** GET accounts/{id}/details. */
export type AccountDetails = Account;

/** A user of GET accounts/{id}/users and users/assignables (flavor LITE). */
export interface AccountUser {
  externalId: string;
  username: string;
  name: string;
  email: string;
  /** Role name as listed. */
  role: string;
  type: UserType;
}

/** POST accounts/{id}/users: the user externalIds allocated to the account. */
export interface AccountUsersBody {
  users: string[];
}

/** GET accounts/timezones answers item strings such as America/Chicago. */
export type TimeZoneName = string;

export interface AccountQuery extends ListQuery {
  facilities?: string[];
  externalIds?: string[];
}

// Contracts

export interface Contract extends Audited {
  externalId: string;
  contractNo: string;
  /** A ContractType picklist value. */
  type: string;
  startTimestamp: string | null;
  expiryTimestamp: string | null;
  /** Facility externalId. */
  facility: string;
  facilityName?: string | null;
  status: EntityStatus;
}

export interface ContractForm {
  externalId?: string;
  contractNo: string;
  type: string;
  startTimestamp: string | null;
  expiryTimestamp: string | null;
  facility: string;
}

export interface ContractQuery extends ListQuery {
  facilities?: string[];
}

// Locations

export interface Location extends Audited {
  externalId: string;
  name: string;
  groupName: string | null;
  /** 0 to 300 in steps of 5, default 300. */
  inventoryPowerLevel: number;
  utilizationStatus: UtilizationStatus | string;
  utilizationCategory: string | null;
  /** Account externalId. */
  account: string;
  accountName?: string | null;
  /** Parent location externalId, null at the top. */
  parent: string | null;
  parentName?: string | null;
  /** A LocationType picklist value (BED takes no sub-locations). */
  type: string;
  /** Facility externalId. */
  facility: string;
  facilityName?: string | null;
  hasRfidReaders: boolean;
  status: EntityStatus;
}

/** PUT locations, POST locations/{id}. A name ending in a range (`Bed 1-5`) creates one per number. */
export interface LocationForm {
  externalId?: string;
  name: string;
  groupName: string;
  inventoryPowerLevel: number;
  utilizationStatus: string;
  utilizationCategory?: string | null;
  account: string;
  parent?: string | null;
  type: string;
  facility?: string;
  /** Always sent as false. */
  hasRfidReaders: false;
}

export interface LocationQuery extends ListQuery {
  facilities?: string[];
  accounts?: string[];
  locationTypes?: string[];
  utilizationStatuses?: string[];
}

// Par definitions

export interface ParEntry {
  /** Model externalId. */
  model: string;
  modelCode?: string;
  modelDescription?: string;
  min: number;
  max: number;
}

/** GET locations/{id}/par (result), POST locations/{id}/par (body). */
export interface ParDefinition {
  externalId?: string;
  /** Location externalId. */
  location: string;
  notes: string;
  entries: ParEntry[];
}
