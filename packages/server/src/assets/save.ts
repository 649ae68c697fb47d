/**
 * Saving an asset (spec 3 §5 "Asset", §7 PUT assets / POST assets/{externalId}): the contract's form schema, then
 * what only the database can tell (serial + model unique, and the model, product, account, ERP owner, contract,
 * location and pick-list values exist and fit together), then the row, its RFID tags and its history row in one
 * transaction. Every refusal is a 400 with a message; nothing is written unless all of it is.
 */
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { MESSAGES, assetFormSchemaAt, formatMessage } from '@equipdesk/api-client/contract';
import type { AssetFormOutput, PicklistType } from '@equipdesk/api-client/contract';
import type { Db } from '../db/index';
import { insertMany } from '../db/bulk';
import { accounts, assetTags, assets, contracts, locations, models, picklistValues, products, userFacilities } from '../db/schema';
import { accountScope } from '../auth/session';
import { HttpError } from '../http/errors';
import { parseUuid } from '../resources/listQuery';
import type { RequestContext, SaveDefinition, UniqueCheck } from '../resources/definition';
import { assetLinks } from '../audit/links';
import { assetState, mutationRow, recordMutations, MODULE_WEB, type AssetState } from './mutations';
import { savedValues } from './fields';

type AssetRow = typeof assets.$inferSelect;

function refuse(field: string, message: string): never {
  throw new HttpError(400, message, [{ field, message }]);
}

/** An ILIKE pattern matching the text exactly, case aside (the trigram index on serial numbers serves it). */
export function exactPattern(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Assets with this serial number (case aside) and model, REMOVED ones too (the unique index counts them). */
export function sameSerialAndModel(serialNumber: string, modelId: string): SQL {
  return and(eq(assets.modelId, modelId), sql`${assets.serialNumber} ilike ${exactPattern(serialNumber)}`)!;
}

/**
 * The accounts whose assets a caller may see and save: those given to them, and every account of a facility given
 * to them (the assets list's scope); null for privileged callers.
 */
export async function assetAccountCondition(ctx: { db: Db; session: RequestContext['session'] }): Promise<SQL | undefined> {
  if (ctx.session.privileged) return undefined;
  const [accs, facs] = await Promise.all([
    accountScope(ctx.db, ctx.session),
    ctx.db.select({ id: userFacilities.facilityId }).from(userFacilities).where(eq(userFacilities.userId, ctx.session.user.externalId)),
  ]);
  const given = accs ?? [];
  const facilities = facs.map((f) => f.id);
  const parts: SQL[] = [];
  if (given.length > 0) parts.push(inArray(accounts.externalId, given));
  if (facilities.length > 0) parts.push(inArray(accounts.facilityId, facilities));
  return parts.length > 0 ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

type Referenced = PgTable & { externalId: PgColumn; status: PgColumn };

/**
 * The row a form field names. It must exist and lie in `scope`; it must not be REMOVED unless the asset already
 * refers to it (an asset whose model was retired can still have its notes edited).
 */
async function referenced<T extends Referenced>(db: Db, table: T, id: string, kept: string | null, scope: SQL | undefined): Promise<T['$inferSelect'] | undefined> {
  const uuid = parseUuid(id);
  const [row] = uuid
    ? await db
        .select()
        .from(table as PgTable)
        .where(and(eq(table.externalId, uuid), id === kept ? undefined : ne(table.status, 'REMOVED'), scope))
        .limit(1)
    : [];
  return row as T['$inferSelect'] | undefined;
}

type ModelRow = typeof models.$inferSelect;
type ProductRow = typeof products.$inferSelect;
type AccountRow = typeof accounts.$inferSelect;
type ContractRow = typeof contracts.$inferSelect;
type LocationRow = typeof locations.$inferSelect;

/**
 * Where `assetValues` reads the records a form names. Each lookup answers the row when it exists, is not REMOVED
 * (unless it is `kept`, the value the asset already has) and, for the account, lies in the caller's scope. The
 * form save reads them one query at a time (`databaseReferences`); an upload answers them from what it loaded for
 * a whole chunk of rows (uploads/assets.ts). The rules on them stay in `assetValues`, one copy for both.
 */
export interface AssetReferences {
  model(id: string, kept: string | null): Promise<ModelRow | undefined>;
  product(id: string, kept: string | null): Promise<ProductRow | undefined>;
  /** An account of the caller's scope. */
  account(id: string, kept: string | null): Promise<AccountRow | undefined>;
  /** Any account (the ERP owner is often an account of another site). */
  erpOwner(id: string, kept: string | null): Promise<AccountRow | undefined>;
  contract(id: string, kept: string | null): Promise<ContractRow | undefined>;
  location(id: string, kept: string | null): Promise<LocationRow | undefined>;
  /** Another asset (not `selfId`) has this serial number, case aside, and model. */
  serialTaken(serialNumber: string, modelId: string, selfId: string | null): Promise<boolean>;
  /** The ACTIVE values of the pick lists. */
  activeValues(lists: readonly PicklistType[]): Promise<readonly { name: string; value: string }[]>;
}

export function databaseReferences(ctx: { db: Db; session: RequestContext['session'] }): AssetReferences {
  const { db } = ctx;
  let accountScope: Promise<SQL | undefined> | null = null;
  return {
    model: (id, kept) => referenced(db, models, id, kept, undefined),
    product: (id, kept) => referenced(db, products, id, kept, undefined),
    account: async (id, kept) => referenced(db, accounts, id, kept, await (accountScope ??= assetAccountCondition(ctx))),
    erpOwner: (id, kept) => referenced(db, accounts, id, kept, undefined),
    contract: (id, kept) => referenced(db, contracts, id, kept, undefined),
    location: (id, kept) => referenced(db, locations, id, kept, undefined),
    async serialTaken(serialNumber, modelId, selfId) {
      const [taken] = await db
        .select({ id: assets.externalId })
        .from(assets)
        .where(and(sameSerialAndModel(serialNumber, modelId), selfId ? ne(assets.externalId, selfId) : undefined))
        .limit(1);
      return !!taken;
    },
    activeValues: (lists) =>
      db
        .select({ name: picklistValues.name, value: picklistValues.value })
        .from(picklistValues)
        .where(and(inArray(picklistValues.name, [...lists]), eq(picklistValues.status, 'ACTIVE'))),
  };
}

async function need<T>(row: Promise<T | undefined>, field: string, message: string): Promise<T> {
  const found = await row;
  if (found === undefined) refuse(field, message);
  return found;
}

/** The pick-list fields of the form: an ACTIVE value of its list, or the value the asset already has. */
const PICKED: readonly { field: 'utilizationStatus' | 'utilizationCategory' | 'serviceType' | 'businessType'; list: PicklistType; message: string }[] = [
  { field: 'utilizationStatus', list: 'UtilizationStatus', message: MESSAGES.assetUtilizationStatus },
  { field: 'utilizationCategory', list: 'UtilizationCategory', message: MESSAGES.assetUtilizationCategory },
  { field: 'serviceType', list: 'ServiceType', message: MESSAGES.assetServiceType },
  { field: 'businessType', list: 'BusinessType', message: MESSAGES.assetBusinessType },
];

async function checkPicked(refs: AssetReferences, form: AssetFormOutput, existing: AssetRow | null): Promise<void> {
  const wanted = PICKED.filter((p) => form[p.field] !== null && form[p.field] !== existing?.[p.field]);
  if (wanted.length === 0) return;
  const rows = await refs.activeValues(wanted.map((p) => p.list));
  for (const p of wanted) {
    if (!rows.some((r) => r.name === p.list && r.value === form[p.field])) refuse(p.field, p.message);
  }
}

/** The column values of a valid form, after every check that needs the database. */
export async function assetValues(form: AssetFormOutput, ctx: RequestContext, existing: AssetRow | null, refs: AssetReferences = databaseReferences(ctx)) {
  const model = await need(refs.model(form.model, existing?.modelId ?? null), 'model', MESSAGES.assetModelUnknown);
  if (await refs.serialTaken(form.serialNumber, model.externalId, existing?.externalId ?? null)) refuse('serialNumber', MESSAGES.assetExists);
  if (form.product !== null) {
    const product = await need(refs.product(form.product, existing?.productId ?? null), 'product', MESSAGES.assetProductOtherModel);
    if (product.modelId !== model.externalId) refuse('product', MESSAGES.assetProductOtherModel);
  }
  const account = await need(refs.account(form.account, existing?.accountId ?? null), 'account', MESSAGES.assetAccountUnknown);
  if (form.erpOwner !== null) await need(refs.erpOwner(form.erpOwner, existing?.erpOwnerId ?? null), 'erpOwner', MESSAGES.assetErpOwnerUnknown);
  if (form.contract !== null) {
    const contract = await need(refs.contract(form.contract, existing?.contractId ?? null), 'contract', MESSAGES.assetContractOtherFacility);
    if (contract.facilityId !== account.facilityId) refuse('contract', MESSAGES.assetContractOtherFacility);
  }
  if (form.location !== null) {
    const location = await need(refs.location(form.location, existing?.locationId ?? null), 'location', MESSAGES.assetLocationOtherAccount);
    if (location.accountId !== account.externalId) refuse('location', MESSAGES.assetLocationOtherAccount);
  }
  await checkPicked(refs, form, existing);
  return {
    // The own fields the form saves as they are (fields.ts), then the relations checked above.
    ...savedValues(form),
    modelId: model.externalId,
    productId: form.product,
    accountId: account.externalId,
    facilityId: account.facilityId,
    erpOwnerId: form.erpOwner,
    contractId: form.contract,
    locationId: form.location,
    commissioned: form.tags.length > 0,
  };
}

export interface HistoryOptions {
  /** Where the change came from (default WEB, the console's form). */
  module?: string;
  /** The asset's state with names; an upload answers it from the records it loaded (default: one query). */
  stateOf?: (db: Db, asset: AssetRow, tags: readonly string[]) => Promise<AssetState>;
}

/** One saved asset: the row written, the form it was written from, and the row it replaced (null: created). */
export interface SavedAsset {
  row: AssetRow;
  form: AssetFormOutput;
  existing: AssetRow | null;
}

/**
 * In the save's transaction: the asset's RFID tags become the form's (one asset per tag), and the history row of
 * the change is written with the asset's state before and after it.
 */
export async function writeTagsAndHistory(tx: Db, row: AssetRow, form: AssetFormOutput, ctx: RequestContext, existing: AssetRow | null, options: HistoryOptions = {}): Promise<void> {
  await writeTagsAndHistoryOfMany(tx, [{ row, form, existing }], ctx, options);
}

/**
 * `writeTagsAndHistory` for many assets saved in one transaction (an upload's chunk), in a fixed number of
 * statements. A tag on another asset refuses the whole call, as it refuses the form.
 */
export async function writeTagsAndHistoryOfMany(tx: Db, saved: readonly SavedAsset[], ctx: RequestContext, options: HistoryOptions = {}): Promise<void> {
  if (saved.length === 0) return;
  const stateOf = options.stateOf ?? assetState;
  const existingIds = saved.filter((s) => s.existing).map((s) => s.row.externalId);
  const before = new Map<string, string[]>();
  if (existingIds.length > 0) {
    const rows = await tx
      .select({ assetId: assetTags.assetId, tag: assetTags.tag })
      .from(assetTags)
      .where(inArray(assetTags.assetId, existingIds))
      .orderBy(assetTags.id);
    for (const r of rows) before.set(r.assetId, [...(before.get(r.assetId) ?? []), r.tag]);
  }
  const wanted = saved.flatMap((s) => s.form.tags.map((tag) => ({ tag, assetId: s.row.externalId })));
  if (wanted.length > 0) {
    const owners = await tx
      .select({ tag: assetTags.tag, assetId: assetTags.assetId })
      .from(assetTags)
      .where(inArray(assetTags.tag, wanted.map((w) => w.tag)));
    const ownerOf = new Map(owners.map((o) => [o.tag, o.assetId]));
    const other = wanted.find((w) => ownerOf.has(w.tag) && ownerOf.get(w.tag) !== w.assetId);
    if (other) refuse('tags', formatMessage(MESSAGES.rfidTaken, { tag: other.tag }));
  }
  const changed = saved.filter((s) => {
    const old = before.get(s.row.externalId) ?? [];
    return !(old.length === s.form.tags.length && old.every((tag, i) => tag === s.form.tags[i]));
  });
  const replaced = changed.filter((s) => s.existing).map((s) => s.row.externalId);
  if (replaced.length > 0) await tx.delete(assetTags).where(inArray(assetTags.assetId, replaced));
  const added = changed.flatMap((s) => s.form.tags.map((tag) => ({ assetId: s.row.externalId, tag })));
  await insertMany(tx, assetTags, added);
  const history = [];
  for (const s of saved) {
    const old = s.existing ? await stateOf(tx, s.existing, before.get(s.row.externalId) ?? []) : null;
    const now = await stateOf(tx, s.row, s.form.tags);
    history.push(
      mutationRow(
        { assetId: s.row.externalId, changeStatus: s.existing ? 'UPDATED' : 'CREATED', module: options.module ?? MODULE_WEB, at: ctx.now, userId: ctx.session.user.externalId, username: ctx.session.user.username },
        old,
        now,
      ),
    );
  }
  await recordMutations(tx, ctx, history, { created: saved.filter((s) => !s.existing).map((s) => s.row.externalId) });
}

/**
 * Serial number + model is checked in `assetValues` (an indexed query); declared here too so a concurrent save that
 * reaches the unique index first is answered with the same message instead of a 500.
 */
const unique: readonly UniqueCheck<AssetFormOutput>[] = [
  { field: 'serialNumber', expression: assets.serialNumber, value: () => undefined, message: MESSAGES.assetExists, constraint: 'assets_serial_model_uq' },
];

/**
 * Two saves putting the same RFID value on two assets at once both pass the check in `writeTagsAndHistory`; the
 * unique index stops the second. It is answered as the check would have: which value, on another asset.
 */
async function tagTakenMeanwhile(constraint: string | undefined, form: AssetFormOutput, ctx: RequestContext): Promise<HttpError | undefined> {
  if (constraint !== 'asset_tags_tag_uq' || form.tags.length === 0) return undefined;
  // The asset saved is the one the URL names (POST assets/{externalId}); a create has none yet.
  const self = parseUuid((ctx.request?.params as { id?: string } | undefined)?.id ?? '');
  const [other] = await ctx.db
    .select({ tag: assetTags.tag })
    .from(assetTags)
    .where(and(inArray(assetTags.tag, form.tags), self ? ne(assetTags.assetId, self) : undefined))
    .limit(1);
  const message = formatMessage(MESSAGES.rfidTaken, { tag: other?.tag ?? form.tags[0]! });
  return new HttpError(400, message, [{ field: 'tags', message }]);
}

export const assetSave: SaveDefinition<typeof assets, AssetFormOutput> = {
  // "In the past" is measured by the server's clock (tests move it).
  schema: (_body, ctx) => assetFormSchemaAt(ctx.now),
  unique,
  onUniqueViolation: tagTakenMeanwhile,
  values: (form, ctx, existing) => assetValues(form, ctx, existing),
  afterWrite: (tx, row, form, ctx, existing) => writeTagsAndHistory(tx, row, form, ctx, existing),
  links: assetLinks,
};
