/**
 * The compact items of the ddlist calls (facilities/ddlist, models/ddlist, ...) and the reference lists the console loads once after
 * sign-in (spec 1 §3 "Reference lists loaded after login", §7 "Cache loads at login").
 */
import type { EntityStatus, PicklistType, RoleIdentifier, UserType } from './enums';
import type { PicklistValue } from './picklists';

/** What every compact item has: the id pickers send and a label. */
export interface DdItem {
  externalId: string;
  name: string;
  status?: EntityStatus;
}

export interface EnterpriseDdItem extends DdItem {
  internalId?: number;
}

export interface FacilityDdItem extends DdItem {
  /** A FacilityType picklist value; A2 when the server has none. */
  type: string;
  /** Enterprise externalId. */
  enterprise: string;
}

export interface AccountDdItem extends DdItem {
  accountNo: string;
  /** Facility externalId. */
  facility: string;
  timeZone?: string;
}

export interface ContractDdItem {
  externalId: string;
  contractNo: string;
  type: string;
  /** Facility externalId. */
  facility: string;
  startTimestamp: string | null;
  expiryTimestamp: string | null;
  status?: EntityStatus;
}

export interface ModelDdItem {
  externalId: string;
  modelCode: string;
  modelDescription: string;
  family?: string | null;
  groupName?: string | null;
  status?: EntityStatus;
}

export interface ProductDdItem {
  externalId: string;
  itemCode: string;
  itemDescription: string | null;
  /** Model externalId. */
  model: string;
  status?: EntityStatus;
}

/** Same shape as `UserLite`: the user pickers show name and email. */
export interface UserDdItem {
  externalId: string;
  username: string;
  name: string;
  email: string;
  /** Role externalId. */
  role: string;
  type: UserType;
  status?: EntityStatus;
}

export interface RoleDdItem {
  externalId: string;
  identifier: RoleIdentifier | string;
  name: string;
  status?: EntityStatus;
}

export interface LocationDdItem extends DdItem {
  /** A LocationType picklist value (BED, ROOM, ...). */
  type: string;
  /** Account externalId. */
  account: string;
  /** Facility externalId. */
  facility?: string;
  /** Parent location externalId, null at the top. */
  parent?: string | null;
  /** The location's group: its patient care unit on the dashboard. */
  groupName?: string | null;
  /** The account's name, to tell apart locations of the same name in different accounts. */
  accountName?: string | null;
}

/** GET picklist-values/all: every active value grouped by its type. */
export type PicklistGroups = Record<PicklistType, PicklistValue[]>;

/**
 * The reference lists kept for the whole session: the small ones, bounded however large the site (locations, and the
 * other lists that grow with it, are searched on the server by the pickers instead). A list the user may not read
 * (403) is empty.
 */
export interface ReferenceLists {
  enterprises: EnterpriseDdItem[];
  facilities: FacilityDdItem[];
  contracts: ContractDdItem[];
  models: ModelDdItem[];
  products: ProductDdItem[];
  accounts: AccountDdItem[];
  users: UserDdItem[];
  roles: RoleDdItem[];
  /** GET locations/groups: the groups (patient care units) of the locations the user sees. */
  locationGroups: string[];
  picklists: PicklistGroups;
}

export type ReferenceListName = keyof ReferenceLists;

export const REFERENCE_LIST_NAMES = [
  'enterprises',
  'facilities',
  'contracts',
  'models',
  'products',
  'accounts',
  'users',
  'roles',
  'locationGroups',
  'picklists',
] as const satisfies readonly ReferenceListName[];
