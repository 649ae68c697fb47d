/** Productivity and utilization export requests (spec 3 §2.14, §3, §4, §7 "Export requests"). */
import type { ExportRequestStatus } from './enums';

export const EXPORT_REQUEST_KINDS = ['productivity', 'utilization'] as const;
export type ExportRequestKind = (typeof EXPORT_REQUEST_KINDS)[number];

/** A row of GET assets/{productivity|utilization}/history. */
export interface ExportRequest {
  externalId: string;
  name: string;
  initiatedTimestamp: string;
  completedTimestamp: string | null;
  lastAccessedTimestamp: string | null;
  requestStatus: ExportRequestStatus;
  processingLog: string | null;
}

/** GET assets/productivity and GET assets/utilization (the request): result. */
export interface ExportRequestAccepted {
  externalId: string;
  requestStatus: ExportRequestStatus;
}

/** Filters of a productivity export request. */
export interface ProductivityExportRequestQuery {
  name: string;
  facilities?: string[];
  accounts?: string[];
  users?: string[];
  models?: string[];
  utilizationStatuses?: string[];
  utilizationCategories?: string[];
  types?: string[];
  start?: string;
  end?: string;
  [filter: string]: string | string[] | undefined;
}

/** Filters of a utilization export request. */
export interface UtilizationExportRequestQuery {
  name: string;
  facilities?: string[];
  accounts?: string[];
  models?: string[];
  utilizationStatuses?: string[];
  utilizationCategories?: string[];
  serviceTypes?: string[];
  businessTypes?: string[];
  additionalFields?: string[];
  start?: string;
  end?: string;
  [filter: string]: string | string[] | undefined;
}
