/**
 * The demo assets' history: for each asset a chain of changes over the months since it arrived (created by an
 * upload or in the console, scanned by technicians as it moves between locations and states, edited, deactivated
 * or removed), ending in the state the asset is seeded with. Rows are built by the same `mutationRow` the API
 * writes, so the history modal and the productivity report read demo rows and real ones alike.
 */
import { sql } from 'drizzle-orm';
import { CATEGORY_OF_STATUS, STATUS_WEIGHTS } from './data';
import type { Db } from '../db/index';
import { mutationRow, stateWithNames, MODULE_WEB, type AssetState, type MutationRow } from '../assets/mutations';
import type { assets } from '../db/schema';
import type { ProductivityChangeStatus } from '@equipdesk/api-client/contract';
import { createRandom, type Random } from './random';

const DAY = 86_400_000;

export const MODULE_SCAN = 'SCAN';
export const MODULE_UPLOAD = 'UPLOAD';

/** The asset columns the history follows; the seed's asset rows are updated in place to match its last change. */
export interface HistoryAsset {
  externalId: string;
  serialNumber: string;
  modelId: string;
  accountId: string;
  facilityId: string;
  erpOwnerId?: string | null;
  locationId?: string | null;
  utilizationStatus?: string | null;
  utilizationCategory?: string | null;
  customerAssetNumber?: string | null;
  manufacturerSerialNumber?: string | null;
  businessType?: string | null;
  serviceType?: string | null;
  notes?: string | null;
  preventiveMaintainenceDate?: Date | null;
  lastScannedBy?: string | null;
  lastScannedTimestamp?: Date | null;
  status?: string;
  createdBy?: string | null;
  createdTimestamp?: Date;
  lastModifiedBy?: string | null;
  lastModifiedTimestamp?: Date;
}

interface Person {
  externalId: string;
  username: string;
}

export interface HistoryInput {
  assets: HistoryAsset[];
  /** The RFID tag of each commissioned asset. */
  tagOf: ReadonlyMap<string, string>;
  now: Date;
  seed: number;
  /** At most this many rows (a large seed gives a history to its first assets only, to stay fast). */
  cap: number;
  accounts: ReadonlyMap<string, { accountNo: string; name: string }>;
  facilities: ReadonlyMap<string, { name: string }>;
  models: ReadonlyMap<string, { modelCode: string; modelDescription: string | null }>;
  locations: ReadonlyMap<string, { name: string }>;
  locationsOfAccount: ReadonlyMap<string, readonly { externalId: string }[]>;
  serviceTypes: readonly string[];
  /** Who scans (technicians) and who edits in the console or uploads (supervisors, administrators). */
  scanners: readonly Person[];
  editors: readonly Person[];
}

interface Values {
  locationId: string | null;
  utilizationStatus: string | null;
  utilizationCategory: string | null;
  notes: string | null;
  pmDate: Date | null;
  customerAssetNumber: string | null;
  serviceType: string | null;
  scannedBy: string | null;
  scannedTimestamp: Date | null;
  tags: string[];
}

interface Event {
  type: ProductivityChangeStatus;
  at: Date;
  module: string;
  user: Person;
}

const NOTES = ['Battery replaced.', 'Awaiting biomed check.', 'Loaned to another unit.', 'Cracked housing, taped for now.', 'Cleaned and returned to stock.', 'Firmware updated.'];

/** The events of one asset, oldest first: created, then scans and edits, then a status change if it has one. */
function eventsOf(h: Random, a: HistoryAsset, input: HistoryInput, created: Date): Event[] {
  const now = input.now.getTime();
  const editor = () => h.pick(input.editors);
  const events: Event[] = [{ type: 'CREATED', at: created, module: h.chance(0.6) ? MODULE_UPLOAD : MODULE_WEB, user: editor() }];
  const between = (from: number, to: number) => new Date(from + h.next() * Math.max(0, to - from));
  const more = h.int(2, 6);
  const scanned = a.lastScannedTimestamp ?? null;
  const scans = scanned ? Math.max(1, Math.round(more * 0.7)) : 0;
  const rest: Event[] = [];
  for (let i = 0; i < scans; i++) {
    // The last scan is the one the asset shows, by the technician it names.
    const last = i === scans - 1;
    const by = last && a.lastScannedBy ? (input.scanners.find((s) => s.username === a.lastScannedBy) ?? h.pick(input.scanners)) : h.pick(input.scanners);
    rest.push({ type: 'SCANNED', at: last ? scanned! : between(created.getTime() + 60_000, scanned!.getTime() - 60_000), module: MODULE_SCAN, user: by });
  }
  for (let i = scans; i < more; i++) {
    rest.push({ type: 'UPDATED', at: between(created.getTime() + 60_000, now - 60_000), module: h.chance(0.8) ? MODULE_WEB : MODULE_UPLOAD, user: editor() });
  }
  rest.sort((x, y) => x.at.getTime() - y.at.getTime());
  events.push(...rest);
  if (a.status === 'INACTIVE' || a.status === 'REMOVED') {
    const after = events[events.length - 1]!.at.getTime();
    events.push({ type: a.status === 'INACTIVE' ? 'DEACTIVATED' : 'REMOVED', at: between(after + 60_000, now - 60_000), module: MODULE_WEB, user: editor() });
  }
  return events;
}

/** What the asset looked like before an event that led to `after`. */
function before(h: Random, event: Event, after: Values, a: HistoryAsset, input: HistoryInput): Values {
  const prev: Values = { ...after, tags: [...after.tags] };
  if (event.type === 'SCANNED') {
    const places = input.locationsOfAccount.get(a.accountId) ?? [];
    if (places.length > 1 && h.chance(0.6)) prev.locationId = h.pick(places.filter((l) => l.externalId !== after.locationId)).externalId;
    if (h.chance(0.7)) {
      const status = h.weighted(STATUS_WEIGHTS);
      prev.utilizationStatus = status;
      prev.utilizationCategory = CATEGORY_OF_STATUS[status];
    }
  } else if (event.type === 'UPDATED') {
    const field = h.pick(['notes', 'pmDate', 'customerAssetNumber', 'serviceType'] as const);
    if (field === 'notes') prev.notes = after.notes ? null : h.pick(NOTES);
    if (field === 'pmDate') prev.pmDate = after.pmDate ? new Date(after.pmDate.getTime() - h.pick([90, 180, 365]) * DAY) : null;
    if (field === 'customerAssetNumber') prev.customerAssetNumber = after.customerAssetNumber ? null : `CA-${h.int(10000, 99999)}`;
    if (field === 'serviceType') prev.serviceType = h.pick(input.serviceTypes.filter((s) => s !== after.serviceType));
  }
  return prev;
}

function stateOf(a: HistoryAsset, v: Values, input: HistoryInput): AssetState {
  const model = input.models.get(a.modelId);
  const account = input.accounts.get(a.accountId);
  const erp = a.erpOwnerId ? input.accounts.get(a.erpOwnerId) : undefined;
  // The asset as seeded, with the values this change left it with.
  const asset = {
    ...a,
    lastScannedBy: v.scannedBy,
    lastScannedTimestamp: v.scannedTimestamp,
    utilizationStatus: v.utilizationStatus,
    utilizationCategory: v.utilizationCategory,
    customerAssetNumber: v.customerAssetNumber,
    serviceType: v.serviceType,
    notes: v.notes,
    preventiveMaintainenceDate: v.pmDate,
  };
  // The seed's rows hold the columns the history follows; the others are read as none.
  return stateWithNames(asset as typeof assets.$inferSelect, v.tags, {
    modelCode: model?.modelCode ?? null,
    modelDescription: model?.modelDescription ?? null,
    accountNo: account?.accountNo ?? null,
    accountName: account?.name ?? null,
    facilityName: input.facilities.get(a.facilityId)?.name ?? null,
    location: v.locationId ? (input.locations.get(v.locationId)?.name ?? null) : null,
    erpAccount: erp?.accountNo ?? null,
  });
}

/**
 * The history rows of the assets, oldest change first per asset, each stopping where the next starts; the assets'
 * created and last-modified stamps are set from their first and last change.
 */
export function seedHistory(input: HistoryInput): MutationRow[] {
  const h = createRandom(input.seed);
  const rows: MutationRow[] = [];
  for (const a of input.assets) {
    let created = a.createdTimestamp ?? new Date(input.now.getTime() - 365 * DAY);
    // A scan before the asset existed would be no history at all: it arrived some weeks before its first scan.
    if (a.lastScannedTimestamp && a.lastScannedTimestamp.getTime() <= created.getTime() + 2 * 60_000) {
      created = new Date(a.lastScannedTimestamp.getTime() - h.int(7, 90) * DAY);
    }
    const events = eventsOf(h, a, input, created);
    if (rows.length + events.length > input.cap) break;
    // The values after each event, computed backwards from the asset as seeded.
    const values: Values[] = new Array(events.length);
    values[events.length - 1] = {
      locationId: a.locationId ?? null,
      utilizationStatus: a.utilizationStatus ?? null,
      utilizationCategory: a.utilizationCategory ?? null,
      notes: a.notes ?? null,
      pmDate: a.preventiveMaintainenceDate ?? null,
      customerAssetNumber: a.customerAssetNumber ?? null,
      serviceType: a.serviceType ?? null,
      scannedBy: null,
      scannedTimestamp: null,
      tags: [],
    };
    for (let j = events.length - 1; j > 0; j--) values[j - 1] = before(h, events[j]!, values[j]!, a, input);
    // Forwards: the last scan seen, and the RFID tag from the change that commissioned the asset.
    const tag = input.tagOf.get(a.externalId);
    const updates = events.map((e, j) => (e.type === 'UPDATED' ? j : -1)).filter((j) => j > 0);
    const commissionedAt = tag === undefined ? -1 : updates.length > 0 && h.chance(0.5) ? updates[0]! : 0;
    let scan: { by: string; at: Date } | null = null;
    events.forEach((e, j) => {
      if (e.type === 'SCANNED') scan = { by: e.user.username, at: e.at };
      const v = values[j]!;
      v.scannedBy = scan?.by ?? null;
      v.scannedTimestamp = scan?.at ?? null;
      v.tags = tag !== undefined && commissionedAt >= 0 && j >= commissionedAt ? [tag] : [];
    });
    events.forEach((e, j) => {
      const row = mutationRow(
        { assetId: a.externalId, changeStatus: e.type, module: e.module, at: e.at, userId: e.user.externalId, username: e.user.username },
        j === 0 ? null : stateOf(a, values[j - 1]!, input),
        stateOf(a, values[j]!, input),
      );
      row.externalId = h.uuid();
      row.stopTimestamp = events[j + 1]?.at ?? null;
      rows.push(row);
    });
    const first = events[0]!;
    const last = events[events.length - 1]!;
    a.createdTimestamp = first.at;
    a.createdBy = first.user.username;
    a.lastModifiedTimestamp = last.at;
    a.lastModifiedBy = last.user.username;
  }
  return rows;
}

/** Rows per statement when the history is written. */
const HISTORY_BATCH = 5_000;

const snake = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Writes the history rows as JSON, one parameter per batch: bound as a parameter per value (about fifty a row),
 * tens of thousands of rows took the embedded database half a minute.
 */
export async function insertHistory(db: Db, rows: readonly MutationRow[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const keys = Object.keys(first);
  const columns = sql.raw(keys.map((k) => `"${snake(k)}"`).join(', '));
  for (let i = 0; i < rows.length; i += HISTORY_BATCH) {
    const batch = rows.slice(i, i + HISTORY_BATCH).map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [snake(k), v])));
    await db.execute(sql`insert into asset_mutations (${columns}) select ${columns} from json_populate_recordset(null::asset_mutations, ${JSON.stringify(batch)}::json)`);
  }
}
