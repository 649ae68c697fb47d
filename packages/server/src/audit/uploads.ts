/**
 * Spreadsheet uploads in the trail: previewed (nothing written, the counts it foresaw), accepted (the file stored and
 * its job queued), committed (the job's outcome counts, by `system` on the uploader's behalf) and their result files
 * taken. The rows an upload writes are not events one by one: the committed event counts them.
 */
import type { UploadPreview } from '@equipdesk/api-client/contract';
import type { Db } from '../db/index';
import { SYSTEM_ACTOR, recordAudit, recordAuditAlone, type AuditActor } from './record';

const entityTypeOf = (kind: string): string => `${kind}/uploads`;

export async function auditUploadPreviewed(db: Db, actor: AuditActor, now: Date, kind: string, preview: UploadPreview): Promise<void> {
  await recordAuditAlone(db, actor, now, {
    action: 'UPLOAD_PREVIEWED',
    entityType: entityTypeOf(kind),
    summary: `"${preview.originalFileName}" previewed: ${preview.availableRowsCount} rows, ${preview.createCount} to create, ${preview.updateCount} to update, ${preview.rejectCount} rejected`,
    changes: [
      { field: 'rows', old: null, new: preview.availableRowsCount },
      { field: 'create', old: null, new: preview.createCount },
      { field: 'update', old: null, new: preview.updateCount },
      { field: 'reject', old: null, new: preview.rejectCount },
    ],
  });
}

/** In the transaction that stores the upload and queues its job. */
export async function auditUploadAccepted(tx: Db, actor: AuditActor, now: Date, kind: string, upload: { externalId: string; fileName: string; rows: number }): Promise<void> {
  await recordAudit(tx, actor, now, {
    action: 'UPLOAD_ACCEPTED',
    entityType: entityTypeOf(kind),
    entityId: upload.externalId,
    summary: `"${upload.fileName}" accepted: ${upload.rows} rows`,
    changes: [{ field: 'rows', old: null, new: upload.rows }],
  });
}

/** In the transaction that marks the upload COMPLETED with its result file. */
export async function auditUploadCommitted(
  tx: Db,
  now: Date,
  kind: string,
  upload: { externalId: string; fileName: string; uploader: string | null },
  outcomes: ReadonlyMap<number, { outcome: string }>,
): Promise<void> {
  const counts: Record<string, number> = {};
  for (const { outcome } of outcomes.values()) counts[outcome] = (counts[outcome] ?? 0) + 1;
  const names = Object.keys(counts).sort();
  await recordAudit(tx, SYSTEM_ACTOR, now, {
    action: 'UPLOAD_COMMITTED',
    entityType: entityTypeOf(kind),
    entityId: upload.externalId,
    summary: `"${upload.fileName}" of ${upload.uploader ?? 'an unknown user'} committed: ${names.map((n) => `${counts[n]} ${n.toLowerCase()}`).join(', ') || 'no rows'}`,
    changes: names.map((n) => ({ field: n, old: null, new: counts[n] })),
  });
}
