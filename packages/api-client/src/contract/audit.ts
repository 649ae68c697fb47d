/**
 * The audit trail (GET /api/audit, its exports and GET /api/audit/verify): who did what, when, from where. The
 * server writes one event per change in the change's own transaction; events are chained by SHA-256 hashes.
 */
import type { SortDirection } from './enums';

/** What an audit event records. */
export const AUDIT_ACTIONS = [
  'CREATE',
  'UPDATE',
  'ACTIVATE',
  'DEACTIVATE',
  'REMOVE',
  'ROLE_CHANGE',
  'SIGN_IN',
  'SIGN_IN_FAILED',
  'SIGN_IN_LIMITED',
  'SIGN_OUT',
  'SESSION_EXPIRED',
  'PASSWORD_RESET_REQUESTED',
  'PASSWORD_RESET',
  'PASSWORD_CHANGED',
  'MFA_ENABLED',
  'MFA_DISABLED',
  'MFA_RESET',
  'MFA_REFUSED',
  'PERMISSION_GRANT',
  'PERMISSION_DENY',
  'PERMISSION_LOCK',
  'PERMISSION_UNLOCK',
  'EXPORT',
  'EXPORT_REQUESTED',
  'EXPORT_DOWNLOADED',
  'UPLOAD_ACCEPTED',
  'UPLOAD_PREVIEWED',
  'UPLOAD_COMMITTED',
  'UPLOAD_RESULT_DOWNLOADED',
  'ORDER_ASSIGN',
  'ORDER_COMPLETE',
  'ORDER_CANCEL',
  'ORDER_REJECT',
  'ALERT_RESOLVED',
  'ARCHIVE',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The actor of events no person caused (jobs, the retention archive). */
export const AUDIT_SYSTEM_ACTOR = 'system';

/** What a secret field's old and new values read as (passwords are never written to the trail). */
export const AUDIT_SECRET_VALUE = 'changed';

/** Days an event is kept before the archive job may write it out and remove it (six years). */
export const AUDIT_DEFAULT_RETENTION_DAYS = 2190;

/** One changed field of an event: its old and new values as JSON (null when absent). */
export interface AuditFieldChange {
  field: string;
  old: unknown;
  new: unknown;
}

/** A row of GET /api/audit. */
export interface AuditEvent {
  id: string;
  /** ISO-8601 UTC, the server's clock. */
  time: string;
  /** The user's externalId, or `system`. */
  actorId: string;
  actorUsername: string;
  actorRole: string | null;
  clientAddress: string | null;
  action: AuditAction;
  /** The resource the event is about (`users`, `assets`, …), null for sign-ins of unknown users. */
  entityType: string | null;
  entityId: string | null;
  summary: string;
  changes: AuditFieldChange[];
  hash: string;
}

export const AUDIT_SORT_KEYS = ['time', 'actor', 'action', 'entityType'] as const;
export type AuditSortKey = (typeof AUDIT_SORT_KEYS)[number];

/** GET /api/audit and its exports. */
export interface AuditQuery {
  pageIndex?: number;
  pageSize?: number;
  sortBy?: AuditSortKey;
  sortDirection?: SortDirection;
  search?: string;
  /** Actors' externalIds (or `system`). */
  users?: string[];
  actions?: AuditAction[];
  entityTypes?: string[];
  entityId?: string;
  /** ISO-8601 bounds of the time window: from inclusive, to exclusive. */
  from?: string;
  to?: string;
  [filter: string]: string | number | string[] | undefined;
}

/** GET /api/audit/verify: result. */
export interface AuditVerification {
  valid: boolean;
  /** Events checked, oldest first. */
  checked: number;
  /** The first event whose hash does not follow from the one before it, or null. */
  firstBrokenId: string | null;
}

/** A row of GET /api/audit/archives: events past retention, written to a file (GET /api/audit/archives/{id}) and removed. */
export interface AuditArchive {
  externalId: string;
  createdTimestamp: string;
  /** Events older than this were due. */
  cutoff: string;
  firstId: string | null;
  lastId: string | null;
  /** The hash of the last archived event: the chain's anchor for the events kept. */
  lastHash: string | null;
  rowCount: number;
  status: 'REQUESTED' | 'COMPLETED' | 'FAILED' | string;
  completedTimestamp: string | null;
}

export const AUDIT_MESSAGES = {
  badTime: 'Give a date-time in ISO 8601 format.',
  badWindow: 'The start of the time window must come before its end.',
  archiveNotFound: 'The audit archive was not found.',
} as const;
