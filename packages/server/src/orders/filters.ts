/**
 * Conditions on orders shared by the orders list's filters and the dashboard's order statistics, so that a chart
 * segment and the list it opens count the very same orders (DECISIONS.md "Dashboard orders").
 */
import { and, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { DELIVERED_ORDER_STATUSES, MESSAGES } from '@equipdesk/api-client/contract';
import type { OrderCompliance } from '@equipdesk/api-client/contract';
import { orders } from '../db/schema';
import { HttpError } from '../http/errors';
import { parseTimestamp } from '../assets/productivity';
import { inScope } from '../resources/items';

const valueList = (values: readonly string[]): SQL => sql`(${sql.join(values.map((v) => sql`${v}`), sql`, `)})`;

/** Orders with an item of one of the models. */
export function withItemOfModels(modelIds: readonly string[]): SQL {
  return sql`exists (select 1 from order_items oi where oi.order_id = ${orders.externalId} and oi.model_id in ${valueList(inScope(modelIds))})`;
}

/**
 * Orders of a business or service type: the order's account holds an ACTIVE asset of one of the order's item models
 * with that type. An order names models, not assets; it is served under the types of the account's units of them.
 */
export function withAssetTypes(column: 'business_type' | 'service_type', values: readonly string[]): SQL {
  return sql`exists (select 1 from order_items oi join assets a on a.model_id = oi.model_id and a.account_id = ${orders.accountId}
    where oi.order_id = ${orders.externalId} and a.status = 'ACTIVE' and a.${sql.raw(column)} in ${valueList(values)})`;
}

/**
 * The compliance of a delivered order (COMPLETED or PARTIAL): NON_COMPLIANT when completed after its promised time,
 * COMPLIANT otherwise (nothing promised is nothing broken); null for an order not delivered.
 */
export function complianceSql(): SQL<OrderCompliance | null> {
  return sql<OrderCompliance | null>`(case when ${inArray(orders.orderStatus, [...DELIVERED_ORDER_STATUSES])} then
    case when ${orders.completedTimestamp} > ${orders.promisedTime} then 'NON_COMPLIANT' else 'COMPLIANT' end end)`;
}

/** One moment of a createdFrom / createdTo filter; one given to the second stands for that whole second as an end. */
export interface FilterMoment {
  at: Date;
  wholeSeconds: boolean;
}

/** Reads a createdFrom or createdTo value; anything but an ISO-8601 date and time is a 400 with the contract's words. */
export function parseCreatedMoment(name: string, values: readonly string[]): FilterMoment {
  const [value = ''] = values;
  const parsed = value.length <= 40 ? parseTimestamp(value) : null;
  if (!parsed || values.length > 1) throw new HttpError(400, MESSAGES.orderCreatedTimestamp, [{ field: name, message: MESSAGES.orderCreatedTimestamp }]);
  return parsed;
}

/** Orders created at or after `from` and at or before `to` (to its last microsecond when given to the second). */
export function createdBetween(from: FilterMoment | null, to: FilterMoment | null): SQL | undefined {
  return and(
    from ? gte(orders.createdTimestamp, from.at) : undefined,
    to ? (to.wholeSeconds ? lt(orders.createdTimestamp, new Date(to.at.getTime() + 1000)) : lte(orders.createdTimestamp, to.at)) : undefined,
  );
}
