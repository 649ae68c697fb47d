/**
 * The demo's service orders: deliveries and removals of models to accounts, in every state, a tenth of them from the
 * past day (the dashboard's "past 24" charts), with their items, the assets a completed one delivered, and signatures.
 */
import * as t from '../db/schema';
import { DEMO_SIGNATURES } from '../orders/signature';
import { audit, HOUR, MINUTE, personName, type SeedContext } from './context';
import type { AssetRow } from './assets';
import type { ModelRow } from './catalogue';
import type { AccountRow, LocationRow } from './sites';
import { DEMO_USERS, type UserRow } from './users';

export type OrderRow = typeof t.orders.$inferInsert & { externalId: string; accountId: string; facilityId: string; orderStatus: string };

interface OrderSeedInputs {
  myAccounts: readonly AccountRow[];
  activeAccounts: readonly AccountRow[];
  locationsOfAccount: ReadonlyMap<string, readonly LocationRow[]>;
  userRows: readonly UserRow[];
  technicians: readonly UserRow[];
  supervisorsAndAdmins: readonly UserRow[];
  modelRows: readonly ModelRow[];
  assetRows: readonly AssetRow[];
}

export async function seedOrders(
  { r, now, scale, small, past, add }: SeedContext,
  { myAccounts, activeAccounts, locationsOfAccount, userRows, technicians, supervisorsAndAdmins, modelRows, assetRows }: OrderSeedInputs,
): Promise<OrderRow[]> {
  const orderCount = small ? Math.max(30, Math.round(scale * 0.3)) : Math.min(1_500, Math.round(scale * 0.3));
  const orderRows: OrderRow[] = [];
  const itemRows: (typeof t.orderItems.$inferInsert)[] = [];
  const completionRows: (typeof t.orderCompletions.$inferInsert)[] = [];
  const signatureRows: (typeof t.orderSignatures.$inferInsert)[] = [];
  const assetsByModel = new Map<string, AssetRow[]>();
  for (const asset of assetRows) {
    const same = assetsByModel.get(asset.modelId);
    if (same) same.push(asset);
    else assetsByModel.set(asset.modelId, [asset]);
  }
  for (let i = 0; i < orderCount; i++) {
    const account = i % 3 === 0 ? r.pick(myAccounts) : r.pick(activeAccounts);
    // A tenth of the orders fall in the past 24 hours, for the dashboard's "past 24" charts.
    const created = i % 10 === 0 ? new Date(now.getTime() - r.next() * 24 * HOUR) : past(90, 1);
    const type = r.weighted([['STANDARD', 60], ['STAT', 30], ['CUSTOM', 10]] as const);
    const completionMinutes = type === 'CUSTOM' ? r.pick([30, 45, 60, 90, 240]) : 0;
    const minutes = type === 'STAT' ? account.statTimeMinutes! : type === 'STANDARD' ? account.standardTimeMinutes! : completionMinutes;
    const ageHours = (now.getTime() - created.getTime()) / HOUR;
    const orderStatus =
      ageHours < 6
        ? r.weighted([['UNASSIGNED', 5], ['ASSIGNED', 4], ['COMPLETED', 2]] as const)
        : r.weighted([['COMPLETED', 70], ['PARTIAL', 6], ['CANCELLED', 8], ['REJECTED', 4], ['ASSIGNED', 7], ['UNASSIGNED', 5]] as const);
    const assigned = orderStatus !== 'UNASSIGNED';
    const locs = locationsOfAccount.get(account.externalId) ?? [];
    const order: OrderRow = {
      externalId: r.uuid(),
      orderNumber: `SO${1_000_000 + i}`,
      facilityId: account.facilityId,
      accountId: account.externalId,
      deliverTo: personName(r),
      deliveryLocationId: locs.length > 0 ? r.pick(locs).externalId : null,
      type,
      nature: r.weighted([['DELIVERY', 70], ['REMOVAL', 30]] as const),
      completionMinutes,
      orderStatus,
      assignedToId: assigned ? r.pick(technicians).externalId : null,
      assignedById: assigned ? r.pick(supervisorsAndAdmins).externalId : null,
      assignedOn: assigned ? new Date(created.getTime() + r.int(1, 30) * MINUTE) : null,
      promisedTime: new Date(created.getTime() + minutes * MINUTE),
      completedTimestamp:
        orderStatus === 'COMPLETED' || orderStatus === 'PARTIAL' ? new Date(created.getTime() + r.int(15, Math.max(20, minutes * 1.3)) * MINUTE) : null,
      remarks: r.chance(0.2) ? r.pick(['Patient in isolation, gown up.', 'Call the charge nurse on arrival.', 'Needed before surgery.']) : null,
      deliveryNotes: orderStatus === 'COMPLETED' && r.chance(0.3) ? 'Delivered to the nurses’ station.' : null,
      overridden: r.chance(0.05),
      status: r.weighted([['ACTIVE', 95], ['INACTIVE', 3], ['REMOVED', 2]] as const),
      ...audit(created, r.pick(userRows.slice(0, DEMO_USERS.length - 1)).username),
    };
    orderRows.push(order);
    const itemCount = r.int(1, 3);
    for (let k = 0; k < itemCount; k++) {
      const model = r.pick(modelRows);
      itemRows.push({ orderId: order.externalId, modelId: model.externalId, quantity: r.int(1, 4), serialNo: null, remarks: null });
      if (order.completedTimestamp) {
        // An asset of the item's model where the seed has one (the same one pick either way, so the demo data stays as it was).
        const asset = r.pick(assetsByModel.get(model.externalId) ?? assetRows);
        completionRows.push({
          orderId: order.externalId,
          assetId: asset.externalId,
          serialNumber: asset.serialNumber,
          modelCode: model.modelCode,
          modelDescription: model.modelDescription,
          associatedOn: order.completedTimestamp,
        });
      }
    }
    if (order.completedTimestamp && r.chance(0.8)) {
      signatureRows.push({
        orderId: order.externalId,
        // A few pen strokes drawn as a small PNG: the console shows it as the signature image.
        signature: DEMO_SIGNATURES[i % DEMO_SIGNATURES.length]!,
        contact: order.deliverTo,
        signedTimestamp: order.completedTimestamp,
      });
    }
  }
  await add('orders', t.orders, orderRows);
  await add('orderItems', t.orderItems, itemRows, 1000);
  await add('orderCompletions', t.orderCompletions, completionRows, 1000);
  await add('orderSignatures', t.orderSignatures, signatureRows, 500);
  return orderRows;
}
