/**
 * Service orders declared through the resource layer (spec 3 §2.8, §3 "Order", §7 "Orders"): the list with its
 * filters, search, sort and exports, saves (save.ts), and the caregiver's entity actions. The order's own life
 * (assign, complete, cancel, reject) and its signature and fulfilment details are in routes.ts.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ORDER_COMPLIANCES, ORDER_STATUSES, ORDER_TYPES } from '@equipdesk/api-client/contract';
import type { Order, OrderFormOutput, OrderItem, OrderNature, OrderStatus, OrderType } from '@equipdesk/api-client/contract';
import { showsOrderEntityActions } from '@equipdesk/permissions';
import type { Db } from '../db/index';
import { accounts, locations, models, orderItems, orders, users } from '../db/schema';
import type { RoleRule } from '../auth/guard';
import { defineResource } from '../resources/definition';
import { requireUuids } from '../resources/listQuery';
import { asStatus, auditOf, inScope, iso } from '../resources/items';
import { ORDER_EXPORT_COLUMNS } from './exportColumns';
import { jsonArray, jsonObject, jsonString } from '../resources/json';
import { orderSave } from './save';
import { accountOrFacilityScope } from '../resources/scope';
import { complianceSql, createdBetween, parseCreatedMoment, withAssetTypes, withItemOfModels } from './filters';
import { lookup } from '../resources/shown';

const orderFields = {
  externalId: orders.externalId,
  orderNumber: orders.orderNumber,
  facilityId: orders.facilityId,
  accountId: orders.accountId,
  deliverTo: orders.deliverTo,
  deliveryLocationId: orders.deliveryLocationId,
  type: orders.type,
  nature: orders.nature,
  completionMinutes: orders.completionMinutes,
  orderStatus: orders.orderStatus,
  assignedToId: orders.assignedToId,
  assignedById: orders.assignedById,
  assignedOn: orders.assignedOn,
  promisedTime: orders.promisedTime,
  completedTimestamp: orders.completedTimestamp,
  remarks: orders.remarks,
  deliveryNotes: orders.deliveryNotes,
  overridden: orders.overridden,
  status: orders.status,
  createdBy: orders.createdBy,
  createdTimestamp: orders.createdTimestamp,
  lastModifiedBy: orders.lastModifiedBy,
  lastModifiedTimestamp: orders.lastModifiedTimestamp,
};
type OrderRow = typeof orders.$inferSelect;
type OrderListRow = Pick<OrderRow, keyof typeof orderFields>;

const ids = (values: (string | null)[]): string[] => [...new Set(values.filter((v): v is string => v !== null))];

/** The items of some orders, in the order they were added, with their model's code and description. */
export async function itemsOfOrders(db: Db, orderIds: readonly string[]): Promise<Map<string, OrderItem[]>> {
  const rows =
    orderIds.length === 0
      ? []
      : await db
          .select({
            orderId: orderItems.orderId,
            serialNo: orderItems.serialNo,
            model: orderItems.modelId,
            modelCode: models.modelCode,
            modelDescription: models.modelDescription,
            quantity: orderItems.quantity,
            remarks: orderItems.remarks,
          })
          .from(orderItems)
          .leftJoin(models, eq(models.externalId, orderItems.modelId))
          .where(inArray(orderItems.orderId, [...orderIds]))
          .orderBy(asc(orderItems.id));
  const byOrder = new Map<string, OrderItem[]>();
  for (const { orderId, ...item } of rows) byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), item]);
  return byOrder;
}

/** The names of a page of orders' relations, one query per relation. */
async function toOrders(db: Db, rows: OrderListRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const [accountRows, locationRows, userRows, items] = await Promise.all([
    db.select({ externalId: accounts.externalId, name: accounts.name, accountNo: accounts.accountNo }).from(accounts).where(inArray(accounts.externalId, inScope(ids(rows.map((r) => r.accountId))))),
    db
      .select({ externalId: locations.externalId, name: locations.name })
      .from(locations)
      .where(inArray(locations.externalId, inScope(ids(rows.map((r) => r.deliveryLocationId))))),
    db
      .select({ externalId: users.externalId, name: users.name })
      .from(users)
      .where(inArray(users.externalId, inScope(ids([...rows.map((r) => r.assignedToId), ...rows.map((r) => r.assignedById)])))),
    itemsOfOrders(
      db,
      rows.map((r) => r.externalId),
    ),
  ]);
  const accountsBy = new Map(accountRows.map((a) => [a.externalId, a]));
  const locationsBy = new Map(locationRows.map((l) => [l.externalId, l.name]));
  const usersBy = new Map(userRows.map((u) => [u.externalId, u.name]));
  return rows.map((o) => ({
    externalId: o.externalId,
    orderNumber: o.orderNumber,
    facility: o.facilityId,
    account: o.accountId,
    accountName: accountsBy.get(o.accountId)?.name ?? null,
    accountNo: accountsBy.get(o.accountId)?.accountNo ?? null,
    deliverTo: o.deliverTo,
    deliveryLocation: o.deliveryLocationId,
    deliveryLocationName: o.deliveryLocationId ? (locationsBy.get(o.deliveryLocationId) ?? null) : null,
    type: o.type as OrderType,
    nature: o.nature as OrderNature,
    completionMinutes: o.completionMinutes,
    orderStatus: (o.orderStatus || null) as OrderStatus | null,
    assignedTo: o.assignedToId,
    assignedToName: o.assignedToId ? (usersBy.get(o.assignedToId) ?? null) : null,
    assignedBy: o.assignedById,
    assignedByName: o.assignedById ? (usersBy.get(o.assignedById) ?? null) : null,
    assignedOn: iso(o.assignedOn),
    promisedTime: iso(o.promisedTime),
    completedTimestamp: iso(o.completedTimestamp),
    remarks: o.remarks,
    deliveryNotes: o.deliveryNotes,
    overridden: o.overridden,
    items: items.get(o.externalId) ?? [],
    ...auditOf(o),
    createdTimestamp: o.createdTimestamp.toISOString(),
    status: asStatus(o.status),
  }));
}

const assignedTo = alias(users, 'assigned_to');
const assignedBy = alias(users, 'assigned_by');

/**
 * The same item as `toOrders`, built by PostgreSQL for list pages (a test holds the two to the same bytes): a page
 * leaves the database as one text instead of every cell of 1,000 orders and their items.
 */
const orderJson = {
  joins: [
    sql`left join ${accounts} on ${accounts.externalId} = ${orders.accountId}`,
    sql`left join ${locations} on ${locations.externalId} = ${orders.deliveryLocationId}`,
    sql`left join ${users} as ${sql.identifier('assigned_to')} on ${assignedTo.externalId} = ${orders.assignedToId}`,
    sql`left join ${users} as ${sql.identifier('assigned_by')} on ${assignedBy.externalId} = ${orders.assignedById}`,
  ],
  item: jsonObject({
    externalId: orders.externalId,
    orderNumber: orders.orderNumber,
    facility: orders.facilityId,
    account: orders.accountId,
    accountName: accounts.name,
    accountNo: accounts.accountNo,
    deliverTo: orders.deliverTo,
    deliveryLocation: orders.deliveryLocationId,
    deliveryLocationName: locations.name,
    type: orders.type,
    nature: orders.nature,
    completionMinutes: orders.completionMinutes,
    orderStatus: jsonString(sql`nullif(${orders.orderStatus}, '')`),
    assignedTo: orders.assignedToId,
    assignedToName: assignedTo.name,
    assignedBy: orders.assignedById,
    assignedByName: assignedBy.name,
    assignedOn: orders.assignedOn,
    promisedTime: orders.promisedTime,
    completedTimestamp: orders.completedTimestamp,
    remarks: orders.remarks,
    deliveryNotes: orders.deliveryNotes,
    overridden: orders.overridden,
    items: jsonArray(
      sql`from ${orderItems} left join ${models} on ${models.externalId} = ${orderItems.modelId} where ${orderItems.orderId} = ${orders.externalId}`,
      jsonObject({
        serialNo: orderItems.serialNo,
        model: orderItems.modelId,
        modelCode: models.modelCode,
        modelDescription: models.modelDescription,
        quantity: orderItems.quantity,
        remarks: orderItems.remarks,
      }),
      orderItems.id,
    ),
    createdBy: orders.createdBy,
    createdTimestamp: orders.createdTimestamp,
    lastModifiedBy: orders.lastModifiedBy,
    lastModifiedTimestamp: orders.lastModifiedTimestamp,
    status: orders.status,
  }),
};

/** Non-privileged users see the orders of their accounts and of the facilities given to them (as assets). */
export const orderScope = accountOrFacilityScope(orders.accountId, orders.facilityId);

/** Order entity actions are the caregiver's (spec 3 §6, DESIGN.md), with their permission types as for any entity. */
export const ORDER_ENTITY_ACTION_ROLES: RoleRule = { name: 'ROLE_CAREGIVER (order entity actions)', allows: showsOrderEntityActions };

export const orderResource = defineResource<typeof orders, typeof orderFields, Order, OrderFormOutput>({
  name: 'orders',
  label: 'Order',
  table: orders,
  read: true,
  fields: orderFields,
  toItems: (rows, ctx) => toOrders(ctx.db, rows),
  json: orderJson,
  search: [orders.orderNumber, orders.deliverTo],
  columns: {
    accountName: lookup(orders.accountId, accounts.externalId, accounts.name),
    orderNumber: orders.orderNumber,
    type: orders.type,
    nature: orders.nature,
    createdTimestamp: null,
    promisedTime: null,
    deliveryLocationName: lookup(orders.deliveryLocationId, locations.externalId, locations.name),
    deliverTo: orders.deliverTo,
    orderStatus: orders.orderStatus,
    // `MODEL × quantity` of each item: the model codes are the text.
    items: lookup(orders.externalId, orderItems.orderId, models.modelCode, sql`${orderItems} join ${models} on ${models.externalId} = ${orderItems.modelId}`),
    assignedToName: lookup(orders.assignedToId, users.externalId, users.name),
    assignedByName: lookup(orders.assignedById, users.externalId, users.name),
    // YES or NO: a flag, filtered rather than searched.
    overridden: null,
  },
  sort: {
    orderNumber: orders.orderNumber,
    type: orders.type,
    nature: orders.nature,
    createdTimestamp: orders.createdTimestamp,
    promisedTime: orders.promisedTime,
    deliverTo: orders.deliverTo,
    orderStatus: orders.orderStatus,
    overridden: orders.overridden,
    assignedOn: orders.assignedOn,
    status: orders.status,
    lastModifiedTimestamp: orders.lastModifiedTimestamp,
    accountName: sql`(select a.name from accounts a where a.external_id = orders.account_id)`,
    deliveryLocationName: sql`(select l.name from locations l where l.external_id = orders.delivery_location_id)`,
    assignedToName: sql`(select u.name from users u where u.external_id = orders.assigned_to_id)`,
    assignedByName: sql`(select u.name from users u where u.external_id = orders.assigned_by_id)`,
  },
  defaultSort: { by: 'createdTimestamp', direction: 'desc' },
  filters: {
    statuses: { values: ['ACTIVE', 'INACTIVE', 'REMOVED'], condition: (values) => inArray(orders.status, values) },
    facilities: orders.facilityId,
    accounts: orders.accountId,
    orderStatuses: { values: ORDER_STATUSES, condition: (values) => inArray(orders.orderStatus, values) },
    orderTypes: { values: ORDER_TYPES, condition: (values) => inArray(orders.type, values) },
    // The dashboard's filters and chart segments (DECISIONS.md "Dashboard orders"), conditions shared with its stats.
    models: { condition: (values) => withItemOfModels(requireUuids('models', values)) },
    locations: { condition: (values) => inArray(orders.deliveryLocationId, requireUuids('locations', values)) },
    businessTypes: { condition: (values) => withAssetTypes('business_type', values) },
    serviceTypes: { condition: (values) => withAssetTypes('service_type', values) },
    createdFrom: { condition: (values) => createdBetween(parseCreatedMoment('createdFrom', values), null) },
    createdTo: { condition: (values) => createdBetween(null, parseCreatedMoment('createdTo', values)) },
    compliance: { values: ORDER_COMPLIANCES, condition: (values) => inArray(complianceSql(), values) },
  },
  defaultStatuses: ['ACTIVE'],
  scope: orderScope,
  create: orderSave,
  update: orderSave,
  grants: {
    activate: { area: 'orders', action: 'ACTIVATE', role: ORDER_ENTITY_ACTION_ROLES },
    deactivate: { area: 'orders', action: 'DEACTIVATE', role: ORDER_ENTITY_ACTION_ROLES },
    remove: { area: 'orders', action: 'DELETE', role: ORDER_ENTITY_ACTION_ROLES },
  },
  // Every column the list shows, in its order and under its header (spec 3 §2.8), then the rest of an order. The
  // order's creation is its Created Time: the audit columns add who created it, not the time again.
  export: ORDER_EXPORT_COLUMNS,
});
