/**
 * The life of an order (spec 3 §4, §7 "Orders"), beside the resource declaration: assign, complete, cancel and
 * reject, each for ACTIVE orders in the one orderStatus it starts from, and the signature and fulfilment details
 * of a completed order. Each change is one conditional UPDATE (complete: with its completion rows, in one
 * transaction): of two callers changing an order at once, one changes it and the other is told, with a 409, what
 * the order has become. Nothing changes silently.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { MESSAGES, ORDER_TRANSITIONS, formatMessage, isOrderFulfilled } from '@equipdesk/api-client/contract';
import type { ActionResponse, ListResponse, OrderAction, OrderCompletionItem, OrderSignature, OrderStatus, ResultResponse } from '@equipdesk/api-client/contract';
import { PRIVILEGED_ROLES } from '@equipdesk/permissions';
import { API_PREFIX, sessionOf } from '../auth/guard';
import { inTransaction, type Db } from '../db/index';
import { assets, models, orderCompletions, orderItems, orderSignatures, orders, roles, userAccounts, userFacilities, users } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { iso } from '../resources/items';
import { parseUuid } from '../resources/listQuery';
import type { RequestContext } from '../resources/definition';
import { sameSerialAndModel } from '../assets/save';
import { orderScope } from './resource';
import { auditOrderAction } from '../audit/orders';

type OrderRow = typeof orders.$inferSelect;

function contextOf(app: FastifyInstance, request: FastifyRequest): RequestContext {
  return { db: app.db, session: sessionOf(request), now: app.now(), request };
}

/** The order the URL names, within the caller's scope (404 otherwise, as every item route). */
async function findOrder(ctx: RequestContext, rawId: string): Promise<OrderRow> {
  const id = parseUuid(rawId);
  const [row] = id ? await ctx.db.select().from(orders).where(and(eq(orders.externalId, id), await orderScope(ctx))).limit(1) : [];
  if (!row) throw notFound('Order was not found.');
  return row;
}

/** The row's orderStatus as the contract speaks it: empty reads as UNASSIGNED. */
const statusOf = (row: Pick<OrderRow, 'orderStatus'>): OrderStatus => (row.orderStatus || 'UNASSIGNED') as OrderStatus;

/** The condition an action's UPDATE carries: the order is ACTIVE and still in the action's starting orderStatus. */
function startsFrom(id: string, action: OrderAction) {
  const from = ORDER_TRANSITIONS[action].from;
  return and(eq(orders.externalId, id), eq(orders.status, 'ACTIVE'), from === 'UNASSIGNED' ? or(eq(orders.orderStatus, 'UNASSIGNED'), eq(orders.orderStatus, '')) : eq(orders.orderStatus, from));
}

/** Why an action changed nothing, read from the order as it is now: a 409 that names what it has become. */
async function refusal(db: Db, id: string, action: OrderAction): Promise<HttpError> {
  const [row] = await db.select().from(orders).where(eq(orders.externalId, id)).limit(1);
  if (!row) return notFound('Order was not found.');
  const t = ORDER_TRANSITIONS[action];
  if (row.status !== 'ACTIVE') return new HttpError(409, formatMessage(MESSAGES.orderNotActive, { orderNumber: row.orderNumber, status: row.status, done: t.done }));
  if (action === 'assign' && statusOf(row) === 'ASSIGNED' && row.assignedToId) {
    const [user] = await db.select({ name: users.name }).from(users).where(eq(users.externalId, row.assignedToId)).limit(1);
    return new HttpError(409, formatMessage(MESSAGES.orderAlreadyAssigned, { orderNumber: row.orderNumber, name: user?.name ?? 'another user' }));
  }
  return new HttpError(409, formatMessage(MESSAGES.orderWrongStatus, { orderNumber: row.orderNumber, orderStatus: statusOf(row), from: t.from, done: t.done }));
}

const done = (orderNumber: string, orderStatus: OrderStatus): ActionResponse => ({ success: true, message: formatMessage(MESSAGES.orderTransitionDone, { orderNumber, orderStatus }) });

/** Roles whose users an order may be assigned to: they hold COMPLETE on orders (as GET users/assignables offers). */
const completesOrders = sql`exists (select 1 from role_permissions rp join permissions p on p.external_id = rp.permission_id
  where rp.role_id = ${users.roleId} and rp.granted and rp.status = 'ACTIVE' and p.status = 'ACTIVE' and p.value = 'orders' and p.type = 'COMPLETE')`;

/**
 * The user an order is assigned to: an ACTIVE, enabled user whose role completes orders and who sees the order
 * (a privileged role, or given its account or facility). Anyone else reads as not one of the given options.
 */
async function assignee(db: Db, order: OrderRow, rawId: string): Promise<{ externalId: string; name: string }> {
  const id = parseUuid(rawId);
  const [user] = id
    ? await db
        .select({ externalId: users.externalId, name: users.name })
        .from(users)
        .innerJoin(roles, eq(roles.externalId, users.roleId))
        .where(
          and(
            eq(users.externalId, id),
            eq(users.status, 'ACTIVE'),
            eq(users.enabled, true),
            completesOrders,
            or(
              inArray(roles.identifier, [...PRIVILEGED_ROLES]),
              sql`exists (select 1 from ${userAccounts} where ${userAccounts.userId} = ${users.externalId} and ${userAccounts.accountId} = ${order.accountId})`,
              sql`exists (select 1 from ${userFacilities} where ${userFacilities.userId} = ${users.externalId} and ${userFacilities.facilityId} = ${order.facilityId})`,
            ),
          ),
        )
        .limit(1)
    : [];
  if (!user) throw new HttpError(400, MESSAGES.assignUserRequired, [{ field: 'user', message: MESSAGES.assignUserRequired }]);
  return user;
}

/**
 * Completion from the console: the order is fulfilled as ordered. Each item that names a serial number is recorded
 * as delivered (or removed) now, linked to the asset of that serial number and model when there is one; items by
 * quantity alone name no unit to record. No signature is captured here: it comes from the handheld at the bedside.
 */
async function recordCompletion(tx: Db, order: Pick<OrderRow, 'externalId'>, at: Date): Promise<void> {
  const items = await tx
    .select({ serialNo: orderItems.serialNo, modelId: orderItems.modelId, modelCode: models.modelCode, modelDescription: models.modelDescription })
    .from(orderItems)
    .leftJoin(models, eq(models.externalId, orderItems.modelId))
    .where(eq(orderItems.orderId, order.externalId))
    .orderBy(asc(orderItems.id));
  const rows: (typeof orderCompletions.$inferInsert)[] = [];
  for (const item of items) {
    if (!item.serialNo) continue;
    const [asset] = await tx.select({ id: assets.externalId }).from(assets).where(sameSerialAndModel(item.serialNo, item.modelId)).limit(1);
    rows.push({ orderId: order.externalId, assetId: asset?.id ?? null, serialNumber: item.serialNo, modelCode: item.modelCode, modelDescription: item.modelDescription, associatedOn: at });
  }
  if (rows.length > 0) await tx.insert(orderCompletions).values(rows);
}

/** A completed (or partly completed) order of the caller's scope, or a 409 saying it has nothing to show yet. */
async function fulfilledOrder(ctx: RequestContext, rawId: string): Promise<OrderRow> {
  const order = await findOrder(ctx, rawId);
  if (!isOrderFulfilled({ orderStatus: statusOf(order) })) {
    throw new HttpError(409, formatMessage(MESSAGES.orderNotFulfilled, { orderNumber: order.orderNumber, orderStatus: statusOf(order) }));
  }
  return order;
}

export function registerOrderRoutes(app: FastifyInstance): void {
  const base = `${API_PREFIX}/orders`;
  const audit = (ctx: RequestContext) => ({ lastModifiedBy: ctx.session.user.username, lastModifiedTimestamp: ctx.now });

  app.post<{ Params: { id: string; userId: string } }>(
    `${base}/:id/assign/:userId`,
    { config: { grant: { area: 'orders', action: 'ASSIGN' } } },
    async (request): Promise<ActionResponse> => {
      const ctx = contextOf(app, request);
      const order = await findOrder(ctx, request.params.id);
      const user = await assignee(app.db, order, request.params.userId);
      const changed = await inTransaction(app.db, async (tx) => {
        const [row] = await tx
          .update(orders)
          .set({ orderStatus: 'ASSIGNED', assignedToId: user.externalId, assignedById: ctx.session.user.externalId, assignedOn: ctx.now, ...audit(ctx) })
          .where(startsFrom(order.externalId, 'assign'))
          .returning({ orderNumber: orders.orderNumber });
        if (row) await auditOrderAction(tx, ctx, order, 'ORDER_ASSIGN', 'ASSIGNED', [{ field: 'assignedToId', old: order.assignedToId, new: user.externalId }]);
        return row;
      });
      if (!changed) throw await refusal(app.db, order.externalId, 'assign');
      return done(changed.orderNumber, 'ASSIGNED');
    },
  );

  app.post<{ Params: { id: string } }>(
    `${base}/:id/complete`,
    { config: { grant: { area: 'orders', action: 'COMPLETE' } } },
    async (request): Promise<ActionResponse> => {
      const ctx = contextOf(app, request);
      const order = await findOrder(ctx, request.params.id);
      const changed = await inTransaction(app.db, async (tx) => {
        const [row] = await tx
          .update(orders)
          .set({ orderStatus: 'COMPLETED', completedTimestamp: ctx.now, ...audit(ctx) })
          .where(startsFrom(order.externalId, 'complete'))
          .returning({ externalId: orders.externalId, orderNumber: orders.orderNumber });
        if (row) await recordCompletion(tx, row, ctx.now);
        if (row) await auditOrderAction(tx, ctx, order, 'ORDER_COMPLETE', 'COMPLETED');
        return row;
      });
      if (!changed) throw await refusal(app.db, order.externalId, 'complete');
      return done(changed.orderNumber, 'COMPLETED');
    },
  );

  for (const action of ['cancel', 'reject'] as const) {
    app.post<{ Params: { id: string } }>(
      `${base}/:id/${action}`,
      { config: { grant: { area: 'orders', action: ORDER_TRANSITIONS[action].grant } } },
      async (request): Promise<ActionResponse> => {
        const ctx = contextOf(app, request);
        const order = await findOrder(ctx, request.params.id);
        const to = ORDER_TRANSITIONS[action].to;
        const changed = await inTransaction(app.db, async (tx) => {
          const [row] = await tx
            .update(orders)
            .set({ orderStatus: to, ...audit(ctx) })
            .where(startsFrom(order.externalId, action))
            .returning({ orderNumber: orders.orderNumber });
          if (row) await auditOrderAction(tx, ctx, order, action === 'cancel' ? 'ORDER_CANCEL' : 'ORDER_REJECT', to);
          return row;
        });
        if (!changed) throw await refusal(app.db, order.externalId, action);
        return done(changed.orderNumber, to);
      },
    );
  }

  app.get<{ Params: { id: string } }>(
    `${base}/:id/signature`,
    { config: { grant: { area: 'orders', type: 'DETAILS' } } },
    async (request): Promise<ResultResponse<OrderSignature>> => {
      const order = await fulfilledOrder(contextOf(app, request), request.params.id);
      const [row] = await app.db
        .select({ signature: orderSignatures.signature, contact: orderSignatures.contact })
        .from(orderSignatures)
        .where(eq(orderSignatures.orderId, order.externalId))
        .limit(1);
      return { success: true, result: { signature: row?.signature ?? null, contact: row?.contact ?? null } };
    },
  );

  app.get<{ Params: { id: string } }>(
    `${base}/:id/completion`,
    { config: { grant: { area: 'orders', type: 'DETAILS' } } },
    async (request): Promise<ListResponse<OrderCompletionItem>> => {
      const order = await fulfilledOrder(contextOf(app, request), request.params.id);
      const rows = await app.db
        .select({ serialNumber: orderCompletions.serialNumber, modelCode: orderCompletions.modelCode, modelDescription: orderCompletions.modelDescription, associatedOn: orderCompletions.associatedOn })
        .from(orderCompletions)
        .where(eq(orderCompletions.orderId, order.externalId))
        .orderBy(asc(orderCompletions.id));
      const items = rows.map((r) => ({ serialNumber: r.serialNumber, modelCode: r.modelCode ?? '', modelDescription: r.modelDescription, associatedOn: iso(r.associatedOn) }));
      return { success: true, count: items.length, items };
    },
  );
}
