/**
 * Saving an order (spec 3 §5 "Order", §7 PUT orders / POST orders/{externalId}): the contract's form schema, then
 * what only the database can tell (the account is one the caller may place orders for, the delivery location is the
 * account's, each item's model exists), then the row and its items in one transaction. An order can be edited only
 * while its orderStatus is empty or UNASSIGNED: checked again under the row's lock, so an assignment that commits
 * while the edit is on its way wins and the edit is refused (409).
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { MESSAGES, formatMessage, isOrderEditable, orderFormSchema } from '@equipdesk/api-client/contract';
import type { OrderFormOutput, OrderStatus, OrderType } from '@equipdesk/api-client/contract';
import type { Db } from '../db/index';
import type { orders } from '../db/schema';
import { accounts, locations, models, orderItems } from '../db/schema';
import { HttpError } from '../http/errors';
import { parseUuid } from '../resources/listQuery';
import type { RequestContext, SaveDefinition } from '../resources/definition';
import { orderLinks } from '../audit/links';
import { assetAccountCondition } from '../assets/save';

type OrderRow = typeof orders.$inferSelect;

const MINUTE = 60_000;

function refuse(field: string, message: string): never {
  throw new HttpError(400, message, [{ field, message }]);
}

/** 409 for an order that is no longer unassigned, naming its number and status. */
export function notEditable(order: Pick<OrderRow, 'orderNumber' | 'orderStatus'>): HttpError {
  return new HttpError(409, formatMessage(MESSAGES.orderNotEditable, { orderNumber: order.orderNumber, orderStatus: order.orderStatus }));
}

/** The minutes an order of this type is promised in: the account's STAT or STANDARD time, or the order's own. */
export function promisedMinutes(type: OrderType, completionMinutes: number, account: { statTimeMinutes: number | null; standardTimeMinutes: number | null }): number {
  if (type === 'STAT') return account.statTimeMinutes ?? 0;
  if (type === 'STANDARD') return account.standardTimeMinutes ?? 0;
  return completionMinutes;
}

/** The column values of a valid form, after every check that needs the database. */
async function orderValues(form: OrderFormOutput, ctx: RequestContext, existing: OrderRow | null) {
  if (existing && !isOrderEditable({ orderStatus: (existing.orderStatus || null) as OrderStatus | null })) throw notEditable(existing);
  const { db } = ctx;
  const accountId = parseUuid(form.account);
  const [account] = accountId
    ? await db
        .select()
        .from(accounts)
        .where(and(eq(accounts.externalId, accountId), accountId === existing?.accountId ? undefined : ne(accounts.status, 'REMOVED'), await assetAccountCondition(ctx)))
        .limit(1)
    : [];
  if (!account) refuse('account', MESSAGES.orderAccountUnknown);
  const locationId = parseUuid(form.deliveryLocation);
  const [location] = locationId
    ? await db
        .select({ accountId: locations.accountId })
        .from(locations)
        .where(and(eq(locations.externalId, locationId), locationId === existing?.deliveryLocationId ? undefined : ne(locations.status, 'REMOVED')))
        .limit(1)
    : [];
  if (!location || location.accountId !== account.externalId) refuse('deliveryLocation', MESSAGES.orderLocationOtherAccount);
  // Each model exists; a REMOVED one only where the order already has it.
  const kept = existing ? new Set((await db.select({ id: orderItems.modelId }).from(orderItems).where(eq(orderItems.orderId, existing.externalId))).map((r) => r.id)) : new Set<string>();
  const wanted = [...new Set(form.items.map((i) => i.model))];
  const valid = wanted.map(parseUuid).filter((id): id is string => id !== null);
  const found = valid.length === 0 ? [] : await db.select({ id: models.externalId, status: models.status }).from(models).where(inArray(models.externalId, valid));
  for (const model of wanted) {
    const row = found.find((m) => m.id === model);
    if (!row || (row.status === 'REMOVED' && !kept.has(model))) refuse('items', formatMessage(MESSAGES.orderItemModelUnknown, { model: model.slice(0, 40) }));
  }
  const created = existing?.createdTimestamp ?? ctx.now;
  return {
    // A new order's number comes from the sequence as the row is written (migration 0010): unique without a read.
    ...(existing ? {} : { orderNumber: sql`'SO' || nextval('order_number_seq')` as unknown as string, orderStatus: 'UNASSIGNED' }),
    accountId: account.externalId,
    facilityId: account.facilityId,
    deliverTo: form.deliverTo,
    deliveryLocationId: locationId,
    type: form.type,
    nature: form.nature,
    completionMinutes: form.completionMinutes,
    remarks: form.remarks,
    promisedTime: new Date(created.getTime() + promisedMinutes(form.type, form.completionMinutes, account) * MINUTE),
  };
}

/** In the save's transaction: the order is still editable under its lock, and its items become the form's. */
async function writeItems(tx: Db, row: OrderRow, form: OrderFormOutput, _ctx: RequestContext, before: OrderRow | null): Promise<void> {
  if (before && !isOrderEditable({ orderStatus: (before.orderStatus || null) as OrderStatus | null })) throw notEditable(before);
  if (before) await tx.delete(orderItems).where(eq(orderItems.orderId, row.externalId));
  await tx.insert(orderItems).values(form.items.map((item) => ({ orderId: row.externalId, modelId: item.model, quantity: item.quantity, serialNo: item.serialNo, remarks: item.remarks })));
}

export const orderSave: SaveDefinition<typeof orders, OrderFormOutput> = {
  schema: orderFormSchema,
  values: (form, ctx, existing) => orderValues(form, ctx, existing),
  afterWrite: writeItems,
  links: orderLinks,
};
