/**
 * An asset's history (spec 3 §3 "Productivity row"): every save of the asset form and every entity action writes
 * one `asset_mutations` row in the transaction of the change, with the asset's values before and after it.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ProductivityChangeStatus } from '@equipdesk/api-client/contract';
import { rowsOf, type Db } from '../db/index';
import { insertMany } from '../db/bulk';
import { assetMutations, type assets } from '../db/schema';
import type { RequestContext } from '../resources/definition';
import { HISTORY_FIELDS, type HistoryField } from './fields';

/** Where a change came from: the console's saves and actions are WEB; the seed also writes SCAN and UPLOAD rows. */
export const MODULE_WEB = 'WEB';
/** Rows of a spreadsheet upload (uploads/assets.ts). */
export const MODULE_UPLOAD = 'UPLOAD';

type AssetRow = typeof assets.$inferSelect;

/**
 * The values of an asset a history row shows, as text: names of what it refers to rather than ids, and the own fields
 * the history records (fields.ts).
 */
export type AssetState = {
  serialNumber: string;
  modelId: string;
  modelCode: string | null;
  modelDescription: string | null;
  accountId: string;
  facilityId: string;
  accountNo: string | null;
  accountName: string | null;
  facilityName: string | null;
  location: string | null;
  erpAccount: string | null;
  tags: string[];
} & { [K in HistoryField]: AssetRow[K] };

interface NamesRow {
  model_code: string | null;
  model_description: string | null;
  account_no: string | null;
  account_name: string | null;
  facility_name: string | null;
  location: string | null;
  erp_account: string | null;
}

/** The asset's state with the names of its model, account, facility, location and ERP owner (one statement). */
export async function assetState(db: Db, asset: AssetRow, tags: readonly string[]): Promise<AssetState> {
  const rows = rowsOf<NamesRow>(await db.execute(sql`select
      (select model_code from models where external_id = ${asset.modelId}) as model_code,
      (select model_description from models where external_id = ${asset.modelId}) as model_description,
      (select account_no from accounts where external_id = ${asset.accountId}) as account_no,
      (select name from accounts where external_id = ${asset.accountId}) as account_name,
      (select name from facilities where external_id = ${asset.facilityId}) as facility_name,
      (select name from locations where external_id = ${asset.locationId}) as location,
      (select account_no from accounts where external_id = ${asset.erpOwnerId}) as erp_account`));
  const names = rows[0];
  return stateWithNames(asset, tags, {
    modelCode: names?.model_code ?? null,
    modelDescription: names?.model_description ?? null,
    accountNo: names?.account_no ?? null,
    accountName: names?.account_name ?? null,
    facilityName: names?.facility_name ?? null,
    location: names?.location ?? null,
    erpAccount: names?.erp_account ?? null,
  });
}

/** The names a history row shows beside the asset's own values. */
export type AssetStateNames = Pick<AssetState, 'modelCode' | 'modelDescription' | 'accountNo' | 'accountName' | 'facilityName' | 'location' | 'erpAccount'>;

/** The asset's state from names already at hand (an upload loads them once per chunk). */
export function stateWithNames(asset: AssetRow, tags: readonly string[], names: AssetStateNames): AssetState {
  const recorded = Object.fromEntries(HISTORY_FIELDS.map(([key]) => [key, asset[key] ?? null])) as { [K in HistoryField]: AssetRow[K] };
  return { serialNumber: asset.serialNumber, modelId: asset.modelId, accountId: asset.accountId, facilityId: asset.facilityId, ...names, ...recorded, tags: [...tags] };
}

export type MutationRow = typeof assetMutations.$inferInsert;

/**
 * The history row of a change from `before` (null: the asset was created) to `after`. Every value comes as the
 * pair (old, new), unchanged ones too, so a row of the productivity report reads on its own; `newRfidValue` holds
 * the RFID values the change added.
 */
export function mutationRow(
  change: { assetId: string; changeStatus: ProductivityChangeStatus; module: string; at: Date; userId: string | null; username: string },
  before: AssetState | null,
  after: AssetState,
): MutationRow {
  const added = after.tags.filter((tag) => !before?.tags.includes(tag));
  const old = <K extends keyof AssetState>(key: K): AssetState[K] | null => (before ? before[key] : null);
  return {
    assetId: change.assetId,
    accountId: after.accountId,
    facilityId: after.facilityId,
    modelId: after.modelId,
    userId: change.userId,
    serialNumber: after.serialNumber,
    modelCode: after.modelCode,
    modelDescription: after.modelDescription,
    startTimestamp: change.at,
    stopTimestamp: null,
    module: change.module,
    changeStatus: change.changeStatus,
    newRfidValue: added.length > 0 ? added.join(' ') : null,
    newAccountNo: after.accountNo,
    oldAccountNo: old('accountNo'),
    newAccountName: after.accountName,
    oldAccountName: old('accountName'),
    newLocation: after.location,
    oldLocation: old('location'),
    newFacilityName: after.facilityName,
    oldFacilityName: old('facilityName'),
    newErpAccount: after.erpAccount,
    oldErpAccount: old('erpAccount'),
    // The own fields the history records, each in its pair of columns (fields.ts).
    ...(Object.fromEntries(HISTORY_FIELDS.flatMap(([key, name]) => [[`new${name}`, after[key]], [`old${name}`, old(key)]])) as Partial<MutationRow>),
    createdBy: change.username,
    createdTimestamp: change.at,
    lastModifiedBy: change.username,
    lastModifiedTimestamp: change.at,
  };
}

/**
 * Writes a change's history row: the asset's open row (the state it replaces) stops now, and the new one starts.
 * `tx` is the change's own transaction.
 */
export async function recordMutation(tx: Db, ctx: RequestContext, row: MutationRow): Promise<void> {
  await recordMutations(tx, ctx, [row]);
}

/** `recordMutation` for the changes of many assets at once (an upload's chunk): two statements whatever their number. */
export async function recordMutations(
  tx: Db,
  ctx: Pick<RequestContext, 'session' | 'now'>,
  rows: readonly MutationRow[],
  /** Assets created in this transaction: they have no open row to stop. */
  options: { created?: readonly string[] } = {},
): Promise<void> {
  if (rows.length === 0) return;
  const created = new Set(options.created ?? []);
  const ids = [...new Set(rows.map((r) => r.assetId))].filter((id) => !created.has(id));
  if (ids.length > 0) {
    await tx
    .update(assetMutations)
    .set({ stopTimestamp: rows[0]!.startTimestamp, lastModifiedBy: ctx.session.user.username, lastModifiedTimestamp: ctx.now })
      .where(and(ids.length === 1 ? eq(assetMutations.assetId, ids[0]!) : inArray(assetMutations.assetId, ids), isNull(assetMutations.stopTimestamp)));
  }
  await insertMany(tx, assetMutations, rows);
}
