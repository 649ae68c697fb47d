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
  /**
   * When the job gave up on the request (the spec has no FAILED status): the status stays where it stopped, the
   * request is no longer ongoing, and its processing log says why. Null otherwise.
   */
  failedTimestamp: string | null;
}

/** GET assets/productivity and GET assets/utilization (the request): result. */
export interface ExportRequestAccepted {
  externalId: string;
  requestStatus: ExportRequestStatus;
}

/**
 * The query parameter every export call (a list's CSV or XLSX, the productivity and utilization exports, metric details,
 * an export request) takes: the IANA zone the file's times are written in (XLSX date cells in that zone's wall-clock
 * time, CSV ISO-8601 with that zone's offset). Absent: UTC. The console sends the browser's own zone.
 */
export const EXPORT_TIME_ZONE_PARAM = 'timeZone';
/** The zone of an export that names none. */
export const DEFAULT_EXPORT_TIME_ZONE = 'UTC';
/** The longest zone name taken (the IANA database's longest is 32). */
export const MAX_TIME_ZONE_LENGTH = 64;

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
  /** The zone the workbook's times are written in (EXPORT_TIME_ZONE_PARAM); the client sends the runtime's by default. */
  timeZone?: string;
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
  /** The zone the workbook's times are written in (EXPORT_TIME_ZONE_PARAM). */
  timeZone?: string;
  [filter: string]: string | string[] | undefined;
}

/** The extra columns a utilization export request may add to its workbook (`additionalFields`), with their headers. */
export const UTILIZATION_ADDITIONAL_FIELDS = [
  { value: 'accountNo', name: 'Account No' },
  { value: 'modelDescription', name: 'Model Description' },
  { value: 'identifier', name: 'Identifier' },
] as const;
export type UtilizationAdditionalField = (typeof UTILIZATION_ADDITIONAL_FIELDS)[number]['value'];

/** Requests listed as ongoing (spec 3 §4): not yet COMPLETED, and not given up on. */
export const ONGOING_EXPORT_REQUEST_STATUSES = ['REQUESTED', 'ACCEPTED', 'PROCESSING'] as const;

/** True for a request the console lists under Ongoing Request(s). */
export function isOngoingExportRequest(request: Pick<ExportRequest, 'requestStatus' | 'failedTimestamp'>): boolean {
  return request.failedTimestamp === null && (ONGOING_EXPORT_REQUEST_STATUSES as readonly string[]).includes(request.requestStatus);
}
