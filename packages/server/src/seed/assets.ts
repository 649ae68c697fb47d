/**
 * The demo's assets (`scale` of them) across the active accounts, their RFID tags, and each asset's history of
 * changes (the productivity report's rows), which sets the assets' created and last-modified stamps.
 */
import * as t from '../db/schema';
import { audit, DAY, dayOf, type SeedContext } from './context';
import { CATEGORY_OF_STATUS, STATUS_WEIGHTS } from './data';
import { insertHistory, seedHistory } from './history';
import type { Random } from './random';
import type { AccountRow, LocationRow } from './sites';
import type { ModelRow } from './catalogue';
import type { UserRow } from './users';

/** History rows at most: about five changes for each of the demo's 5,000 assets, seeded in a few seconds. */
const HISTORY_ROWS_MAX = 30_000;

export type AssetRow = typeof t.assets.$inferInsert & { externalId: string; serialNumber: string; modelId: string; accountId: string; facilityId: string };

function rfid(r: Random): string {
  let s = '';
  for (let i = 0; i < 24; i++) s += '0123456789ABCDEF'[r.int(0, 15)];
  return s;
}

interface AssetSeedInputs {
  /** The demo users' accounts, which hold a bigger share. */
  myAccounts: readonly AccountRow[];
  activeAccounts: readonly AccountRow[];
  accountRows: readonly AccountRow[];
  facilityRows: readonly { externalId: string; name: string }[];
  modelRows: readonly ModelRow[];
  locationRows: readonly LocationRow[];
  locationsOfAccount: ReadonlyMap<string, readonly LocationRow[]>;
  contractsOfFacility: ReadonlyMap<string, readonly string[]>;
  productsOfModel: ReadonlyMap<string, readonly string[]>;
  serviceTypes: readonly string[];
  businessTypes: readonly string[];
  technicians: readonly UserRow[];
  supervisorsAndAdmins: readonly UserRow[];
}

export async function seedAssets(
  { db, r, now, scale, seed, counts, past, add }: SeedContext,
  {
    myAccounts,
    activeAccounts,
    accountRows,
    facilityRows,
    modelRows,
    locationRows,
    locationsOfAccount,
    contractsOfFacility,
    productsOfModel,
    serviceTypes,
    businessTypes,
    technicians,
    supervisorsAndAdmins,
  }: AssetSeedInputs,
): Promise<AssetRow[]> {
  const assetRows: AssetRow[] = [];
  const tagRows: (typeof t.assetTags.$inferInsert)[] = [];
  const usedTags = new Set<string>();
  for (let i = 0; i < scale; i++) {
    // The demo users' accounts hold a bigger share, so their screens are busy too.
    const account = i % 4 === 0 ? r.pick(myAccounts) : r.pick(activeAccounts);
    const model = modelRows[Math.floor(Math.pow(r.next(), 1.4) * modelRows.length)]!;
    const status = r.weighted(STATUS_WEIGHTS);
    const locs = locationsOfAccount.get(account.externalId) ?? [];
    const contracts = contractsOfFacility.get(account.facilityId) ?? [];
    const products = productsOfModel.get(model.externalId) ?? [];
    const commissioned = r.chance(0.7);
    const scanned = r.chance(0.85) ? past(r.pick([7, 30, 90, 180, 365, 500])) : null;
    const created = past(720, 30);
    const asset: AssetRow = {
      externalId: r.uuid(),
      serialNumber: `SN${String(10_000_000 + i * 3 + r.int(0, 2))}`,
      manufacturerSerialNumber: r.chance(0.4) ? `M${r.int(100000, 999999)}` : null,
      modelId: model.externalId,
      productId: products.length > 0 && r.chance(0.9) ? r.pick(products) : null,
      accountId: account.externalId,
      facilityId: account.facilityId,
      erpOwnerId: r.chance(0.8) ? account.externalId : r.pick(activeAccounts).externalId,
      contractId: contracts.length > 0 && r.chance(0.7) ? r.pick(contracts) : null,
      locationId: locs.length > 0 && r.chance(0.9) ? r.pick(locs).externalId : null,
      equipmentStatus: r.weighted([['IN SERVICE', 85], ['OUT OF SERVICE', 8], ['REPAIR', 7]] as const),
      purchaseDate: dayOf(past(2000, 200)),
      utilizationStatus: status,
      utilizationCategory: CATEGORY_OF_STATUS[status],
      preventiveMaintainenceDate: dayOf(new Date(now.getTime() + r.int(-60, 300) * DAY)),
      notes: r.chance(0.08) ? r.pick(['Cracked housing, taped for now.', 'Battery replaced.', 'Loaned to another unit.', 'Awaiting biomed check.']) : null,
      customerAssetNumber: r.chance(0.3) ? `CA-${r.int(10000, 99999)}` : null,
      serviceType: r.pick(serviceTypes),
      businessType: r.pick(businessTypes),
      lastScannedBy: scanned ? r.pick(technicians).username : null,
      lastScannedTimestamp: scanned,
      commissioned,
      pending: r.chance(0.08),
      status: r.weighted([['ACTIVE', 90], ['INACTIVE', 7], ['REMOVED', 3]] as const),
      ...audit(created),
    };
    asset.lastModifiedTimestamp = scanned && scanned > created ? scanned : created;
    assetRows.push(asset);
    if (commissioned) {
      let tag = rfid(r);
      while (usedTags.has(tag)) tag = rfid(r);
      usedTags.add(tag);
      tagRows.push({ assetId: asset.externalId, tag });
    }
  }
  // Each asset's history (productivity), then the assets.
  // The history sets the assets' created and last-modified stamps, so it is built before they are written.
  const mutationRows = seedHistory({
    assets: assetRows,
    tagOf: new Map(tagRows.map((tag) => [tag.assetId, tag.tag])),
    now,
    seed: seed + 1,
    cap: HISTORY_ROWS_MAX,
    accounts: new Map(accountRows.map((a) => [a.externalId, { accountNo: a.accountNo, name: a.name }])),
    facilities: new Map(facilityRows.map((f) => [f.externalId, { name: f.name }])),
    models: new Map(modelRows.map((m) => [m.externalId, { modelCode: m.modelCode, modelDescription: m.modelDescription }])),
    locations: new Map(locationRows.map((l) => [l.externalId, { name: l.name }])),
    locationsOfAccount,
    serviceTypes,
    scanners: technicians.map((u) => ({ externalId: u.externalId, username: u.username })),
    editors: supervisorsAndAdmins.map((u) => ({ externalId: u.externalId, username: u.username })),
  });
  await add('assets', t.assets, assetRows, 500);
  await add('assetTags', t.assetTags, tagRows, 2000);
  await insertHistory(db, mutationRows);
  counts.assetMutations = mutationRows.length;
  return assetRows;
}
