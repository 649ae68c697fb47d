/** Response envelopes shared by every call (DESIGN.md "The contract"). */
import type { ApplyStatus, SortDirection } from './enums';

export interface ListResponse<T> {
  success: true;
  count: number;
  /** `count` is the database's estimate: more than LIST_COUNT_EXACT_UP_TO rows match. Absent when it is exact. */
  countEstimated?: true;
  items: T[];
}

export interface SaveResponse<T> {
  applyStatus: ApplyStatus;
  success: boolean;
  message: string;
  result?: T;
}

export interface ActionResponse {
  success: boolean;
  message: string;
}

export interface ResultResponse<T> {
  success: boolean;
  result: T;
  message?: string;
}

export interface ExistsResponse {
  result: { valid: boolean };
}

export interface FieldError {
  field: string;
  message: string;
}

/** Body of every 4xx answer. */
export interface ErrorResponse {
  success: false;
  message: string;
  errors?: FieldError[];
}

/** The paging and sorting parameters every listing accepts; filters are added per resource. */
export interface ListQuery {
  pageIndex?: number;
  pageSize?: number;
  sortBy?: string;
  sortDirection?: SortDirection;
  search?: string;
  statuses?: string[];
  [filter: string]: string | number | boolean | string[] | undefined;
}

/** Audit fields carried by most items. */
export interface Audited {
  createdBy?: string | null;
  createdTimestamp?: string | null;
  lastModifiedBy?: string | null;
  lastModifiedTimestamp?: string | null;
}

/** A save counts as successful with applyStatus OK or PARTIAL, or success true. */
export function isSaveOk(response: { applyStatus?: ApplyStatus | string; success?: boolean } | null | undefined): boolean {
  if (!response) return false;
  return response.applyStatus === 'OK' || response.applyStatus === 'PARTIAL' || response.success === true;
}
