/**
 * The three alert listings (spec 2 §2 "Alert listings", §3 "Alerts") declared through the resource layer over the one
 * `alerts` table: paging, sort on every column, search, the Status (alert status), Facility and Account filters, the
 * caller's scope and the exports. The spec's own call, POST alerts/{kind}/flux, reads the same declarations
 * (routes.ts); the rows themselves are derived from the data (derive.ts).
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ALERT_DEFAULT_SORTS, ALERT_STATUSES } from '@equipdesk/api-client/contract';
import type { AlertKind, AlertStatus, OrderAlert, ParAlert, ParAlertEntry, PmAlert } from '@equipdesk/api-client/contract';
import type { Db } from '../db/index';
import { accounts, alerts, assets, locations, models, orders, products } from '../db/schema';
import { defineResource, type RequestContext, type SortKey } from '../resources/definition';
import { AUDIT_EXPORT_COLUMNS, auditColumns, auditExportColumns, auditOf, inScope, iso } from '../resources/items';
import { accountOrFacilityScope } from '../resources/scope';
import { lookup } from '../resources/shown';
import { dateTimeColumn, dayColumn } from '../resources/tabular';

/** The `kind` column of each listing's rows. */
const KIND_OF: Readonly<Record<AlertKind, string>> = { orders: 'ORDER', pm: 'PM', par: 'PAR' };

export const alertFields = {
  internalId: alerts.internalId,
  externalId: alerts.externalId,
  kind: alerts.kind,
  alertStatus: alerts.alertStatus,
  message: alerts.message,
  accountId: alerts.accountId,
  facilityId: alerts.facilityId,
  orderId: alerts.orderId,
  assetId: alerts.assetId,
  pmDueDate: alerts.pmDueDate,
  locationId: alerts.locationId,
  entries: alerts.entries,
  ...auditColumns(alerts),
};
type AlertRow = Pick<typeof alerts.$inferSelect, keyof typeof alertFields>;

const ids = (values: (string | null)[]): string[] => [...new Set(values.filter((v): v is string => v !== null))];

async function accountNames(db: Db, rows: AlertRow[]): Promise<Map<string, string>> {
  const found = rows.length === 0 ? [] : await db.select({ externalId: accounts.externalId, name: accounts.name }).from(accounts).where(inArray(accounts.externalId, inScope(ids(rows.map((r) => r.accountId)))));
  return new Map(found.map((a) => [a.externalId, a.name]));
}

function base(row: AlertRow, accountsBy: Map<string, string>) {
  return {
    externalId: row.externalId,
    alertStatus: row.alertStatus as AlertStatus,
    message: row.message,
    account: accountsBy.get(row.accountId) ?? '',
    accountExternalId: row.accountId,
    ...auditOf(row),
    createdTimestamp: row.createdTimestamp.toISOString(),
  };
}

async function toOrderAlerts(db: Db, rows: AlertRow[]): Promise<OrderAlert[]> {
  const orderIds = ids(rows.map((r) => r.orderId));
  const [accountsBy, orderRows] = await Promise.all([
    accountNames(db, rows),
    orderIds.length === 0
      ? []
      : db
          .select({
            externalId: orders.externalId,
            orderNumber: orders.orderNumber,
            nature: orders.nature,
            type: orders.type,
            createdBy: orders.createdBy,
            createdTimestamp: orders.createdTimestamp,
            promisedTime: orders.promisedTime,
          })
          .from(orders)
          .where(inArray(orders.externalId, orderIds)),
  ]);
  const ordersBy = new Map(orderRows.map((o) => [o.externalId, o]));
  return rows.map((row) => {
    const o = row.orderId ? ordersBy.get(row.orderId) : undefined;
    return {
      ...base(row, accountsBy),
      order: {
        externalId: o?.externalId,
        orderNumber: o?.orderNumber ?? '',
        nature: o?.nature ?? '',
        type: o?.type ?? '',
        createdBy: o?.createdBy ?? null,
        createdTimestamp: o ? o.createdTimestamp.toISOString() : '',
        promisedTime: iso(o?.promisedTime),
      },
    };
  });
}

async function toPmAlerts(db: Db, rows: AlertRow[]): Promise<PmAlert[]> {
  const assetIds = ids(rows.map((r) => r.assetId));
  const [accountsBy, assetRows] = await Promise.all([
    accountNames(db, rows),
    assetIds.length === 0
      ? []
      : db
          .select({ externalId: assets.externalId, serialNumber: assets.serialNumber, model: models.modelCode, product: products.itemCode })
          .from(assets)
          .leftJoin(models, eq(models.externalId, assets.modelId))
          .leftJoin(products, eq(products.externalId, assets.productId))
          .where(inArray(assets.externalId, assetIds)),
  ]);
  const assetsBy = new Map(assetRows.map((a) => [a.externalId, a]));
  return rows.map((row) => {
    const a = row.assetId ? assetsBy.get(row.assetId) : undefined;
    return {
      ...base(row, accountsBy),
      asset: { externalId: a?.externalId, serialNumber: a?.serialNumber ?? '', model: a?.model ?? '', product: a?.product ?? null },
      pmDueDate: iso(row.pmDueDate),
    };
  });
}

/** A violated entry as the derivation stores it (`count`) or as the seed wrote it. */
interface StoredEntry {
  model?: unknown;
  modelCode?: unknown;
  modelDescription?: unknown;
  min?: unknown;
  max?: unknown;
  count?: unknown;
}

function toEntries(value: unknown): ParAlertEntry[] {
  if (!Array.isArray(value)) return [];
  return (value as StoredEntry[]).map((e) => ({
    model: typeof e.model === 'string' ? e.model : '',
    ...(typeof e.modelCode === 'string' ? { modelCode: e.modelCode } : {}),
    ...(typeof e.modelDescription === 'string' ? { modelDescription: e.modelDescription } : {}),
    min: Number(e.min ?? 0),
    max: Number(e.max ?? 0),
    stockQuantity: Number(e.count ?? 0),
  }));
}

async function toParAlerts(db: Db, rows: AlertRow[]): Promise<ParAlert[]> {
  const locationIds = ids(rows.map((r) => r.locationId));
  const [accountsBy, locationRows] = await Promise.all([
    accountNames(db, rows),
    locationIds.length === 0 ? [] : db.select({ externalId: locations.externalId, name: locations.name }).from(locations).where(inArray(locations.externalId, locationIds)),
  ]);
  const locationsBy = new Map(locationRows.map((l) => [l.externalId, l.name]));
  return rows.map((row) => ({
    ...base(row, accountsBy),
    location: row.locationId ? (locationsBy.get(row.locationId) ?? '') : '',
    locationExternalId: row.locationId ?? undefined,
    entries: toEntries(row.entries),
  }));
}

/** Scoped users see the alerts of their accounts and of the facilities given to them (as orders and assets). */
const scopeOf = accountOrFacilityScope(alerts.accountId, alerts.facilityId);

const accountName = sql`(select a.name from accounts a where a.external_id = alerts.account_id)`;
const orderColumn = (column: string) => sql`(select o.${sql.identifier(column)} from orders o where o.external_id = alerts.order_id)`;
const assetSerial = sql`(select s.serial_number from assets s where s.external_id = alerts.asset_id)`;
const assetModel = sql`(select m.model_code from assets s join models m on m.external_id = s.model_id where s.external_id = alerts.asset_id)`;
const assetProduct = sql`(select p.item_code from assets s join products p on p.external_id = s.product_id where s.external_id = alerts.asset_id)`;
const locationName = sql`(select l.name from locations l where l.external_id = alerts.location_id)`;

// What the listings show through other rows, matched by the search box (shown.ts).
const shownAccount = lookup(alerts.accountId, accounts.externalId, accounts.name);
const shownOrder = (text: PgColumn) => lookup(alerts.orderId, orders.externalId, text);
const shownAsset = (text: PgColumn, join?: SQL) => lookup(alerts.assetId, assets.externalId, text, join && sql`${assets} join ${join}`);

const COMMON_SORT: Readonly<Record<string, SortKey>> = {
  account: accountName,
  message: alerts.message,
  alertStatus: alerts.alertStatus,
  createdTimestamp: alerts.createdTimestamp,
  lastModifiedTimestamp: alerts.lastModifiedTimestamp,
};

const COMMON_FILTERS = {
  statuses: { values: ALERT_STATUSES, condition: (values: string[]) => inArray(alerts.alertStatus, values) },
  facilities: alerts.facilityId,
  accounts: alerts.accountId,
};

const defaultSortOf = (kind: AlertKind) => ({ by: ALERT_DEFAULT_SORTS[kind].sortBy, direction: ALERT_DEFAULT_SORTS[kind].sortDirection });

/** The rows of one listing within the caller's scope. */
const scopedTo = (kind: AlertKind) => async (ctx: RequestContext) => and(eq(alerts.kind, KIND_OF[kind]), await scopeOf(ctx));

const common = {
  table: alerts,
  fields: alertFields,
  filters: COMMON_FILTERS,
  actions: false,
  // Alerts are raised and resolved by the derivation, never saved through the API.
} as const;

export const orderAlertResource = defineResource<typeof alerts, typeof alertFields, OrderAlert>({
  ...common,
  name: 'alerts/orders',
  label: 'Order alert',
  toItems: (rows, ctx) => toOrderAlerts(ctx.db, rows),
  columns: {
    account: shownAccount,
    'order.createdBy': shownOrder(orders.createdBy),
    'order.orderNumber': shownOrder(orders.orderNumber),
    'order.nature': shownOrder(orders.nature),
    'order.type': shownOrder(orders.type),
    'order.createdTimestamp': null,
    'order.promisedTime': null,
    message: alerts.message,
    alertStatus: alerts.alertStatus,
  },
  sort: {
    ...COMMON_SORT,
    'order.createdBy': orderColumn('created_by'),
    'order.orderNumber': orderColumn('order_number'),
    'order.nature': orderColumn('nature'),
    'order.type': orderColumn('type'),
    'order.createdTimestamp': orderColumn('created_timestamp'),
    'order.promisedTime': orderColumn('promised_time'),
  },
  defaultSort: defaultSortOf('orders'),
  scope: scopedTo('orders'),
  export: [
    { header: 'Account', value: (a: OrderAlert) => a.account },
    { header: 'User', value: (a: OrderAlert) => a.order.createdBy },
    { header: 'Order No', value: (a: OrderAlert) => a.order.orderNumber },
    { header: 'Nature', value: (a: OrderAlert) => a.order.nature },
    { header: 'Type', value: (a: OrderAlert) => a.order.type },
    // The list's Created is the order's; the alert's own audit columns say whose they are.
    dateTimeColumn('Created', (a: OrderAlert) => a.order.createdTimestamp),
    dateTimeColumn('Promised Time', (a: OrderAlert) => a.order.promisedTime),
    { header: 'Message', value: (a: OrderAlert) => a.message },
    { header: 'Alert Status', value: (a: OrderAlert) => a.alertStatus },
    ...auditExportColumns('Alert '),
  ],
});

export const pmAlertResource = defineResource<typeof alerts, typeof alertFields, PmAlert>({
  ...common,
  name: 'alerts/pm',
  label: 'PM alert',
  toItems: (rows, ctx) => toPmAlerts(ctx.db, rows),
  columns: {
    account: shownAccount,
    'asset.serialNumber': shownAsset(assets.serialNumber),
    'asset.model': shownAsset(models.modelCode, sql`${models} on ${models.externalId} = ${assets.modelId}`),
    'asset.product': shownAsset(products.itemCode, sql`${products} on ${products.externalId} = ${assets.productId}`),
    message: alerts.message,
    pmDueDate: null,
    createdTimestamp: null,
    alertStatus: alerts.alertStatus,
  },
  sort: {
    ...COMMON_SORT,
    'asset.serialNumber': assetSerial,
    'asset.model': assetModel,
    'asset.product': assetProduct,
    pmDueDate: alerts.pmDueDate,
  },
  defaultSort: defaultSortOf('pm'),
  scope: scopedTo('pm'),
  export: [
    { header: 'Account', value: (a: PmAlert) => a.account },
    { header: 'Serial No', value: (a: PmAlert) => a.asset.serialNumber },
    { header: 'Model', value: (a: PmAlert) => a.asset.model },
    { header: 'Product', value: (a: PmAlert) => a.asset.product },
    { header: 'Message', value: (a: PmAlert) => a.message },
    // The asset's PM date: a day, the same in every zone.
    dayColumn('PM Due Date', (a: PmAlert) => a.pmDueDate),
    { header: 'Alert Status', value: (a: PmAlert) => a.alertStatus },
    ...AUDIT_EXPORT_COLUMNS,
  ],
});

const entriesText = (a: ParAlert) => a.entries.map((e) => `${e.modelCode ?? e.model} ${e.stockQuantity ?? '?'} (min ${e.min}, max ${e.max})`).join('; ');

export const parAlertResource = defineResource<typeof alerts, typeof alertFields, ParAlert>({
  ...common,
  name: 'alerts/par',
  label: 'PAR alert',
  toItems: (rows, ctx) => toParAlerts(ctx.db, rows),
  columns: {
    account: shownAccount,
    location: lookup(alerts.locationId, locations.externalId, locations.name),
    entries: null,
    message: alerts.message,
    createdTimestamp: null,
    alertStatus: alerts.alertStatus,
  },
  sort: {
    ...COMMON_SORT,
    location: locationName,
    // The number of violated entries.
    entries: sql`coalesce(jsonb_array_length(case when jsonb_typeof(${alerts.entries}) = 'array' then ${alerts.entries} end), 0)`,
  },
  defaultSort: defaultSortOf('par'),
  scope: scopedTo('par'),
  export: [
    { header: 'Account', value: (a: ParAlert) => a.account },
    { header: 'Location', value: (a: ParAlert) => a.location },
    { header: 'Entries', value: entriesText },
    { header: 'Message', value: (a: ParAlert) => a.message },
    { header: 'Alert Status', value: (a: ParAlert) => a.alertStatus },
    ...AUDIT_EXPORT_COLUMNS,
  ],
});

export const ALERT_RESOURCES = { orders: orderAlertResource, pm: pmAlertResource, par: parAlertResource } as const;
