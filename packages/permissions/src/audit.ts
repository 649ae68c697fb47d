/** The audit log (Administration → Audit Log): its permission area and the types it knows. */
import type { PermissionType } from './types';

/** The area whose VIEW lists and verifies the audit trail and whose EXPORT exports it. */
export const AUDIT_LOG_AREA = 'audit-log';

/** The permission types of the audit log: it is read, never edited. */
export const AUDIT_LOG_TYPES: readonly PermissionType[] = ['VIEW', 'EXPORT'];
