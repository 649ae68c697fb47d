/**
 * Service orders declared through the resource layer (spec 3 §2.8, §3 "Order", §7 "Orders"): the list with its
 * filters, search, sort and exports, saves (save.ts), and the caregiver's entity actions. The order's own life
 * (assign, complete, cancel, reject) and its signature and fulfilment details are in routes.ts.
 */
import { inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ORDER_COMPLIANCES, ORDER_STATUSES, ORDER_TYPES } from '@equipdesk/api-client/contract';
import type { Order, OrderFormOutput } from '@equipdesk/api-client/contract';
import { showsOrderEntityActions } from '@equipdesk/permissions';
import { accounts, locations, models, orderItems, orders, users } from '../db/schema';
import type { RoleRule } from '../auth/guard';
import { defineResource } from '../resources/definition';
import { requireUuids } from '../resources/listQuery';
import { builtItems } from '../resources/jsonList';
import { ORDER_EXPORT_COLUMNS } from './exportColumns';
import { jsonArray, jsonObject, jsonString } from '../resources/json';
import { orderSave } from './save';
import { accountOrFacilityScope } from '../resources/scope';
import { complianceSql, createdBetween, parseCreatedMoment, withAssetTypes, withItemOfModels } from './filters';
import { lookup } from '../resources/shown';
import { jsonMap } from '../resources/jsonMap';
import { auditColumns } from '../resources/items';

const assignedTo = alias(users, 'assigned_to');
const assignedBy = alias(users, 'assigned_by');

/** An order item field by field, with the list's sort keys and the text each list column shows. */
const { item, sort: orderSort, columns: orderColumns } = jsonMap(
  {
    externalId: orders.externalId,
    orderNumber: { value: orders.orderNumber, sorts: orders.orderNumber, shows: orders.orderNumber },
    facility: orders.facilityId,
    account: orders.accountId,
    accountName: {
      value: accounts.name,
      sorts: sql`(select a.name from accounts a where a.external_id = orders.account_id)`,
      shows: lookup(orders.accountId, accounts.externalId, accounts.name),
    },
    accountNo: accounts.accountNo,
    deliverTo: { value: orders.deliverTo, sorts: orders.deliverTo, shows: orders.deliverTo },
    deliveryLocation: orders.deliveryLocationId,
    deliveryLocationName: {
      value: locations.name,
      sorts: sql`(select l.name from locations l where l.external_id = orders.delivery_location_id)`,
      shows: lookup(orders.deliveryLocationId, locations.externalId, locations.name),
    },
    type: { value: orders.type, sorts: orders.type, shows: orders.type },
    nature: { value: orders.nature, sorts: orders.nature, shows: orders.nature },
    completionMinutes: orders.completionMinutes,
    orderStatus: { value: jsonString(sql`nullif(${orders.orderStatus}, '')`), sorts: orders.orderStatus, shows: orders.orderStatus },
    assignedTo: orders.assignedToId,
    assignedToName: {
      value: assignedTo.name,
      sorts: sql`(select u.name from users u where u.external_id = orders.assigned_to_id)`,
      shows: lookup(orders.assignedToId, users.externalId, users.name),
    },
    assignedBy: orders.assignedById,
    assignedByName: {
      value: assignedBy.name,
      sorts: sql`(select u.name from users u where u.external_id = orders.assigned_by_id)`,
      shows: lookup(orders.assignedById, users.externalId, users.name),
    },
    assignedOn: { value: orders.assignedOn, sorts: orders.assignedOn },
    promisedTime: { value: orders.promisedTime, sorts: orders.promisedTime },
    completedTimestamp: orders.completedTimestamp,
    remarks: orders.remarks,
    deliveryNotes: orders.deliveryNotes,
    // YES or NO in the list: a flag, filtered rather than searched.
    overridden: { value: orders.overridden, sorts: orders.overridden },
    items: {
      value: jsonArray(
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
      // `MODEL × quantity` of each item: the model codes are the text.
      shows: lookup(orders.externalId, orderItems.orderId, models.modelCode, sql`${orderItems} join ${models} on ${models.externalId} = ${orderItems.modelId}`),
    },
    ...auditColumns(orders),
    status: orders.status,
  },
  {
    list: [
      'accountName', 'orderNumber', 'type', 'nature', 'createdTimestamp', 'promisedTime', 'deliveryLocationName', 'deliverTo', 'orderStatus', 'items',
      'assignedToName', 'assignedByName', 'overridden',
    ],
  },
);

/**
 * An order item, built by PostgreSQL for list pages, exports, the read of one order and a save's answer (builtItems):
 * a page leaves the database as one text instead of every cell of 1,000 orders and their items.
 */
const orderJson = {
  joins: [
    sql`left join ${accounts} on ${accounts.externalId} = ${orders.accountId}`,
    sql`left join ${locations} on ${locations.externalId} = ${orders.deliveryLocationId}`,
    sql`left join ${users} as ${sql.identifier('assigned_to')} on ${assignedTo.externalId} = ${orders.assignedToId}`,
    sql`left join ${users} as ${sql.identifier('assigned_by')} on ${assignedBy.externalId} = ${orders.assignedById}`,
  ],
  item,
};

/** Non-privileged users see the orders of their accounts and of the facilities given to them (as assets). */
export const orderScope = accountOrFacilityScope(orders.accountId, orders.facilityId);

/** Order entity actions are the caregiver's (spec 3 §6, DESIGN.md), with their permission types as for any entity. */
export const ORDER_ENTITY_ACTION_ROLES: RoleRule = { name: 'ROLE_CAREGIVER (order entity actions)', allows: showsOrderEntityActions };

export const orderResource = defineResource<typeof orders, { internalId: typeof orders.internalId }, Order, OrderFormOutput>({
  name: 'orders',
  label: 'Order',
  table: orders,
  read: true,
  ...builtItems<Order, typeof orders>(orders, orderJson),
  search: [orders.orderNumber, orders.deliverTo],
  columns: orderColumns,
  sort: orderSort,
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
