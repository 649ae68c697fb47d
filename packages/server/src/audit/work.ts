/**
 * Changes written by hand beside the resource layer, in the trail: locations created as a range, an account's users,
 * a location's par levels, and the alerts a derivation run resolves (by `system`).
 */
import { sql } from 'drizzle-orm';
import type { AuditEntry } from './record';
import { actorOf, recordAudit, SYSTEM_ACTOR, writeEntries } from './record';
import { rowsOf, type Db } from '../db/index';
import type { RequestContext } from '../resources/definition';

/** Rows a hand-written route created, one CREATE event each, with their fields. */
export async function auditCreated(tx: Db, ctx: RequestContext, entityType: string, label: string, rows: readonly Record<string, unknown>[]): Promise<void> {
  await recordAudit(tx, actorOf(ctx.session, ctx.request), ctx.now, rows.flatMap((after) => writeEntries({ entityType, label, before: null, after })));
}

/** A list that belongs to an entity (an account's users, a location's par entries) replaced: old and new in full. */
export async function auditListReplaced(tx: Db, ctx: RequestContext, entity: { type: string; id: string; summary: string }, field: string, old: unknown, now: unknown): Promise<void> {
  if (JSON.stringify(old) === JSON.stringify(now)) return;
  await recordAudit(tx, actorOf(ctx.session, ctx.request), ctx.now, {
    action: 'UPDATE',
    entityType: entity.type,
    entityId: entity.id,
    summary: entity.summary,
    changes: [{ field, old, new: now }],
  });
}

/** In a derivation's transaction: every alert it resolved (their last change is this run's, by `by` at `now`). */
export async function auditAlertsResolved(tx: Db, now: Date, by: string): Promise<void> {
  const resolved = rowsOf<{ id: string; kind: string; message: string }>(
    await tx.execute(sql`select external_id as id, kind, message from alerts
      where alert_status = 'RESOLVED' and last_modified_by = ${by} and last_modified_timestamp = ${now.toISOString()}::timestamptz
      order by internal_id`),
  );
  const entries: AuditEntry[] = resolved.map((a) => ({
    action: 'ALERT_RESOLVED',
    entityType: `alerts/${a.kind.toLowerCase()}`,
    entityId: a.id,
    summary: `${a.kind} alert resolved: ${a.message}`,
    changes: [{ field: 'alertStatus', old: null, new: 'RESOLVED' }],
  }));
  await recordAudit(tx, SYSTEM_ACTOR, now, entries);
}
