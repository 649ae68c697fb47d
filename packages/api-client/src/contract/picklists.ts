/** Pick-list values (spec 3 §2.7, §3, §7 "Pick lists"). */
import type { Audited, ListQuery } from './envelopes';
import type { EntityStatus, PicklistType } from './enums';

export interface PicklistValue extends Audited {
  externalId: string;
  /** The pick list this value belongs to. */
  name: PicklistType;
  value: string;
  displayLabel: string;
  status: EntityStatus;
}

/** PUT picklist-values, POST picklist-values/{externalId}. Name and value are fixed once saved. */
export interface PicklistValueForm {
  externalId?: string;
  name: PicklistType | '';
  value: string;
  displayLabel: string;
}

export type PicklistValueQuery = ListQuery;
