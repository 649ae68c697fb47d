/** The permissions matrix in the trail: each grant or deny of a cell, and its unlock, in the toggle's transaction. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/index';
import { permissions } from '../db/schema';
import { recordAudit, type AuditActor, type AuditEntry } from './record';

export interface ToggledCell {
  externalId: string;
  permissionId: string;
  granted: boolean;
  status: string;
}

export async function auditMatrixToggle(tx: Db, actor: AuditActor, now: Date, role: { name: string }, before: ToggledCell, granted: boolean): Promise<void> {
  const [permission] = await tx
    .select({ platform: permissions.platform, value: permissions.value, type: permissions.type })
    .from(permissions)
    .where(eq(permissions.externalId, before.permissionId))
    .limit(1);
  const what = permission ? `${permission.type} on ${permission.value} (${permission.platform})` : before.permissionId;
  const entries: AuditEntry[] = [];
  if (before.status !== 'ACTIVE') {
    entries.push({
      action: 'PERMISSION_UNLOCK',
      entityType: 'permissions',
      entityId: before.externalId,
      summary: `${what} unlocked for ${role.name}`,
      changes: [{ field: 'status', old: before.status, new: 'ACTIVE' }],
    });
  }
  entries.push({
    action: granted ? 'PERMISSION_GRANT' : 'PERMISSION_DENY',
    entityType: 'permissions',
    entityId: before.externalId,
    summary: `${what} ${granted ? 'granted to' : 'denied to'} ${role.name}`,
    changes: [{ field: 'granted', old: before.granted, new: granted }],
  });
  await recordAudit(tx, actor, now, entries);
}
