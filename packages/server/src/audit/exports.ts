/** Export requests and downloaded files in the trail: what was asked for, with which filters, and who took the file. */
import type { AuditAction } from '@equipdesk/api-client/contract';
import type { Db } from '../db/index';
import { auditValue } from './changes';
import { recordAudit, type AuditActor } from './record';

/** An export request issued (in the transaction that stores it and queues its job). */
export async function auditExportRequested(tx: Db, actor: AuditActor, now: Date, kind: string, request: { externalId: string; name: string; filters: unknown }): Promise<void> {
  await recordAudit(tx, actor, now, {
    action: 'EXPORT_REQUESTED',
    entityType: `export-requests/${kind}`,
    entityId: request.externalId,
    summary: `${kind} export "${request.name}" requested`,
    changes: [{ field: 'filters', old: null, new: auditValue(request.filters) }],
  });
}

/** A generated file taken: an export request's workbook, or an upload's result file (with its row count when known). */
export async function auditFileDownloaded(
  tx: Db,
  actor: AuditActor,
  now: Date,
  action: Extract<AuditAction, 'EXPORT_DOWNLOADED' | 'UPLOAD_RESULT_DOWNLOADED'>,
  entityType: string,
  file: { externalId: string; name: string; rows?: number | null },
): Promise<void> {
  await recordAudit(tx, actor, now, {
    action,
    entityType,
    entityId: file.externalId,
    summary: `"${file.name}" downloaded${file.rows != null ? `: ${file.rows} rows` : ''}`,
    changes: file.rows != null ? [{ field: 'rows', old: null, new: file.rows }] : [],
  });
}
