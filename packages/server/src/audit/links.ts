/**
 * The lists some resources save beside their row (link tables, tags, an order's items), read for the trail under the
 * form's field names: linked externalIds sorted, tags and items in the order they were saved.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/index';
import { assetTags, orderItems, userAccounts, userEnterprises, userFacilities, visitDefinitionLocations } from '../db/schema';
import type { SavedLinks } from '../resources/definition';

const sorted = (ids: readonly string[]) => [...ids].sort();

/** A user's enterprises, facilities and accounts. */
export const userLinks: SavedLinks = async (tx: Db, id: string) => {
  // One after another: the statements share the save's transaction (one connection).
  const enterprises = await tx.select({ id: userEnterprises.enterpriseId }).from(userEnterprises).where(eq(userEnterprises.userId, id));
  const facilities = await tx.select({ id: userFacilities.facilityId }).from(userFacilities).where(eq(userFacilities.userId, id));
  const accounts = await tx.select({ id: userAccounts.accountId }).from(userAccounts).where(eq(userAccounts.userId, id));
  return {
    enterprises: sorted(enterprises.map((r) => r.id)),
    facilities: sorted(facilities.map((r) => r.id)),
    accounts: sorted(accounts.map((r) => r.id)),
  };
};

/** An asset's RFID tags. */
export const assetLinks: SavedLinks = async (tx: Db, id: string) => {
  const rows = await tx.select({ tag: assetTags.tag }).from(assetTags).where(eq(assetTags.assetId, id)).orderBy(asc(assetTags.id));
  return { tags: rows.map((r) => r.tag) };
};

/** A visit's locations. */
export const visitLinks: SavedLinks = async (tx: Db, id: string) => {
  const rows = await tx.select({ id: visitDefinitionLocations.locationId }).from(visitDefinitionLocations).where(eq(visitDefinitionLocations.visitId, id));
  return { locations: sorted(rows.map((r) => r.id)) };
};

/** An order's items: model, quantity, serial number and remarks, as the form sends them. */
export const orderLinks: SavedLinks = async (tx: Db, id: string) => {
  const rows = await tx
    .select({ model: orderItems.modelId, quantity: orderItems.quantity, serialNo: orderItems.serialNo, remarks: orderItems.remarks })
    .from(orderItems)
    .where(eq(orderItems.orderId, id))
    .orderBy(asc(orderItems.id));
  return { items: rows };
};
