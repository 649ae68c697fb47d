/** Product models and products (spec 3 §2.9, §2.10, §3, §7 "Models", "Products"). */
import type { Audited, ListQuery } from './envelopes';
import type { EntityStatus } from './enums';

export interface Model extends Audited {
  externalId: string;
  modelCode: string;
  modelDescription: string | null;
  family: string | null;
  groupName: string | null;
  status: EntityStatus;
}

export interface ModelForm {
  externalId?: string;
  modelCode: string;
  modelDescription: string;
  family: string;
  groupName: string;
}

export type ModelQuery = ListQuery;

export interface Product extends Audited {
  externalId: string;
  itemCode: string;
  itemDescription: string | null;
  /** Model externalId. */
  model: string;
  modelCode?: string | null;
  modelDescription?: string | null;
  family?: string | null;
  status: EntityStatus;
}

export interface ProductForm {
  externalId?: string;
  itemCode: string;
  itemDescription: string;
  model: string;
}

export interface ProductQuery extends ListQuery {
  models?: string[];
}
