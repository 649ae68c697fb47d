/** Order actions in the trail (assign, complete, cancel, reject), each in the transaction of the change it records. */
import type { AuditAction, AuditFieldChange } from '@equipdesk/api-client/contract';
import type { Db } from '../db/index';
import type { RequestContext } from '../resources/definition';
import { actorOf, recordAudit } from './record';

const DONE: Readonly<Record<string, string>> = { ORDER_ASSIGN: 'assigned', ORDER_COMPLETE: 'completed', ORDER_CANCEL: 'cancelled', ORDER_REJECT: 'rejected' };

export async function auditOrderAction(
  tx: Db,
  ctx: RequestContext,
  order: { externalId: string; orderNumber: string | number; orderStatus: string | null },
  action: Extract<AuditAction, 'ORDER_ASSIGN' | 'ORDER_COMPLETE' | 'ORDER_CANCEL' | 'ORDER_REJECT'>,
  to: string,
  more: AuditFieldChange[] = [],
): Promise<void> {
  await recordAudit(tx, actorOf(ctx.session, ctx.request), ctx.now, {
    action,
    entityType: 'orders',
    entityId: order.externalId,
    summary: `Order ${order.orderNumber} ${DONE[action]}`,
    changes: [{ field: 'orderStatus', old: order.orderStatus, new: to }, ...more],
  });
}
